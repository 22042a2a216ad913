import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@marketlens/core/markdown';
import { markdownOf } from './content';
import { ECOMMERCE_ARTICLES, REPORT_ARTICLES } from './data/articles-news';
import { ECOMMERCE_ARTICLES_B } from './data/articles-news-b';
import { OPERATE_ARTICLES } from './data/articles-operate';
import { OPERATE_ARTICLES_B } from './data/articles-operate-b';
import { REPORT_ARTICLES_B } from './data/articles-report-b';
import { COURSES, PAGES } from './data/college';
import { COURSES_A } from './data/courses-a';
import { COURSES_B } from './data/courses-b';
import { GUIDE_PAGES } from './data/pages-guides';
import { RESOURCE_PAGES } from './data/pages-resources';

const LANGS = ['zh', 'en', 'ru'] as const;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every seeded body (stored as Markdown since 0005) in every language. */
const bodies = (): (readonly string[])[] => [
  ...[ECOMMERCE_ARTICLES, REPORT_ARTICLES, ECOMMERCE_ARTICLES_B, OPERATE_ARTICLES, OPERATE_ARTICLES_B, REPORT_ARTICLES_B].flat().flatMap((a) => LANGS.map((l) => a[l].body)),
  ...[COURSES, COURSES_A, COURSES_B].flat().flatMap((c) => c.lessons.flatMap((l) => LANGS.map((lang) => l[lang].body))),
  ...[PAGES, GUIDE_PAGES, RESOURCE_PAGES].flat().flatMap((p) => LANGS.map((l) => p.page[l].body)),
];

describe('seeded bodies as Markdown', () => {
  it('render as the same paragraphs they were written as (links aside)', () => {
    const all = bodies();
    expect(all.length).toBeGreaterThan(100);
    for (const paragraphs of all) {
      const html = renderMarkdown(markdownOf(paragraphs)).replace(/<a [^>]*>|<\/a>/g, '');
      expect(html).toBe(paragraphs.map((p) => `<p>${escape(p.trim())}</p>\n`).join(''));
    }
  });
});
