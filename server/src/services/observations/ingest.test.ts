import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { observationBatches, observations } from '../../db/schema/observations';
import { openTestDatabase, testTargets } from '../../testing/db';
import { STALE_AFTER_MS } from './checks';
import { FLOOD_CAPS, FLOOD_EVIDENCE_ROWS, ingestBatch, originOf } from './ingest';
import { useOriginKey } from './origin';

const NOW = new Date('2026-11-20T09:00:00Z');
const AT = '2026-11-20T08:30:00Z';
const DAY = '2026-11-20';

/** A search-page card as the extension sends it. */
const card = (goodsId: number, over: Record<string, unknown> = {}) => ({
  goodsId,
  observedAt: AT,
  page: 'search',
  query: 'Чехол для iPhone',
  position: 3,
  title: 'Чехол силиконовый',
  price: 49_900,
  oldPrice: 69_900,
  rating: 4.7,
  reviews: 1250,
  sellerId: 7001,
  sellerName: 'Магазин',
  scheme: 'FBO',
  ...over,
});

const KEY = randomBytes(32).toString('hex');
beforeAll(() => useOriginKey({ secretHex: KEY, dataDir: '/nonexistent' }));

describe('originOf', () => {
  it('is a stable hash under the server key, which no one without the key can compute from the member id', () => {
    const a = originOf('member', 42);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(originOf('member', '42')).toBe(a);
    expect(originOf('collector', 42)).not.toBe(a);
    expect(originOf('member', 43)).not.toBe(a);
    for (const plain of ['42', 'member:42']) expect(a).not.toBe(createHash('sha256').update(plain).digest('hex'));
    useOriginKey({ secretHex: randomBytes(32).toString('hex'), dataDir: '/nonexistent' });
    expect(originOf('member', 42)).not.toBe(a);
    useOriginKey({ secretHex: KEY, dataDir: '/nonexistent' });
    expect(originOf('member', 42)).toBe(a);
  });
});

