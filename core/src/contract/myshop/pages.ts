import { z } from 'zod';
import { MYSHOP_PAGE_SIZE, MYSHOP_PHASES, MYSHOP_SKU_SORTS, MYSHOP_SYNC_ERRORS } from '../../constants/myshop';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam } from '../report';
import { M, money, periodQuery, periodSchema } from './shared';

// ---- Shops ----

export const shopStateSchema = z.object({
  /** The bound shop's id (the same as in /seller-shops/list). */
  id: z.number().int(),
  name: z.string(),
  /** Ozon's Client-Id of the shop. */
  clientId: z.string(),
  /** True for the main account's own view; false when a sub-account sees it because the main account allowed it. */
  own: z.boolean(),
  /** backfill: history still being read; current: kept up to date; revoked: Ozon refused the key (bind it again). Null before the first sync started. */
  phase: z.enum(MYSHOP_PHASES).nullable(),
  /** Days of history stored in full (every data kind) out of the days the plan's history wants. */
  storedDays: z.number().int(),
  wantedDays: z.number().int(),
  /** The first day of the history being kept (null before the first sync started). */
  historyFrom: z.string().nullable(),
  /** The newest day stored (empty when none yet). */
  latestDay: z.string(),
  /** ISO times of the last run that ended well, and of the next run (null: none planned, e.g. revoked). */
  lastSuccessAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** The last run's error, to say in the member's words; null after a run without error. */
  lastErrorCode: z.enum(MYSHOP_SYNC_ERRORS).nullable(),
  lastErrorAt: z.string().nullable(),
  /** A sync of this shop is running now. */
  running: z.boolean(),
  /** SKUs with any stored figure, stock or price. */
  skuCount: z.number().int(),
});
export type ShopState = z.infer<typeof shopStateSchema>;

/** GET /myshop/shops: the shops this account sees with their sync state; `used`/`limit`: the main account's bound shops and how many its plan allows (null = no limit). */
export const shops = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/shops`,
  response: envelope({
    data: z.object({ list: z.array(shopStateSchema), used: z.number().int(), limit: z.number().int().nullable(), historyDays: z.number().int().nullable(), isMain: z.boolean() }).optional(),
  }),
});

// ---- Overview ----

/** Ozon's charges split by kind, kopecks (positive: what Ozon took; a refund of a charge lowers it). */
export const chargesSchema = z.object({
  /** Sales commission. */
  commission: money,
  /** Logistics and delivery to the buyer's region (direct flow, delivery charges). */
  logistics: money,
  /** Last mile to the buyer. */
  lastMile: money,
  /** Payment acquiring. */
  acquiring: money,
  /** Every other service Ozon charged (storage, packaging, ads booked as services, …). */
  services: money,
  /** Delivery of returns back to the seller. */
  returnDelivery: money,
  /** Their sum. */
  total: money,
});
export type Charges = z.infer<typeof chargesSchema>;

export const figuresSchema = z.object({
  /** Orders (postings) placed. */
  orders: z.number().int(),
  /** Units ordered (cancelled ones included, as Ozon counts orders). */
  units: z.number().int(),
  /** Revenue of the units ordered at the buyer's price, the cancelled postings' taken out, kopecks. */
  revenue: money,
  returnedUnits: z.number().int(),
  cancelledUnits: z.number().int(),
  charges: chargesSchema,
  /** The member's costs: (units − cancelledUnits) × the SKU's unit cost (SKUs without a cost count 0), kopecks. */
  costs: money,
  /** revenue − charges.total − costs, kopecks. */
  profit: money,
  /** Card views and add-to-cart from Ozon's analytics (null: Ozon gave none for the period). */
  views: z.number().int().nullable(),
  toCart: z.number().int().nullable(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const dayFiguresSchema = figuresSchema.extend({ day: z.string() });
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** GET /myshop/overview: the period's totals, the previous period's, and the figures of each day (every day of the period, zeros where nothing happened). */
export const overview = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/overview`,
  query: z.object(periodQuery),
  response: envelope({
    data: z
      .object({
        period: periodSchema,
        totals: figuresSchema,
        prev: figuresSchema,
        series: z.array(dayFiguresSchema),
        /** SKUs that sold in the period without a unit cost (their costs count 0: profit is overstated). */
        skusWithoutCost: z.number().int(),
      })
      .optional(),
  }),
});

