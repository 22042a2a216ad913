import { z } from 'zod';
import { defineCall } from '../define';
import { intParam } from '../report';
import { FULFILMENTS, GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, SELLER_TYPES } from '../../constants/workbench';
import { amount, growthParam, listBase, W } from './params';
import { exported, page } from './meta';

// ---- The lists: their queries, rows and calls ----

export const goodsListQuery = z.object({
  ...listBase,
  sort: z.enum(GOODS_SORTS).default('sales'),
  /** Price range in kopecks. */
  priceMin: amount(),
  priceMax: amount(),
  /** Units sold in the window. */
  salesMin: amount(),
  salesMax: amount(),
  /** Growth multiple against the previous window. */
  growthMin: growthParam(),
  growthMax: growthParam(),
  brandId: intParam().positive().optional(),
  shopId: intParam().positive().optional(),
  /** Goods of cross-border (China) sellers, or of local ones. */
  sellerType: z.enum(SELLER_TYPES).optional(),
  /** Goods listed at most this many days before the window's last day. */
  listedWithin: intParam().min(1).max(3650).optional(),
  /** 1: goods listed inside the window itself (new listings). */
  listedInWindow: z.coerce.number<number | string>().pipe(z.literal(1)).optional(),
  reviewsMin: amount(),
  reviewsMax: amount(),
  /** Sellers on the card, its own seller included (follow-sell opportunities: few). */
  sellersMin: intParam().min(1).max(1000).optional(),
  sellersMax: intParam().min(1).max(1000).optional(),
  /** Buyers' average rating, 0..5. */
  ratingMin: z.coerce.number<number | string>().min(0).max(5).optional(),
  ratingMax: z.coerce.number<number | string>().min(0).max(5).optional(),
  fulfilment: z.enum(FULFILMENTS).optional(),
  /** Days of the window without a sale: the market's stand-in for days out of stock (Ozon shows no other seller's stock). */
  idleDaysMin: intParam().min(0).max(366).optional(),
  idleDaysMax: intParam().min(0).max(366).optional(),
});
export type GoodsListQuery = z.input<typeof goodsListQuery>;

/** The min/max pairs of the lists' filters. */
export const FILTER_RANGES = Object.freeze([
  ['priceMin', 'priceMax'], ['salesMin', 'salesMax'], ['growthMin', 'growthMax'], ['reviewsMin', 'reviewsMax'],
  ['sellersMin', 'sellersMax'], ['ratingMin', 'ratingMax'], ['idleDaysMin', 'idleDaysMax'], ['heatMin', 'heatMax'],
] as const);

/** The first filter whose lower bound lies above its upper bound (its min key), or undefined when every range holds. */
export function invertedRange(q: Partial<Record<(typeof FILTER_RANGES)[number][number], unknown>>): string | undefined {
  return FILTER_RANGES.find(([min, max]) => q[min] !== undefined && q[max] !== undefined && Number(q[min]) > Number(q[max]))?.[0];
}

/** What a saved filter set holds: the goods filters of a list, without its window, category, sort or page. */
export const goodsFiltersSchema = goodsListQuery
  .pick({
    priceMin: true, priceMax: true, salesMin: true, salesMax: true, growthMin: true, growthMax: true, brandId: true, shopId: true, sellerType: true,
    listedWithin: true, reviewsMin: true, reviewsMax: true, sellersMin: true, sellersMax: true, ratingMin: true, ratingMax: true, fulfilment: true,
    idleDaysMin: true, idleDaysMax: true,
  })
  .strict()
  .refine((f) => invertedRange(f) === undefined, { message: 'a lower bound above its upper bound' });
export type GoodsFilters = z.infer<typeof goodsFiltersSchema>;

export const keywordListQuery = z.object({
  ...listBase,
  sort: z.enum(KEYWORD_SORTS).default('heat'),
  heatMin: amount(),
  heatMax: amount(),
  growthMin: growthParam(),
  growthMax: growthParam(),
});
export type KeywordListQuery = z.input<typeof keywordListQuery>;

export const groupListQuery = z.object({
  ...listBase,
  sort: z.enum(GROUP_SORTS).default('sales'),
  /** Part of the shop's or brand's name (shop and brand lookup). */
  name: z.string().trim().min(1).max(60).optional(),
  /** 1: only groups that sold at least the high-ticket floor (HIGH_TICKET_FLOOR) in the window. */
  volumeFloor: z.coerce.number<number | string>().pipe(z.literal(1)).optional(),
  salesMin: amount(),
  salesMax: amount(),
  growthMin: growthParam(),
  growthMax: growthParam(),
});
export type GroupListQuery = z.input<typeof groupListQuery>;

