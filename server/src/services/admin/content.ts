import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import { articles } from '../../db/schema/index';
import type { Tx } from '../accounts/accounts';
import { record, type Actor } from './audit';

type ArticleRow = typeof articles.$inferSelect;

/** Paragraphs are stored one per entry; the editor shows them separated by blank lines. */
export const bodyText = (body: string[]) => body.join('\n\n');
export const bodyParagraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const toRow = (a: ArticleRow): admin.ArticleRow => ({
  id: a.id,
  lang: a.lang,
  category: a.category,
  title: a.title,
  summary: a.summary,
  body: bodyText(a.body),
  publishedAt: a.publishedAt.toISOString(),
});

export async function listArticles(db: Tx, q: { lang: 'zh' | 'en' | 'ru'; q: string; pageNum: number; pageSize: number }) {
  const where = and(eq(articles.lang, q.lang), q.q ? ilike(articles.title, `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined);
  const rows = await db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  return { list: rows.map(toRow), total: total?.n ?? 0 };
}

export async function saveArticle(tx: Tx, actor: Actor, input: { id: number; title: string; summary: string; body: string }): Promise<admin.ArticleRow | null> {
  const [before] = await tx.select().from(articles).where(eq(articles.id, input.id)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(articles)
    .set({ title: input.title, summary: input.summary, body: bodyParagraphs(input.body) })
    .where(eq(articles.id, input.id))
    .returning();
  if (!after) return null;
  await record(tx, actor, 'article.save', `article:${after.id}`, { title: before.title, summary: before.summary, body: before.body }, { title: after.title, summary: after.summary, body: after.body });
  return toRow(after);
}
