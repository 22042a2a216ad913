import { z } from 'zod';
import { envelope } from '../envelope';

/** What every list and chart says about its figures (WORKBENCH.md §2, "honest numbers") and the member's limits. */
export const listMetaSchema = z.object({
  /** The data's last day, YYYY-MM-DD (empty on an empty market). */
  latestDay: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** Share of the indexed goods of the scope observed on the latest day, 0..1. */
  coverage: z.number(),
  /** The previous window, the one growth compares against. */
  prevFrom: z.string(),
  prevTo: z.string(),
  /** Share of the days of the window, and of the previous window, that hold market data, 0..1. */
  windowCoverage: z.number(),
  prevCoverage: z.number(),
  /** False when the previous window is too thinly covered to compare against: every growth is "no data". */
  comparable: z.boolean(),
  /** 'generated' for the seeded model market, 'import' for imported observations, 'observed' for a market estimated from observations. */
  source: z.enum(['generated', 'import', 'observed']),
  /**
   * Share of the window's goods-days whose sales were estimated from that day's observations (the
   * rest carried from earlier estimates); null when no goods-day of the window came from observations.
   */
  observedShare: z.number().nullable().optional(),
  tier: z.string(),
  historyDays: z.number().int().nullable(),
  /** Rows this member may page through in this list (its tier, or 10 outside the bound categories). */
  rowLimit: z.number().int(),
  /** True when the rows are cut to 10 because the category is not bound. */
  scopeLimited: z.boolean(),
  boundTypeIds: z.array(z.number().int()),
  /** Rows matching the filters before the tier's cut. */
  matched: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A paged list's answer: its rows, total, page and meta. */
export const page = <T extends z.ZodType>(row: T) =>
  envelope({ data: z.object({ list: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), meta: listMetaSchema }).optional() });
/** An export's answer: every row the filters select, its meta and the day's exports left. */
export const exported = <T extends z.ZodType>(row: T) =>
  envelope({ data: z.object({ list: z.array(row), meta: listMetaSchema, exportsLeft: z.number().int().nullable() }).optional() });
