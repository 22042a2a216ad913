import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { content } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { courses, dictionaries, frontImgWindows, lessonProgress, lessons, liveNotices, pages } from '../../db/schema/content';
import { bodyHtml, visible } from './visible';

// Courses, lessons and pages the site may show (a lesson also needs its course shown).
const courseShown = visible(courses);
const lessonShown = visible(lessons);
const pageShown = visible(pages);

type Lang = 'zh' | 'en' | 'ru';
const cover = (apiOrigin: string, id: number) => `${apiOrigin}/api/media/course/${id}.svg`;
/** The picture a window shows: its uploaded image, else the banner generated from its title (the version makes an edited title a new address). */
export const windowImage = (apiOrigin: string, w: { id: number; imgUrl: string; updatedAt: Date }) =>
  w.imgUrl || `${apiOrigin}/api/media/window/${w.id}.svg?v=${w.updatedAt.getTime().toString(36)}`;
/** A window is shown while it is on and inside its period (either end may be open). */
export const windowShown = (now: Date) =>
  and(eq(frontImgWindows.enabled, true), or(isNull(frontImgWindows.startsAt), lte(frontImgWindows.startsAt, now)), or(isNull(frontImgWindows.endsAt), gt(frontImgWindows.endsAt, now)));

/** Courses of a language with their lesson count and length. */
export async function listCourses(db: Db, apiOrigin: string, lang: Lang): Promise<content.CourseSummary[]> {
  const rows = await db.select().from(courses).where(and(courseShown, eq(courses.lang, lang))).orderBy(asc(courses.sort), asc(courses.id));
  const ids = rows.map((r) => r.id);
  const stats = ids.length
    ? await db.select({ id: lessons.courseId, n: sql<number>`count(*)::int`, m: sql<number>`sum(${lessons.minutes})::int` }).from(lessons).where(and(lessonShown, inArray(lessons.courseId, ids))).groupBy(lessons.courseId)
    : [];
  const byId = new Map(stats.map((s) => [s.id, s]));
  return rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, level: r.level, coverUrl: cover(apiOrigin, r.id), lessonCount: byId.get(r.id)?.n ?? 0, minutes: byId.get(r.id)?.m ?? 0 }));
}

async function finished(db: Db, userId: number | undefined, courseId: number): Promise<number[]> {
  if (userId === undefined) return [];
  const rows = await db.select({ id: lessonProgress.lessonId }).from(lessonProgress).innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId)).where(and(eq(lessonProgress.userId, userId), eq(lessons.courseId, courseId), lessonShown));
  return rows.map((r) => r.id);
}

/** A course with its lessons in order, and the lessons the member has finished. */
export async function getCourse(db: Db, apiOrigin: string, id: number, userId?: number) {
  const [course] = await db.select().from(courses).where(and(eq(courses.id, id), courseShown));
  if (!course) return undefined;
  const list = await db.select({ id: lessons.id, title: lessons.title, minutes: lessons.minutes, sort: lessons.sort }).from(lessons).where(and(eq(lessons.courseId, id), lessonShown)).orderBy(asc(lessons.sort), asc(lessons.id));
  return {
    id: course.id, title: course.title, summary: course.summary, level: course.level, coverUrl: cover(apiOrigin, course.id), lessonCount: list.length,
    minutes: list.reduce((s, l) => s + l.minutes, 0), lessons: list, lang: course.lang, done: await finished(db, userId, id),
  };
}

