import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam, type RankingType } from './params';
import { dateTypeParam, typeIdParam } from './shared';

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
