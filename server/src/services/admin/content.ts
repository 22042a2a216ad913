import { and, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { adminContent } from '@marketlens/core/contract';
import { articleLikes, articles, uploads } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { articleCover } from '../content/articles';
import { visible } from '../content/visible';
import { record, type Actor } from './audit';
import { publicationTime, stateFields } from './content-publication';

type ArticleRow = typeof articles.$inferSelect;
type Lang = adminContent.ContentLang;
type State = adminContent.ContentState;
type SaveInput = Omit<adminContent.ArticleRow, 'id' | 'coverUrl' | 'state' | 'publishedAt' | 'updatedAt'> & { id?: number | undefined; publishAt?: string | undefined };

/** The byline of articles written in the console, per language (the seeded articles carry the same). */
export const ARTICLE_AUTHOR: Readonly<Record<Lang, string>> = { zh: 'MarketLens 研究院', en: 'MarketLens Research', ru: 'Аналитика MarketLens' };

export const articleRow = (apiOrigin: string, a: ArticleRow): adminContent.ArticleRow => ({
  id: a.id,
  lang: a.lang,
  category: a.category,
  title: a.title,
  summary: a.summary,
  body: a.body,
  cover: a.cover,
  coverUrl: articleCover(apiOrigin, a),
  ...stateFields(a),
});

/** What the audit log keeps of an article (its counters change without an operator). */
const snapshot = (a: ArticleRow) => ({ lang: a.lang, category: a.category, title: a.title, summary: a.summary, body: a.body, cover: a.cover, status: a.status, publishedAt: a.publishedAt.toISOString() });

/** Rows of one state: draft, scheduled (published, time ahead) or published (on the site). */
export function inState(t: { status: typeof articles.status; publishedAt: typeof articles.publishedAt }, state: State | undefined): SQL | undefined {
  if (state === 'draft') return eq(t.status, 'draft');
  if (state === 'scheduled') return and(eq(t.status, 'published'), gt(t.publishedAt, sql`now()`));
  return state === 'published' ? visible(t) : undefined;
}

export async function listArticles(db: Tx, apiOrigin: string, q: { lang: Lang; q: string; state?: State | undefined; pageNum: number; pageSize: number }) {
  const where = and(eq(articles.lang, q.lang), inState(articles, q.state), q.q ? ilike(articles.title, `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined);
  const rows = await db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  return { list: rows.map((r) => articleRow(apiOrigin, r)), total: total?.n ?? 0 };
}

export type SaveOutcome<T> = { kind: 'ok'; row: T } | { kind: 'notFound' } | { kind: 'imageUnknown' };

/** Creates (no id) or saves an article; the cover must be a stored upload. Audited in the same transaction. */
export async function saveArticle(tx: Tx, actor: Actor, apiOrigin: string, input: SaveInput): Promise<SaveOutcome<adminContent.ArticleRow>> {
  if (input.cover && !(await tx.select({ name: uploads.name }).from(uploads).where(eq(uploads.name, input.cover)).limit(1)).length) return { kind: 'imageUnknown' };
  const fields = { lang: input.lang, category: input.category, title: input.title, summary: input.summary, body: input.body, cover: input.cover, status: input.status };
  if (input.id === undefined) {
    const [created] = await tx
      .insert(articles)
      .values({ ...fields, tags: [input.category], author: ARTICLE_AUTHOR[input.lang], publishedAt: publicationTime(input) })
      .returning();
    if (!created) return { kind: 'notFound' };
    await record(tx, actor, 'article.create', `article:${created.id}`, null, snapshot(created));
    return { kind: 'ok', row: articleRow(apiOrigin, created) };
  }
  const [before] = await tx.select().from(articles).where(eq(articles.id, input.id)).for('update');
  if (!before) return { kind: 'notFound' };
  const [after] = await tx
    .update(articles)
    .set({ ...fields, tags: before.category === input.category ? before.tags : [input.category], author: before.lang === input.lang ? before.author : ARTICLE_AUTHOR[input.lang], publishedAt: publicationTime(input, before), updatedAt: sql`now()` })
    .where(eq(articles.id, input.id))
    .returning();
  if (!after) return { kind: 'notFound' };
  await record(tx, actor, 'article.save', `article:${after.id}`, snapshot(before), snapshot(after));
  return { kind: 'ok', row: articleRow(apiOrigin, after) };
}

/** Publishes or unpublishes an article. */
export async function publishArticle(tx: Tx, actor: Actor, id: number, input: { status: 'draft' | 'published'; publishAt?: string | undefined }): Promise<boolean> {
  const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  if (!before) return false;
  const [after] = await tx.update(articles).set({ status: input.status, publishedAt: publicationTime(input, before), updatedAt: sql`now()` }).where(eq(articles.id, id)).returning();
  if (!after) return false;
  await record(tx, actor, input.status === 'draft' ? 'article.unpublish' : 'article.publish', `article:${id}`, snapshot(before), snapshot(after));
  return true;
}

/** Deletes an article with its likes. */
export async function deleteArticle(tx: Tx, actor: Actor, id: number): Promise<boolean> {
  const [gone] = await tx.delete(articles).where(eq(articles.id, id)).returning();
  if (!gone) return false;
  await tx.delete(articleLikes).where(inArray(articleLikes.articleId, [id]));
  await record(tx, actor, 'article.delete', `article:${id}`, snapshot(gone), null);
  return true;
}