/** One lesson with the previous and next lesson of its course. */
export async function getLesson(db: Db, id: number): Promise<content.Lesson | undefined> {
  const [row] = await db.select({ lesson: lessons, courseTitle: courses.title }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(and(eq(lessons.id, id), lessonShown, courseShown));
  if (!row) return undefined;
  const l = row.lesson;
  const pick = { id: lessons.id, title: lessons.title };
  const [[prev], [next]] = await Promise.all([
    db.select(pick).from(lessons).where(and(lessonShown, eq(lessons.courseId, l.courseId), or(lt(lessons.sort, l.sort), and(eq(lessons.sort, l.sort), lt(lessons.id, l.id))))).orderBy(desc(lessons.sort), desc(lessons.id)).limit(1),
    db.select(pick).from(lessons).where(and(lessonShown, eq(lessons.courseId, l.courseId), or(gt(lessons.sort, l.sort), and(eq(lessons.sort, l.sort), gt(lessons.id, l.id))))).orderBy(asc(lessons.sort), asc(lessons.id)).limit(1),
  ]);
  return { id: l.id, title: l.title, minutes: l.minutes, sort: l.sort, courseId: l.courseId, courseTitle: row.courseTitle, html: bodyHtml(l.body), prev: prev ?? null, next: next ?? null };
}

/** Marks a lesson finished or not for a member; answers the course's finished lessons. */
export async function setProgress(db: Db, userId: number, lessonId: number, done: boolean) {
  const [lesson] = await db.select({ courseId: lessons.courseId }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(and(eq(lessons.id, lessonId), lessonShown, courseShown));
  if (!lesson) return undefined;
  if (done) await db.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
  else await db.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return { courseId: lesson.courseId, done: await finished(db, userId, lesson.courseId) };
}

/** Every course, lesson and single page (id, language) for the sitemap. */
export async function collegeIndex(db: Db) {
  const [courseRows, pageRows] = await Promise.all([
    db.select({ id: courses.id, lang: courses.lang }).from(courses).where(courseShown).orderBy(asc(courses.id)),
    db.select({ id: pages.id, lang: pages.lang, kind: pages.kind }).from(pages).where(pageShown).orderBy(asc(pages.id)),
  ]);
  return { courses: courseRows, pages: pageRows };
}

export async function listPages(db: Db, kind: 'guide' | 'resource', lang: Lang): Promise<content.PageSummary[]> {
  const rows = await db.select().from(pages).where(and(pageShown, eq(pages.kind, kind), eq(pages.lang, lang))).orderBy(asc(pages.sort), asc(pages.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, summary: r.summary, sort: r.sort }));
}

/** One guide or resource with the previous and next page of its kind and language. */
export async function getPage(db: Db, id: number): Promise<content.Page | undefined> {
  const [r] = await db.select().from(pages).where(and(eq(pages.id, id), pageShown));
  if (!r) return undefined;
  const same = and(pageShown, eq(pages.kind, r.kind), eq(pages.lang, r.lang));
  const pick = { id: pages.id, title: pages.title };
  const [[prev], [next]] = await Promise.all([
    db.select(pick).from(pages).where(and(same, or(lt(pages.sort, r.sort), and(eq(pages.sort, r.sort), lt(pages.id, r.id))))).orderBy(desc(pages.sort), desc(pages.id)).limit(1),
    db.select(pick).from(pages).where(and(same, or(gt(pages.sort, r.sort), and(eq(pages.sort, r.sort), gt(pages.id, r.id))))).orderBy(asc(pages.sort), asc(pages.id)).limit(1),
  ]);
  return { id: r.id, kind: r.kind, title: r.title, summary: r.summary, sort: r.sort, html: bodyHtml(r.body), lang: r.lang, prev: prev ?? null, next: next ?? null };
}

/** A dictionary entry for the visitor's identity, falling back to the guest entry. */
export async function getDictionary(db: Db, key: string, identity: 'guest' | 'member', lang: Lang) {
  const rows = await db.select().from(dictionaries).where(and(eq(dictionaries.key, key), eq(dictionaries.lang, lang)));
  const row = rows.find((r) => r.identity === identity) ?? rows.find((r) => r.identity === 'guest');
  return row ? { dictionariesKey: row.key, dictionariesValue: row.value, remark: row.remark } : undefined;
}

export async function listWindows(db: Db, apiOrigin: string, showAddress: number, lang: Lang): Promise<content.FrontImgWindow[]> {
  const rows = await db
    .select()
    .from(frontImgWindows)
    .where(and(eq(frontImgWindows.showAddress, showAddress), eq(frontImgWindows.lang, lang), windowShown(new Date())))
    .orderBy(asc(frontImgWindows.sort), asc(frontImgWindows.id));
  return rows.map((r) => ({ id: r.id, title: r.title, imgUrl: windowImage(apiOrigin, r), linkUrl: r.linkUrl, showAddress: r.showAddress, sort: r.sort }));
}

/** The next live class, or the most recent one when none is ahead. */
export async function nextLive(db: Db, lang: Lang): Promise<content.LiveNotice | null> {
  const now = new Date();
  const on = and(eq(liveNotices.lang, lang), eq(liveNotices.enabled, true));
  const [ahead] = await db.select().from(liveNotices).where(and(on, gte(liveNotices.startTime, now))).orderBy(asc(liveNotices.startTime)).limit(1);
  const [last] = ahead ? [ahead] : await db.select().from(liveNotices).where(on).orderBy(sql`${liveNotices.startTime} DESC`).limit(1);
  return last
    ? { id: last.id, title: last.title, speaker: last.speaker, startTime: last.startTime.toISOString(), minutes: last.minutes, summary: last.summary, linkUrl: last.linkUrl }
    : null;
}
