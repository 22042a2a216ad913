import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { content } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { answers, questions } from '../../db/schema/content';
import { users } from '../../db/schema/identity';

type Lang = 'zh' | 'en' | 'ru';
type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;
const author = (r: { userId: number | null; nickName: string }) => ({ userId: r.userId, nickName: r.nickName });
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

async function answerCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const counts = await db.select({ id: answers.questionId, n: sql<number>`count(*)::int` }).from(answers).where(inArray(answers.questionId, ids)).groupBy(answers.questionId);
  return new Map(counts.map((c) => [c.id, c.n]));
}

const summary = (r: QuestionRow, answerCount: number): content.QuestionSummary => ({
  id: r.id, title: r.title, excerpt: excerpt(r.content), author: author(r), answerCount, views: r.views,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/** Questions of a language, most recent activity first, optionally matching a keyword in title or text. */
export async function listQuestions(db: Db, q: { lang: Lang; keyword?: string | undefined; pageNum: number; pageSize: number }) {
  const pattern = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where = and(eq(questions.lang, q.lang), pattern ? or(ilike(questions.title, pattern), ilike(questions.content, pattern)) : undefined);
  const [list, [count]] = await Promise.all([
    db.select().from(questions).where(where).orderBy(desc(questions.updatedAt), desc(questions.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(questions).where(where),
  ]);
  const counts = await answerCounts(db, list.map((r) => r.id));
  return { list: list.map((r) => summary(r, counts.get(r.id) ?? 0)), total: count?.n ?? 0 };
}

/** A question with its answers and their replies; counts a view. */
export async function getQuestion(db: Db, id: number): Promise<content.Question | undefined> {
  const [row] = await db.update(questions).set({ views: sql`${questions.views} + 1` }).where(eq(questions.id, id)).returning();
  if (!row) return undefined;
  const all = await db.select().from(answers).where(eq(answers.questionId, id)).orderBy(answers.createdAt, answers.id);
  const reply = (a: AnswerRow) => ({ id: a.id, content: a.content, author: author(a), createdAt: a.createdAt.toISOString() });
  const top = all.filter((a) => a.parentId === null).map((a) => ({ ...reply(a), replies: all.filter((r) => r.parentId === a.id).map(reply) }));
  return { ...summary(row, top.length), content: row.content, lang: row.lang, answers: top };
}

async function nickName(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ nickName: users.nickName, account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
  // Phone accounts are shown masked, never in full.
  return user?.nickName || (user ? `${user.account.slice(0, 3)}****${user.account.slice(-4)}` : `user${userId}`);
}

export type SaveOutcome = { kind: 'ok'; id: number } | { kind: 'notFound' } | { kind: 'notAuthor' };

/** Asks a question, or edits one the user asked. */
export async function saveQuestion(db: Db, userId: number, q: { id?: number | undefined; title: string; content: string; lang: Lang }): Promise<SaveOutcome> {
  if (q.id === undefined) {
    const [row] = await db.insert(questions).values({ lang: q.lang, title: q.title, content: q.content, userId, nickName: await nickName(db, userId) }).returning();
    return row ? { kind: 'ok', id: row.id } : { kind: 'notFound' };
  }
  const [existing] = await db.select({ userId: questions.userId }).from(questions).where(eq(questions.id, q.id)).limit(1);
  if (!existing) return { kind: 'notFound' };
  if (existing.userId !== userId) return { kind: 'notAuthor' };
  await db.update(questions).set({ title: q.title, content: q.content, lang: q.lang, updatedAt: new Date() }).where(eq(questions.id, q.id));
  return { kind: 'ok', id: q.id };
}

/** Answers a question, or replies to one of its answers. */
export async function reply(db: Db, userId: number, r: { questionId: number; answerId?: number | undefined; content: string }): Promise<SaveOutcome> {
  // Read before the transaction: PGlite has one connection, so a query outside `tx` inside it would wait forever.
  const name = await nickName(db, userId);
  return db.transaction(async (tx) => {
    const [question] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, r.questionId)).for('update');
    if (!question) return { kind: 'notFound' } as const;
    if (r.answerId !== undefined) {
      const [parent] = await tx.select({ id: answers.id }).from(answers).where(and(eq(answers.id, r.answerId), eq(answers.questionId, r.questionId), sql`${answers.parentId} IS NULL`));
      if (!parent) return { kind: 'notFound' } as const;
    }
    const [row] = await tx.insert(answers).values({ questionId: r.questionId, parentId: r.answerId ?? null, content: r.content, userId, nickName: name }).returning();
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
    db.select().from(questions).where(eq(questions.lang, q.lang)).orderBy(desc(questions.views), desc(questions.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.lang, q.lang)),
  ]);
  return { list: list.map((r) => ({ id: r.id, kind: 'question' as const, title: r.title, category: 'qa', views: r.views, likes: 0, publishedAt: r.createdAt.toISOString() })), total: count?.n ?? 0 };
}
