import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

// Query strings arrive as text; the schemas coerce them while clients keep typed numbers.
/** An integer query parameter. */
export const intParam = () => z.coerce.number<number | string>().int();
/** Language of names and titles in a response; Chinese when absent. */
export const langParam = z.enum(['zh', 'en', 'ru']).optional();
/** 1-based page number and page size of a paged list. */
export const pageParams = {
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(50).default(10),
};

/** Business codes of the market calls beyond 200 (documented in the server README). */
export const MARKET_CODES = Object.freeze({
  /** goodsMakeUp / mallReceivable: the goods or shop is already indexed; nothing to back-fill. */
  alreadyIndexed: 20_001,
});

/** Ranking window of the hot lists: 1 = the latest day, 7 = the last 7 days, 30 = the last 30 days. */
export const DATE_TYPES = Object.freeze({ day: 1, week: 7, month: 30 } as const);
export type DateType = (typeof DATE_TYPES)[keyof typeof DATE_TYPES];
const dateTypeParam = z.coerce
  .number<DateType | `${DateType}`>()
  .pipe(z.union([z.literal(1), z.literal(7), z.literal(30)]))
  .default(1);

/** Keyword ranking: 1 = by search heat, 2 = by click heat, 3 = by growth of heat. */
export const RANKING_TYPES = Object.freeze({ heat: 1, clickHeat: 2, growth: 3 } as const);
export type RankingType = (typeof RANKING_TYPES)[keyof typeof RANKING_TYPES];

/** Optional top-level category filter; absent means the whole market. */
const typeIdParam = intParam().positive().optional();

// ---- Rows of the hot lists (spec section 3); prices and GMV in kopecks. ----

export const hotGoodsRowSchema = z.object({
  goodsId: z.number().int(),
  thumbUrl: z.string(),
  goodsName: z.string(),
  daySales: z.number().int(),
  price: z.number().int(),
  /** price × daySales, in kopecks. */
  revenue: z.number().int(),
  shopName: z.string(),
  brandName: z.string(),
});
export type HotGoodsRow = z.infer<typeof hotGoodsRowSchema>;

export const hotCategoryRowSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  sales: z.number().int(),
  gmv: z.number().int(),
});
export type HotCategoryRow = z.infer<typeof hotCategoryRowSchema>;

export const hotKeywordRowSchema = z.object({
  /** The word's id, for its detail view in the workbench. */
  keywordId: z.number().int().optional(),
  keyWord: z.string(),
  /** The word in Chinese, when known. */
  keyWordZh: z.string().nullable().optional(),
  heat: z.number().int(),
  clickHeat: z.number().int(),
  /** Heat of the window against the window before it (1.5 = 1.5 times). */
  growth: z.number(),
});
export type HotKeywordRow = z.infer<typeof hotKeywordRowSchema>;

export const soaringGoodsRowSchema = z.object({
  goodsId: z.number().int(),
  thumbUrl: z.string(),
  goodsName: z.string(),
  daySales: z.number().int(),
  /** Latest day's sales against the day before, as a multiple (2.5 = 2.5 times). */
  dayGrowth: z.number(),
  price: z.number().int(),
});
export type SoaringGoodsRow = z.infer<typeof soaringGoodsRowSchema>;

export const soaringShopRowSchema = z.object({
  mallId: z.number().int(),
  thumbUrl: z.string(),
  mallName: z.string(),
  sales: z.number().int(),
  /** Sales of the window against the window before it, as a multiple. */
  yesterdayGrowth: z.number(),
});
export type SoaringShopRow = z.infer<typeof soaringShopRowSchema>;

export const hotBrandRowSchema = z.object({
  brandId: z.number().int(),
  brandImgUrl: z.string(),
  brandName: z.string(),
  sales: z.number().int(),
  gmv: z.number().int(),
});
export type HotBrandRow = z.infer<typeof hotBrandRowSchema>;

const REPORT = '/ozon-report-service/v1';

// ---- Hot lists of the home pages ----

/** GET /goods-ranking/list: best-selling goods of a category in the window. */
export const goodsRanking = defineCall({
  service: 'default',
  method: 'GET',
  path: '/goods-ranking/list',
  query: z.object({ typeId: typeIdParam, dateType: dateTypeParam, pageSize: intParam().min(1).max(50).default(10) }),
  response: envelope({ data: z.array(hotGoodsRowSchema) }),
});

