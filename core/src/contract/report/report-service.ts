import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from './params';
import { REPORT, typeIdParam } from './shared';

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
  /** The word in English (machine translation), when known; an English text typed into the search matches it too. */
  keyWordEn: z.string().nullable().optional(),
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
