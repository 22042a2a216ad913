import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { content } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { articleLikes, articles } from '../../db/schema/content';
import { bodyHtml, visible } from './visible';

type Lang = 'zh' | 'en' | 'ru';
type Row = typeof articles.$inferSelect;
/** The uploaded cover, or the generated one. */
export const articleCover = (apiOrigin: string, r: Pick<Row, 'id' | 'cover'>) => (r.cover ? `${apiOrigin}/api/uploads/${r.cover}` : `${apiOrigin}/api/media/article/${r.id}.svg`);
const shown = visible(articles);

export const articleSummary = (apiOrigin: string, r: Row): content.ArticleSummary => ({
  id: r.id, category: r.category, title: r.title, summary: r.summary, coverUrl: articleCover(apiOrigin, r),
  author: r.author, publishedAt: r.publishedAt.toISOString(), views: r.views, likes: r.likes,
});

/** Articles of one category and language, newest first. */
export async function listArticles(db: Db, apiOrigin: string, q: { category: content.ArticleCategory; lang: Lang; pageNum: number; pageSize: number }) {
  const where = and(shown, eq(articles.lang, q.lang), eq(articles.category, q.category));
  const [list, [count]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { list: list.map((r) => articleSummary(apiOrigin, r)), total: count?.n ?? 0 };
}

const link = (r: Row | undefined) => (r ? { id: r.id, title: r.title } : null);

/**
 * One article with its neighbours in its category and language (previous = older, next = newer),
 * related articles of the category and its ids in the other languages; counts a view.
 */
export async function getArticle(db: Db, apiOrigin: string, id: number, userId: number | undefined): Promise<content.Article | undefined> {
  const [row] = await db.update(articles).set({ views: sql`${articles.views} + 1` }).where(and(eq(articles.id, id), shown)).returning();
  if (!row) return undefined;
  const same = and(shown, eq(articles.lang, row.lang), eq(articles.category, row.category));
  const older = or(lt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)));
  const newer = or(gt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)));
  const [liked, [prev], [next], related, versions] = await Promise.all([
    userId === undefined ? [] : db.select().from(articleLikes).where(and(eq(articleLikes.articleId, id), eq(articleLikes.userId, userId))).limit(1),
    db.select().from(articles).where(and(same, older)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1),
    db.select().from(articles).where(and(same, newer)).orderBy(asc(articles.publishedAt), asc(articles.id)).limit(1),
    db.select().from(articles).where(and(same, ne(articles.id, row.id))).orderBy(desc(articles.views), desc(articles.id)).limit(4),
    // The seeded translations of an article share its category and publication time.
    db.select({ id: articles.id, lang: articles.lang }).from(articles).where(and(shown, eq(articles.category, row.category), eq(articles.publishedAt, row.publishedAt))),
  ]);
  return {
    ...articleSummary(apiOrigin, row), html: bodyHtml(row.body), tags: row.tags, liked: liked.length > 0, lang: row.lang,
    prev: link(prev), next: link(next), related: related.map((r) => articleSummary(apiOrigin, r)),
    translations: Object.fromEntries(versions.map((v) => [v.lang, v.id])),
  };
}

/** Every article on the site (id, category, date) for the sitemap. */
export async function articleIndex(db: Db) {
  return db.select({ id: articles.id, lang: articles.lang, category: articles.category, publishedAt: articles.publishedAt }).from(articles).where(shown).orderBy(asc(articles.id));
}

/** Sets or removes the user's like; the count changes only when the like actually changes. */
export async function setLike(db: Db, userId: number, articleId: number, like: boolean) {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.id, articleId), shown)).for('update');
    if (!exists) return undefined;
    const changed = like
      ? await tx.insert(articleLikes).values({ articleId, userId }).onConflictDoNothing().returning()
      : await tx.delete(articleLikes).where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId))).returning();
    const [row] = changed.length
      ? await tx.update(articles).set({ likes: sql`greatest(0, ${articles.likes} + ${like ? 1 : -1})` }).where(eq(articles.id, articleId)).returning()
      : await tx.select({ likes: articles.likes }).from(articles).where(eq(articles.id, articleId));
    return { articleId, liked: like, likes: row?.likes ?? 0 };
  });
}

/** Most-read articles of a language. */
export async function hotArticles(db: Db, q: { lang: Lang; pageNum: number; pageSize: number }) {
  const [list, [count]] = await Promise.all([
    db.select().from(articles).where(and(shown, eq(articles.lang, q.lang))).orderBy(desc(articles.views), desc(articles.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(and(shown, eq(articles.lang, q.lang))),
  ]);
  return {
    list: list.map((r) => ({ id: r.id, kind: 'article' as const, title: r.title, category: r.category, views: r.views, likes: r.likes, publishedAt: r.publishedAt.toISOString() })),
    total: count?.n ?? 0,
  };
}
