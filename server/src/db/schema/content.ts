import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every text here is stored as plain text; clients render it as text, never as HTML. The bodies of
// articles, lessons and pages are Markdown, which the server renders to safe HTML (core/markdown).

/**
 * Publication of the site's content: a draft is never shown; a published item shows once its
 * publication time has passed (a time ahead is a scheduled publication). See `visible` in services/content.
 */
const publication = () => ({
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Articles: e-commerce news, operations tips and industry reports, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
    category: text('category', { enum: ['ecommerce', 'operate', 'report'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    author: text('author').notNull(),
    /** An uploaded image's name; null: the generated cover. */
    cover: text('cover'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...publication(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [index('articles_lang_cat_idx').on(t.lang, t.category, t.publishedAt.desc()), index('articles_lang_views_idx').on(t.lang, t.views.desc())],
);

/** One like per user and article. */
export const articleLikes = pgTable('article_likes', {
  articleId: integer('article_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [primaryKey({ columns: [t.articleId, t.userId] })]);

/** Questions of the Q&A community; userId null for the seeded community threads. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Names of the author's uploads shown with the text (see uploads). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    userId: integer('user_id'),
    nickName: text('nick_name').notNull(),
    views: integer('views').notNull().default(0),
    /** Reports by distinct members; at CONTENT_LIMITS.hideAfterReports the question is hidden until an operator looks. */
    reports: integer('reports').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('questions_lang_updated_idx').on(t.lang, t.updatedAt.desc()), index('questions_user_idx').on(t.userId)],
);

/** Answers to questions (parentId null) and replies to answers (parentId = the answer). */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull(),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    userId: integer('user_id'),
    nickName: text('nick_name').notNull(),
    reports: integer('reports').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('answers_question_idx').on(t.questionId), index('answers_user_idx').on(t.userId)],
);

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  sort: integer('sort').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
  ...publication(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull(),
    title: text('title').notNull(),
    minutes: integer('minutes').notNull(),
    sort: integer('sort').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
    ...publication(),
  },
  (t) => [index('lessons_course_idx').on(t.courseId)],
);

/** Single pages of the college: novice guides and resources. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['guide', 'resource'] }).notNull(),
  lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Markdown. */
  body: text('body').notNull(),
  sort: integer('sort').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
  ...publication(),
});

/** Site configuration entries per language; value is JSON text. */
export const dictionaries = pgTable('dictionaries', {
  key: text('key').notNull(),
  lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
  identity: text('identity', { enum: ['guest', 'member'] }).notNull(),
  value: text('value').notNull(),
  remark: text('remark').notNull(),
}, (t) => [primaryKey({ columns: [t.key, t.lang, t.identity] })]);

/** Banners and pop-up images per place of the site. */
export const frontImgWindows = pgTable('front_img_windows', {
  id: serial('id').primaryKey(),
  lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
  showAddress: integer('show_address').notNull(),
  title: text('title').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull(),
  /** An uploaded image (`/api/uploads/{name}` URL); empty: the generated banner of the title. */
  imgUrl: text('img_url').notNull().default(''),
  /** Shown from and until (either open); outside the period, or switched off, it is not shown. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Live classes announced on the site. */
export const liveNotices = pgTable('live_notices', {
  id: serial('id').primaryKey(),
  lang: text('lang', { enum: ['zh', 'en', 'ru'] }).notNull(),
  title: text('title').notNull(),
  speaker: text('speaker').notNull(),
  summary: text('summary').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  minutes: integer('minutes').notNull(),
  /** Where the notice leads (a site path or an https address); empty: the college's live courses. */
  linkUrl: text('link_url').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});

/** Uploaded images: the file lives under DATA_DIR/uploads/<name>. */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  userId: integer('user_id'),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** One report per member and question or answer; the item's `reports` counter follows these rows. */
export const contentReports = pgTable('content_reports', {
  kind: text('kind', { enum: ['question', 'answer'] }).notNull(),
  targetId: integer('target_id').notNull(),
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [primaryKey({ columns: [t.kind, t.targetId, t.userId] })]);

/** Lessons a member has finished. */
export const lessonProgress = pgTable('lesson_progress', {
  userId: integer('user_id').notNull(),
  lessonId: integer('lesson_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [primaryKey({ columns: [t.userId, t.lessonId] })]);
