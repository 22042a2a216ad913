import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { adminContent } from '@marketlens/core/contract';
import { courses, lessonProgress, lessons, pages } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from './audit';
import { publicationTime, stateFields } from './content-publication';

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type PageRow = typeof pages.$inferSelect;
type Publication = { status: 'draft' | 'published'; publishAt?: string | undefined };
type Lang = adminContent.ContentLang;

const courseRow = (c: CourseRow, lessonCount: number): adminContent.CourseRow => ({ id: c.id, lang: c.lang, title: c.title, summary: c.summary, level: c.level, sort: c.sort, lessons: lessonCount, ...stateFields(c) });
const lessonRow = (l: LessonRow): adminContent.LessonRow => ({ id: l.id, courseId: l.courseId, title: l.title, minutes: l.minutes, sort: l.sort, body: l.body, ...stateFields(l) });
const pageRow = (p: PageRow): adminContent.PageRow => ({ id: p.id, kind: p.kind, lang: p.lang, title: p.title, summary: p.summary, body: p.body, sort: p.sort, ...stateFields(p) });

// What the audit log keeps: the fields an operator sets.
const courseSnap = (c: CourseRow) => ({ lang: c.lang, title: c.title, summary: c.summary, level: c.level, sort: c.sort, status: c.status, publishedAt: c.publishedAt.toISOString() });
const lessonSnap = (l: LessonRow) => ({ courseId: l.courseId, title: l.title, minutes: l.minutes, sort: l.sort, body: l.body, status: l.status, publishedAt: l.publishedAt.toISOString() });
const pageSnap = (p: PageRow) => ({ kind: p.kind, lang: p.lang, title: p.title, summary: p.summary, body: p.body, sort: p.sort, status: p.status, publishedAt: p.publishedAt.toISOString() });

/** Courses of a language in their order, each with its lesson count (drafts included). */
export async function listCourses(db: Tx, lang: Lang): Promise<adminContent.CourseRow[]> {
  const rows = await db.select().from(courses).where(eq(courses.lang, lang)).orderBy(asc(courses.sort), asc(courses.id));
  const ids = rows.map((r) => r.id);
  const counts = ids.length ? await db.select({ id: lessons.courseId, n: sql<number>`count(*)::int` }).from(lessons).where(inArray(lessons.courseId, ids)).groupBy(lessons.courseId) : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => courseRow(r, byId.get(r.id) ?? 0));
}

const lessonCount = async (db: Tx, courseId: number) => (await db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(eq(lessons.courseId, courseId)))[0]?.n ?? 0;

type CourseInput = Omit<adminContent.CourseRow, 'id' | 'lessons' | 'state' | 'publishedAt' | 'updatedAt'> & { id?: number | undefined; publishAt?: string | undefined };

export async function saveCourse(tx: Tx, actor: Actor, input: CourseInput): Promise<adminContent.CourseRow | null> {
  const fields = { lang: input.lang, title: input.title, summary: input.summary, level: input.level, sort: input.sort, status: input.status };
  if (input.id === undefined) {
    const [created] = await tx.insert(courses).values({ ...fields, publishedAt: publicationTime(input) }).returning();
    if (!created) return null;
    await record(tx, actor, 'course.create', `course:${created.id}`, null, courseSnap(created));
    return courseRow(created, 0);
  }
  const [before] = await tx.select().from(courses).where(eq(courses.id, input.id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(courses).set({ ...fields, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(courses.id, input.id)).returning();
  if (!after) return null;
  await record(tx, actor, 'course.save', `course:${after.id}`, courseSnap(before), courseSnap(after));
  return courseRow(after, await lessonCount(tx, after.id));
}

/** The lessons of a course in their order (drafts included); null when there is no such course. */
export async function listLessons(db: Tx, courseId: number): Promise<adminContent.LessonRow[] | null> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  return (await db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sort), asc(lessons.id))).map(lessonRow);
}

type LessonInput = Omit<adminContent.LessonRow, 'id' | 'state' | 'publishedAt' | 'updatedAt'> & { id?: number | undefined; publishAt?: string | undefined };

