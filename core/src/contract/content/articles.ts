import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { langParam, pageParams } from '../report';
import { idParam, langSchema, linkSchema, paged, safeHtml } from './shared';

/** Article categories: e-commerce news, operations tips, industry reports. */
export const ARTICLE_CATEGORIES = Object.freeze(['ecommerce', 'operate', 'report'] as const);
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const articleSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** The body as safe HTML. */
  html: safeHtml,
  tags: z.array(z.string()),
  /** Whether the signed-in user likes it (false for guests). */
  liked: z.boolean(),
  lang: langSchema.optional(),
  /** The previous (older) and next (newer) article of the same category and language. */
  prev: linkSchema.nullable().optional(),
  next: linkSchema.nullable().optional(),
  related: z.array(articleSummarySchema).optional(),
  /** The ids of this article in each language. */
  translations: z.partialRecord(langSchema, z.number().int()).optional(),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /article/list: articles of one category in one language, newest first. */
export const articleList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/article/list',
  query: z.object({ category: z.enum(ARTICLE_CATEGORIES), lang: langParam, ...pageParams }),
  response: envelope({ data: paged(articleSummarySchema) }),
});

/** GET /article/detail: one article with its body; counts a view. */
export const articleDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/article/detail',
  query: z.object({ id: idParam }),
  response: envelope({ data: articleSchema }),
});

/** POST /article/likeOrCancel: sets the user's like (like=true) or removes it; repeating is harmless. */
export const likeOrCancel = defineCall({
  service: 'default',
  method: 'POST',
  path: '/article/likeOrCancel',
  token: true,
  body: z.object({ articleId: z.number().int().positive(), like: z.boolean() }),
  response: envelope({ data: z.object({ articleId: z.number().int(), liked: z.boolean(), likes: z.number().int() }) }),
});

/** GET /qbt4-article/hotArticleInfoList: most-read articles (isArticle=1) or Q&A questions (isArticle=0). */
export const hotArticleInfoList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/qbt4-article/hotArticleInfoList',
  query: z.object({ isArticle: z.coerce.number<0 | 1 | '0' | '1'>().pipe(z.union([z.literal(0), z.literal(1)])).default(1), lang: langParam, ...pageParams }),
  response: envelope({
    data: paged(z.object({ id: z.number().int(), kind: z.enum(['article', 'question']), title: z.string(), category: z.string(), views: z.number().int(), likes: z.number().int(), publishedAt: z.string() })),
  }),
});
