import { sql } from 'drizzle-orm';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { shiftDay } from '../seller-api/sync-state';
import { scopeOf, type ResolvedWindow } from './access';
import { goodsSource } from './lists';

/** Round price edges, roubles: a band's bounds are numbers a seller would name. */
const LADDER = [100, 200, 300, 500, 700, 1000, 1500, 2000, 3000, 5000, 7000, 10_000, 15_000, 20_000, 30_000, 50_000, 70_000, 100_000, 150_000, 200_000, 300_000, 500_000];
/** At most this many inner edges (so at most seven bands). */
const MAX_EDGES = 6;

/**
 * The inner edges of a category's price bands, kopecks: the ladder's values between the 10th and
 * 90th percentile of its goods' prices, thinned evenly to at most six, so that each band holds a
 * real part of the category whatever its price level (phone cases and refrigerators alike).
 */
export function bandEdges(p10Rub: number, p90Rub: number): number[] {
  const inside = LADDER.filter((v) => v > p10Rub && v < p90Rub);
  const edges = inside.length ? inside : [LADDER.find((v) => v >= p10Rub) ?? 500_000];
  if (edges.length <= MAX_EDGES) return edges.map((v) => v * 100);
  const step = edges.length / MAX_EDGES;
  return Array.from({ length: MAX_EDGES }, (_, i) => (edges[Math.floor(i * step + step / 2)] ?? 0) * 100);
}


async function spanTotals(db: Db, scope: number, from: string, to: string) {
  const [r] = await rows<{ sales: string | null; gmv: string | null; days: number }>(
    db,
    sql`SELECT sum(sales)::bigint AS sales, sum(gmv)::bigint AS gmv, count(*)::int AS days
        FROM market_daily WHERE scope_type_id = ${scope} AND day BETWEEN ${from} AND ${to}`,
  );
  return { from, to, sales: Number(r?.sales ?? 0), gmv: Number(r?.gmv ?? 0), daysWithData: r?.days ?? 0 };
}

export type CategoryStructure = Omit<NonNullable<workbench.CategoryStructureData>, 'meta'>;

/**
 * A category over the window: price segments over the goods seen in it (price as of the window's
 * last day), how many of them sold at all, and the same days 52 weeks earlier (so weekdays line up)
 * when the market's history reaches that far. Null for an unknown category.
 */
export async function categoryStructure(db: Db, w: ResolvedWindow, id: number): Promise<CategoryStructure | null> {
  if ((await scopeOf(db, id)) === 'unknown') return null;
  const source = await goodsSource(db, w, id);
  const [q] = await rows<{ p10: number | null; p90: number | null; goods: number; sold: number }>(
    db,
    sql`SELECT percentile_cont(0.1) WITHIN GROUP (ORDER BY s.price) AS p10, percentile_cont(0.9) WITHIN GROUP (ORDER BY s.price) AS p90,
               count(*)::int AS goods, count(*) FILTER (WHERE s.sales > 0)::int AS sold
        FROM (${source}) s`,
  );
  const goods = q?.goods ?? 0;
  const sold = q?.sold ?? 0;
  let segments: workbench.PriceSegment[] = [];
  if (goods > 0) {
    const edges = bandEdges(Number(q?.p10 ?? 0) / 100, Number(q?.p90 ?? 0) / 100);
    const bands = await rows<{ band: number; goods: number; sold: number; sales: string; gmv: string }>(
      db,
      sql`SELECT width_bucket(s.price, ${`{${edges.join(',')}}`}::int[]) AS band, count(*)::int AS goods,
                 count(*) FILTER (WHERE s.sales > 0)::int AS sold, sum(s.sales)::bigint AS sales, sum(s.gmv)::bigint AS gmv
          FROM (${source}) s GROUP BY 1 ORDER BY 1`,
    );
    const total = bands.reduce((sum, b) => sum + Number(b.gmv), 0);
    const byBand = new Map(bands.map((b) => [Number(b.band), b]));
    segments = [0, ...edges].map((from, i) => {
      const b = byBand.get(i);
      const sales = Number(b?.sales ?? 0);
      const gmv = Number(b?.gmv ?? 0);
      const bandSold = b?.sold ?? 0;
      return { from, to: edges[i] ?? null, goods: b?.goods ?? 0, sold: bandSold, sales, gmv, share: total > 0 ? gmv / total : 0, salesPerSold: bandSold > 0 ? Math.round((sales / bandSold) * 10) / 10 : 0 };
    });
  }
  const current = await spanTotals(db, id, w.from, w.to);
  const earlier = await spanTotals(db, id, shiftDay(w.from, -364), shiftDay(w.to, -364));
  return { id, segments, goods, sold, soldShare: goods > 0 ? sold / goods : 0, current, yearAgo: earlier.daysWithData > 0 ? earlier : null };
}
