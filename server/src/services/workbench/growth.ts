import { sql, type SQL } from 'drizzle-orm';

/** Growth is shown only against a previous window holding market data on at least this share of its days. */
export const MIN_PREVIOUS_COVERAGE = 0.8;

/**
 * Growth compares against a previous window only above a volume floor there: units sold (goods,
 * shops, brands, categories) or searchers (words), the larger of a minimum and a daily rate times
 * the window's days. Below it a multiple is noise (2 → 551 units is no "275×").
 */
export const GROWTH_FLOOR = { units: { min: 10, perDay: 1 }, searchers: { min: 100, perDay: 10 } } as const;
export const growthFloor = (kind: keyof typeof GROWTH_FLOOR, days: number) => Math.max(GROWTH_FLOOR[kind].min, GROWTH_FLOOR[kind].perDay * days);

/** Days with market data between two days (inclusive), as SQL: the market-wide daily rollup. */
export const daysWithData = (from: SQL | string, to: SQL | string) =>
  sql`(SELECT count(*) FROM market_daily WHERE scope_type_id = 0 AND day BETWEEN (${from})::date AND (${to})::date)`;

/** True (SQL) when the days from..to hold data on at least MIN_PREVIOUS_COVERAGE of them. */
export const coveredSql = (from: SQL | string, to: SQL | string) =>
  sql`(${daysWithData(from, to)} >= ${MIN_PREVIOUS_COVERAGE}::float8 * ((${to})::date - (${from})::date + 1))`;
