import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGH_TICKET_FLOOR } from '@marketlens/core/constants';
import { workbench } from '@marketlens/core/contract';
import { openDatabase, type Database } from '../../db/client';
import { seedMarket } from '../../db/seed/market';
import type { ResolvedWindow } from '../workbench/access';
import { groupPage } from '../workbench/group-list';
import { goodsPage } from '../workbench/lists';
import { refreshRollups } from '../workbench/rollups';
import { generateMarket, leavesOf, VOCABULARY } from './generate';
import { SEASONS } from './model';

const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

describe('the generated market\'s shape', () => {
  it('groups every goods name of every subcategory into exactly one leaf named in three languages', () => {
    for (const cat of VOCABULARY) {
      for (const sub of cat.subs) {
        const leaves = leavesOf(sub);
        expect(leaves.length, sub.en).toBeGreaterThanOrEqual(2);
        expect(leaves.flatMap((l) => l.items).sort()).toEqual(sub.items.map((_, i) => i));
        for (const l of leaves) {
          expect(l.zh, l.en).toMatch(HAN);
          expect(l.ru, l.en).toMatch(CYRILLIC);
          expect(l.en).toMatch(/^[A-Za-z][A-Za-z0-9 &',-]*$/);
        }
        for (const lang of ['zh', 'en', 'ru'] as const) expect(new Set(leaves.map((l) => l.ru + l[lang])).size).toBe(leaves.length);
      }
    }
  });

  it('gives large categories dozens of unique, plausibly named brands with Zipf-like shares', () => {
    const market = generateMarket({ seed: 20240601, goods: 3000, days: 90 });
    const known = new Set(VOCABULARY.flatMap((c) => c.brands.map((b) => b.toLowerCase())));
    const names = market.brands.map((b) => b.name.toLowerCase()).filter((n) => !known.has(n));
    expect(names.length).toBeGreaterThan(500);
    expect(new Set(names).size).toBe(names.length);
    expect(market.brands.some((b) => CYRILLIC.test(b.name))).toBe(true);
    expect(market.brands.some((b) => /^[A-Z][a-z]+/.test(b.name))).toBe(true);
    const heaviest = [...VOCABULARY].sort((a, b) => b.weight - a.weight)[0];
    const goodsOf = new Map<number, number>();
    for (const g of market.goods) if (g.typeId === heaviest?.id) goodsOf.set(g.brandId, (goodsOf.get(g.brandId) ?? 0) + 1);
    const counts = [...goodsOf.values()].sort((a, b) => b - a);
    expect(counts.length).toBeGreaterThanOrEqual(36);
    // A few big, many small: the largest brand holds several times the median brand's goods.
    expect(counts[0] ?? 0).toBeGreaterThanOrEqual(5 * (counts[Math.floor(counts.length / 2)] ?? 0));
    const shopGoods = new Map<number, number>();
    for (const g of market.goods) shopGoods.set(g.shopId, (shopGoods.get(g.shopId) ?? 0) + 1);
    const shops = [...shopGoods.values()].sort((a, b) => b - a);
    const top10 = shops.slice(0, Math.ceil(shops.length / 10)).reduce((s, n) => s + n, 0);
    expect(top10 / market.goods.length).toBeGreaterThan(0.3);
    expect(shops.filter((n) => n <= 3).length).toBeGreaterThan(shops.length / 5);
  });
});

// The test runner's market (240 goods) has a dozen brands per category, too few for concentration to
// mean much; these checks seed a market of their own, five times as many goods over the same 40 days.
const SIZE = { seed: 20240601, goods: 1200, days: 40 };

describe(`the seeded market of ${SIZE.goods} goods × ${SIZE.days} days`, () => {
  let database: Database;
  let latest = '';
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await database.db.execute<T>(q)).rows;
  beforeAll(async () => {
    database = await openDatabase({});
    await seedMarket(database.db, SIZE);
    await refreshRollups(database.db);
    latest = (await query<{ d: string }>(sql`SELECT max(day)::text AS d FROM goods_daily`))[0]?.d ?? '';
  }, 120_000);
  afterAll(async () => database.close());
  const week = (): ResolvedWindow => ({ latest, from: shift(latest, -6), to: latest, prevFrom: shift(latest, -13), prevTo: shift(latest, -7), days: 7, fixed: 7 });
  const page = (typeId: number | undefined, q: Record<string, string>) =>
    groupPage({ db: database.db, w: week(), typeId, order: 'desc', offset: 0, limit: 100, lang: 'en', apiOrigin: '', kind: 'category', q: workbench.groupListQuery.parse({ days: '7', ...q }) });

  it('has three category levels, and every goods and goods-day its leaf under its subcategory', async () => {
    const [levels] = await query<{ leaves: number; wrong: number; daily: number }>(sql`
      SELECT (SELECT count(*)::int FROM categories l JOIN categories s ON s.type_id = l.parent_id JOIN categories t ON t.type_id = s.parent_id WHERE t.parent_id IS NULL) AS leaves,
             (SELECT count(*)::int FROM goods g LEFT JOIN categories l ON l.type_id = g.leaf_type_id WHERE l.parent_id IS DISTINCT FROM g.sub_type_id) AS wrong,
             (SELECT count(*)::int FROM goods_daily d JOIN goods g ON g.id = d.goods_id WHERE d.leaf_type_id IS DISTINCT FROM g.leaf_type_id) AS daily`);
    expect(levels).toEqual({ leaves: VOCABULARY.reduce((n, c) => n + c.subs.reduce((m, s) => m + leavesOf(s).length, 0), 0), wrong: 0, daily: 0 });
  });

  it('spreads brand concentration and the opportunity index across categories, as their definitions compute them', async () => {
    for (const scope of [undefined, 99997]) {
      const listed = await page(scope, { sort: 'opportunity' });
      // Concentration by its definition: the top 10 brands' GMV ÷ the top 500 brands' GMV over the window.
      const defined = await query<{ id: number; c: number }>(sql`
        SELECT t.id, sum(t.v) FILTER (WHERE t.r <= 10)::float8 / sum(t.v) AS c FROM (
          SELECT ${sql.raw(scope === undefined ? 'type_id' : 'sub_type_id')} AS id, sum(gmv) AS v,
                 row_number() OVER (PARTITION BY ${sql.raw(scope === undefined ? 'type_id' : 'sub_type_id')} ORDER BY sum(gmv) DESC) AS r
          FROM goods_daily WHERE day BETWEEN ${shift(latest, -6)} AND ${latest}${scope === undefined ? sql`` : sql` AND type_id = ${scope}`}
          GROUP BY 1, brand_id) t WHERE t.r <= 500 GROUP BY t.id HAVING sum(t.v) > 0`);
      const rows = listed.list.filter((r) => r.concentration !== null);
      expect(rows.length).toBe(defined.length);
      for (const r of rows) expect(r.concentration).toBeCloseTo(Number(defined.find((d) => d.id === r.id)?.c), 3);
      const opportunity = listed.list.map((r) => r.opportunity);
      expect(opportunity.filter((o) => o !== null && o > 0).length).toBeGreaterThanOrEqual(Math.ceil(listed.list.length / 2));
      if (scope !== undefined) continue;
      // Across the top categories (dozens of brands each) concentration and opportunity spread out.
      const conc = rows.map((r) => r.concentration ?? 1);
      expect(Math.max(...conc) - Math.min(...conc)).toBeGreaterThan(0.1);
      expect(conc.filter((c) => c < 0.95).length).toBeGreaterThanOrEqual(Math.ceil(rows.length / 2));
      expect(new Set(opportunity.map((o) => Math.round(o ?? -1))).size).toBeGreaterThan(3);
    }
  });

  it('ranks high-ticket categories above the volume floor by average price', async () => {
    const floor = Math.max(HIGH_TICKET_FLOOR.minSales, HIGH_TICKET_FLOOR.perDay * 7);
    for (const scope of [undefined, 99991]) {
      const listed = (await page(scope, { sort: 'avgPrice', volumeFloor: '1' })).list;
      expect(listed.length).toBeGreaterThanOrEqual(3);
      expect(listed.every((r) => r.sales >= floor)).toBe(true);
      expect(listed.map((r) => r.avgPrice)).toEqual(listed.map((r) => r.avgPrice).sort((a, b) => b - a));
      expect(new Set(listed.map((r) => r.avgPrice)).size).toBe(listed.length);
    }
  });

  it('lists the leaves of a subcategory and filters by a leaf', async () => {
    const sub = (await page(99997, { sort: 'sales' })).list[0];
    if (!sub) throw new Error('no subcategory');
    const leaves = (await page(sub.id, { sort: 'sales' })).list;
    expect(leaves.length).toBeGreaterThanOrEqual(2);
    expect(leaves.every((l) => Math.floor(l.id / 100) === sub.id)).toBe(true);
    expect(leaves.reduce((s, l) => s + l.sales, 0)).toBe(sub.sales);
    expect((await page(leaves[0]?.id, { sort: 'sales' })).list).toEqual([]);
    // A goods list filtered by the leaf holds the leaf's goods, as many as sold or were seen in the window.
    const leaf = leaves[0]?.id;
    const listed = await goodsPage({ db: database.db, w: week(), typeId: leaf, order: 'desc', offset: 0, limit: 500, lang: 'en', apiOrigin: '', q: workbench.goodsListQuery.parse({ days: '7' }) });
    const [own] = await query<{ n: number; sales: number }>(sql`
      SELECT count(DISTINCT goods_id)::int AS n, sum(sales)::int AS sales FROM goods_daily WHERE leaf_type_id = ${leaf} AND day BETWEEN ${shift(latest, -6)} AND ${latest}`);
    expect(listed.matched).toBe(own?.n);
    expect(listed.list.reduce((s, r) => s + r.sales, 0)).toBe(own?.sales);
    expect(listed.list.every((r) => Math.floor((leaf ?? 0) / 100) === r.subTypeId)).toBe(true);
  });

  it('ramps new listings up over weeks, lets some fail, and follows each leaf\'s season on the calendar', async () => {
    // Per goods listed inside the history: units by week of age, relative to the goods' base level.
    const ages = await query<{ w: number; level: number }>(sql`
      SELECT ((d.day - g.listed_on) / 7)::int AS w, avg(d.sales / g.base_sales)::float8 AS level
      FROM goods_daily d JOIN goods g ON g.id = d.goods_id
      WHERE g.listed_on > (SELECT min(day) FROM goods_daily) GROUP BY 1 ORDER BY 1`);
    const level = (w: number) => ages.find((a) => a.w === w)?.level ?? 0;
    expect(level(0)).toBeLessThan(0.6 * level(2));
    expect(level(1)).toBeLessThan(level(3));
    const [failed] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT d.goods_id, sum(d.sales) FILTER (WHERE d.day > ${shift(latest, -7)}) AS late, max(d.sales) AS best
        FROM goods_daily d JOIN goods g ON g.id = d.goods_id WHERE g.listed_on > (SELECT min(day) FROM goods_daily) AND g.listed_on < ${shift(latest, -27)}
        GROUP BY d.goods_id) t WHERE t.best > 0 AND t.late = 0`);
    expect(failed?.n).toBeGreaterThan(0);
    // Winter and summer leaves move as their seasons say between the history's first and last weeks.
    const first = (await query<{ d: string }>(sql`SELECT min(day)::text AS d FROM goods_daily`))[0]?.d ?? '';
    const demand = (season: keyof typeof SEASONS, day: string) => {
      const s = SEASONS[season];
      const doy = Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.UTC(Number(day.slice(0, 4)), 0, 1)) / 86_400_000) + 1;
      const d = Math.min(Math.abs(doy - s.day), 365 - Math.abs(doy - s.day));
      return 1 + s.wave * Math.cos((2 * Math.PI * d) / 365) + s.peak * Math.exp(-((d / s.width) ** 2));
    };
    const moved = await query<{ id: number; ratio: number }>(sql`
      SELECT g.leaf_type_id AS id, (sum(d.sales) FILTER (WHERE d.day > ${shift(latest, -7)}))::float8 / NULLIF(sum(d.sales) FILTER (WHERE d.day < ${shift(first, 7)}), 0) AS ratio
      FROM goods_daily d JOIN goods g ON g.id = d.goods_id WHERE g.listed_on <= ${first} GROUP BY 1`);
    const ratioOf = (names: string[]) => {
      const ids = VOCABULARY.flatMap((c) => c.subs.flatMap((s, si) => leavesOf(s).map((l, li) => ({ l, id: (c.id * 100 + si + 1) * 100 + li + 1 })))).filter((x) => names.includes(x.l.en)).map((x) => x.id);
      const found = moved.filter((m) => ids.includes(m.id) && m.ratio !== null).map((m) => Number(m.ratio));
      return found.reduce((s, r) => s + Math.log(r), 0) / found.length;
    };
    const winter = ratioOf(['Down Jackets', 'Winter Boots', 'Hats, Scarves & Gloves', "Kids' Winter Wear", 'Duvets & Throws', 'Vitamins', 'Skates & Skis', 'Snow Tubes & Sleds']);
    const summer = ratioOf(['Dresses & Blouses', 'T-shirts & Shirts', 'Sunglasses & Belts', 'Salad Vegetables', 'Water & Juices', 'Tents & Sleeping Bags', 'Meat & Mince']);
    const expected = Math.log(demand('winter', latest) / demand('winter', first)) - Math.log(demand('summer', latest) / demand('summer', first));
    expect(Math.sign(winter - summer)).toBe(Math.sign(expected));
  });
});
