import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateMarket, topCategories, vocabularyWordsZh } from '../../services/market/generate';
import { launchColumns, launchFactor, seasonFactor, seasonRows } from '../../services/market/model';
import { ensureDailyPartitions, monthStart } from '../../services/market/partitions';
import { marketSize, type MarketSize } from '../../services/market/size';
import { seedRates } from '../../services/rates/service';
import { brands, categories, goods, keywords, shops } from '../schema/market';
import type { Db } from '../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertAll(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  // Batches keep each statement well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(table).values(rows.slice(i, i + 1000)).onConflictDoNothing();
}

// A deterministic number in [0, 1) per seed, row and day, computed inside the database.
const noise = (seed: number, salt: string, id: string) => sql.raw(`(('x' || substr(md5('${seed}:${salt}:' || ${id} || ':' || d.n), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/** The generated Ozon-like market: categories, shops, brands, goods, keywords and their daily series. */
/** Gives the generated search words of a market seeded before words had their Chinese (imported words keep theirs). */
async function fillKeywordsZh(db: Db): Promise<void> {
  const missing = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM keywords WHERE word_zh IS NULL`);
  if (!missing.rows[0]?.n) return;
  const pairs = JSON.stringify([...vocabularyWordsZh()].map(([word, zh]) => ({ word, zh })));
  await db.execute(sql`UPDATE keywords k SET word_zh = p.zh FROM jsonb_to_recordset(${pairs}::jsonb) AS p(word text, zh text) WHERE k.word = p.word AND k.word_zh IS NULL`);
}

export async function seedMarket(db: Db, size: MarketSize = marketSize()): Promise<void> {
  await db.insert(categories).values(topCategories()).onConflictDoNothing();
  await seedRates(db);
  const existing = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods`);
  if ((existing.rows[0]?.n ?? 0) > 0) {
    await fillKeywordsZh(db);
    return;
  }

  const market = generateMarket(size);
  const latest = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const days = size.days;
  const seed = Math.trunc(size.seed);
  // The daily rows go straight into their months' partitions, made first.
  await ensureDailyPartitions(db, new Date(Date.parse(latest) - (days - 1) * 86_400_000).toISOString().slice(0, 10), monthStart(latest, 1));
  await db.transaction(async (tx) => {
    await insertAll(tx, categories, market.subcategories);
    await insertAll(tx, categories, market.leaves);
    await insertAll(tx, shops, market.shops);
    await insertAll(tx, brands, market.brands);
    const day = (ago: number) => new Date(Date.parse(latest) - ago * 86_400_000).toISOString().slice(0, 10);
    await insertAll(tx, goods, market.goods.map(({ listedDaysAgo, ...g }) => ({ ...g, listedOn: day(listedDaysAgo) })));
    await insertAll(tx, keywords, market.keywords);
    // Sales follow each goods' trend, its leaf's season on the calendar day, a weekly rhythm, noise
    // and, for a few, a recent surge; a card listed inside the history has rows from its listing day,
    // ramping up over its first weeks (some never take off: model.ts).
    const first = sql`(${latest}::date - ${days - 1}::int)`;
    // The seasons' demand per leaf and day is computed once, not per goods-day.
    await tx.execute(sql`
      WITH seasonal AS (SELECT season.leaf_id, d.n, ${seasonFactor(sql`(${latest}::date - d.n)`)} AS demand
                        FROM ${seasonRows()} CROSS JOIN generate_series(0, ${days - 1}) AS d(n))
      INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, sales, gmv)
      SELECT g.id, ${latest}::date - d.n, g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id, s.sales, s.sales::bigint * g.price
      FROM (SELECT g.*, ${launchColumns(seed, first)} FROM goods g) g
      CROSS JOIN generate_series(0, ${days - 1}) AS d(n)
      LEFT JOIN seasonal ON seasonal.leaf_id = g.leaf_type_id AND seasonal.n = d.n
      CROSS JOIN LATERAL (SELECT GREATEST(0, round(
        g.base_sales
        * (1 + g.trend * (${days - 1} - d.n)::float8 / ${days - 1})
        * coalesce(seasonal.demand, 1)
        * (1 + 0.15 * cos(2 * pi() * extract(dow FROM ${latest}::date - d.n) / 7))
        * (0.55 + 0.9 * ${noise(seed, 'g', 'g.id')})
        * (CASE WHEN g.surge_days_ago IS NOT NULL AND d.n <= g.surge_days_ago THEN 2 + (g.surge_days_ago - d.n + 1) * 0.9 ELSE 1 END)
        * ${launchFactor(sql`((${latest}::date - d.n) - g.listed_on)`)}
      ))::int AS sales) s
      WHERE ${latest}::date - d.n >= g.listed_on`);
    await tx.execute(sql`
      INSERT INTO keyword_daily (keyword_id, day, type_id, heat, click_heat)
      SELECT k.id, ${latest}::date - d.n, k.type_id, h.heat, round(h.heat * (0.15 + 0.5 * ${noise(seed, 'c', 'k.id')}))::int
      FROM keywords k
      CROSS JOIN generate_series(0, ${days - 1}) AS d(n)
      CROSS JOIN LATERAL (SELECT GREATEST(1, round(
        k.base_heat * (1 + k.trend * (${days - 1} - d.n)::float8 / ${days - 1}) * (0.7 + 0.6 * ${noise(seed, 'k', 'k.id')})
      ))::int AS heat) h`);
  });
  await db.execute(sql`ANALYZE goods_daily`);
  await db.execute(sql`ANALYZE keyword_daily`);
}
