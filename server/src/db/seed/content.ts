import { sql } from 'drizzle-orm';
import { answers, articles, courses, dictionaries, frontImgWindows, lessons, liveNotices, pages, questions } from '../schema/content';
import type { Db } from '../client';
import { ECOMMERCE_ARTICLES, REPORT_ARTICLES } from './data/articles-news';
import { ECOMMERCE_ARTICLES_B } from './data/articles-news-b';
import { OPERATE_ARTICLES } from './data/articles-operate';
import { OPERATE_ARTICLES_B } from './data/articles-operate-b';
import { REPORT_ARTICLES_B } from './data/articles-report-b';
import { COURSES as COURSES_FIRST, PAGES as PAGES_FIRST, QA_THREADS as QA_FIRST } from './data/college';
import type { Trilingual } from './data/content-types';
import { COURSES_A } from './data/courses-a';
import { COURSES_B } from './data/courses-b';
import { FURNITURE } from './data/furniture';
import { MORE_LIVES } from './data/lives';
import { GUIDE_PAGES } from './data/pages-guides';
import { RESOURCE_PAGES } from './data/pages-resources';
import { QA_THREADS_B } from './data/qa';

const LANGS = ['zh', 'en', 'ru'] as const;
/** Seeded bodies are written as paragraphs; stored as Markdown, one paragraph each (as the migration 0005 turned them). */
export const markdownOf = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
const AUTHOR = { zh: 'MarketLens 研究院', en: 'MarketLens Research', ru: 'Аналитика MarketLens' } as const;
const DAY = 86_400_000;
const QA_THREADS = [...QA_FIRST, ...QA_THREADS_B];
const COURSES = [...COURSES_FIRST, ...COURSES_A, ...COURSES_B];
const PAGES = [...PAGES_FIRST, ...GUIDE_PAGES, ...RESOURCE_PAGES];
const LIVES = [...FURNITURE.lives, ...MORE_LIVES];

/** Articles, Q&A, courses, guides, dictionaries and front image windows in three languages; skipped when present. */
export async function seedContent(db: Db): Promise<void> {
  const existing = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM articles`);
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const groups: [('ecommerce' | 'operate' | 'report'), readonly Trilingual[]][] = [['ecommerce', [...ECOMMERCE_ARTICLES, ...ECOMMERCE_ARTICLES_B]], ['operate', [...OPERATE_ARTICLES, ...OPERATE_ARTICLES_B]], ['report', [...REPORT_ARTICLES, ...REPORT_ARTICLES_B]]];
    const rows = groups.flatMap(([category, list]) =>
      list.flatMap((a, i) => LANGS.map((lang) => ({
        lang, category, title: a[lang].title, summary: a[lang].summary, body: markdownOf(a[lang].body), tags: [category],
        author: AUTHOR[lang], publishedAt: new Date(now - (i * 3 + 1) * DAY), views: 200 + ((i * 137) % 900), likes: 10 + ((i * 31) % 90),
      }))),
    );
    await tx.insert(articles).values(rows);
    for (const [i, t] of QA_THREADS.entries()) {
      const created = new Date(now - (i + 1) * 2 * DAY);
      const [q] = await tx.insert(questions).values({ lang: t.lang, title: t.title, content: t.content, nickName: t.nickName, views: 50 + i * 23, createdAt: created, updatedAt: created }).returning();
      if (q) await tx.insert(answers).values(t.answers.map((a, j) => ({ questionId: q.id, content: a.content, nickName: a.nickName, createdAt: new Date(created.getTime() + (j + 1) * 3_600_000) })));
    }
    for (const [sort, c] of COURSES.entries()) {
      for (const lang of LANGS) {
        const [course] = await tx.insert(courses).values({ lang, title: c.course[lang].title, summary: c.course[lang].summary, level: c.level, sort }).returning();
        if (course) await tx.insert(lessons).values(c.lessons.map((l, i) => ({ courseId: course.id, title: l[lang].title, minutes: l.minutes, sort: i, body: markdownOf(l[lang].body) })));
      }
    }
    await tx.insert(pages).values(PAGES.flatMap((p, sort) => LANGS.map((lang) => ({ kind: p.kind, lang, title: p.page[lang].title, summary: p.page[lang].summary, body: markdownOf(p.page[lang].body), sort }))));
    await tx.insert(dictionaries).values(FURNITURE.dictionaries.flatMap((d) => LANGS.map((lang) => ({ key: d.key, lang, identity: 'guest' as const, value: JSON.stringify(d.value[lang]), remark: d.remark }))));
    await tx.insert(frontImgWindows).values(FURNITURE.windows.flatMap((w, sort) => LANGS.map((lang) => ({ lang, showAddress: w.showAddress, title: w.title[lang], linkUrl: w.linkUrl, sort }))));
    await tx.insert(liveNotices).values(LIVES.flatMap((l) => LANGS.map((lang) => ({ lang, title: l.title[lang], speaker: l.speaker[lang], summary: l.summary[lang], startTime: new Date(now + l.inDays * DAY), minutes: l.minutes }))));
  });
}
