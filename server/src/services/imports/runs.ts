import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema/index';
import { importMarket, IMPORT_SECTIONS, type ImportInput } from '../market/import';
import { importOffers } from '../market/offers';
import { clearMarketCache } from '../market/service';
import { importTables } from '../pricing/tables';

/** What a command prints and its exit code: 0 imported, 1 refused. */
export interface CommandResult {
  code: 0 | 1;
  out: string[];
  err: string[];
}

/** Who runs a command: the system user and the host of the shell. */
export function whoRuns(): string {
  let user = process.env.USER ?? process.env.USERNAME ?? '';
  try {
    user = os.userInfo().username || user;
  } catch {
    // No passwd entry (some containers): the environment's name, else unknown.
  }
  return `${user || 'unknown'}@${os.hostname()}`;
}

export interface RunMeta {
  kind: 'market' | 'pricing' | 'offers';
  command: string;
  runBy: string;
  files: string[];
}

/** Most report lines kept with a run: the command's own report is cut at the same length. */
const REPORT_LINES = 200;

/**
 * Records a run of an import command around `work`: a row `running` when it starts, then its end,
 * outcome, rows per section and the report of a refusal. An error ends the row as failed and is
 * thrown on, so the command still exits with it.
 */
export async function trackImport(db: Db, meta: RunMeta, work: () => Promise<CommandResult & { rows: Record<string, number> }>): Promise<CommandResult> {
  const [run] = await db.insert(importRuns).values({ kind: meta.kind, command: meta.command.slice(0, 2000), runBy: meta.runBy, files: meta.files }).returning();
  if (!run) throw new Error('import run not recorded');
  try {
    const result = await work();
    await db
      .update(importRuns)
      .set({
        finishedAt: new Date(),
        outcome: result.code === 0 ? 'imported' : 'refused',
        rows: result.rows,
        report: result.code === 0 ? [] : result.err.slice(1, REPORT_LINES + 1),
        summary: (result.code === 0 ? result.out[0] : result.err[0]) ?? '',
      })
      .where(eq(importRuns.id, run.id));
    return { code: result.code, out: result.out, err: result.err };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db.update(importRuns).set({ finishedAt: new Date(), outcome: 'failed', report: [message.slice(0, 2000)], summary: 'failed' }).where(eq(importRuns.id, run.id));
    throw err;
  }
}

/** A JSON import file as read: its content, or why it could not be read. */
export type JsonSource = { raw: unknown } | { error: string };

const unreadable = (error: string) => ({ code: 1 as const, out: [], err: ['refused, nothing changed: the file cannot be read', `  ${error}`], rows: {} });

/** Rows per section of a JSON import file: the length of each top-level array. */
export function sectionCounts(raw: unknown): Record<string, number> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, (v as unknown[]).length]));
}

/** `npm run import`: observed market data, all or nothing (docs/import-format.md). */
export function runMarketImport(db: Db, input: ImportInput, meta: Omit<RunMeta, 'kind'>): Promise<CommandResult> {
  return trackImport(db, { ...meta, kind: 'market' }, async () => {
    const outcome = await importMarket(db, input);
    if (outcome.kind === 'rejected') {
      const err = [`refused, nothing changed: ${outcome.total} of ${outcome.checked} rows rejected`, ...outcome.rejected.map((r) => `  ${r.where}: ${r.reason}`)];
      if (outcome.total > outcome.rejected.length) err.push(`  … and ${outcome.total - outcome.rejected.length} more`);
      return { code: 1, out: [], err, rows: Object.fromEntries(IMPORT_SECTIONS.map((s) => [s, input.sections[s].length])) };
    }
    const c = outcome.counts;
    const line = `imported ${c.shops} shops, ${c.brands} brands, ${c.goods} goods, ${c.goodsDaily} goods-days, ${c.keywords} search words, ${c.keywordDaily} word-days; latest day ${outcome.latestDay ?? '—'}; rollups rebuilt`;
    return { code: 0, out: [line], err: [], rows: c };
  });
}

/** `import:pricing`: a new version of the pricing tables. */
export function runPricingImport(db: Db, source: JsonSource, meta: Omit<RunMeta, 'kind'>): Promise<CommandResult> {
  return trackImport(db, { ...meta, kind: 'pricing' }, async () => {
    if ('error' in source) return unreadable(source.error);
    const { raw } = source;
    const rows = sectionCounts(raw);
    const outcome = await importTables(db, raw);
    if (outcome.kind === 'invalid') return { code: 1, out: [], err: ['refused, nothing changed:', ...outcome.issues.map((i) => `  ${i}`)], rows };
    if (outcome.kind === 'duplicate') {
      return { code: 1, out: [], err: [`refused, nothing changed: version ${outcome.version} exists already; give the new tables a new version`], rows };
    }
    return { code: 0, out: [`imported pricing tables ${outcome.version}, in force from ${outcome.effectiveFrom}`], err: [], rows };
  });
}

/** `import:offers`: the sellers observed on each listed card. */
export function runOffersImport(db: Db, source: JsonSource, meta: Omit<RunMeta, 'kind'>): Promise<CommandResult> {
  return trackImport(db, { ...meta, kind: 'offers' }, async () => {
    if ('error' in source) return unreadable(source.error);
    const { raw } = source;
    const rows = sectionCounts(raw);
    const outcome = await importOffers(db, raw);
    if (outcome.kind === 'invalid') return { code: 1, out: [], err: ['refused, nothing changed:', ...outcome.issues.map((i) => `  ${i}`)], rows };
    clearMarketCache(db);
    return { code: 0, out: [`imported ${outcome.offers} offers on ${outcome.cards} cards; ${outcome.left} sellers left their cards`], err: [], rows };
  });
}
