import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam, langParam } from './report';
import { EXPLOSION, EXPLOSION_SORTS, GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, MAX_PAGE_SIZE, SELLER_TYPES, type WindowDays } from '../constants/workbench';

/**
 * The workbench's market analytics: lists with a window, filters, server-side sorting and paging,
 * their exports, the market overview and the goods detail. Members only; the tier limits of
 * WORKBENCH.md §4 are enforced by the server (codes in WORKBENCH_CODES).
 */

export { EXPLOSION, EXPLOSION_SORTS, GOODS_OPPORTUNITY, GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, MAX_PAGE_SIZE, SELLER_TYPES, WINDOW_DAYS, WORKBENCH_CODES, type WindowDays } from '../constants/workbench';

const daysParam = z.coerce
  .number<WindowDays | `${WindowDays}`>()
  .pipe(z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90)]))
  .default(30);
/** A calendar day, YYYY-MM-DD, between 2000 and 2099. */
const dayParam = z.iso.date().regex(/^20\d{2}-/);
const amount = () => z.coerce.number<number | string>().min(0).max(1e13).optional();
const growthParam = () => z.coerce.number<number | string>().min(0).max(1e6).optional();

/** Window, category and paging shared by every list: a custom range (`from`, `to`) overrides `days`. */
const listBase = {
  typeId: intParam().positive().optional(),
  days: daysParam,
  from: dayParam.optional(),
  to: dayParam.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(MAX_PAGE_SIZE).default(20),
  lang: langParam,
};

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
});
export type GoodsListQuery = z.input<typeof goodsListQuery>;

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
  salesMin: amount(),
  salesMax: amount(),
  growthMin: growthParam(),
  growthMax: growthParam(),
});
export type GroupListQuery = z.input<typeof groupListQuery>;

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
  /** 'generated' for the seeded model market, 'import' for imported observations. */
  source: z.enum(['generated', 'import']),
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

const page = <T extends z.ZodType>(row: T) =>
  envelope({ data: z.object({ list: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), meta: listMetaSchema }).optional() });
const exported = <T extends z.ZodType>(row: T) =>
  envelope({ data: z.object({ list: z.array(row), meta: listMetaSchema, exportsLeft: z.number().int().nullable() }).optional() });

