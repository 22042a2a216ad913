import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

const share = z.number().min(0).max(1);
const error = z.number().min(0);
const rank = z.number().min(-1).max(1);

/**
 * What the accuracy bench (`npm run bench:estimates`) measured: 60 days of known truth observed as
 * the collector and the extension's members would, estimated, and compared with the truth. Every
 * error is a fraction (0.3 = 30 %), never a percentage.
 */
export const accuracySchema = z.object({
  /** The day the bench ran, YYYY-MM-DD. */
  measuredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  truth: z.object({ goods: z.number().int().nonnegative(), days: z.number().int().positive(), categories: z.number().int().nonnegative() }),
  observation: z.object({
    collectorPagesPerDay: z.number().nonnegative(),
    extensionMembers: z.number().int().nonnegative(),
    /** Share of goods seen every day, about weekly, and never. */
    seenShare: z.object({ daily: share, weekly: share, never: share }),
  }),
  /** Median absolute percentage error of goods' 30-day sales. */
  goodsMedianApe30d: error,
  /** Error of category totals: the median and the worst category. */
  categoryTotalError: z.object({ median: error, max: error }),
  /** Spearman rank agreement of each category's top-100 list with the truth's. */
  spearmanTop100: z.object({ median: rank, min: rank }),
  /** True when a batch of hostile observations moved the figures (it must not). */
  hostileBatchMoved: z.boolean(),
  /** The goals the figures are held to: errors at most, rank agreement at least. */
  goals: z.object({ goodsMedianApe30d: error, categoryTotalError: error, spearmanTop100: rank }),
});
export type Accuracy = z.infer<typeof accuracySchema>;

/** GET /methodology/accuracy (public, no login): the last measurement of the estimates' error, or null when none was made yet. */
export const accuracy = defineCall({
  service: 'default',
  method: 'GET',
  path: '/methodology/accuracy',
  response: envelope({ data: z.object({ accuracy: accuracySchema.nullable() }) }),
});