/** Creates or saves a lesson; null when the lesson or its course does not exist. */
export async function saveLesson(tx: Tx, actor: Actor, input: LessonInput): Promise<adminContent.LessonRow | null> {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId)).for('update');
  if (!course) return null;
  const fields = { courseId: input.courseId, title: input.title, minutes: input.minutes, sort: input.sort, body: input.body, status: input.status };
  if (input.id === undefined) {
    const [created] = await tx.insert(lessons).values({ ...fields, publishedAt: publicationTime(input) }).returning();
    if (!created) return null;
    await record(tx, actor, 'lesson.create', `lesson:${created.id}`, null, lessonSnap(created));
    return lessonRow(created);
  }
  const [before] = await tx.select().from(lessons).where(eq(lessons.id, input.id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(lessons).set({ ...fields, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(lessons.id, input.id)).returning();
  if (!after) return null;
  await record(tx, actor, 'lesson.save', `lesson:${after.id}`, lessonSnap(before), lessonSnap(after));
  return lessonRow(after);
}

export async function listPages(db: Tx, kind: 'guide' | 'resource', lang: Lang): Promise<adminContent.PageRow[]> {
  return (await db.select().from(pages).where(and(eq(pages.kind, kind), eq(pages.lang, lang))).orderBy(asc(pages.sort), asc(pages.id))).map(pageRow);
}

type PageInput = Omit<adminContent.PageRow, 'id' | 'state' | 'publishedAt' | 'updatedAt'> & { id?: number | undefined; publishAt?: string | undefined };

export async function savePage(tx: Tx, actor: Actor, input: PageInput): Promise<adminContent.PageRow | null> {
  const fields = { kind: input.kind, lang: input.lang, title: input.title, summary: input.summary, body: input.body, sort: input.sort, status: input.status };
  if (input.id === undefined) {
    const [created] = await tx.insert(pages).values({ ...fields, publishedAt: publicationTime(input) }).returning();
    if (!created) return null;
    await record(tx, actor, 'page.create', `page:${created.id}`, null, pageSnap(created));
    return pageRow(created);
  }
  const [before] = await tx.select().from(pages).where(eq(pages.id, input.id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(pages).set({ ...fields, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(pages.id, input.id)).returning();
  if (!after) return null;
  await record(tx, actor, 'page.save', `page:${after.id}`, pageSnap(before), pageSnap(after));
  return pageRow(after);
}

/** Publishes or unpublishes a course, lesson or page. */
export async function publishCollege(tx: Tx, actor: Actor, kind: 'course' | 'lesson' | 'page', id: number, input: Publication): Promise<boolean> {
  const action = `${kind}.${input.status === 'draft' ? 'unpublish' : 'publish'}`;
  if (kind === 'course') {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    const [after] = before ? await tx.update(courses).set({ status: input.status, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(courses.id, id)).returning() : [];
    if (!before || !after) return false;
    await record(tx, actor, action, `course:${id}`, courseSnap(before), courseSnap(after));
  } else if (kind === 'lesson') {
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
    const [after] = before ? await tx.update(lessons).set({ status: input.status, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(lessons.id, id)).returning() : [];
    if (!before || !after) return false;
    await record(tx, actor, action, `lesson:${id}`, lessonSnap(before), lessonSnap(after));
  } else {
    const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    const [after] = before ? await tx.update(pages).set({ status: input.status, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(pages.id, id)).returning() : [];
    if (!before || !after) return false;
    await record(tx, actor, action, `page:${id}`, pageSnap(before), pageSnap(after));
  }
  return true;
}

/** Deletes a course (with its lessons and the members' progress in them), a lesson or a page. */
export async function deleteCollege(tx: Tx, actor: Actor, kind: 'course' | 'lesson' | 'page', id: number): Promise<boolean> {
  if (kind === 'course') {
    const [gone] = await tx.delete(courses).where(eq(courses.id, id)).returning();
    if (!gone) return false;
    const removed = await tx.delete(lessons).where(eq(lessons.courseId, id)).returning();
    if (removed.length) await tx.delete(lessonProgress).where(inArray(lessonProgress.lessonId, removed.map((l) => l.id)));
    await record(tx, actor, 'course.delete', `course:${id}`, { ...courseSnap(gone), lessons: removed.map(lessonSnap) }, null);
  } else if (kind === 'lesson') {
    const [gone] = await tx.delete(lessons).where(eq(lessons.id, id)).returning();
    if (!gone) return false;
    await tx.delete(lessonProgress).where(eq(lessonProgress.lessonId, id));
    await record(tx, actor, 'lesson.delete', `lesson:${id}`, lessonSnap(gone), null);
  } else {
    const [gone] = await tx.delete(pages).where(eq(pages.id, id)).returning();
    if (!gone) return false;
    await record(tx, actor, 'page.delete', `page:${id}`, pageSnap(gone), null);
  }
  return true;
}
