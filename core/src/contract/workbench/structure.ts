import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam } from '../report';
import { listMetaSchema } from './meta';
import { W, windowQuery } from './params';

/** One price band of a category: its goods, those that sold, their units and GMV, and its share of the category's GMV. */
export const priceSegmentSchema = z.object({
  /** Lower bound, kopecks (inclusive). */
  from: z.number().int(),
  /** Upper bound, kopecks (exclusive); null for the open top band. */
  to: z.number().int().nullable(),
  goods: z.number().int(),
  /** Goods of the band with at least one sale in the window. */
  sold: z.number().int(),
  sales: z.number().int(),
  gmv: z.number().int(),
  /** Band's GMV ÷ the category's GMV, 0..1. */
  share: z.number(),
  /** Units per goods that sold: how much a listing in the band sells when it sells at all. */
  salesPerSold: z.number(),
});
export type PriceSegment = z.infer<typeof priceSegmentSchema>;

/** Units and GMV over a span of days, with how many of its days hold market data. */
export const spanTotalsSchema = z.object({ from: z.string(), to: z.string(), sales: z.number().int(), gmv: z.number().int(), daysWithData: z.number().int() });

/**
 * GET /workbench/category/structure: a category over the window — its price segments, the share of
 * its goods that sold at all, and the same weeks a year earlier when the history reaches back.
 */
export const categoryStructure = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/category/structure`,
  query: z.object({ id: intParam().positive(), ...windowQuery }),
  response: envelope({
    data: z
      .object({
        id: z.number().int(),
        segments: z.array(priceSegmentSchema),
        /** Goods of the category in the window's data (seen in the window or the one before). */
        goods: z.number().int(),
        sold: z.number().int(),
        /** sold ÷ goods, 0..1 (0 without goods). */
        soldShare: z.number(),
        current: spanTotalsSchema,
        /** The same days 52 weeks earlier (same weekdays); null when the history holds none of them. */
        yearAgo: spanTotalsSchema.nullable(),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});
export type CategoryStructureData = z.infer<typeof categoryStructure.response>['data'];
