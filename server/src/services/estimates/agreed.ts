import { sql, type SQL } from 'drizzle-orm';

/**
 * What the accepted observations of a goods on a day agree on, per goods and day: the collector's
 * reading where it read the goods (a member's client cannot outvote it), else the median over
 * origins of each origin's median, so one origin counts once however many rows it sent. `ids` is a
 * JSON array of goods ids. Rows: goods_id, day (text), value.
 */
export function agreedDaily(column: 'reviews' | 'stock', ids: string, from: string, to: string): SQL {
  const c = sql.raw(column);
  return sql`WITH o AS (
      SELECT goods_id, day, origin, bool_or(source = 'collector') AS trusted, percentile_disc(0.5) WITHIN GROUP (ORDER BY ${c}) AS value
      FROM observations
      WHERE status = 'accepted' AND ${c} IS NOT NULL AND day BETWEEN ${from}::date AND ${to}::date
        AND goods_id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))
      GROUP BY goods_id, day, origin)
    SELECT goods_id::int AS goods_id, day::text AS day,
           coalesce(percentile_disc(0.5) WITHIN GROUP (ORDER BY value) FILTER (WHERE trusted), percentile_disc(0.5) WITHIN GROUP (ORDER BY value))::int AS value
    FROM o GROUP BY goods_id, day ORDER BY goods_id, day`;
}