export const goodsRowSchema = z.object({
  goodsId: z.number().int(),
  /** The title as the card shows it on Ozon (Russian). */
  title: z.string(),
  /** The title in the member's language by machine translation; null when not translated or the page is Russian. */
  titleTranslated: z.string().nullable().optional(),
  thumbUrl: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  subTypeId: z.number().int(),
  subTypeName: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  /** Latest price, kopecks. */
  price: z.number().int(),
  /** Units sold in the window (estimate). */
  sales: z.number().int(),
  /** Sales × each day's price over the window, kopecks. */
  gmv: z.number().int(),
  prevSales: z.number().int(),
  /** Window against the previous window as a multiple; null when the previous window had no sales. */
  growth: z.number().nullable(),
  /** The day the card was listed, YYYY-MM-DD. */
  listedOn: z.string(),
  /** Reviews on the card as of the data's latest day, and the buyers' average rating (1..5). */
  reviews: z.number().int(),
  rating: z.number(),
  sellerType: z.enum(SELLER_TYPES),
  fulfilment: z.enum(['FBO', 'FBS', 'rFBS']),
  /** Potential-goods score 0..100 (GOODS_OPPORTUNITY); null when the previous window had no sales. */
  opportunity: z.number().nullable(),
  /** Sellers on the card, its own included, and the lowest of their prices (kopecks). */
  sellers: z.number().int(),
  minOfferPrice: z.number().int(),
});
export type GoodsRow = z.infer<typeof goodsRowSchema>;

export const keywordRowSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  /** The word in Chinese; null when the market data does not give it. */
  keywordZh: z.string().nullable(),
  /** The word in the member's language by machine translation; null when not translated or the page is Russian. */
  keywordTranslated: z.string().nullable().optional(),
  typeId: z.number().int(),
  typeName: z.string(),
  /** Searchers in the window. */
  heat: z.number().int(),
  /** Add-to-cart from the results in the window (Ozon publishes no clicks). */
  clickHeat: z.number().int(),
  /** clickHeat ÷ heat, 0..1. */
  conversion: z.number(),
  growth: z.number().nullable(),
  /** Indexed goods whose title contains the word. */
  goodsCount: z.number().int(),
  /** Heat per competing goods; null with no competing goods. */
  blueOcean: z.number().nullable(),
});
export type KeywordRow = z.infer<typeof keywordRowSchema>;

export const groupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbUrl: z.string(),
  sales: z.number().int(),
  gmv: z.number().int(),
  prevSales: z.number().int(),
  growth: z.number().nullable(),
  /** Goods with sales in the window. */
  goodsCount: z.number().int(),
  /** GMV ÷ sales, kopecks. */
  avgPrice: z.number().int(),
  /** Share of the scope's GMV (the whole market or the chosen category), 0..1. */
  share: z.number(),
  /** Categories only: top-10 brands' GMV ÷ top-500 brands' GMV, 0..1; null otherwise or without GMV. */
  concentration: z.number().nullable(),
  /** Categories only: 100 × min(growth, 3) ÷ 3 × (1 − concentration), 0..100; null without growth or concentration. */
  opportunity: z.number().nullable(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

/** GET /workbench/category/list: the child categories of `typeId` (top categories for the whole market) by sales, GMV, growth, average price. */
export const categoryList = defineCall({ service: 'default', method: 'GET', path: `${W}/category/list`, query: groupListQuery, response: page(groupRowSchema) });
export const categoryExport = defineCall({ service: 'default', method: 'GET', path: `${W}/category/export`, query: groupListQuery, response: exported(groupRowSchema) });

/** GET /workbench/goods/list: goods of the window with filters, sorted and paged by the server (hot sellers, soaring goods). */
export const goodsList = defineCall({ service: 'default', method: 'GET', path: `${W}/goods/list`, query: goodsListQuery, response: page(goodsRowSchema) });
/** GET /workbench/goods/export: every goods the filters select, up to the tier's export rows; counts one of the day's exports. */
export const goodsExport = defineCall({ service: 'default', method: 'GET', path: `${W}/goods/export`, query: goodsListQuery, response: exported(goodsRowSchema) });
/** GET /workbench/keyword/list: search words by heat, conversion, growth, competition. */
export const keywordList = defineCall({ service: 'default', method: 'GET', path: `${W}/keyword/list`, query: keywordListQuery, response: page(keywordRowSchema) });
export const keywordExport = defineCall({ service: 'default', method: 'GET', path: `${W}/keyword/export`, query: keywordListQuery, response: exported(keywordRowSchema) });
/** GET /workbench/shop/list: shops by sales, GMV, growth inside the window and category. */
export const shopList = defineCall({ service: 'default', method: 'GET', path: `${W}/shop/list`, query: groupListQuery, response: page(groupRowSchema) });
export const shopExport = defineCall({ service: 'default', method: 'GET', path: `${W}/shop/export`, query: groupListQuery, response: exported(groupRowSchema) });
/** GET /workbench/brand/list: brands by sales, GMV, growth inside the window and category. */
export const brandList = defineCall({ service: 'default', method: 'GET', path: `${W}/brand/list`, query: groupListQuery, response: page(groupRowSchema) });
export const brandExport = defineCall({ service: 'default', method: 'GET', path: `${W}/brand/export`, query: groupListQuery, response: exported(groupRowSchema) });
