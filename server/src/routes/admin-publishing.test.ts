import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminContent, content, type CallDef } from '@marketlens/core/contract';
import { auditLog, lessons } from '../db/schema/index';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { sitemapEntries } from './sitemap';

const PASSWORD = 'Operator2026';
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const XSS = '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) and [ok](https://seller.ozon.ru)';

describe.each(testTargets)('the console content section on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;
  let editor = '';

  const session = async (role: admin.OperatorRole) => {
    const op = await createOperator(api.database.db, { name: `pub${next++}_${role}`, role, password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) }),
    });
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error('no console session');
    return `${OPERATOR_COOKIE}=${token}`;
  };
  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, input: Parameters<TestApi['call']>[1] = {}) =>
    api.call(def, { ...input, headers: { cookie, ...input.headers } });
  const audit = async (target: string) => (await api.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id))).map((r) => r.action);
  const article = (over: Partial<adminContent.ArticleRow> & { publishAt?: string } = {}) => ({
    lang: 'en', category: 'operate', title: `Draft ${next++}`, summary: 'Short summary', body: 'First **bold** paragraph.\n\n- one\n- two', status: 'draft', ...over,
  });
  const onSite = async (id: number) => {
    const detail = await api.call(content.articleDetail, { query: { id } });
    const list = await api.call(content.articleList, { query: { category: 'operate', lang: 'en', pageSize: 50 } });
    const hot = await api.call(content.hotArticleInfoList, { query: { isArticle: 1, lang: 'en', pageSize: 50 } });
    const sitemap = (await sitemapEntries({ db: api.database.db })).some((e) => e.loc.endsWith(`/article/operate/${id}`));
    return { detail: detail.body.code === 200, list: (list.body.data?.list ?? []).some((a) => a.id === id), total: list.body.data?.total ?? 0, hot: (hot.body.data?.list ?? []).some((a) => a.id === id), sitemap };
  };

  beforeAll(async () => {
    api = await openTestApi(url);
    editor = await session('editor');
  }, 180_000);
  afterAll(async () => api.close());

  it('keeps a draft off the site and shows it once published, with audit entries for each change', async () => {
    const created = await as(editor, adminContent.saveArticle, { body: article() });
    expect(created.body.code).toBe(200);
    const row = adminContent.saveArticle.response.parse(created.body).data;
    expect(row).toMatchObject({ status: 'draft', state: 'draft', lang: 'en', category: 'operate', cover: null });
    const id = row?.id ?? 0;
    const hidden = await onSite(id);
    expect(hidden).toMatchObject({ detail: false, list: false, hot: false, sitemap: false });
    expect((await api.app.request(`/api/media/article/${id}.svg`)).status).toBe(404);

    expect((await as(editor, adminContent.publish, { body: { kind: 'article', id, status: 'published' } })).body.code).toBe(200);
    const shown = await onSite(id);
    expect(shown).toMatchObject({ detail: true, list: true, hot: true, sitemap: true });
    expect(shown.total).toBe(hidden.total + 1);
    const detail = content.articleDetail.response.parse((await api.call(content.articleDetail, { query: { id } })).body).data;
    expect(detail.html).toBe('<p>First <strong>bold</strong> paragraph.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
    // It is the newest of its category: the next-older article links to it.
    expect(detail.next).toBeNull();
    const prev = detail.prev?.id ?? 0;
    expect((await api.call(content.articleDetail, { query: { id: prev } })).body.data?.next?.id).toBe(id);

    expect((await as(editor, adminContent.publish, { body: { kind: 'article', id, status: 'draft' } })).body.code).toBe(200);
    expect((await onSite(id)).detail).toBe(false);
    expect((await api.call(content.articleDetail, { query: { id: prev } })).body.data?.next?.id).not.toBe(id);
    expect(await audit(`article:${id}`)).toEqual(['article.create', 'article.publish', 'article.unpublish']);

    expect((await as(editor, adminContent.remove, { body: { kind: 'article', id } })).body.code).toBe(200);
    expect((await as(editor, adminContent.articles, { query: { lang: 'en', q: row?.title } })).body.data?.total).toBe(0);
    expect(await audit(`article:${id}`)).toContain('article.delete');
    expect((await as(editor, adminContent.remove, { body: { kind: 'article', id } })).body.code).toBe(admin.ADMIN_CODES.notFound);
  });

  it('shows a scheduled article by itself when its time comes, without another write', async () => {
    const at = new Date(Date.now() + 2500);
    const res = await as(editor, adminContent.saveArticle, { body: article({ status: 'published', publishAt: at.toISOString() }) });
    const row = adminContent.saveArticle.response.parse(res.body).data;
    expect(row).toMatchObject({ status: 'published', state: 'scheduled', publishedAt: at.toISOString() });
    const id = row?.id ?? 0;
    expect((await onSite(id)).detail).toBe(false);
    expect((await as(editor, adminContent.articles, { query: { lang: 'en', state: 'scheduled' } })).body.data?.list.map((a) => a.id)).toContain(id);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 300));
    expect(await onSite(id)).toMatchObject({ detail: true, list: true, sitemap: true });
    expect((await as(editor, adminContent.articles, { query: { lang: 'en', state: 'published', q: row?.title } })).body.data?.list[0]?.state).toBe('published');
  });

  it('renders a malicious body harmlessly on the site', async () => {
    const res = await as(editor, adminContent.saveArticle, { body: article({ status: 'published', body: XSS }) });
    const html = (await api.call(content.articleDetail, { query: { id: res.body.data?.id } })).body.data?.html ?? '';
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|href="javascript|<[a-z][^>]*\son\w+=/i);
    expect(html).toContain('[click](javascript:alert(3))');
    expect(html).toContain('<a href="https://seller.ozon.ru" target="_blank" rel="nofollow noopener noreferrer">ok</a>');
  });

  it('stores an operator image through the upload service and shows it in the article', async () => {
    const form = (bytes: Uint8Array) => {
      const data = new FormData();
      data.append('file', new File([new Uint8Array(bytes)], 'chart.png', { type: 'image/png' }));
      return data;
    };
    const send = (body: FormData, cookie = editor) => api.app.request(callPath(api.runtimeConfig, adminContent.uploadImage), { method: 'POST', body, headers: { cookie } });
    const res = await send(form(PNG));
    const up = adminContent.uploadImage.response.parse(await res.json()).data;
    expect(up).toMatchObject({ type: 'image/png' });
    expect((await api.app.request(up?.url ?? '')).status).toBe(200);
    expect(await audit(`upload:${up?.name}`)).toEqual(['content.image']);
    expect((await (await send(form(Buffer.from('<svg onload=alert(1)>')))).json()).code).toBe(20_202);
    expect((await send(form(PNG), '')).status).toBe(401);

    const saved = await as(editor, adminContent.saveArticle, { body: article({ status: 'published', cover: up?.name, body: `Chart:\n\n![chart](${up?.url})` }) });
    expect(saved.body.data?.coverUrl).toBe(up?.url);
    const detail = (await api.call(content.articleDetail, { query: { id: saved.body.data?.id } })).body.data;
    expect(detail?.html).toContain(`<img src="${up?.url}" alt="chart" loading="lazy">`);
    expect(detail?.coverUrl).toBe(up?.url);
    // A cover must be a stored upload.
    expect((await as(editor, adminContent.saveArticle, { body: article({ cover: `${'a'.repeat(64)}.png` }) })).body.code).toBe(content.CONTENT_CODES.imageUnknown);
  });

  it('refuses support operators, guests and malformed input', async () => {
    const support = await session('support');
    for (const [def, body] of [
      [adminContent.saveArticle, article()],
      [adminContent.saveLesson, { courseId: 1, title: 'x', minutes: 5, sort: 0, body: 'x', status: 'draft' }],
      [adminContent.remove, { kind: 'page', id: 1 }],
    ] as [CallDef, object][]) {
      expect((await as(support, def, { body })).body.code).toBe(admin.ADMIN_CODES.forbidden);
      expect((await api.call(def, { body })).status).toBe(401);
    }
    expect((await as(support, adminContent.courses, { query: { lang: 'en' } })).body.code).toBe(admin.ADMIN_CODES.forbidden);
    for (const bad of [{ title: ' ' }, { body: '' }, { category: 'news' }, { lang: 'de' }, { status: 'scheduled' }, { publishAt: 'tomorrow' }, { cover: '../x.png' }, { id: -1 }]) {
      const res = await as(editor, adminContent.saveArticle, { body: { ...article(), ...bad } });
      expect([JSON.stringify(bad), res.status]).toEqual([JSON.stringify(bad), 400]);
    }
    expect((await as(editor, adminContent.saveArticle, { body: article({ id: 999_999 }) })).body.code).toBe(admin.ADMIN_CODES.notFound);
    expect((await as(editor, adminContent.saveLesson, { body: { courseId: 999_999, title: 'x', minutes: 5, sort: 0, body: 'x', status: 'draft' } })).body.code).toBe(admin.ADMIN_CODES.notFound);
  });

  it('edits a lesson so that its course shows it, and keeps draft lessons and courses off the site', async () => {
    const courses = (await as(editor, adminContent.courses, { query: { lang: 'ru' } })).body.data ?? [];
    const course = courses[0];
    expect(course?.lessons).toBeGreaterThan(1);
    const list = (await as(editor, adminContent.lessons, { query: { courseId: course?.id } })).body.data ?? [];
    expect(list.map((l) => l.sort)).toEqual([...list.map((l) => l.sort)].sort((a, b) => a - b));
    const first = list[0];
    if (!first || !course) throw new Error('no seeded lesson');
    const saved = await as(editor, adminContent.saveLesson, { body: { id: first.id, courseId: course.id, title: 'Урок: карточка товара', minutes: 12, sort: first.sort, body: '## План\n\n1. Фото\n2. Цена', status: 'published' } });
    expect(saved.body.data).toMatchObject({ title: 'Урок: карточка товара', state: 'published' });
    const lesson = content.lessonDetail.response.parse((await api.call(content.lessonDetail, { query: { id: first.id } })).body).data;
    expect(lesson).toMatchObject({ title: 'Урок: карточка товара', minutes: 12, html: '<h2>План</h2>\n<ol>\n<li>Фото</li>\n<li>Цена</li>\n</ol>\n' });
    expect(await audit(`lesson:${first.id}`)).toEqual(['lesson.save']);

    // A new draft lesson placed first stays off the course until published.
    const draft = await as(editor, adminContent.saveLesson, { body: { courseId: course.id, title: 'Черновик урока', minutes: 3, sort: 0, body: 'Текст', status: 'draft' } });
    const draftId = draft.body.data?.id ?? 0;
    const siteLessons = async () => (await api.call(content.courseDetail, { query: { id: course.id } })).body.data?.lessons.map((l) => l.id) ?? [];
    expect(await siteLessons()).not.toContain(draftId);
    expect((await api.call(content.lessonDetail, { query: { id: draftId } })).body.code).toBe(404);
    await as(editor, adminContent.publish, { body: { kind: 'lesson', id: draftId, status: 'published' } });
    expect(await siteLessons()).toContain(draftId);

    // A draft course hides its lessons too.
    await as(editor, adminContent.publish, { body: { kind: 'course', id: course.id, status: 'draft' } });
    expect((await api.call(content.courseList, { query: { lang: 'ru' } })).body.data?.map((c) => c.id)).not.toContain(course.id);
    expect((await api.call(content.lessonDetail, { query: { id: first.id } })).body.code).toBe(404);
    await as(editor, adminContent.publish, { body: { kind: 'course', id: course.id, status: 'published' } });
    expect((await api.call(content.lessonDetail, { query: { id: first.id } })).body.code).toBe(200);

    // A new course with a lesson; deleting the course deletes its lessons.
    const made = await as(editor, adminContent.saveCourse, { body: { lang: 'ru', title: 'Новый курс', summary: 'О курсе', level: 'beginner', sort: 99, status: 'published' } });
    const newId = made.body.data?.id ?? 0;
    await as(editor, adminContent.saveLesson, { body: { courseId: newId, title: 'Первый', minutes: 5, sort: 0, body: 'Текст', status: 'published' } });
    expect((await api.call(content.courseDetail, { query: { id: newId } })).body.data?.lessonCount).toBe(1);
    expect((await as(editor, adminContent.remove, { body: { kind: 'course', id: newId } })).body.code).toBe(200);
    expect(await api.database.db.select().from(lessons).where(and(eq(lessons.courseId, newId)))).toHaveLength(0);
    expect(await audit(`course:${newId}`)).toEqual(['course.create', 'course.delete']);
  });

  it('creates guides and resources per language, drafts hidden', async () => {
    const guides = async () => (await api.call(content.pageList, { query: { kind: 'guide', lang: 'zh' } })).body.data?.map((p) => p.id) ?? [];
    const saved = await as(editor, adminContent.savePage, { body: { kind: 'guide', lang: 'zh', title: '新手指南：开店', summary: '三步开店', body: '第一步。\n\n第二步。', sort: 0, status: 'draft' } });
    const id = saved.body.data?.id ?? 0;
    expect(await guides()).not.toContain(id);
    expect((await api.call(content.pageDetail, { query: { id } })).body.code).toBe(404);
    await as(editor, adminContent.savePage, { body: { id, kind: 'guide', lang: 'zh', title: '新手指南：开店', summary: '三步开店', body: '第一步。\n\n第二步。', sort: 0, status: 'published' } });
    expect(await guides()).toContain(id);
    expect((await api.call(content.pageDetail, { query: { id } })).body.data?.html).toBe('<p>第一步。</p>\n<p>第二步。</p>\n');
    expect((await as(editor, adminContent.pages, { query: { kind: 'guide', lang: 'zh' } })).body.data?.find((p) => p.id === id)?.state).toBe('published');
    expect(await audit(`page:${id}`)).toEqual(['page.create', 'page.save']);
  });
});