describe.each(testTargets)('ingestBatch on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  }, 120_000);
  afterAll(async () => database?.close());
  const stored = async (origin: string) => database.db.select().from(observations).where(eq(observations.origin, origin)).orderBy(observations.goodsId, observations.context);

  it('stores a good batch as accepted rows with their Moscow day and page context', async () => {
    const origin = originOf('member', 'good');
    const rows = [
      card(1_000_001),
      card(1_000_002, { position: 4 }),
      card(1_000_003, { page: 'category', query: undefined, categoryId: 17_027_495, position: 1 }),
      card(1_000_003, { page: 'goods', query: undefined, position: undefined, stock: 3, brand: 'Acme', observedAt: '2026-11-20T21:30:00Z' }),
      // The bestseller listing: a category page of the whole catalogue.
      card(1_000_003, { page: 'category', query: undefined, categoryId: 0, position: 40 }),
    ];
    const out = await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows, now: new Date('2026-11-20T21:31:00Z') });
    expect(out).toEqual({ accepted: 5, quarantined: 0, duplicates: 0, held: [] });
    const got = await stored(origin);
    expect(got.map((r) => [r.goodsId, r.day, r.context, r.status, r.query, r.categoryId])).toEqual([
      [1_000_001, DAY, 'q:чехол для iphone', 'accepted', 'чехол для iphone', null],
      [1_000_002, DAY, 'q:чехол для iphone', 'accepted', 'чехол для iphone', null],
      // 21:30 UTC is 00:30 the next day in Moscow.
      [1_000_003, '2026-11-21', '', 'accepted', null, null],
      [1_000_003, DAY, 'c:0', 'accepted', null, 0],
      [1_000_003, DAY, 'c:17027495', 'accepted', null, 17_027_495],
    ]);
    expect(got[0]).toMatchObject({ price: 49_900, oldPrice: 69_900, rating: 4.7, reviews: 1250, sellerId: 7001, sellerName: 'Магазин', scheme: 'FBO', position: 3, source: 'extension', reason: null });
  });

  it('dedups a page seen again the same day and answers a replayed batch id with nothing stored', async () => {
    const origin = originOf('member', 'dedup');
    const batchId = randomUUID();
    const first = await ingestBatch(database.db, { source: 'extension', origin, batchId, rows: [card(2_000_001), card(2_000_001, { position: 9 })], now: NOW });
    expect(first).toEqual({ accepted: 1, quarantined: 0, duplicates: 1, held: [] });
    const again = await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows: [card(2_000_001, { price: 51_000 }), card(2_000_002)], now: NOW });
    expect(again).toEqual({ accepted: 1, quarantined: 0, duplicates: 1, held: [] });
    const replay = await ingestBatch(database.db, { source: 'extension', origin, batchId, rows: [card(2_000_003), card(2_000_004), card(2_000_005)], now: NOW });
    expect(replay).toEqual({ accepted: 0, quarantined: 0, duplicates: 3, held: [] });
    const got = await stored(origin);
    expect(got.map((r) => [r.goodsId, r.price, r.position])).toEqual([
      [2_000_001, 49_900, 3],
      [2_000_002, 49_900, 3],
    ]);
    const [batch] = await database.db.select().from(observationBatches).where(eq(observationBatches.id, batchId));
    expect(batch).toMatchObject({ origin, source: 'extension', rows: 2, accepted: 1, quarantined: 0, duplicates: 1 });
  });

  it('refuses or quarantines each hostile row with its reason and leaves accepted rows untouched', async () => {
    const origin = originOf('member', 'hostile');
    const others = [originOf('member', 'honest-1'), originOf('member', 'honest-2')];
    for (const o of others) await ingestBatch(database.db, { source: 'extension', origin: o, batchId: randomUUID(), rows: [card(3_000_001)], now: NOW });
    await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows: [card(3_000_002)], now: NOW });
    const before = await database.db.select().from(observations).where(eq(observations.status, 'accepted'));
    const rows: unknown[] = [
      card(3_000_010, { price: '499' }), // 0 invalid: a string
      { goodsId: 3_000_011 }, // 1 invalid: fields missing
      'not a row', // 2 invalid
      card(3_000_012, { price: 50 }), // 3 impossible: below 1 ₽
      card(3_000_013, { price: 1_000_000_001 }), // 4 impossible: above 10,000,000 ₽
      card(3_000_014, { oldPrice: 49_900 }), // 5 impossible: old price not above the price
      card(3_000_015, { rating: 0.5 }), // 6 impossible: rating below 1
      card(3_000_016, { reviews: 0 }), // 7 impossible: a rating without reviews
      card(3_000_017, { position: 10_001 }), // 8 invalid: the contract caps positions
      card(3_000_018, { query: undefined }), // 9 impossible: a search row without its word
      card(3_000_019, { page: 'category', query: undefined }), // 10 impossible: a category row without its id
      card(3_000_020, { reviews: 10_000_001 }), // 11 impossible
      card(99_999), // 12 unknownGoods
      card(2_147_483_648), // 13 unknownGoods
      card(3_000_021, { observedAt: new Date(NOW.getTime() - STALE_AFTER_MS - 60_000).toISOString() }), // 14 stale
      card(3_000_022, { observedAt: '2026-11-20T09:06:00Z' }), // 15 future
      card(3_000_001, { price: 200_000, oldPrice: undefined }), // 16 outlier: 4× what two others saw
      card(3_000_023, { sellerId: 3_000_000_000 }), // 17 invalid: beyond a 32-bit integer
      card(3_000_024, { title: 'a\u0000b' }), // 18 invalid: a NUL in text
      card(3_000_002, { price: 1 }), // 19 impossible, and never touches the row already stored
      card(3_000_025), // 20 fine
      card(3_000_026, { observedAt: '0000-01-01T00:00:00Z' }), // 21 invalid: no date the database keeps
      card(3_000_027, { observedAt: '2026-02-30T10:00:00Z' }), // 22 invalid: no such day
      card(3_000_028, { page: 'category', query: undefined, categoryId: -1 }), // 23 invalid: no category id is negative
      card(3_000_029, { page: 'category', categoryId: 0 }), // 24 impossible: the bestseller listing with a search word
      card(3_000_030, { page: 'goods', query: undefined, position: undefined, categoryId: 0 }), // 25 impossible: a goods page in a list
    ];
    const out = await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows, now: NOW });
    expect(out.held).toEqual([
      { index: 0, reason: 'invalid' },
      { index: 1, reason: 'invalid' },
      { index: 2, reason: 'invalid' },
      { index: 3, reason: 'impossible' },
      { index: 4, reason: 'impossible' },
      { index: 5, reason: 'impossible' },
      { index: 6, reason: 'impossible' },
      { index: 7, reason: 'impossible' },
      { index: 8, reason: 'invalid' },
      { index: 9, reason: 'impossible' },
      { index: 10, reason: 'impossible' },
      { index: 11, reason: 'impossible' },
      { index: 12, reason: 'unknownGoods' },
      { index: 13, reason: 'unknownGoods' },
      { index: 14, reason: 'stale' },
      { index: 15, reason: 'future' },
      { index: 16, reason: 'outlier' },
      { index: 17, reason: 'invalid' },
      { index: 18, reason: 'invalid' },
      { index: 19, reason: 'impossible' },
      { index: 21, reason: 'invalid' },
      { index: 22, reason: 'invalid' },
      { index: 23, reason: 'invalid' },
      { index: 24, reason: 'impossible' },
      { index: 25, reason: 'impossible' },
    ]);
    expect(out).toMatchObject({ accepted: 1, quarantined: 3, duplicates: 0 });
    const mine = await stored(origin);
    expect(mine.map((r) => [r.goodsId, r.status, r.reason])).toEqual([
      [3_000_001, 'quarantined', 'outlier'],
      [3_000_002, 'accepted', null],
      [3_000_021, 'quarantined', 'stale'],
      [3_000_022, 'quarantined', 'future'],
      [3_000_025, 'accepted', null],
    ]);
    const after = await database.db.select().from(observations).where(eq(observations.status, 'accepted'));
    const untouched = after.filter((r) => before.some((b) => b.id === r.id));
    expect(untouched).toEqual(before);
  });

  it('holds an origin to its caps: rows beyond them are quarantined as flood, and beyond the evidence kept refused', async () => {
    const origin = originOf('member', 'flood');
    const caps = FLOOD_CAPS.extension;
    // One goods on more search words than the per-goods cap allows.
    const words = Array.from({ length: caps.perGoodsDay + 5 }, (_, i) => card(4_000_000, { query: `слово ${i}` }));
    const out = await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows: words, now: NOW });
    expect(out.accepted).toBe(caps.perGoodsDay);
    expect(out.held).toEqual(Array.from({ length: 5 }, (_, i) => ({ index: caps.perGoodsDay + i, reason: 'flood' })));
    // Then distinct goods until the day's cap and the evidence are used up.
    let accepted = out.accepted;
    let quarantined = out.quarantined;
    let refused = 0;
    const total = caps.perDay + FLOOD_EVIDENCE_ROWS + 300;
    for (let from = 0; from < total; from += 200) {
      const rows = Array.from({ length: Math.min(200, total - from) }, (_, i) => card(4_100_000 + from + i));
      const r = await ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows, now: NOW });
      accepted += r.accepted;
      quarantined += r.quarantined;
      refused += r.held.length - r.quarantined;
    }
    // Every row stored counts against the day, the 5 held by the per-goods cap too.
    expect(accepted).toBe(caps.perDay - 5);
    expect(quarantined).toBe(FLOOD_EVIDENCE_ROWS + 5);
    expect(refused).toBe(caps.perGoodsDay + 5 + total - caps.perDay - FLOOD_EVIDENCE_ROWS);
    const [counts] = (
      await database.db.execute<{ accepted: number; flood: number }>(
        sql`SELECT count(*) FILTER (WHERE status = 'accepted')::int AS accepted, count(*) FILTER (WHERE reason = 'flood')::int AS flood FROM observations WHERE origin = ${origin}`,
      )
    ).rows;
    expect(counts).toEqual({ accepted: caps.perDay - 5, flood: FLOOD_EVIDENCE_ROWS + 5 });
    // Another member is not held by this one's caps.
    const other = await ingestBatch(database.db, { source: 'extension', origin: originOf('member', 'calm'), batchId: randomUUID(), rows: [card(4_000_000)], now: NOW });
    expect(other.accepted).toBe(1);
  }, 120_000);

  it('stores a batch id sent many times at once exactly once', async () => {
    const origin = originOf('member', 'parallel-replay');
    const batchId = randomUUID();
    const rows = Array.from({ length: 50 }, (_, i) => card(7_000_000 + i));
    const answers = await Promise.all(Array.from({ length: 12 }, () => ingestBatch(database.db, { source: 'extension', origin, batchId, rows, now: NOW })));
    expect(answers.filter((a) => a.accepted === 50 && a.duplicates === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.accepted === 0 && a.duplicates === 50 && a.quarantined === 0)).toHaveLength(11);
    expect(await stored(origin)).toHaveLength(50);
    expect(await database.db.select().from(observationBatches).where(eq(observationBatches.origin, origin))).toHaveLength(1);
  });

  it('holds the caps when one origin floods with many batches at once', async () => {
    const origin = originOf('member', 'parallel-flood');
    const caps = FLOOD_CAPS.extension;
    // 30 batches of 200 distinct goods at once: 6,000 rows against a cap of 5,000 and 200 kept as evidence.
    const batches = Array.from({ length: 30 }, (_, b) => Array.from({ length: 200 }, (_, i) => card(8_000_000 + b * 200 + i)));
    const answers = await Promise.all(batches.map((rows) => ingestBatch(database.db, { source: 'extension', origin, batchId: randomUUID(), rows, now: NOW })));
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(caps.perDay);
    expect(answers.reduce((n, a) => n + a.quarantined, 0)).toBe(FLOOD_EVIDENCE_ROWS);
    const [counts] = (
      await database.db.execute<{ accepted: number; flood: number; total: number }>(
        sql`SELECT count(*) FILTER (WHERE status = 'accepted')::int AS accepted, count(*) FILTER (WHERE reason = 'flood')::int AS flood, count(*)::int AS total FROM observations WHERE origin = ${origin}`,
      )
    ).rows;
    expect(counts).toEqual({ accepted: caps.perDay, flood: FLOOD_EVIDENCE_ROWS, total: caps.perDay + FLOOD_EVIDENCE_ROWS });
    // One goods on many words from many batches at once: exactly the per-goods cap is accepted.
    const goodsOrigin = originOf('member', 'parallel-goods');
    const words = await Promise.all(
      Array.from({ length: 10 }, (_, b) =>
        ingestBatch(database.db, { source: 'extension', origin: goodsOrigin, batchId: randomUUID(), rows: Array.from({ length: 5 }, (_, i) => card(8_900_000, { query: `слово ${b}-${i}` })), now: NOW }),
      ),
    );
    expect(words.reduce((n, a) => n + a.accepted, 0)).toBe(caps.perGoodsDay);
    expect(words.reduce((n, a) => n + a.quarantined, 0)).toBe(50 - caps.perGoodsDay);
  }, 180_000);

  it('takes the collector with caps of its own, its rows checked like any other', async () => {
    const origin = originOf('collector', 'catalogue');
    const rows = Array.from({ length: FLOOD_CAPS.extension.perGoodsDay + 10 }, (_, i) => card(9_000_000, { query: `запрос ${i}` }));
    const out = await ingestBatch(database.db, { source: 'collector', origin, batchId: randomUUID(), rows: [...rows, card(9_000_001, { price: 0 })], now: NOW });
    expect(out).toEqual({ accepted: rows.length, quarantined: 0, duplicates: 0, held: [{ index: rows.length, reason: 'invalid' }] });
    expect((await stored(origin)).every((r) => r.source === 'collector' && r.status === 'accepted')).toBe(true);
  });

  it("clears a day's flood counters once they are past their expiry", async () => {
    const countersOf = async (day: string) =>
      (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'obs:%' AND key LIKE ${`%:${day}%`}`)).rows[0]?.n ?? 0;
    expect(await countersOf(DAY)).toBeGreaterThan(0);
    const later = new Date('2026-11-23T09:00:00Z');
    await ingestBatch(database.db, { source: 'extension', origin: originOf('member', 'later'), batchId: randomUUID(), rows: [card(9_100_000, { observedAt: later.toISOString() })], now: later });
    // Kept three days past the day's end (20 November, 21:00 UTC): still there on the 23rd.
    expect(await countersOf(DAY)).toBeGreaterThan(0);
    const past = new Date('2026-11-24T09:00:00Z');
    await ingestBatch(database.db, { source: 'extension', origin: originOf('member', 'later'), batchId: randomUUID(), rows: [card(9_100_001, { observedAt: past.toISOString() })], now: past });
    expect(await countersOf(DAY)).toBe(0);
    expect(await countersOf('2026-11-24')).toBe(2);
  });
});
