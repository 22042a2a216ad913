import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The site's switches operators set in the console (popup defaults, the trial gift), one JSON
 * value per key; a key without a row uses the built-in default. Read on every request: an edit
 * takes effect at once.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** One run of an import command (market, pricing tables, offers): what it read and how it ended. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['market', 'pricing', 'offers'] }).notNull(),
    /** The command line as typed (npm script and arguments). */
    command: text('command').notNull(),
    /** Who ran it: the system user and host of the shell. */
    runBy: text('run_by').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** running until it ends; imported, refused (nothing written) or failed (an error stopped it). */
    outcome: text('outcome', { enum: ['running', 'imported', 'refused', 'failed'] }).notNull().default('running'),
    /** Rows written per section (imported), or read per section (refused). */
    rows: jsonb('rows').$type<Record<string, number>>().notNull().default({}),
    /** The rejected rows' report (refused) or the error (failed), one line each. */
    report: jsonb('report').$type<string[]>().notNull().default([]),
    /** One line describing the result, as the command printed it. */
    summary: text('summary').notNull().default(''),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt.desc()), index('import_runs_kind_idx').on(t.kind, t.startedAt.desc())],
);
