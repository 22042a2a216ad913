import { sql, type SQL } from 'drizzle-orm';
import type { Season } from '../../db/seed/data/market-types';
import { vocabularyLeaves } from './generate';

/**
 * The calendar of a season: a yearly wave of amplitude `wave` and a peak of height `peak` and width
 * `width` days, both centred on day of the year `day`. Seasonal demand is 1 + wave·cos(2π·d/365) +
 * peak·exp(−(d/width)²), d the days from the centre (across the new year). Exponents stop at −700:
 * PostgreSQL refuses a float8 underflow.
 */
export const SEASONS: Record<Season, { day: number; wave: number; peak: number; width: number }> = {
  winter: { day: 15, wave: 0.6, peak: 0, width: 1 }, // mid-January high, mid-July low
  spring: { day: 130, wave: 0.55, peak: 0, width: 1 }, // gardens, bikes: May
  summer: { day: 196, wave: 0.5, peak: 0, width: 1 }, // mid-July
  autumn: { day: 288, wave: 0.4, peak: 0, width: 1 }, // mid-October
  school: { day: 232, wave: 0, peak: 1.5, width: 14 }, // the school start: around 20 August
  newYear: { day: 356, wave: 0.1, peak: 1.8, width: 18 }, // gifts: from late November to the holidays
};

/** The season of every leaf that has one, as rows (leaf id, wave, peak, width, centre day) for SQL. */
export function seasonRows(): SQL {
  const rows = vocabularyLeaves()
    .filter((l) => l.leaf.season !== undefined)
    .map((l) => {
      const s = SEASONS[l.leaf.season as Season];
      return `(${l.typeId}, ${s.wave}::float8, ${s.peak}::float8, ${s.width}::float8, ${s.day})`;
    });
  return sql.raw(`(VALUES ${rows.join(', ')}) AS season(leaf_id, wave, peak, width, centre)`);
}

/**
 * Seasonal demand of the goods joined to `season` (LEFT JOIN seasonRows() ON leaf_id = leaf_type_id)
 * on the calendar day `day`; 1 for goods of a leaf without a season (or without a leaf).
 */
export function seasonFactor(day: SQL): SQL {
  const d = sql`least(abs(extract(doy FROM ${day})::int - season.centre), 365 - abs(extract(doy FROM ${day})::int - season.centre))`;
  return sql`(1 + coalesce(season.wave * cos(2 * pi() * ${d} / 365.0) + season.peak * exp(GREATEST(-700, -power(${d} / season.width, 2))), 0))`;
}

/** A per-goods number in [0, 1), the same on every day (md5 of seed, salt and id). */
const goodsHash = (seed: number, salt: string, id: string) => sql.raw(`(('x' || substr(md5('${seed}:${salt}:' || ${id}), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/** Share of the goods listed inside the history that never take off. */
export const FAILING_SHARE = 0.3;

/**
 * Each goods' launch: the days its sales take to ramp up (2 to 6 weeks) and whether it fails (a share
 * of the goods listed after `firstDay`, the history's first day: they sell a fraction of their level, then fade).
 * Columns ramp_days and fails for a SELECT over goods `g`.
 */
export function launchColumns(seed: number, firstDay: SQL): SQL {
  return sql`(14 + floor(29 * ${goodsHash(seed, 'ramp', 'g.id')}))::int AS ramp_days,
             (g.listed_on > ${firstDay} AND ${goodsHash(seed, 'fail', 'g.id')} < ${FAILING_SHARE}) AS fails`;
}

/** The launch factor of goods `g` (with launchColumns) at `age` days after its listing: 0..1. */
export function launchFactor(age: SQL): SQL {
  return sql`(LEAST(1, (GREATEST(${age}, 0) + 1)::float8 / g.ramp_days)
              * CASE WHEN g.fails THEN 0.5 * exp(GREATEST(-700, -GREATEST(0, ${age} - g.ramp_days / 2.0) / 12.0)) ELSE 1 END)`;
}