/** GET /mall-soar/soaringList: shops whose sales grew the most against the window before. */
export const mallSoaring = defineCall({
  service: 'default',
  method: 'GET',
  path: '/mall-soar/soaringList',
  query: z.object({ typeId: typeIdParam, dateType: dateTypeParam, pageSize: intParam().min(1).max(50).default(10) }),
  response: envelope({ data: z.array(soaringShopRowSchema) }),
});

/** GET /industry-trend/hotSalesTypes: subcategories of `pId` (or the top categories) by sales. */
export const hotSalesTypes = defineCall({
  service: 'default',
  method: 'GET',
  path: '/industry-trend/hotSalesTypes',
  query: z.object({ pId: typeIdParam, dateType: dateTypeParam, lang: langParam }),
  response: envelope({ data: z.array(hotCategoryRowSchema) }),
});

/** GET /popularize/keywordList: search words of a category ranked by heat, click heat or growth. */
export const keywordList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/popularize/keywordList',
  query: z.object({
    typeId: typeIdParam,
    dateType: dateTypeParam,
    rankingType: z.coerce
      .number<RankingType | `${RankingType}`>()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .default(1),
    pageSize: intParam().min(1).max(50).default(10),
  }),
  response: envelope({ data: z.array(hotKeywordRowSchema) }),
});

/** GET /brand-grail/brandSalesGmvTop10: top 10 brands by sales (salesOrGmv=1) or GMV (2), over a day (dayOrWeek=1) or a week (2). */
export const brandTop10 = defineCall({
  service: 'default',
  method: 'GET',
  path: '/brand-grail/brandSalesGmvTop10',
  query: z.object({
    typeId: typeIdParam,
    salesOrGmv: z.coerce.number<1 | 2 | '1' | '2'>().pipe(z.union([z.literal(1), z.literal(2)])).default(1),
    dayOrWeek: z.coerce.number<1 | 2 | '1' | '2'>().pipe(z.union([z.literal(1), z.literal(2)])).default(1),
  }),
  response: envelope({ data: z.array(hotBrandRowSchema) }),
});

/** GET /goods-growth/list: goods whose latest day's sales grew the most against the day before. */
export const goodsGrowth = defineCall({
  service: 'default',
  method: 'GET',
  path: '/goods-growth/list',
  query: z.object({ typeId: typeIdParam, pageSize: intParam().min(1).max(50).default(10) }),
  response: envelope({ data: z.array(soaringGoodsRowSchema) }),
});

export const surveyDataSchema = z.object({
  goodsCount: z.number().int(),
  shopCount: z.number().int(),
  brandCount: z.number().int(),
  keywordCount: z.number().int(),
  categoryCount: z.number().int(),
  /** Goods-days of sales history held. */
  salesRecords: z.number().int(),
  historyDays: z.number().int(),
  /** The latest day with data, YYYY-MM-DD. */
  latestDay: z.string(),
});
export type SurveyData = z.infer<typeof surveyDataSchema>;

/** GET /trend-survey/surveyData: the size of the indexed market (mobile home statistics). */
export const surveyData = defineCall({
  service: 'default',
  method: 'GET',
  path: '/trend-survey/surveyData',
  response: envelope({ data: surveyDataSchema }),
});

// ---- Calls of the report service ----

export const homeCategorySchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
});
export type HomeCategory = z.infer<typeof homeCategorySchema>;

/** GET /ozon-report-service/v1/cat/homeCat: the top-level categories, or the subcategories of `pId`. */
export const homeCat = defineCall({
  service: 'default',
  method: 'GET',
  path: `${REPORT}/cat/homeCat`,
  query: z.object({ lang: langParam, pId: typeIdParam }),
  response: envelope({ data: z.array(homeCategorySchema) }),
});

export const categoryTopRowSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  sales: z.number().int(),
  gmv: z.number().int(),
  goodsCount: z.number().int(),
  /** Share of the parent's GMV in the window, 0..1. */
  share: z.number(),
});
export type CategoryTopRow = z.infer<typeof categoryTopRowSchema>;

