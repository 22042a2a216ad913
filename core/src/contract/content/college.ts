import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { langParam } from '../report';
import { idParam, langSchema, linkSchema, safeHtml } from './shared';

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
