import { BESTSELLERS_PATH, WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase, testTargets } from '../../testing/db';
import { startFakeOzonCatalogue, type FakeOzonCatalogue } from '../../testing/fake-ozon-catalogue';
import { catalogueView } from '../catalogue/view';
import { createLogger } from '../../log';
import { jobHandlers } from '../jobs/tasks';
import { rows } from '../market/window';
import type { CollectorConfig } from './config';
import { createPageFetcher, retryAfterMs } from './fetcher';
import { BESTSELLER_PAGES, plannedPaths, runCollector } from './run';

const configFor = (baseUrl: string, over: Partial<CollectorConfig> = {}): CollectorConfig => ({
  baseUrl,
  paceMs: 0,
  proxy: undefined,
  maxPagesPerRun: 6,
  retries: 3,
  timeoutMs: 5000,
  backoffMs: 20,
  backoffMaxMs: 2000,
  ...over,
});

/** Noon in Moscow of a day: observations of that day. */
const noonOf = (day: string) => new Date(`${day}T09:00:00Z`);

describe.each(testTargets)('collector against the fake catalogue ($name)', ({ url }) => {
  let database: Database;
  let fake: FakeOzonCatalogue;
  beforeAll(async () => {
    database = await openTestDatabase(url);
    fake = await startFakeOzonCatalogue(database.db);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('reads category and search pages over HTTP and lands their cards as observations, once a day', async () => {
    const config = configFor(fake.url, { maxPagesPerRun: 30 });
    const planned = await plannedPaths(database.db, config.maxPagesPerRun);
    expect(planned.filter((p) => p.startsWith('/category/')).length).toBeGreaterThan(0);
    expect(planned.filter((p) => p.startsWith('/search/')).length).toBeGreaterThan(0);
    const now = noonOf(fake.state.day);
    const outcome = await runCollector(database.db, config, { now });
    expect(outcome).toMatchObject({ pages: 30, failures: 0, lastError: null });
    expect(outcome.observations).toBeGreaterThan(100);
    const [stored] = await rows<{ n: number; goods: number; searched: number; days: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT goods_id)::int AS goods, count(*) FILTER (WHERE page = 'search')::int AS searched, count(DISTINCT day)::int AS days
          FROM observations WHERE source = 'collector' AND status = 'accepted'`,
    );
    expect(stored).toMatchObject({ n: outcome.observations, days: 1 });
    expect(stored?.searched).toBeGreaterThan(0);
    // What was stored is what the truth showed: a card's price and reviews on that day.
    const [one] = await rows<{ goods_id: number; price: number; reviews: number; day: string }>(
      database.db,
      sql`SELECT goods_id, price, reviews, day::text FROM observations WHERE source = 'collector' AND page = 'category' ORDER BY id LIMIT 1`,
    );
    expect(one?.day).toBe(fake.state.day);
    const truth = await catalogueView(database.db, { day: fake.state.day, page: 'goods', goodsId: one?.goods_id ?? 0 });
    expect({ price: one?.price, reviews: one?.reviews }).toEqual({ price: truth.cards[0]?.price, reviews: truth.cards[0]?.reviews });
    const [run] = await rows<{ pages: number; observations: number; failures: number; finished: boolean }>(
      database.db,
      sql`SELECT pages, observations, failures, finished_at IS NOT NULL AS finished FROM collector_runs WHERE id = ${outcome.runId}`,
    );
    expect(run).toEqual({ pages: 30, observations: outcome.observations, failures: 0, finished: true });
    // The same pages read again the same day add nothing.
    const again = await runCollector(database.db, config, { now });
    expect(again.pages).toBe(30);
    expect(again.observations).toBe(0);
  });

  it('reads the bestseller listing\'s first pages first, and lands them as the whole catalogue\'s category page', async () => {
    const planned = await plannedPaths(database.db, 30);
    expect(planned.slice(0, BESTSELLER_PAGES + 1)).toEqual([BESTSELLERS_PATH, `${BESTSELLERS_PATH}?page=2`, `${BESTSELLERS_PATH}?page=3`, expect.stringMatching(/^\/category\//)]);
    expect(planned.filter((p) => p.startsWith(BESTSELLERS_PATH))).toHaveLength(BESTSELLER_PAGES);
    // A short run still reads a category and a word: the listing takes a third of its pages at most.
    const short = await plannedPaths(database.db, 3);
    expect(short[0]).toBe(BESTSELLERS_PATH);
    expect(short.slice(1).map((p) => p.split('/')[1])).toEqual(['category', 'search']);
    // Another day than the other tests read, so that what lands is this run's.
    const latest = fake.state.day;
    const day = new Date(Date.parse(`${latest}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    fake.setDay(day);
    try {
      const outcome = await runCollector(database.db, configFor(fake.url, { maxPagesPerRun: 3 }), { now: noonOf(day) });
      expect(outcome).toMatchObject({ pages: 3, failures: 0 });
      expect(fake.state.requests).toContain(BESTSELLERS_PATH);
      const listed = await rows<{ goods_id: number; position: number; context: string; type_id: number }>(
        database.db,
        sql`SELECT o.goods_id, o.position, o.context, g.type_id FROM observations o JOIN goods g ON g.id = o.goods_id
            WHERE o.source = 'collector' AND o.day = ${day}::date AND o.page = 'category' AND o.category_id = 0 ORDER BY o.position`,
      );
      const truth = await catalogueView(database.db, { day, page: 'category', categoryId: WHOLE_CATALOGUE });
      expect(listed.map((r) => [r.goods_id, r.position])).toEqual(truth.cards.map((c) => [c.goodsId, c.position]));
      expect(new Set(listed.map((r) => r.context))).toEqual(new Set(['c:0']));
      expect(new Set(listed.map((r) => r.type_id)).size).toBeGreaterThan(1);
    } finally {
      fake.setDay(latest);
    }
  });

  it('runs as the daily job when configured, and does nothing when not', async () => {
    const job = { id: 1, kind: 'collector-run', key: 'collector-run:test', payload: {}, attempts: 1, maxAttempts: 1 };
    const handler = jobHandlers()['collector-run'];
    const count = async () => (await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM collector_runs`))[0]?.n ?? 0;
    const before = await count();
    const saved = { ...process.env };
    try {
      delete process.env.COLLECTOR_BASE_URL;
      await handler?.(job, { db: database.db, log: createLogger('silent') });
      expect(await count()).toBe(before);
      Object.assign(process.env, { COLLECTOR_BASE_URL: fake.url, COLLECTOR_PACE_MS: '0', COLLECTOR_MAX_PAGES_PER_RUN: '2' });
      await handler?.(job, { db: database.db, log: createLogger('silent') });
      const [run] = await rows<{ pages: number }>(database.db, sql`SELECT pages FROM collector_runs ORDER BY id DESC LIMIT 1`);
      expect(await count()).toBe(before + 1);
      expect(run?.pages).toBe(2);
    } finally {
      for (const key of ['COLLECTOR_BASE_URL', 'COLLECTOR_PACE_MS', 'COLLECTOR_MAX_PAGES_PER_RUN']) {
        if (saved[key] === undefined) Reflect.deleteProperty(process.env, key);
        else process.env[key] = saved[key];
      }
    }
  });

  it('counts a page that keeps failing, says why, and goes on with the others', async () => {
    fake.state.faults.push(...Array.from({ length: 3 }, () => ({ kind: 'serverError' as const, path: '/category/' })));
    const outcome = await runCollector(database.db, configFor(fake.url, { retries: 2, maxPagesPerRun: 3 }), { now: noonOf(fake.state.day) });
    expect(outcome.failures).toBe(1);
    expect(outcome.pages).toBe(2);
    expect(outcome.lastError).toMatch(/HTTP 500/);
    const [run] = await rows<{ failures: number; last_error: string }>(database.db, sql`SELECT failures, last_error FROM collector_runs WHERE id = ${outcome.runId}`);
    expect(run).toEqual({ failures: 1, last_error: outcome.lastError });
  });
});

describe('collector fetcher', () => {
  let database: Database;
  let fake: FakeOzonCatalogue;
  beforeAll(async () => {
    database = await openTestDatabase(undefined);
    fake = await startFakeOzonCatalogue(database.db);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('waits out a 429 for its Retry-After, then reads the page', async () => {
    fake.state.faults.push({ kind: 'rateLimit', retryAfterSeconds: 1 });
    const fetcher = createPageFetcher(configFor(fake.url));
    const started = Date.now();
    const body = await fetcher.get('/search/?text=a');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(body).toContain('state-searchResultsV2');
    expect(fetcher.requests).toBe(2);
    await fetcher.close();
  });

  it('backs off exponentially with jitter on 500s and gives up after its retries', async () => {
    const waits: number[] = [];
    const fetcher = createPageFetcher(configFor(fake.url, { retries: 3, backoffMs: 100, backoffMaxMs: 250 }), {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    });
    fake.state.faults.push({ kind: 'serverError' }, { kind: 'serverError' }, { kind: 'serverError' });
    expect(await fetcher.get('/search/?text=a')).toContain('<html');
    expect(waits).toEqual([50, 100, 125]);
    fake.state.faults.push(...Array.from({ length: 4 }, () => ({ kind: 'serverError' as const })));
    await expect(fetcher.get('/search/?text=a')).rejects.toMatchObject({ status: 500, attempts: 4 });
    // A page that is not there is not asked again.
    const before = fetcher.requests;
    await expect(fetcher.get('/product/x-1/')).rejects.toMatchObject({ status: 404, attempts: 1 });
    expect(fetcher.requests).toBe(before + 1);
    await fetcher.close();
  });

  it('gives up on a slow answer after its timeout and asks again', async () => {
    fake.state.faults.push({ kind: 'slow', delayMs: 1500 });
    const fetcher = createPageFetcher(configFor(fake.url, { timeoutMs: 300, retries: 1 }));
    const started = Date.now();
    expect(await fetcher.get('/search/?text=a')).toContain('<html');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fetcher.requests).toBe(2);
    await fetcher.close();
  });

  it('keeps its pace between requests, even asked in parallel', async () => {
    const fetcher = createPageFetcher(configFor(fake.url, { paceMs: 250 }));
    const started = Date.now();
    await Promise.all([fetcher.get('/search/?text=a'), fetcher.get('/search/?text=b'), fetcher.get('/search/?text=c'), fetcher.get('/search/?text=d')]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    await fetcher.close();
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe('collector configuration', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: '/tmp/h-catalogue-config', ...extra });

  it('is off without a base URL and read from the environment with one', () => {
    expect(loadConfig(env({})).collector).toBeUndefined();
    expect(loadConfig(env({ COLLECTOR_BASE_URL: '' })).collector).toBeUndefined();
    expect(loadConfig(env({ COLLECTOR_BASE_URL: 'http://127.0.0.1:8310/', COLLECTOR_PACE_MS: '250', COLLECTOR_PROXY: 'http://proxy.local:3128' })).collector).toEqual({
      baseUrl: 'http://127.0.0.1:8310',
      paceMs: 250,
      proxy: 'http://proxy.local:3128',
      maxPagesPerRun: 400,
      retries: 4,
      timeoutMs: 20_000,
      backoffMs: 2000,
      backoffMaxMs: 120_000,
    });
  });

  it('is refused when wrong, naming the variable', () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ COLLECTOR_BASE_URL: 'not a url' }, /COLLECTOR_BASE_URL/],
      [{ COLLECTOR_BASE_URL: 'ftp://example.com' }, /COLLECTOR_BASE_URL/],
      [{ COLLECTOR_BASE_URL: 'http://127.0.0.1:8310', COLLECTOR_PACE_MS: '-1' }, /COLLECTOR_PACE_MS/],
      [{ COLLECTOR_BASE_URL: 'http://127.0.0.1:8310', COLLECTOR_MAX_PAGES_PER_RUN: '0' }, /COLLECTOR_MAX_PAGES_PER_RUN/],
      [{ COLLECTOR_BASE_URL: 'http://127.0.0.1:8310', COLLECTOR_RETRIES: 'many' }, /COLLECTOR_RETRIES/],
      [{ COLLECTOR_BASE_URL: 'http://127.0.0.1:8310', COLLECTOR_PROXY: 'socks' }, /COLLECTOR_PROXY/],
      [{ COLLECTOR_PROXY: 'http://proxy.local:3128' }, /COLLECTOR_PROXY: set without COLLECTOR_BASE_URL/],
      [{ COLLECTOR_BASE_URL: 'https://www.ozon.ru', COLLECTOR_PACE_MS: '200' }, /COLLECTOR_PACE_MS: at least 1000/],
    ];
    for (const [vars, message] of bad) expect(() => loadConfig(env(vars))).toThrow(message);
  });
});