/** GET /ozon-report-service/v1/cat/dataTop5: the five subcategories of a category with the largest GMV over 30 days. */
export const dataTop5 = defineCall({
  service: 'default',
  method: 'GET',
  path: `${REPORT}/cat/dataTop5`,
  query: z.object({ typeId: intParam().positive(), lang: langParam }),
  response: envelope({ data: z.array(categoryTopRowSchema) }),
});

export const trendImageSchema = z.object({
  goodsId: z.number().int(),
  imageUrl: z.string(),
  goodsName: z.string(),
  price: z.number().int(),
  daySales: z.number().int(),
});
export type TrendImage = z.infer<typeof trendImageSchema>;

/** GET /ozon-report-service/v1/tiktok/image: pictures of trending goods, for sourcing by image. */
export const trendImages = defineCall({
  service: 'default',
  method: 'GET',
  path: `${REPORT}/tiktok/image`,
  query: z.object({ typeId: typeIdParam, pageSize: intParam().min(1).max(50).default(20) }),
  response: envelope({ data: z.array(trendImageSchema) }),
});

export const officialSearchRowSchema = z.object({
  /** The word's id, for its detail view in the workbench. */
  keywordId: z.number().int().optional(),
  keyWord: z.string(),
  /** The word in Chinese, when known (a Chinese text typed into the search matches it too). */
  keyWordZh: z.string().nullable().optional(),
  heat: z.number().int(),
  clickHeat: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  /** Goods whose title contains the word. */
  goodsCount: z.number().int(),
});
export type OfficialSearchRow = z.infer<typeof officialSearchRowSchema>;

/** GET /ozon-report-service/v1/keyword/officialNetSearch: search words of the marketplace containing `keyWord`, by heat over 30 days. */
export const officialNetSearch = defineCall({
  service: 'default',
  method: 'GET',
  path: `${REPORT}/keyword/officialNetSearch`,
  query: z.object({ keyWord: z.string().trim().min(1).max(100), lang: langParam, pageSize: intParam().min(1).max(50).default(20) }),
  response: envelope({ data: z.array(officialSearchRowSchema) }),
});

// ---- Back-fill requests (the supplement dialog) ----

/** Status of a back-fill request. */
export const BACKFILL_STATUSES = Object.freeze(['pending', 'processing', 'done', 'rejected'] as const);
export const backfillSchema = z.object({
  id: z.number().int(),
  type: z.enum(['good', 'mall']),
  suppleId: z.string(),
  status: z.enum(BACKFILL_STATUSES),
  createdAt: z.string(),
});
export type Backfill = z.infer<typeof backfillSchema>;

/**
 * GET /goods-detail/goodsMakeUp: asks for a goods id to be indexed. 200 = stored (data: the request; a
 * repeat answers the same request); MARKET_CODES.alreadyIndexed when the goods is indexed. Needs a signed-in user.
 */
export const goodsMakeUp = defineCall({
  service: 'default',
  method: 'GET',
  path: '/goods-detail/goodsMakeUp',
  query: z.object({ goodsId: z.string().trim().regex(/^\d{1,19}$/) }),
  response: envelope({ data: backfillSchema.optional() }),
});

/**
 * GET /search/lookup: whether MarketLens has indexed an Ozon goods id or shop (id, name or shop link), for the home
 * page's search: an indexed one opens in the workbench, another gets the back-fill prompt. Public; names only the id.
 */
export const searchLookup = defineCall({
  service: 'default',
  method: 'GET',
  path: '/search/lookup',
  query: z.object({ type: z.enum(['good', 'mall']), id: z.string().trim().min(1).max(200) }),
  response: envelope({ data: z.object({ indexed: z.boolean(), id: z.number().int().nullable() }) }),
});

/** GET /mall-detail/mallReceivable: asks for a shop (id, name or Ozon shop link) to be indexed; codes as goodsMakeUp. */
export const mallReceivable = defineCall({
  service: 'default',
  method: 'GET',
  path: '/mall-detail/mallReceivable',
  query: z.object({ mallParm: z.string().trim().min(1).max(300) }),
  response: envelope({ data: backfillSchema.optional() }),
});
