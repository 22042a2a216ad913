import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from '../report';
import type { DetailWindow } from '../../constants/workbench';
import { listBase, W, windowQuery } from './params';
import { listMetaSchema } from './meta';
import { goodsRowSchema, keywordRowSchema } from './lists';

// ---- The market overview and the detail views of a goods, a group (shop, brand, category) and a search word ----

export const seriesPointSchema = z.object({ day: z.string(), sales: z.number().int(), gmv: z.number().int() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const totalsSchema = z.object({
  sales: z.number().int(),
  gmv: z.number().int(),
  prevSales: z.number().int(),
  prevGmv: z.number().int(),
  /** Goods, shops and brands with at least one sale in the window. */
  goods: z.number().int(),
  shops: z.number().int(),
  brands: z.number().int(),
});

export const categoryShareSchema = z.object({ typeId: z.number().int(), typeName: z.string(), sales: z.number().int(), gmv: z.number().int(), share: z.number() });

/** GET /workbench/market/overview: whole market (or one category): totals, daily trend, share by category. */
export const marketOverview = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/market/overview`,
  query: z.object({ typeId: listBase.typeId, days: listBase.days, from: listBase.from, to: listBase.to, lang: langParam }),
  response: envelope({
    data: z.object({ totals: totalsSchema, series: z.array(seriesPointSchema), shares: z.array(categoryShareSchema), meta: listMetaSchema }).optional(),
  }),
});

/** A goods detail's window: yesterday or 7 to 365 days (DETAIL_WINDOWS), within the plan's history. */
export const detailDays = z.coerce
  .number<DetailWindow | 1 | `${DetailWindow | 1}`>()
  .pipe(z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(60), z.literal(90), z.literal(180), z.literal(365)]))
  .default(30);

/**
 * GET /workbench/goods/detail: one goods, its daily series (sales, GMV, price, rank in its subcategory,
 * reviews) and its place in its category. Stock, rating and sellers on the card have no daily history in
 * the market data: the goods row gives them as of the latest day.
 */
export const goodsDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/goods/detail`,
  query: z.object({ goodsId: intParam().positive(), days: detailDays, from: listBase.from, to: listBase.to, lang: langParam }),
  response: envelope({
    data: z
      .object({
        goods: goodsRowSchema,
        series: z.array(
          seriesPointSchema.extend({
            price: z.number().int().nullable(),
            /** Place by the day's units among the goods of its subcategory observed that day (1 = best); null without an observation. */
            rank: z.number().int().nullable(),
            /** Goods of the subcategory observed that day. */
            rankOf: z.number().int(),
            /** Reviews as of the day's end, estimated as the card's reviews before the history plus its reviews per unit sold since. */
            reviews: z.number().int(),
          }),
        ),
        /** Rank by sales in its subcategory over the window (1 = best), and how many goods it has. */
        rank: z.number().int().nullable(),
        rankOf: z.number().int(),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

/** The kinds of group a detail view describes: a shop, a brand, or a category (top or subcategory). */
export const GROUP_KINDS = ['shop', 'brand', 'category'] as const;
export type GroupDetailKind = (typeof GROUP_KINDS)[number];

export const groupTotalsSchema = z.object({
  sales: z.number().int(),
  gmv: z.number().int(),
  prevSales: z.number().int(),
  prevGmv: z.number().int(),
  /** Goods with at least one sale in the window. */
  goods: z.number().int(),
  /** GMV ÷ sales, kopecks (0 without sales). */
  avgPrice: z.number().int(),
});

/** GET /workbench/group/detail: one shop, brand or category over the window: totals against the previous window, daily series, rank, concentration and share by subcategory. */
export const groupDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/group/detail`,
  query: z.object({ kind: z.enum(GROUP_KINDS), id: intParam().positive(), ...windowQuery }),
  response: envelope({
    data: z
      .object({
        kind: z.enum(GROUP_KINDS),
        id: z.number().int(),
        name: z.string(),
        thumbUrl: z.string(),
        /** A subcategory's parent, or the top category a shop or brand sells most in. */
        typeId: z.number().int().nullable(),
        typeName: z.string(),
        totals: groupTotalsSchema,
        series: z.array(seriesPointSchema),
        /** Rank by sales among its peers (shops or brands of the market, categories of the same parent); null without sales. */
        rank: z.number().int().nullable(),
        rankOf: z.number().int(),
        /** Top-10 goods' GMV ÷ the group's GMV, 0..1 (null without GMV). */
        goodsConcentration: z.number().nullable(),
        /** Top-10 brands' GMV ÷ the group's GMV, 0..1 (categories and shops; null for a brand or without GMV). */
        brandConcentration: z.number().nullable(),
        /** Shops with sales in the window (categories and brands), else 0. */
        shops: z.number().int(),
        /** Brands with sales in the window (categories and shops), else 0. */
        brands: z.number().int(),
        /** GMV by subcategory inside the group, largest first. */
        shares: z.array(categoryShareSchema),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

/** GET /workbench/keyword/detail: one search word: heat and add-to-cart per day, rank in its category, competing goods. */
export const keywordDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/keyword/detail`,
  query: z.object({ keywordId: intParam().positive(), ...windowQuery }),
  response: envelope({
    data: z
      .object({
        keyword: keywordRowSchema.extend({ prevHeat: z.number().int() }),
        series: z.array(z.object({ day: z.string(), heat: z.number().int(), clickHeat: z.number().int() })),
        /** Rank by heat among the words of its category (1 = most searched). */
        rank: z.number().int().nullable(),
        rankOf: z.number().int(),
        /** Best-selling goods of the category whose title contains the word. */
        goods: z.array(goodsRowSchema),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});
