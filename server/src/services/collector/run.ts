import { randomUUID } from 'node:crypto';
import { parseCataloguePage } from '@marketlens/core/ozon/catalogue-page';
import { BESTSELLERS_PATH, slugOf } from '@marketlens/core/ozon/catalogue-text';
import { eq, sql } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import type { Db } from '../../db/client';
import { collectorRuns } from '../../db/schema/observations';
import type { Logger } from '../../log';
import { rows } from '../market/window';
import { ingestBatch, originOf } from '../observations/ingest';
import type { CollectorConfig } from './config';
import { createPageFetcher, type PageFetcher } from './fetcher';

/**
 * One run of the catalogue collector: the first pages of the bestseller listing (every category's
 * goods on one list by popularity, so the heads of all categories are placed against each other),
 * then the first page of every top-level category and subcategory in turn with the search pages of
 * the tracked search words, hottest first (the latest day's heat), until
 * COLLECTOR_MAX_PAGES_PER_RUN pages were asked. Each page is read through the one fetcher (pace,
 * proxy, retries), parsed by the same parser as the extension's (parseCataloguePage) and its cards
 * handed to the observation intake as one batch from the collector's origin, so they are checked,
 * deduplicated and capped like every other observation. A collector_runs row records the run.
 */

export interface CollectorRunOutcome {
  runId: number;
  pages: number;
  observations: number;
  failures: number;
  lastError: string | null;
}

export interface CollectorRunOptions {
  log?: Logger;
  /** The time the pages are observed at (default: now); tests of a past day give that day. */
  now?: Date;
  /** Another fetcher (tests); by default one is built from the configuration and closed after the run. */
  fetcher?: PageFetcher;
}

/** Pages of the bestseller listing a run reads first (36 cards each); at most a third of the run's pages, rounded up. */
export const BESTSELLER_PAGES = 3;

/**
 * The paths a run asks, in order: the bestseller listing's first pages, then category first pages
 * (top levels, then subcategories) in turn with search words by heat.
 */
export async function plannedPaths(db: Db, limit: number): Promise<string[]> {
  const cats = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT c.type_id AS id, c.name_ru AS name FROM categories c
        WHERE c.parent_id IS NULL OR c.parent_id IN (SELECT type_id FROM categories WHERE parent_id IS NULL)
        ORDER BY (c.parent_id IS NOT NULL), c.sort, c.type_id
        LIMIT ${limit}`,
  );
  const words = await rows<{ word: string }>(
    db,
    sql`SELECT k.word FROM keywords k
        LEFT JOIN keyword_daily d ON d.keyword_id = k.id AND d.day = (SELECT max(day) FROM keyword_daily)
        ORDER BY coalesce(d.heat, k.base_heat) DESC, k.id
        LIMIT ${limit}`,
  );
  // Categories and words take turns, so a run cut short by its page cap still reads both.
  const categoryPaths = cats.map((c) => `/category/${slugOf(c.name)}-${c.id}/`);
  const searchPaths = words.map((w) => `/search/?text=${encodeURIComponent(w.word)}`);
  const listing = Math.min(BESTSELLER_PAGES, Math.ceil(limit / 3));
  const paths: string[] = Array.from({ length: listing }, (_, i) => (i === 0 ? BESTSELLERS_PATH : `${BESTSELLERS_PATH}?page=${i + 1}`));
  for (let i = 0; paths.length < limit && (i < categoryPaths.length || i < searchPaths.length); i++) {
    const cat = categoryPaths[i];
    const word = searchPaths[i];
    if (cat !== undefined) paths.push(cat);
    if (word !== undefined && paths.length < limit) paths.push(word);
  }
  return paths;
}

export async function runCollector(db: Db, config: CollectorConfig, opts: CollectorRunOptions = {}): Promise<CollectorRunOutcome> {
  const [run] = await db.insert(collectorRuns).values({ pages: 0 }).returning();
  if (!run) throw new Error('collector run not recorded');
  const fetcher = opts.fetcher ?? createPageFetcher(config);
  const origin = originOf('collector', new URL(config.baseUrl).host);
  const outcome: CollectorRunOutcome = { runId: run.id, pages: 0, observations: 0, failures: 0, lastError: null };
  try {
    for (const path of await plannedPaths(db, config.maxPagesPerRun)) {
      let body: string;
      try {
        body = await fetcher.get(path);
      } catch (err) {
        outcome.failures += 1;
        outcome.lastError = err instanceof Error ? err.message : String(err);
        opts.log?.warn('collector page failed', { path, error: outcome.lastError });
        continue;
      }
      outcome.pages += 1;
      const observedAt = (opts.now ?? new Date()).toISOString();
      const cards = parseCataloguePage(parseHTML(body).document, `${config.baseUrl}${path}`);
      if (cards.length === 0) continue;
      const result = await ingestBatch(db, {
        source: 'collector',
        origin,
        batchId: randomUUID(),
        rows: cards.map((card) => ({ ...card, observedAt })),
        ...(opts.now && { now: opts.now }),
      });
      outcome.observations += result.accepted;
    }
  } finally {
    if (!opts.fetcher) await fetcher.close();
    await db
      .update(collectorRuns)
      .set({ finishedAt: new Date(), pages: outcome.pages, observations: outcome.observations, failures: outcome.failures, lastError: outcome.lastError })
      .where(eq(collectorRuns.id, run.id));
  }
  opts.log?.info('collector run', { ...outcome });
  return outcome;
}
