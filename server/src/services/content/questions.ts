import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { content } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { answers, contentReports, questions, uploads } from '../../db/schema/content';
import { users } from '../../db/schema/identity';

type Lang = 'zh' | 'en' | 'ru';
type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;
const author = (r: { userId: number | null; nickName: string }) => ({ userId: r.userId, nickName: r.nickName });
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

async function answerCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const counts = await db
    .select({ id: answers.questionId, n: sql<number>`count(*)::int` })
    .from(answers)
    .where(and(inArray(answers.questionId, ids), isNull(answers.parentId), eq(answers.hidden, false)))
    .groupBy(answers.questionId);
  return new Map(counts.map((c) => [c.id, c.n]));
}

const summary = (r: QuestionRow, answerCount: number): content.QuestionSummary => ({
  id: r.id, title: r.title, excerpt: excerpt(r.content), author: author(r), answerCount, views: r.views,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

const visibleAnswerCount = sql<number>`(SELECT count(*) FROM answers a WHERE a.question_id = ${questions.id} AND a.parent_id IS NULL AND NOT a.hidden)`;

/**
 * Questions of a language, most recent activity first (or most answered first), optionally matching
 * a keyword in title or text, or only the member's own (`userId`). Reported-away questions are left out,
 * except from their author's own list.
 */
export async function listQuestions(
  db: Db,
  q: { lang: Lang; keyword?: string | undefined; pageNum: number; pageSize: number; order?: 'newest' | 'answers'; userId?: number | undefined },
) {
  const pattern = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where = and(
    q.userId === undefined ? and(eq(questions.lang, q.lang), eq(questions.hidden, false)) : eq(questions.userId, q.userId),
    pattern ? or(ilike(questions.title, pattern), ilike(questions.content, pattern)) : undefined,
  );
  const order = q.order === 'answers' ? [desc(visibleAnswerCount), desc(questions.updatedAt), desc(questions.id)] : [desc(questions.updatedAt), desc(questions.id)];
  const [list, [count]] = await Promise.all([
    db.select().from(questions).where(where).orderBy(...order).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(questions).where(where),
  ]);
  const counts = await answerCounts(db, list.map((r) => r.id));
  return { list: list.map((r) => summary(r, counts.get(r.id) ?? 0)), total: count?.n ?? 0 };
}

/**
 * A question with its answers and their replies, its neighbours in its language (previous = older,
 * next = newer) and related questions; counts a view. A hidden question is found only by its author.
 */
export async function getQuestion(db: Db, id: number, viewerId?: number, origin = ''): Promise<content.Question | undefined> {
  const urls = (names: readonly string[]) => names.map((name) => `${origin}/api/uploads/${name}`);
  const visible = viewerId === undefined ? eq(questions.hidden, false) : or(eq(questions.hidden, false), eq(questions.userId, viewerId));
  const [row] = await db.update(questions).set({ views: sql`${questions.views} + 1` }).where(and(eq(questions.id, id), visible)).returning();
  if (!row) return undefined;
  const same = and(eq(questions.lang, row.lang), eq(questions.hidden, false));
  const [all, [prev], [next], related] = await Promise.all([
    db.select().from(answers).where(and(eq(answers.questionId, id), eq(answers.hidden, false))).orderBy(answers.createdAt, answers.id),
    db.select().from(questions).where(and(same, or(lt(questions.createdAt, row.createdAt), and(eq(questions.createdAt, row.createdAt), lt(questions.id, row.id))))).orderBy(desc(questions.createdAt), desc(questions.id)).limit(1),
    db.select().from(questions).where(and(same, or(gt(questions.createdAt, row.createdAt), and(eq(questions.createdAt, row.createdAt), gt(questions.id, row.id))))).orderBy(asc(questions.createdAt), asc(questions.id)).limit(1),
    db.select().from(questions).where(and(same, ne(questions.id, row.id))).orderBy(desc(questions.views), desc(questions.id)).limit(5),
  ]);
  const relatedCounts = await answerCounts(db, related.map((r) => r.id));
  const reply = (a: AnswerRow) => ({ id: a.id, content: a.content, images: urls(a.images), author: author(a), createdAt: a.createdAt.toISOString() });
  const top = all.filter((a) => a.parentId === null).map((a) => ({ ...reply(a), replies: all.filter((r) => r.parentId === a.id).map(reply) }));
  const link = (r: QuestionRow | undefined) => (r ? { id: r.id, title: r.title } : null);
  return {
    ...summary(row, top.length), content: row.content, images: urls(row.images), lang: row.lang, answers: top,
    prev: link(prev), next: link(next), related: related.map((r) => summary(r, relatedCounts.get(r.id) ?? 0)),
  };
}

/** Every visible question (id, language, last activity) for the sitemap. */
export async function questionIndex(db: Db) {
  return db.select({ id: questions.id, lang: questions.lang, updatedAt: questions.updatedAt }).from(questions).where(eq(questions.hidden, false)).orderBy(asc(questions.id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside a member's posting transaction: takes the member's posting lock (so parallel posts are
 * counted one after another) and tells whether the member may post one more item now.
 */
async function mayPost(tx: Tx, userId: number): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(1212, ${userId})`);
  const result = await tx.execute<{ minute: number; day: number }>(sql`
    SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute, count(*)::int AS day FROM (
      SELECT created_at FROM questions WHERE user_id = ${userId} AND created_at > now() - interval '1 day'
      UNION ALL
      SELECT created_at FROM answers WHERE user_id = ${userId} AND created_at > now() - interval '1 day'
    ) p`);
  const counts = result.rows[0] as { minute: number; day: number } | undefined;
  return (counts?.minute ?? 0) < content.CONTENT_LIMITS.postsPerMinute && (counts?.day ?? 0) < content.CONTENT_LIMITS.postsPerDay;
}

const recently = () => new Date(Date.now() - content.CONTENT_LIMITS.duplicateWindowMs);

async function nickName(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ nickName: users.nickName, account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
  // Phone accounts are shown masked, never in full.
  return user?.nickName || (user ? `${user.account.slice(0, 3)}****${user.account.slice(-4)}` : `user${userId}`);
}

export type SaveOutcome = { kind: 'ok'; id: number } | { kind: 'notFound' } | { kind: 'notAuthor' } | { kind: 'rateLimited' } | { kind: 'imageUnknown' };

/**
 * The attached images, once each, when every one is a stored upload; undefined when one is not.
 * The same bytes are stored once whoever uploads them, so an upload is not tied to one member.
 */
async function storedImages(db: Db, names: readonly string[] | undefined): Promise<string[] | undefined> {
  const unique = [...new Set(names ?? [])];
  if (unique.length === 0) return [];
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(inArray(uploads.name, unique));
  return row?.n === unique.length ? unique : undefined;
}

/**
 * Asks a question, or edits one the user asked. Asking the same question again within the duplicate
 * window answers the first one's id (a double submit posts once); posting is rate-limited per member.
 */
export async function saveQuestion(db: Db, userId: number, q: { id?: number | undefined; title: string; content: string; images?: string[] | undefined; lang: Lang }): Promise<SaveOutcome> {
  const images = await storedImages(db, q.images);
  if (!images) return { kind: 'imageUnknown' };
  if (q.id === undefined) {
    const name = await nickName(db, userId);
    return db.transaction(async (tx): Promise<SaveOutcome> => {
      if (!(await mayPost(tx, userId))) {
        const [same] = await tx.select({ id: questions.id }).from(questions).where(and(eq(questions.userId, userId), eq(questions.title, q.title), eq(questions.content, q.content), gt(questions.createdAt, recently()))).limit(1);
        return same ? { kind: 'ok', id: same.id } : { kind: 'rateLimited' };
      }
      const [same] = await tx.select({ id: questions.id }).from(questions).where(and(eq(questions.userId, userId), eq(questions.title, q.title), eq(questions.content, q.content), gt(questions.createdAt, recently()))).limit(1);
      if (same) return { kind: 'ok', id: same.id };
      const [row] = await tx.insert(questions).values({ lang: q.lang, title: q.title, content: q.content, images, userId, nickName: name }).returning();
      return row ? { kind: 'ok', id: row.id } : { kind: 'notFound' };
    });
  }
  const [existing] = await db.select({ userId: questions.userId }).from(questions).where(eq(questions.id, q.id)).limit(1);
  if (!existing) return { kind: 'notFound' };
  if (existing.userId !== userId) return { kind: 'notAuthor' };
  await db.update(questions).set({ title: q.title, content: q.content, images, lang: q.lang, updatedAt: new Date() }).where(eq(questions.id, q.id));
  return { kind: 'ok', id: q.id };
}

/** Answers a question, or replies to one of its answers (rate-limited, a double submit posts once). */
export async function reply(db: Db, userId: number, r: { questionId: number; answerId?: number | undefined; content: string; images?: string[] | undefined }): Promise<SaveOutcome> {
  // Read before the transaction: PGlite has one connection, so a query outside `tx` inside it would wait forever.
  const name = await nickName(db, userId);
  const images = await storedImages(db, r.images);
  if (!images) return { kind: 'imageUnknown' };
  return db.transaction(async (tx) => {
    const allowed = await mayPost(tx, userId);
    const [question] = await tx.select({ id: questions.id }).from(questions).where(and(eq(questions.id, r.questionId), or(eq(questions.hidden, false), eq(questions.userId, userId)))).for('update');
    if (!question) return { kind: 'notFound' } as const;
    if (r.answerId !== undefined) {
      const [parent] = await tx.select({ id: answers.id }).from(answers).where(and(eq(answers.id, r.answerId), eq(answers.questionId, r.questionId), isNull(answers.parentId), eq(answers.hidden, false)));
      if (!parent) return { kind: 'notFound' } as const;
    }
    const parentId = r.answerId === undefined ? isNull(answers.parentId) : eq(answers.parentId, r.answerId);
    const [same] = await tx.select({ id: answers.id }).from(answers).where(and(eq(answers.userId, userId), eq(answers.questionId, r.questionId), parentId, eq(answers.content, r.content), gt(answers.createdAt, recently()))).limit(1);
    if (same) return { kind: 'ok', id: same.id } as const;
    if (!allowed) return { kind: 'rateLimited' } as const;
    const [row] = await tx.insert(answers).values({ questionId: r.questionId, parentId: r.answerId ?? null, content: r.content, images, userId, nickName: name }).returning();
    await tx.update(questions).set({ updatedAt: new Date() }).where(eq(questions.id, r.questionId));
    return row ? ({ kind: 'ok', id: row.id } as const) : ({ kind: 'notFound' } as const);
  });
}

/** What the user published: questions, answers and replies, newest first. */
export async function publications(db: Db, userId: number, page: { pageNum: number; pageSize: number }) {
  const result = await db.execute<{ kind: 'question' | 'answer' | 'reply'; id: number; question_id: number; title: string; content: string; created_at: string; total: number }>(sql`
    SELECT *, count(*) OVER ()::int AS total FROM (
      SELECT 'question' AS kind, q.id, q.id AS question_id, q.title, q.content, q.created_at FROM questions q WHERE q.user_id = ${userId}
      UNION ALL
      SELECT CASE WHEN a.parent_id IS NULL THEN 'answer' ELSE 'reply' END, a.id, a.question_id, q.title, a.content, a.created_at
      FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ${userId}
    ) p ORDER BY created_at DESC, id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}`);
  const rows = result.rows as { kind: 'question' | 'answer' | 'reply'; id: number; question_id: number; title: string; content: string; created_at: string | Date; total: number }[];
  return {
    list: rows.map((r) => ({ kind: r.kind, id: r.id, questionId: r.question_id, questionTitle: r.title, content: r.content, createdAt: new Date(r.created_at).toISOString() })),
    total: rows[0]?.total ?? 0,
  };
}

/** Questions with the most views, for the hot list. */
export async function hotQuestions(db: Db, q: { lang: Lang; pageNum: number; pageSize: number }) {
  const [list, [count]] = await Promise.all([
    db.select().from(questions).where(and(eq(questions.lang, q.lang), eq(questions.hidden, false))).orderBy(desc(questions.views), desc(questions.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(questions).where(and(eq(questions.lang, q.lang), eq(questions.hidden, false))),
  ]);
  return { list: list.map((r) => ({ id: r.id, kind: 'question' as const, title: r.title, category: 'qa', views: r.views, likes: 0, publishedAt: r.createdAt.toISOString() })), total: count?.n ?? 0 };
}

/**
 * A member reports a question or an answer, once per item. The report row and the item's counter
 * change in one statement; at CONTENT_LIMITS.hideAfterReports reports the item is hidden.
 */
export async function reportItem(db: Db, userId: number, r: { kind: 'question' | 'answer'; id: number; reason: string }) {
  const table = r.kind === 'question' ? sql`questions` : sql`answers`;
  const result = await db.execute<{ exists: boolean; reported: boolean; hidden: boolean }>(sql`
    WITH target AS (SELECT id, hidden FROM ${table} WHERE id = ${r.id}),
    added AS (
      INSERT INTO content_reports (kind, target_id, user_id, reason)
      SELECT ${r.kind}, id, ${userId}, ${r.reason} FROM target
      ON CONFLICT DO NOTHING RETURNING target_id
    ),
    counted AS (
      UPDATE ${table} SET reports = reports + 1, hidden = hidden OR reports + 1 >= ${content.CONTENT_LIMITS.hideAfterReports}
      WHERE id IN (SELECT target_id FROM added) RETURNING hidden
    )
    SELECT EXISTS (SELECT 1 FROM target) AS exists, EXISTS (SELECT 1 FROM added) AS reported,
      COALESCE((SELECT hidden FROM counted), (SELECT hidden FROM target), false) AS hidden`);
  const row = result.rows[0] as { exists: boolean; reported: boolean; hidden: boolean } | undefined;
  return row?.exists ? { reported: row.reported, hidden: row.hidden } : undefined;
}

/** Reports an operator has still to look at: hidden items first, then the most reported. */
export async function reportQueue(db: Db, limit = 50) {
  return db
    .select({ kind: contentReports.kind, targetId: contentReports.targetId, reports: sql<number>`count(*)::int`, lastAt: sql<string>`max(${contentReports.createdAt})` })
    .from(contentReports)
    .groupBy(contentReports.kind, contentReports.targetId)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
}