export const goodsRowSchema = z.object({
  goodsId: z.number().int(),
  title: z.string(),
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

const W = '/workbench';

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

/** GET /workbench/goods/detail: one goods, its daily series (sales, GMV, price) and its place in its category. */
export const goodsDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/goods/detail`,
  query: z.object({ goodsId: intParam().positive(), days: listBase.days, from: listBase.from, to: listBase.to, lang: langParam }),
  response: envelope({
    data: z
      .object({
        goods: goodsRowSchema,
        series: z.array(seriesPointSchema.extend({ price: z.number().int().nullable() })),
        /** Rank by sales in its subcategory over the window (1 = best), and how many goods it has. */
        rank: z.number().int().nullable(),
        rankOf: z.number().int(),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

const windowQuery = { days: listBase.days, from: listBase.from, to: listBase.to, lang: langParam };

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

/** Goods ids a reverse keyword lookup takes at most (Seerfar's limit). */
export const REVERSE_MAX_GOODS = 20;

/** The distinct goods ids of a `goodsIds` text (`1,2, 3` or `1 2 3`). */
export function goodsIdsOf(text: string): number[] {
  return [...new Set(text.split(/[\s,，;]+/).filter(Boolean).map(Number))];
}

/**
 * Goods ids as one text (the call's query stays a plain string, as it is sent and signed): positive
 * integers separated by commas, spaces or line breaks, at most REVERSE_MAX_GOODS distinct ones.
 */
const goodsIdsParam = z
  .string()
  .trim()
  .max(400)
  .regex(/^\d{1,10}([\s,，;]+\d{1,10})*$/)
  .refine((text) => {
    const ids = goodsIdsOf(text);
    return ids.length <= REVERSE_MAX_GOODS && ids.every((n) => n > 0 && n <= 2_147_483_647);
  });

export const reverseWordSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  /** Searchers of the word in the window. */
  heat: z.number().int(),
  growth: z.number().nullable(),
  /** Place of the goods among the goods of its category whose title holds the word, by units sold in the window (1 = first). */
  position: z.number().int(),
  /** Goods of the category whose title holds the word. */
  competing: z.number().int(),
});

/** GET /workbench/keyword/reverse: for up to 20 goods ids, the search words each ranks for and its organic position by sales. */
export const keywordReverse = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/keyword/reverse`,
  query: z.object({ goodsIds: goodsIdsParam, ...windowQuery }),
  response: envelope({
    data: z
      .object({
        list: z.array(z.object({ goods: goodsRowSchema, words: z.array(reverseWordSchema) })),
        /** Ids asked for that are not in the index. */
        missing: z.array(z.number().int()),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});
export type ReverseWord = z.infer<typeof reverseWordSchema>;

// ---- Hot-product detection (ExplosionDetection) ----

/** What a member runs: a category (or the whole market), the day detected (default: the data's latest), the multiple and the volume. */
export const explosionCheckBody = z.object({
  typeId: z.number().int().positive().optional(),
  day: dayParam.optional(),
  multiple: z.number().min(1.5).max(EXPLOSION.maxMultiple).default(EXPLOSION.multiple),
  minDaily: z.number().int().min(1).max(EXPLOSION.maxMinDaily).default(EXPLOSION.minDaily),
  lang: langParam,
});
export type ExplosionCheckBody = z.input<typeof explosionCheckBody>;

/** One past check of the member: its parameters, how many goods it found, when it ran. */
export const explosionCheckSchema = z.object({
  checkId: z.number().int(),
  typeId: z.number().int().nullable(),
  /** The category's name in the page's language ('' for the whole market). */
  typeName: z.string(),
  /** The day detected, YYYY-MM-DD. */
  day: z.string(),
  multiple: z.number(),
  minDaily: z.number().int(),
  /** Goods found before the tier's cut. */
  found: z.number().int(),
  /** When it ran, ISO time. */
  createdAt: z.string(),
});
export type ExplosionCheck = z.infer<typeof explosionCheckSchema>;

/** One goods a check found: its recent average against its own median (estimates). */
export const explosionRowSchema = z.object({
  goods: goodsRowSchema.pick({ goodsId: true, title: true, thumbUrl: true, typeId: true, typeName: true, subTypeId: true, subTypeName: true, shopId: true, shopName: true, brandId: true, brandName: true, price: true }),
  /** Average daily units over the recent days ending on the check's day. */
  recent: z.number(),
  /** Median daily units over the baseline days before them. */
  median: z.number(),
  /** recent ÷ median; null when the median is 0 (it sold nothing on most baseline days). */
  ratio: z.number().nullable(),
  /** Units sold over the recent days. */
  sales: z.number().int(),
});
export type ExplosionRow = z.infer<typeof explosionRowSchema>;

/** POST /workbench/explosion/check: runs a detection and keeps it in the member's history. */
export const explosionCheck = defineCall({
  service: 'default',
  method: 'POST',
  path: `${W}/explosion/check`,
  body: explosionCheckBody,
  response: envelope({ data: z.object({ check: explosionCheckSchema }).optional() }),
});

const explosionListQuery = z.object({
  checkId: intParam().positive(),
  sort: z.enum(EXPLOSION_SORTS).default('ratio'),
  order: listBase.order,
  pageNum: listBase.pageNum,
  pageSize: listBase.pageSize,
  lang: langParam,
});
export type ExplosionListQuery = z.input<typeof explosionListQuery>;

/** GET /workbench/explosion/list: the goods one check found, sorted and paged by the server within the tier's rows. */
export const explosionList = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/list`,
  query: explosionListQuery,
  response: envelope({
    data: z.object({ check: explosionCheckSchema, list: z.array(explosionRowSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), meta: listMetaSchema }).optional(),
  }),
});
/** GET /workbench/explosion/export: every goods of a check up to the tier's export rows; counts one of the day's exports. */
export const explosionExport = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/export`,
  query: explosionListQuery.omit({ pageNum: true, pageSize: true }),
  response: envelope({ data: z.object({ check: explosionCheckSchema, list: z.array(explosionRowSchema), meta: listMetaSchema, exportsLeft: z.number().int().nullable() }).optional() }),
});

/** GET /workbench/explosion/detail: one case of a check: the goods' daily sales around the day and its baseline median. */
export const explosionDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/detail`,
  query: z.object({ checkId: intParam().positive(), goodsId: intParam().positive(), lang: langParam }),
  response: envelope({
    data: z
      .object({
        check: explosionCheckSchema,
        row: explosionRowSchema,
        /** Daily units over the baseline and recent days; sales null on a day without an observation. */
        series: z.array(z.object({ day: z.string(), sales: z.number().int().nullable(), recent: z.boolean() })),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

/** GET /workbench/explosion/history: the member's past checks, newest first. */
export const explosionHistory = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/history`,
  query: z.object({ pageNum: listBase.pageNum, pageSize: listBase.pageSize, lang: langParam }),
  response: envelope({ data: z.object({ list: z.array(explosionCheckSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }).optional() }),
});

/** What a recent view names: a goods, shop, brand, category or search word. */
export const RECENT_VIEW_KINDS = ['goods', 'shop', 'brand', 'category', 'keyword'] as const;
export type RecentViewKind = (typeof RECENT_VIEW_KINDS)[number];
/** Recent views kept per account; the dashboard shows them newest first. */
export const RECENT_VIEWS_KEEP = 20;

export const recentViewSchema = z.object({
  kind: z.enum(RECENT_VIEW_KINDS),
  id: z.number().int(),
  /** The name as shown when it was opened, in that page's language. */
  name: z.string(),
  thumbUrl: z.string().nullable(),
  viewedAt: z.string(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

/** GET /workbench/recent: the detail views the member opened last (any device), newest first; every detail call records one. */
export const recentViews = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/recent`,
  query: z.object({ pageSize: intParam().min(1).max(RECENT_VIEWS_KEEP).default(8) }),
  response: envelope({ data: z.array(recentViewSchema).optional() }),
});
