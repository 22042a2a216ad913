import { z } from 'zod';
import { ARTICLE_CATEGORIES, PAGE_KINDS, UPLOAD_NAME } from './content';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam } from './report';
import { uploadedSchema } from './upload';

// The console's content section: articles, courses and lessons, novice guides and resources in three languages.

export const CONTENT_LANGS = ['zh', 'en', 'ru'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];
/** What an operator sets: a draft is never on the site; a published item shows from its publication time on. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
/** What the site does with an item now: published with a time still ahead is scheduled. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const CONTENT_EDIT_LIMITS = Object.freeze({ titleMax: 200, summaryMax: 500, bodyMax: 50_000, sortMax: 10_000, minutesMax: 600 });

const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(50).default(20) };
const done = envelope({ data: z.object({ ok: z.literal(true) }).optional() });
const lang = z.enum(CONTENT_LANGS);
const title = z.string().trim().min(1).max(CONTENT_EDIT_LIMITS.titleMax);
const summary = z.string().trim().min(1).max(CONTENT_EDIT_LIMITS.summaryMax);
/** Markdown (raw HTML is shown as text on the site). */
const markdown = z.string().trim().min(1).max(CONTENT_EDIT_LIMITS.bodyMax);
const sort = z.number().int().min(0).max(CONTENT_EDIT_LIMITS.sortMax);
/** Publication: status and, optionally, the time it shows from (absent: now, or the time it already had). */
const publication = { status: z.enum(CONTENT_STATUSES), publishAt: z.iso.datetime({ offset: true }).optional() };
const id = z.number().int().positive();
const stateFields = { status: z.enum(CONTENT_STATUSES), state: z.enum(CONTENT_STATES), publishedAt: z.string(), updatedAt: z.string() };

export const articleRowSchema = z.object({
  id: z.number().int(),
  lang,
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The cover's upload name, null for the generated cover. */
  cover: z.string().nullable(),
  coverUrl: z.string(),
  ...stateFields,
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

export const courseRowSchema = z.object({
  id: z.number().int(),
  lang,
  title: z.string(),
  summary: z.string(),
  level: z.enum(COURSE_LEVELS),
  sort: z.number().int(),
  lessons: z.number().int(),
  ...stateFields,
});
export type CourseRow = z.infer<typeof courseRowSchema>;

export const lessonRowSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  sort: z.number().int(),
  body: z.string(),
  ...stateFields,
});
export type LessonRow = z.infer<typeof lessonRowSchema>;

export const pageRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAGE_KINDS),
  lang,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  sort: z.number().int(),
  ...stateFields,
});
export type PageRow = z.infer<typeof pageRowSchema>;

const list = <T extends z.ZodType>(item: T) => envelope({ data: z.object({ list: z.array(item), total: z.number().int() }).optional() });

/** GET /admin/content/articles: articles of one language (drafts and scheduled ones too), newest first, by title text and state. */
export const articles = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/content/articles',
  query: z.object({ ...page, lang: lang.default('zh'), q: z.string().trim().max(60).default(''), state: z.enum(CONTENT_STATES).optional() }),
  response: list(articleRowSchema),
});

/** POST /admin/content/article: creates an article (no id) or saves one; Markdown body, optional uploaded cover. */
export const saveArticle = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/article',
  body: z.object({
    id: id.optional(),
    lang,
    category: z.enum(ARTICLE_CATEGORIES),
    title,
    summary,
    body: markdown,
    cover: z.string().regex(UPLOAD_NAME).nullable().default(null),
    ...publication,
  }),
  response: envelope({ data: articleRowSchema.optional() }),
});

/** GET /admin/content/courses: courses of one language in their order, with their lesson count. */
export const courses = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/content/courses',
  query: z.object({ lang: lang.default('zh') }),
  response: envelope({ data: z.array(courseRowSchema).optional() }),
});

/** POST /admin/content/course: creates or saves a course. */
export const saveCourse = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/course',
  body: z.object({ id: id.optional(), lang, title, summary, level: z.enum(COURSE_LEVELS), sort, ...publication }),
  response: envelope({ data: courseRowSchema.optional() }),
});

/** GET /admin/content/lessons: the lessons of a course in their order. */
export const lessons = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/content/lessons',
  query: z.object({ courseId: intParam().positive() }),
  response: envelope({ data: z.array(lessonRowSchema).optional() }),
});

/** POST /admin/content/lesson: creates or saves a lesson of a course. */
export const saveLesson = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/lesson',
  body: z.object({ id: id.optional(), courseId: id, title, minutes: z.number().int().min(1).max(CONTENT_EDIT_LIMITS.minutesMax), sort, body: markdown, ...publication }),
  response: envelope({ data: lessonRowSchema.optional() }),
});

/** GET /admin/content/pages: novice guides or resources of one language in their order. */
export const pages = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/content/pages',
  query: z.object({ kind: z.enum(PAGE_KINDS), lang: lang.default('zh') }),
  response: envelope({ data: z.array(pageRowSchema).optional() }),
});

/** POST /admin/content/page: creates or saves a novice guide or resource. */
export const savePage = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/page',
  body: z.object({ id: id.optional(), kind: z.enum(PAGE_KINDS), lang, title, summary, body: markdown, sort, ...publication }),
  response: envelope({ data: pageRowSchema.optional() }),
});

export const CONTENT_KINDS = ['article', 'course', 'lesson', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** POST /admin/content/publish: publishes (now or at a time) or unpublishes (back to draft) one item. */
export const publish = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/publish',
  body: z.object({ kind: z.enum(CONTENT_KINDS), id, ...publication }),
  response: done,
});

/** POST /admin/content/delete: deletes one item (a course with its lessons). */
export const remove = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/delete',
  body: z.object({ kind: z.enum(CONTENT_KINDS), id }),
  response: done,
});

// Multipart bodies are built by the caller; the schema only checks a FormData is handed over.
const formBody = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData);

/** POST /admin/content/image: an image for a body or a cover, form field `file`; answered with its name and url. */
export const uploadImage = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/content/image',
  body: formBody,
  response: envelope({ data: uploadedSchema.extend({ name: z.string() }).optional() }),
});
