import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { CONTENT_LIMITS, UPLOAD_NAME } from '../constants/content';
import { intParam, langParam, pageParams } from './report';

/** Article categories: e-commerce news, operations tips, industry reports. */
export const ARTICLE_CATEGORIES = Object.freeze(['ecommerce', 'operate', 'report'] as const);
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Business codes of the content calls beyond 200 (documented in the server README). */
export const CONTENT_CODES = Object.freeze({
  /** addOrUpdate: only the author may change a question. */
  notAuthor: 20_101,
  /** addOrUpdate / replyQuestion: the member posted too often; try again later. */
  rateLimited: 20_102,
  /** addOrUpdate / replyQuestion: an attached image is not a stored upload. */
  imageUnknown: 20_103,
});

export { CONTENT_LIMITS, UPLOAD_NAME } from '../constants/content';
const imageNames = z.array(z.string().regex(UPLOAD_NAME)).max(CONTENT_LIMITS.imagesMax).default([]);

// Bodies are Markdown, rendered by the server (core/markdown: raw HTML shown as text, links and images
// only http(s) or on the site), so stored text can never run as script.
const safeHtml = z.string();
const idParam = intParam().positive();
const paged = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number().int() });

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

const linkSchema = z.object({ id: z.number().int(), title: z.string() });
const langSchema = z.enum(['zh', 'en', 'ru']);

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

// ---- Q&A community ----

const authorSchema = z.object({ userId: z.number().int().nullable(), nickName: z.string() });

export const questionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: authorSchema,
  answerCount: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** Images of a post: the urls they are served from, in the order attached. */
const imageUrls = z.array(z.string()).default([]);
export const replySchema = z.object({ id: z.number().int(), content: z.string(), images: imageUrls, author: authorSchema, createdAt: z.string() });
export const answerSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = questionSummarySchema.extend({
  content: z.string(),
  images: imageUrls,
  lang: z.enum(['zh', 'en', 'ru']),
  answers: z.array(answerSchema),
  /** The previous (older) and next (newer) question of the same language. */
  prev: linkSchema.nullable().optional(),
  next: linkSchema.nullable().optional(),
  related: z.array(questionSummarySchema).optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /queAndAns/list: questions in one language, newest activity first, optionally matching `keyword`. */
export const questionList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/queAndAns/list',
  query: z.object({
    lang: langParam,
    keyword: z.string().trim().max(100).optional(),
    /** newest: latest activity first; answers: most answered first. */
    order: z.enum(['newest', 'answers']).default('newest'),
    /** 1: only the signed-in member's questions (the session cookie). */
    mine: intParam().min(0).max(1).default(0),
    ...pageParams,
  }),
  response: envelope({ data: paged(questionSummarySchema) }),
});

/** GET /queAndAns/detail: a question with its answers and their replies; counts a view. */
export const questionDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/queAndAns/detail',
  query: z.object({ id: idParam }),
  response: envelope({ data: questionSchema }),
});

const plainText = (max: number) => z.string().trim().min(1).max(max);

/** POST /queAndAns/addOrUpdate: asks a question (no id) or edits the user's own question (id). */
export const questionAddOrUpdate = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/addOrUpdate',
  token: true,
  body: z.object({ id: z.number().int().positive().optional(), title: plainText(CONTENT_LIMITS.titleMax), content: plainText(CONTENT_LIMITS.contentMax), images: imageNames, lang: z.enum(['zh', 'en', 'ru']).default('zh') }),
  response: envelope({ data: z.object({ id: z.number().int() }) }),
});

/** POST /queAndAns/replyQuestion: answers a question, or replies to an answer when answerId is given. */
export const replyQuestion = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/replyQuestion',
  token: true,
  body: z.object({ questionId: z.number().int().positive(), answerId: z.number().int().positive().optional(), content: plainText(CONTENT_LIMITS.contentMax), images: imageNames }),
  response: envelope({ data: z.object({ id: z.number().int() }) }),
});

export const pubRecordSchema = z.object({
  kind: z.enum(['question', 'answer', 'reply']),
  id: z.number().int(),
  questionId: z.number().int(),
  questionTitle: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type PubRecord = z.infer<typeof pubRecordSchema>;

/** POST /queAndAns/pubRecord: what the signed-in user has published (questions, answers, replies), newest first. */
export const pubRecord = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/pubRecord',
  token: true,
  body: z.object({ pageNum: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(50).default(10) }),
  response: envelope({ data: paged(pubRecordSchema) }),
});

/** POST /queAndAns/report: a member reports a question or an answer (once per member and item). */
export const reportContent = defineCall({
  service: 'default',
  method: 'POST',
  path: '/queAndAns/report',
  body: z.object({ kind: z.enum(['question', 'answer']), id: z.number().int().positive(), reason: plainText(CONTENT_LIMITS.reasonMax) }),
  response: envelope({ data: z.object({ reported: z.boolean(), hidden: z.boolean() }) }),
});

// ---- College: courses, lessons, novice guides, resources ----

