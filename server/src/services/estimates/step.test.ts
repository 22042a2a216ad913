import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_LIMITS } from '@marketlens/core/constants';
import type { Database } from '../../db/client';
import { myshopDaily, observations, sellerShops } from '../../db/schema/index';
import { openTestDatabase, testTargets } from '../../testing/db';
import { rows } from '../market/window';
import { metaOf, resolveWindow } from '../workbench/access';
import { runEstimateStep } from './step';

const D0 = '2026-03-01';
const day = (n: number) => new Date(Date.parse(`${D0}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Panel goods: two per bound shop, on places 1–6 of the subcategory's page; each shop's goods sell 10, 12 or 14 a day and gain a review a day.
const SHOPS = [
  { seller: 700_001, units: 10 },
  { seller: 700_002, units: 12 },
  { seller: 700_003, units: 14 },
];
const PANEL = [1_500_000_001, 1_500_000_002, 1_500_000_003, 1_500_000_004, 1_500_000_005, 1_500_000_006];
const unitsOf = (i: number) => (SHOPS[Math.floor(i / 2)] as { units: number }).units;
/** Sold on the page's 7th place; seen by reviews only; seen only in quarantined rows. */
const ON_PAGE = 1_500_000_101;
const BY_REVIEWS = 1_500_000_102;
const HELD = 1_500_000_103;

describe.each(testTargets)('the daily estimate step on $name', ({ url }) => {
  let database: Database;
  let top: number;
  let sub: number;
  let bound: number[] = [];
  const db = () => database.db;
  const daily = (goodsId: number) =>
    rows<{ day: string; sales: number; method: string; error_pct: number | null; observed: number }>(
      db(),
      sql`SELECT day::text AS day, sales, method, error_pct, observed FROM goods_daily WHERE goods_id = ${goodsId} ORDER BY day`,
    );
  const card = (goodsId: number, n: number, extra: Partial<typeof observations.$inferInsert>): typeof observations.$inferInsert => ({
    goodsId, observedAt: new Date(`${day(n)}T09:00:00Z`), day: day(n), source: 'collector', origin: 'collector-origin', page: 'category',
    context: `c:${sub}`, categoryId: sub, title: `Товар ${goodsId}`, price: 129_900, oldPrice: 159_900, rating: 4.7, reviews: 10,
    sellerId: SHOPS[0]?.seller ?? 0, sellerName: 'Продавец', scheme: 'FBS', brand: 'Бренд', ...extra,
  });

  beforeAll(async () => {
    database = await openTestDatabase(url);
    // An observed market starts empty: the seeded generated market goes, the category tree stays.
    for (const table of ['goods_daily', 'goods', 'shops', 'brands', 'keywords', 'keyword_daily', 'keyword_positions', 'observations', 'estimate_calibration']) {
      await db().execute(sql.raw(`DELETE FROM ${table}`));
    }
    const [s] = await rows<{ type_id: number; parent_id: number }>(db(), sql`SELECT type_id, parent_id FROM categories WHERE parent_id IN (SELECT type_id FROM categories WHERE parent_id IS NULL) ORDER BY type_id LIMIT 1`);
    sub = Number(s?.type_id);
    top = Number(s?.parent_id);
    for (let i = 0; i < SHOPS.length; i++) {
      const [row] = await db().insert(sellerShops).values({ userId: 9_000 + i, clientId: `cal-${i}`, apiKeyEnc: '-', keyHint: '----', name: `Shop ${i}`, shareForCalibration: true }).returning();
      bound.push(Number(row?.id));
    }
    const rowsIn: (typeof observations.$inferInsert)[] = [];
    for (let n = 0; n <= 11; n++) {
      PANEL.forEach((goodsId, i) => rowsIn.push(card(goodsId, n, { position: i + 1, reviews: 50 + n, sellerId: SHOPS[Math.floor(i / 2)]?.seller })));
      rowsIn.push(card(ON_PAGE, n, { position: 7, reviews: 5 }));
      await db().insert(myshopDaily).values(PANEL.map((goodsId, i) => ({ shopId: bound[Math.floor(i / 2)] as number, day: day(n), sku: goodsId, units: unitsOf(i), orders: unitsOf(i) })));
    }
    // Seen on the subcategory's page without a place on day 0, then on its own page on day 10.
    rowsIn.push(card(BY_REVIEWS, 0, { position: null, reviews: 100 }));
    rowsIn.push(card(BY_REVIEWS, 10, { page: 'goods', context: '', categoryId: null, reviews: 120, price: 99_900, oldPrice: null }));
    // A hostile reading of it, held back: it must change nothing.
    rowsIn.push(card(BY_REVIEWS, 10, { origin: 'member-x', source: 'extension', reviews: 90_000, status: 'quarantined', reason: 'outlier' }));
    rowsIn.push(card(HELD, 10, { position: 1, status: 'quarantined', reason: 'flood' }));
    // A search word nobody tracked yet: best place of the day wins.
    rowsIn.push(card(ON_PAGE, 10, { page: 'search', context: 'q:новое слово', query: 'новое слово', categoryId: null, position: 5 }));
    rowsIn.push(card(ON_PAGE, 10, { page: 'search', context: 'q:новое слово', query: 'новое слово', categoryId: null, position: 3, origin: 'member-y', source: 'extension' }));
    await db().insert(observations).values(rowsIn);
  });
  afterAll(async () => database.close());

  it('writes the cards as observed and the day’s best search positions, ignoring quarantined rows', async () => {
    await runEstimateStep(db(), { day: day(0) });
    const outcome = await runEstimateStep(db(), { day: day(10) });
    expect(outcome.goods).toBe(PANEL.length + 2);
    const [g] = await rows<{ title: string; price: number; old_price: number | null; type_id: number; sub_type_id: number; last_seen_on: string; shop: string; fulfilment: string; brand: string }>(
      db(),
      sql`SELECT g.title, g.price, g.old_price, g.type_id, g.sub_type_id, g.last_seen_on::text, s.name AS shop, s.fulfilment, b.name AS brand
          FROM goods g JOIN shops s ON s.id = g.shop_id JOIN brands b ON b.id = g.brand_id WHERE g.id = ${BY_REVIEWS}`,
    );
    expect(g).toMatchObject({ title: `Товар ${BY_REVIEWS}`, price: 99_900, old_price: null, type_id: top, sub_type_id: sub, last_seen_on: day(10), shop: 'Продавец', fulfilment: 'FBS', brand: 'Бренд' });
    expect(await rows(db(), sql`SELECT id FROM goods WHERE id = ${HELD}`)).toHaveLength(0);
    const kp = await rows<{ position: number; type_id: number }>(
      db(),
      sql`SELECT p.position, k.type_id FROM keyword_positions p JOIN keywords k ON k.id = p.keyword_id WHERE k.word = 'новое слово' AND p.goods_id = ${ON_PAGE} AND p.day = ${day(10)}`,
    );
    expect(kp).toEqual([{ position: 3, type_id: top }]);
  });

  it('estimates by position and by review growth with the calibration’s errors, and fills the days since the goods was first seen', async () => {
    const calibration = await rows<{ type_id: number; method: string; factor: number; error_pct: number }>(db(), sql`SELECT type_id, method, factor, error_pct FROM estimate_calibration ORDER BY method, type_id`);
    const reviews = calibration.find((c) => c.method === 'reviews' && c.type_id === top);
    // 120 units over 10 new reviews per goods on average: 12 a review; the shops' goods sell 10, 12 and 14.
    expect(reviews?.factor).toBeCloseTo(12, 6);
    expect(reviews?.error_pct).toBeCloseTo(((2 / 14) * 100 + (2 / 14) * 100) / 2, 4);
    const position = calibration.find((c) => c.method === 'position' && c.type_id === sub);
    expect(position).toBeDefined();
    // Each place estimated from the other goods' points: places 1–6 sell 10, 10, 12, 12, 14, 14 and borrow 10, 12, 12, 14, 14, 14.
    // Three shops make the market-wide correction only (type 0).
    const positionBias = Number(calibration.find((c) => c.method === 'position-bias' && c.type_id === 0)?.factor);
    expect(calibration.find((c) => c.method === 'position-bias' && c.type_id === top)).toBeUndefined();
    expect(positionBias).toBeCloseTo(72 / 76, 9);
    const onPage = (await daily(ON_PAGE)).find((d) => d.day === day(10));
    // The 7th place sits next to the 6th, held by the shop selling 14 a day; the panel's position bias corrects it.
    expect(onPage).toMatchObject({ method: 'position', observed: 3, error_pct: position?.error_pct });
    expect([Math.floor(14 * positionBias), Math.ceil(14 * positionBias)]).toContain(onPage?.sales);
    const byReviews = await daily(BY_REVIEWS);
    // 20 new reviews over 10 days × 12 units a review = 24 a day; days 0–9 carry it.
    expect(byReviews.at(-1)).toMatchObject({ day: day(10), method: 'reviews', sales: 24, observed: 1 });
    expect(byReviews.at(-1)?.error_pct).toBeCloseTo(Number(reviews?.error_pct), 6);
    expect(byReviews.slice(0, -1).map((d) => [d.day, d.method, d.sales])).toEqual(Array.from({ length: 10 }, (_, n) => [day(n), 'carried', 24]));
  });

  it('carries the latest estimate to a day the goods is not seen', async () => {
    await runEstimateStep(db(), { day: day(11) });
    const row = (await daily(BY_REVIEWS)).find((d) => d.day === day(11));
    expect(row).toMatchObject({ method: 'carried', sales: 24, observed: 0 });
    expect(Number(row?.error_pct)).toBeGreaterThan(0);
  });

  it('gives the same tables when a day is estimated again', async () => {
    const snapshot = () => rows(db(), sql`SELECT goods_id, day::text, sales, gmv, method, error_pct, observed FROM goods_daily ORDER BY goods_id, day`);
    const before = await snapshot();
    await runEstimateStep(db(), { day: day(10) });
    await runEstimateStep(db(), { day: day(11) });
    expect(await snapshot()).toEqual(before);
  });

  it('says in the list meta how much of the window was observed', async () => {
    const member = { ownerId: 1, tier: 'operation', limits: TIER_LIMITS.operation, bound: [] };
    const meta = await metaOf(db(), member, resolveWindow(member, day(11), { days: 7 }), undefined, 0);
    expect(meta.source).toBe('observed');
    // Day 11: the panel and ON_PAGE by position, BY_REVIEWS carried; days 5–10 all estimated but BY_REVIEWS' carried days 5–9.
    const counted = await rows<{ estimated: number; total: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE method <> 'carried')::int AS estimated, count(*)::int AS total FROM goods_daily WHERE day BETWEEN ${day(5)} AND ${day(11)}`,
    );
    expect(meta.observedShare).toBeCloseTo((counted[0]?.estimated ?? 0) / (counted[0]?.total ?? 1), 9);
    expect(meta.observedShare).toBeLessThan(1);
  });

  it('never calibrates a category on one shop alone: below several shops the market-wide factor or none', async () => {
    await db().update(sellerShops).set({ shareForCalibration: false }).where(sql`id <> ${bound[0]}`);
    await runEstimateStep(db(), { day: day(10) });
    expect(await rows(db(), sql`SELECT * FROM estimate_calibration`)).toHaveLength(0);
    const row = (await daily(BY_REVIEWS)).find((d) => d.day === day(10));
    // Without a calibration the review growth says nothing: the day carries the estimate before it, if any.
    expect(row?.method === 'reviews').toBe(false);
    await db().update(sellerShops).set({ shareForCalibration: true });
    bound = [];
  });

  it('keeps a goods’ translations while its title stays and drops them when the observed title changes', async () => {
    const RETITLED = 1_500_000_104;
    await db().insert(observations).values([
      card(RETITLED, 12, { position: 8, title: 'Кружка керамическая' }),
      card(RETITLED, 13, { position: 8, title: 'Кружка керамическая' }),
      card(RETITLED, 14, { position: 8, title: 'Кружка керамическая 350 мл' }),
    ]);
    const titles = () => rows<{ title: string; title_zh: string | null; title_en: string | null }>(db(), sql`SELECT title, title_zh, title_en FROM goods WHERE id = ${RETITLED}`);
    await runEstimateStep(db(), { day: day(12) });
    await db().execute(sql`UPDATE goods SET title_zh = '陶瓷杯', title_en = 'Ceramic mug' WHERE id = ${RETITLED}`);
    await runEstimateStep(db(), { day: day(13) });
    expect(await titles()).toEqual([{ title: 'Кружка керамическая', title_zh: '陶瓷杯', title_en: 'Ceramic mug' }]);
    await runEstimateStep(db(), { day: day(14) });
    expect(await titles()).toEqual([{ title: 'Кружка керамическая 350 мл', title_zh: null, title_en: null }]);
  });

  it('spreads the latest review span over the days it covers that were estimated from a shorter span', async () => {
    const REVISED = 1_500_000_105;
    // Seen without a place on days 20, 25 and 30: 10 new reviews in the first five days, 2 in the next five.
    await db().insert(observations).values([
      card(REVISED, 20, { position: null, reviews: 100 }),
      card(REVISED, 25, { position: null, reviews: 110 }),
      card(REVISED, 30, { position: null, reviews: 112 }),
    ]);
    const factor = async () => Number((await rows<{ factor: number }>(db(), sql`SELECT factor FROM estimate_calibration WHERE method = 'reviews' AND type_id = ${top}`))[0]?.factor);
    const around = (rate: number) => [Math.floor(rate), Math.ceil(rate)];
    await runEstimateStep(db(), { day: day(20) });
    await runEstimateStep(db(), { day: day(25) });
    const first = (await daily(REVISED)).find((d) => d.day === day(25));
    expect(first).toMatchObject({ method: 'reviews', observed: 1 });
    expect(around(((await factor()) * 10) / 5)).toContain(first?.sales);
    await runEstimateStep(db(), { day: day(30) });
    // Day 25 lies inside the ten days of day 30's span: it takes that span's rate and keeps its method and observations.
    const rate = ((await factor()) * 12) / 10;
    const revised = await daily(REVISED);
    expect(revised.find((d) => d.day === day(25))).toMatchObject({ method: 'reviews', observed: 1 });
    expect(around(rate)).toContain(revised.find((d) => d.day === day(25))?.sales);
    expect(revised.filter((d) => d.day > day(20)).every((d) => around(rate).includes(d.sales))).toBe(true);
  });

  it('estimates a goods by its place on the bestseller listing through the listing\'s own curve', async () => {
    const ON_LISTING = 1_500_000_106;
    const LISTING_ONLY = 1_500_000_107;
    const CLAIMED_WITHIN = 1_500_000_108;
    const CLAIMED_BEYOND = 1_500_000_109;
    const shops = (await rows<{ id: number }>(db(), sql`SELECT id FROM seller_shops WHERE client_id LIKE 'cal-%' ORDER BY id`)).map((r) => r.id);
    // Days 40–45: the panel on places 1–6 of the listing, selling 30, 36 and 42 a day by shop, and on
    // the subcategory's page the other way round (its head sells 42 a day there, its 6th place 30).
    const listingUnits = [30, 36, 42];
    const listing = (goodsId: number, n: number, position: number, extra: Partial<typeof observations.$inferInsert> = {}) =>
      card(goodsId, n, { context: 'c:0', categoryId: 0, position, ...extra });
    const rowsIn: (typeof observations.$inferInsert)[] = [];
    for (let n = 40; n <= 45; n++) {
      PANEL.forEach((goodsId, i) => rowsIn.push(listing(goodsId, n, i + 1, { reviews: 80 + n, sellerId: SHOPS[Math.floor(i / 2)]?.seller })));
      PANEL.forEach((goodsId, i) => rowsIn.push(card(goodsId, n, { position: PANEL.length - i, reviews: 80 + n, sellerId: SHOPS[Math.floor(i / 2)]?.seller })));
      await db().insert(myshopDaily).values(PANEL.map((goodsId, i) => ({ shopId: shops[Math.floor(i / 2)] as number, day: day(n), sku: goodsId, units: listingUnits[Math.floor(i / 2)] as number, orders: 1 })));
    }
    // Without reviews, on the 7th place of both the listing and the subcategory's page on day 45.
    rowsIn.push(card(ON_LISTING, 44, { position: null, reviews: null, rating: null }));
    rowsIn.push(card(ON_LISTING, 45, { position: 7, reviews: null, rating: null }));
    rowsIn.push(listing(ON_LISTING, 45, 7, { reviews: null, rating: null }));
    // Never seen on a category page: the listing says nothing of its place in the tree.
    rowsIn.push(listing(LISTING_ONLY, 45, 8));
    // Members' claims of places on the listing, which the collector read down to place 8 that day:
    // one within its reading (contradicted: the collector saw another goods there), one beyond it.
    const member = { source: 'extension' as const, origin: 'member-z', reviews: null, rating: null };
    for (const goodsId of [CLAIMED_WITHIN, CLAIMED_BEYOND]) rowsIn.push(card(goodsId, 44, { position: null, reviews: null, rating: null }));
    rowsIn.push(listing(CLAIMED_WITHIN, 45, 2, member));
    rowsIn.push(listing(CLAIMED_BEYOND, 45, 10, member));
    await db().insert(observations).values(rowsIn);
    await runEstimateStep(db(), { day: day(44) });
    await runEstimateStep(db(), { day: day(45) });
    const calibration = await rows<{ type_id: number; method: string; factor: number; goods: number; error_pct: number }>(
      db(),
      sql`SELECT type_id, method, factor, goods, error_pct FROM estimate_calibration WHERE method IN ('position', 'position-bias', 'listing-bias')`,
    );
    // The listing's curve is category 0's: 6 panel goods × 6 days (the subcategory's earlier points are older than the curves' days).
    const curve = calibration.find((c) => c.method === 'position' && c.type_id === 0);
    expect(curve).toMatchObject({ goods: 36 });
    expect(calibration.find((c) => c.method === 'position' && c.type_id === sub)).toMatchObject({ goods: 36 });
    // Its estimates take the correction learnt on the listing's own points, apart from the subcategory's.
    const bias = Number(calibration.find((c) => c.method === 'listing-bias' && c.type_id === 0)?.factor);
    expect(bias).not.toBeCloseTo(Number(calibration.find((c) => c.method === 'position-bias' && c.type_id === 0)?.factor), 3);
    // The listing's place stands for the subcategory's: its 7th place borrows places 6 and 5, held by
    // the shop selling 42 a day (the subcategory's would say 30).
    const row = (await daily(ON_LISTING)).find((d) => d.day === day(45));
    expect(row).toMatchObject({ method: 'position', observed: 2, error_pct: curve?.error_pct });
    expect([Math.floor(42 * bias), Math.ceil(42 * bias)]).toContain(row?.sales);
    expect(await rows(db(), sql`SELECT id FROM goods WHERE id = ${LISTING_ONLY}`)).toHaveLength(0);
    expect((await daily(CLAIMED_WITHIN)).find((d) => d.day === day(45))).toBeUndefined();
    expect((await daily(CLAIMED_BEYOND)).find((d) => d.day === day(45))).toMatchObject({ method: 'position', observed: 1 });
    const [placed] = await rows<{ type_id: number; sub_type_id: number }>(db(), sql`SELECT type_id, sub_type_id FROM goods WHERE id = ${ON_LISTING}`);
    expect(placed).toEqual({ type_id: top, sub_type_id: sub });
  });
});
