import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PricingTables } from '@marketlens/core/pricing';
import type { pricing } from '@marketlens/core/contract';

/**
 * Versions of the pricing tables (commission tiers, partner logistics, local tariffs), each with the
 * day it takes effect; the calculators use the latest version in force. A version is written once,
 * whole, by the seed or an operator import, and never edited.
 */
export const pricingTableVersions = pgTable('pricing_table_versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  /** The whole version as the core schema `pricingTablesSchema` describes it (checked before it is written). */
  tables: jsonb('tables').$type<Pick<PricingTables, 'crossBorder' | 'local'>>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** A member's named calculator inputs; at most one default per member drives the selection lists' profit column. */
export const pricingTemplates = pgTable(
  'pricing_templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['crossBorder', 'local'] }).notNull(),
    inputs: jsonb('inputs').$type<pricing.TemplateInputs['inputs']>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('pricing_templates_user_name_idx').on(t.userId, t.name),
    uniqueIndex('pricing_templates_user_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Templates each member keeps, counted by one conditional upsert so the limit holds under parallel saves. */
export const pricingTemplateQuota = pgTable('pricing_template_quota', {
  userId: integer('user_id').primaryKey(),
  used: integer('used').notNull(),
});