// ---- SKU table ----

export const skuQuery = z.object({
  ...periodQuery,
  sort: z.enum(MYSHOP_SKU_SORTS).default('revenue'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Part of the offer id or name, or the exact SKU. */
  q: z.string().trim().min(1).max(100).optional(),
  /** 1: only SKUs whose days of cover are at most MYSHOP_ALERTS.coverDays (stock running out). */
  lowStock: z.coerce.number<number | string>().pipe(z.literal(1)).optional(),
  /** 1: only SKUs whose profit in the period is below zero. */
  lossMaking: z.coerce.number<number | string>().pipe(z.literal(1)).optional(),
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(MYSHOP_PAGE_SIZE).default(20),
});
export type SkuQuery = z.input<typeof skuQuery>;

export const skuRowSchema = z.object({
  /** Ozon's SKU. */
  sku: z.number().int(),
  /** The seller's article (offer id). */
  offerId: z.string(),
  /** The goods' title from the market index; the offer id when the index does not know it. */
  name: z.string(),
  /** Thumbnail address; empty when the index does not know the goods. */
  imageUrl: z.string(),
  /** The goods is in the market index under its SKU (the workbench's goodsId = sku): its detail page exists. */
  indexed: z.boolean(),
  /** Current price at the last sync, kopecks; null when Ozon gave no price. */
  price: money.nullable(),
  orders: z.number().int(),
  units: z.number().int(),
  revenue: money,
  returnedUnits: z.number().int(),
  cancelledUnits: z.number().int(),
  /** Ozon's charges booked on this SKU in the period, kopecks. */
  charges: money,
  /** The member's unit cost, kopecks; null when not set. */
  unitCost: money.nullable(),
  /** (units − cancelledUnits) × unitCost, kopecks (0 without a unit cost). */
  costs: money,
  /** revenue − charges − costs, kopecks. */
  profit: money,
  /** profit ÷ revenue, 0..1 (negative for a loss); null without revenue. */
  margin: z.number().nullable(),
  /** Units free to sell across all warehouses at the last sync. */
  stock: z.number().int(),
  /** stock ÷ average units a day over the last MYSHOP_ALERTS.coverWindowDays days; null when nothing sold then. */
  daysOfCover: z.number().nullable(),
  /** The day stock runs out at that pace (latest day + days of cover); null when nothing sold. */
  outOfStockOn: z.string().nullable(),
  /** Card views → add-to-cart → ordered units (the funnel); null when Ozon gave no analytics. */
  views: z.number().int().nullable(),
  toCart: z.number().int().nullable(),
  /** Ordered units ÷ card views, 0..1; null without views. */
  conversion: z.number().nullable(),
});
export type SkuRow = z.infer<typeof skuRowSchema>;

/** GET /myshop/skus: one page of the shop's SKUs with their figures in the period (every SKU that sold, had stock or a price). */
export const skus = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/skus`,
  query: skuQuery,
  response: envelope({ data: z.object({ list: z.array(skuRowSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), period: periodSchema }).optional() }),
});

/** GET /myshop/skus/export: every SKU the filters select (paging ignored), up to the plan's export rows; counts one of the day's exports. The page writes the CSV. */
export const skuExport = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/skus/export`,
  query: skuQuery.omit({ pageNum: true, pageSize: true }),
  response: envelope({
    data: z.object({ list: z.array(skuRowSchema), period: periodSchema, truncated: z.boolean(), exportsLeft: z.number().int().nullable(), shopName: z.string() }).optional(),
  }),
});