export const lessonSummarySchema = z.object({ id: z.number().int(), title: z.string(), minutes: z.number().int(), sort: z.number().int() });
export const courseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  coverUrl: z.string(),
  lessonCount: z.number().int(),
  minutes: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseSchema = courseSummarySchema.extend({
  lessons: z.array(lessonSummarySchema),
  lang: langSchema.optional(),
  /** Lessons the signed-in member has finished (empty for guests). */
  done: z.array(z.number().int()).optional(),
});
export const lessonSchema = lessonSummarySchema.extend({
  courseId: z.number().int(),
  courseTitle: z.string(),
  /** The lesson's text as safe HTML. */
  html: safeHtml,
  prev: linkSchema.nullable().optional(),
  next: linkSchema.nullable().optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** GET /college/courses: online courses in one language. */
export const courseList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/college/courses',
  query: z.object({ lang: langParam }),
  response: envelope({ data: z.array(courseSummarySchema) }),
});

/** GET /college/course: one course with its lessons. */
export const courseDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/college/course',
  query: z.object({ id: idParam }),
  response: envelope({ data: courseSchema }),
});

/** POST /college/progress: marks a lesson finished (done=true) or not for the signed-in member. */
export const lessonProgress = defineCall({
  service: 'default',
  method: 'POST',
  path: '/college/progress',
  body: z.object({ lessonId: z.number().int().positive(), done: z.boolean() }),
  response: envelope({ data: z.object({ courseId: z.number().int(), done: z.array(z.number().int()) }) }),
});

/** GET /college/lesson: one lesson with its text. */
export const lessonDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/college/lesson',
  query: z.object({ id: idParam }),
  response: envelope({ data: lessonSchema }),
});

/** Kinds of single pages of the college: novice guides and downloadable resources (checklists, templates). */
export const PAGE_KINDS = Object.freeze(['guide', 'resource'] as const);
export const pageSummarySchema = z.object({ id: z.number().int(), kind: z.enum(PAGE_KINDS), title: z.string(), summary: z.string(), sort: z.number().int() });
export type PageSummary = z.infer<typeof pageSummarySchema>;
export const pageSchema = pageSummarySchema.extend({
  /** The page's text as safe HTML. */
  html: safeHtml,
  lang: langSchema.optional(),
  prev: linkSchema.nullable().optional(),
  next: linkSchema.nullable().optional(),
});
export type Page = z.infer<typeof pageSchema>;

/** GET /college/pages: novice guides (kind=guide) or resources (kind=resource) in one language. */
export const pageList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/college/pages',
  query: z.object({ kind: z.enum(PAGE_KINDS), lang: langParam }),
  response: envelope({ data: z.array(pageSummarySchema) }),
});

/** GET /college/page: one novice guide or resource. */
export const pageDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/college/page',
  query: z.object({ id: idParam }),
  response: envelope({ data: pageSchema }),
});

// ---- Site furniture: dictionaries, image windows, live notice, version ----

/** GET /dictionaries/getDictionariesOne: one configuration entry; `dictionariesValue` is JSON text. */
export const dictionariesOne = defineCall({
  service: 'default',
  method: 'GET',
  path: '/dictionaries/getDictionariesOne',
  query: z.object({ dictionariesKey: z.string().trim().min(1).max(64), userIdentity: z.enum(['guest', 'member']).default('guest'), lang: langParam }),
  response: envelope({ data: z.object({ dictionariesKey: z.string(), dictionariesValue: z.string(), remark: z.string() }) }),
});

export const frontImgWindowSchema = z.object({ id: z.number().int(), title: z.string(), imgUrl: z.string(), linkUrl: z.string(), showAddress: z.number().int(), sort: z.number().int() });
export type FrontImgWindow = z.infer<typeof frontImgWindowSchema>;

/** GET /qbt4-front-img-window/frontImgWindowList: banners for a place of the site (showAddress 1 = home carousel, 2 = college, 3 = popup). */
export const frontImgWindowList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/qbt4-front-img-window/frontImgWindowList',
  query: z.object({ showAddress: intParam().min(1).max(3).default(1), lang: langParam }),
  response: envelope({ data: z.array(frontImgWindowSchema) }),
});

export const liveNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  speaker: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  summary: z.string(),
  /** Where the notice leads (a site path or an address); empty: the college's live courses. */
  linkUrl: z.string(),
});
export type LiveNotice = z.infer<typeof liveNoticeSchema>;

/** GET /liveNotice/newLiveNotice: the next live class (or the latest one when none is ahead). */
export const newLiveNotice = defineCall({
  service: 'default',
  method: 'GET',
  path: '/liveNotice/newLiveNotice',
  query: z.object({ lang: langParam }),
  response: envelope({ data: liveNoticeSchema.nullable() }),
});

/** GET /versionUpdate/app: the current version of the browser extension and what changed. */
export const versionUpdate = defineCall({
  service: 'default',
  method: 'GET',
  path: '/versionUpdate/app',
  query: z.object({ lang: langParam }),
  response: envelope({ data: z.object({ version: z.string(), publishedAt: z.string(), notes: z.array(z.string()), forceUpdate: z.boolean(), downloadUrl: z.string() }) }),
});
