import { WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { clearMarketCache } from '../market/service';
import { refreshRollups } from '../workbench/rollups';
import { biasRows, fitMethodBias } from './bias';
import { fitPositionCurves, fitReviewFactors, fitWordCurves, fitStockError, loadPanel, saveCalibration } from './calibration';
import { categoryPaths, dayCards, dayObservations, writeCards, writeKeywordPositions } from './reference';
import { addDays, estimateSeen, type Estimate, type Method } from './sales';

/**
 * The daily estimate step of an observed market: the day's accepted observations become the
 * market tables the workbench reads (goods, shops, brands, keywords, keyword_positions and the
 * day's goods_daily with method, expected error and the observations behind it). One transaction
 * under a lock; running a day again replaces that day. Rebuilds the rollups afterwards.
 */

// Any constant serves, as long as every instance uses the same one.
const ESTIMATE_LOCK = 724_312;
/** Days a goods' last estimate is carried while it is not seen, and how far back a first estimate fills its unseen days. */
export const CARRY_DAYS = 28;

export interface EstimateOutcome {
  day: string;
  /** Goods whose card the day's observations wrote. */
  goods: number;
  /** Goods-days written for the day, per method. */
  methods: Record<Method, number>;
  keywordPositions: number;
}

// A deterministic number in [0, 1) per goods and day: a rate of 0.4 a day sells on 40 % of the days, so sums stay whole.
const dither = sql.raw(`(('x' || substr(md5(e.goods_id::text || ':' || t.day::date::text), 1, 8))::bit(32)::bigint / 4294967296.0)`);

async function writeDaily(tx: Tx, day: string, estimates: Estimate[]): Promise<void> {
  await tx.execute(sql`DELETE FROM goods_daily WHERE day = ${day}::date`);
  const json = JSON.stringify(
    estimates.map((e) => ({ goods_id: e.goodsId, rate: e.rate, method: e.method, error_pct: e.errorPct, observed: e.observed, revise_after: e.reviseAfter })),
  );
  const recordset = sql`jsonb_to_recordset(${json}::jsonb) AS e(goods_id int, rate float8, method text, error_pct float8, observed int, revise_after date)`;
  // Carried days that fall inside the span today's figure was measured over take it instead of the older guess.
  await tx.execute(sql`
    DELETE FROM goods_daily d USING ${recordset}
    WHERE d.goods_id = e.goods_id AND d.method = 'carried' AND d.day > e.revise_after AND d.day < ${day}::date`);
  // Days estimated from review growth over a span inside today's span take today's figure: a span's
  // growth tells the units over the whole span, so the latest span is spread over its days and a
  // window's sum follows the reviews instead of lagging them by half a span.
  await tx.execute(sql`
    UPDATE goods_daily d SET sales = r.sales, gmv = r.sales::bigint * g.price, error_pct = e.error_pct
    FROM ${recordset} JOIN goods g ON g.id = e.goods_id
    CROSS JOIN LATERAL generate_series(e.revise_after + 1, ${addDays(day, -1)}::date, interval '1 day') AS t(day)
    CROSS JOIN LATERAL (SELECT floor(e.rate + ${dither})::int AS sales) r
    WHERE e.method = 'reviews' AND d.goods_id = e.goods_id AND d.day = t.day::date AND d.method = 'reviews'`);
  // Today's row; the goods' unseen days since it was first observed (within the carry) get the same rate, carried.
  await tx.execute(sql`
    INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, sales, gmv, method, error_pct, observed)
    SELECT e.goods_id, t.day::date, g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id, s.sales, s.sales::bigint * g.price,
           CASE WHEN t.day::date = ${day}::date THEN e.method ELSE 'carried' END, e.error_pct,
           CASE WHEN t.day::date = ${day}::date THEN e.observed ELSE 0 END
    FROM ${recordset}
    JOIN goods g ON g.id = e.goods_id
    CROSS JOIN LATERAL (SELECT min(o.day) AS first FROM observations o
                        WHERE o.goods_id = e.goods_id AND o.status = 'accepted' AND o.day > ${addDays(day, -CARRY_DAYS)}::date AND o.day <= ${day}::date) f
    CROSS JOIN LATERAL generate_series(coalesce(f.first, ${day}::date), ${day}::date, interval '1 day') AS t(day)
    CROSS JOIN LATERAL (SELECT floor(e.rate + ${dither})::int AS sales) s
    ON CONFLICT (goods_id, day) DO NOTHING`);
  await tx.execute(sql`
    UPDATE goods g SET base_sales = e.rate FROM ${recordset}
    WHERE g.id = e.goods_id AND (g.last_seen_on IS NULL OR g.last_seen_on <= ${day}::date)`);
  // Goods not estimated today carry their latest estimate of the last weeks, its expected error growing with its age.
  await tx.execute(sql`
    INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, sales, gmv, method, error_pct, observed)
    SELECT e.goods_id, t.day, g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id, s.sales, s.sales::bigint * g.price, 'carried',
           LEAST(100, e.error_pct * (1 + (${day}::date - e.last) / 28.0)),
           (SELECT count(*)::int FROM observations o WHERE o.goods_id = e.goods_id AND o.day = ${day}::date AND o.status = 'accepted')
    FROM (SELECT d.goods_id, max(d.day) AS last, (array_agg(d.error_pct ORDER BY d.day DESC))[1] AS error_pct
          FROM goods_daily d WHERE d.day >= ${addDays(day, -CARRY_DAYS)}::date AND d.day < ${day}::date AND d.method <> 'carried'
          GROUP BY d.goods_id) e
    JOIN goods g ON g.id = e.goods_id
    CROSS JOIN (SELECT ${day}::date AS day) t
    CROSS JOIN LATERAL (SELECT floor(g.base_sales + ${dither})::int AS sales) s
    ON CONFLICT (goods_id, day) DO NOTHING`);
}

/**
 * Turns the accepted observations of `day` (YYYY-MM-DD) into the market tables; see the module's
 * comment. `rollups: false` leaves the rollups to a later step (a run of many days rebuilds them once).
 */
export async function runEstimateStep(db: Db, opts: { day: string; rollups?: boolean }): Promise<EstimateOutcome> {
  const { day } = opts;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new Error(`bad day ${day}`);
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ESTIMATE_LOCK})`);
    const paths = await categoryPaths(tx);
    const depth = new Map([...paths].map(([id, p]) => [id, p[2] !== null ? 3 : p[1] !== null ? 2 : 1]));
    const cards = dayCards(await dayObservations(tx, day), depth);
    const placed = await writeCards(tx, day, cards, paths);
    const keywordPositions = await writeKeywordPositions(tx, day);
    const panel = await loadPanel(tx, day);
    const factors = await fitReviewFactors(tx, day, panel);
    const curves = await fitPositionCurves(tx, day, panel);
    const stock = await fitStockError(tx, day, panel);
    const wordCurves = await fitWordCurves(tx, day, panel);
    const bias = fitMethodBias([...[...curves].filter(([id]) => id !== WHOLE_CATALOGUE).map(([, c]) => c), ...wordCurves.values()], curves.get(WHOLE_CATALOGUE));
    await saveCalibration(tx, day, factors, curves, stock, biasRows(bias, day));
    const estimates = await estimateSeen(tx, day, cards, placed, { factors, curves, wordCurves, stockErrorPct: stock?.errorPct ?? null, bias });
    await writeDaily(tx, day, estimates);
    const counted = (await tx.execute(sql`SELECT method, count(*)::int AS n FROM goods_daily WHERE day = ${day}::date GROUP BY method`)).rows as { method: Method; n: number }[];
    const methods: Record<Method, number> = { reviews: 0, stock: 0, position: 0, carried: 0 };
    for (const r of counted) if (r.method in methods) methods[r.method] = r.n;
    return { day, goods: placed.length, methods, keywordPositions };
  });
  if (opts.rollups !== false) await refreshRollups(db, { force: true });
  clearMarketCache(db);
  return outcome;
}

/**
 * True when the market is observed rather than generated or imported: observations were accepted
 * and no goods-day came from the generator's model or an operator's file.
 */
export async function marketObserved(db: Db): Promise<boolean> {
  const found = await db.execute<{ observed: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM observations WHERE status = 'accepted')
       AND NOT EXISTS (SELECT 1 FROM goods_daily WHERE method IN ('model', 'import')) AS observed`);
  return Boolean(found.rows[0]?.observed);
}

/** The days from the day after the last estimated one (or the first observed day) up to `until`, in order. */
export async function pendingEstimateDays(db: Db, until: string): Promise<string[]> {
  const found = await db.execute<{ from: string | null }>(sql`
    SELECT coalesce((SELECT (max(day) + 1)::text FROM goods_daily), (SELECT min(day)::text FROM observations WHERE status = 'accepted')) AS "from"`);
  const out: string[] = [];
  for (let d = found.rows[0]?.from ?? null; d !== null && d <= until; d = addDays(d, 1)) out.push(d);
  return out;
}
