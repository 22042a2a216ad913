import { z } from 'zod';
import { MYSHOP_MARKET_SORTS, MYSHOP_PAGE_SIZE } from '../../constants/myshop';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from '../report';
import { M, money, periodQuery, periodSchema } from './shared';

// ---- Against the market ----

export const marketQuery = z.object({
  ...periodQuery,
  sort: z.enum(MYSHOP_MARKET_SORTS).default('revenue'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().min(1).max(100).optional(),
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(MYSHOP_PAGE_SIZE).default(20),
  /** Language of the category names (default zh). */
  lang: langParam,
});
export type MarketQuery = z.input<typeof marketQuery>;

export const marketRowSchema = z.object({
  sku: z.number().int(),
  offerId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  /** The goods is in the market index (without it, the market columns are null). */
  indexed: z.boolean(),
  /** The goods' subcategory in the workbench; null when not indexed. */
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  /** The subcategory's market in the period from the workbench (estimates): units, revenue (kopecks), goods that sold on the busiest day; median latest price (kopecks) of its goods that sold in the market's last 30 days. */
  categoryUnits: z.number().int().nullable(),
  categoryRevenue: money.nullable(),
  categoryGoods: z.number().int().nullable(),
  categoryMedianPrice: money.nullable(),
  /** The member's exact revenue of this SKU ÷ the category's revenue, 0..1. */
  share: z.number().nullable(),
  /** The member's price, kopecks, and its position against the category median: price ÷ median − 1 (0.1 = 10 % above). */
  price: money.nullable(),
  pricePosition: z.number().nullable(),
  /** Follow-sellers on the goods' card at the patrol's last check, and the lowest of their prices (kopecks); 0 / null when none or not patrolled. */
  followers: z.number().int(),
  lowestFollowerPrice: money.nullable(),
  /** The member's exact units and revenue of the period (from the Seller API). */
  units: z.number().int(),
  revenue: money,
  /** The market's estimate for this very goods in the period (the workbench's goods figures); null when not indexed. */
  estimatedUnits: z.number().int().nullable(),
  estimatedRevenue: money.nullable(),
  /** (estimate − exact) ÷ exact × 100, percent; null when either is missing or exact is 0. */
  unitsGapPct: z.number().nullable(),
  revenueGapPct: z.number().nullable(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;

/** GET /myshop/market: the shop's SKUs against their categories' market and the market's estimate of the goods. */
export const market = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/market`,
  query: marketQuery,
  response: envelope({
    data: z
      .object({
        list: z.array(marketRowSchema),
        total: z.number().int(),
        pageNum: z.number().int(),
        pageSize: z.number().int(),
        period: periodSchema,
        /** The market data's latest day (the workbench's), which may trail the shop's. */
        marketLatestDay: z.string(),
      })
      .optional(),
  }),
});

