import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { articleIndex } from '../services/content/articles';
import { collegeIndex } from '../services/content/college';
import { questionIndex } from '../services/content/questions';

type Lang = 'zh' | 'en' | 'ru';
const LANGS: readonly Lang[] = ['zh', 'en', 'ru'];
const HREFLANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' };

/** The public pages that exist once in every language. */
export const PUBLIC_PAGES = Object.freeze([
  '/',
  '/about',
  '/methodology',
  '/college/home',
  '/business-college',
  '/business-college/online-courses/1',
  '/business-college/operate/1',
  '/business-college/ecommerce-intro/1',
  '/business-college/electricity/1',
  '/business-college/report/1',
  '/lesson',
  '/noviceGuide',
  '/resource',
  '/IndustryNews',
  '/industry',
  '/industry/report',
  '/QACommunity',
]);

const prefixed = (lang: Lang, path: string) => (lang === 'zh' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  loc: string;
  lastmod?: Date;
  /** The same page in each language, when it exists there. */
  alternates?: Partial<Record<Lang, string>>;
}

/** Every public page of the site in three languages, from the database. */
export async function sitemapEntries(deps: Pick<AppDeps, 'db'>): Promise<Entry[]> {
  const [articleRows, college, questionRows] = await Promise.all([articleIndex(deps.db), collegeIndex(deps.db), questionIndex(deps.db)]);
  const entries: Entry[] = [];
  for (const path of PUBLIC_PAGES) {
    const alternates = Object.fromEntries(LANGS.map((l) => [l, prefixed(l, path)]));
    for (const lang of LANGS) entries.push({ loc: prefixed(lang, path), alternates });
  }
  // Seeded translations of an article share its category and publication time.
  const groups = new Map<string, Partial<Record<Lang, string>>>();
  for (const a of articleRows) {
    const key = `${a.category}:${a.publishedAt.getTime()}`;
    groups.set(key, { ...groups.get(key), [a.lang]: prefixed(a.lang, `/article/${a.category}/${a.id}`) });
  }
  for (const a of articleRows) {
    entries.push({ loc: prefixed(a.lang, `/article/${a.category}/${a.id}`), lastmod: a.publishedAt, alternates: groups.get(`${a.category}:${a.publishedAt.getTime()}`) });
  }
  for (const c of college.courses) entries.push({ loc: prefixed(c.lang, `/lesson/${c.id}`) });
  for (const p of college.pages) entries.push({ loc: prefixed(p.lang, `/${p.kind === 'guide' ? 'noviceGuide' : 'resource'}/${p.id}`) });
  for (const q of questionRows) entries.push({ loc: prefixed(q.lang, `/answerDetail/${q.id}`), lastmod: q.updatedAt });
  return entries;
}

/** `/sitemap.xml` (generated from the database on each request) and `/robots.txt`. */
export function sitemapRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const origin = deps.config.siteOrigin.replace(/\/$/, '');
  app.get('/sitemap.xml', async (c) => {
    const urls = (await sitemapEntries(deps)).map((e) => {
      const links = Object.entries(e.alternates ?? {})
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[lang as Lang]}" href="${escapeXml(origin + href)}"/>`)
        .join('');
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(origin + e.loc)}</loc>${lastmod}${links}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
  app.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /workbench/', 'Disallow: /en/workbench/', 'Disallow: /ru/workbench/', 'Disallow: /tools', 'Disallow: /en/tools', 'Disallow: /ru/tools', 'Disallow: /admin', 'Disallow: /en/admin', 'Disallow: /ru/admin', '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return c.body(lines.join('\n'), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });
  return app;
}
