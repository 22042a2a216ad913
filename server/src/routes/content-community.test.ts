import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };

describe.each(testTargets)('Q&A community rules, Control-T, reports and the sitemap on $name', ({ url }) => {
  let server: TestServer;
  const members: Record<string, string>[] = [];
  const call = async <T>(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await server.app.request(`/api${path}`, init.body === undefined ? { headers: init.headers } : { method: 'POST', headers: { 'Content-Type': 'application/json', ...init.headers }, body: JSON.stringify(init.body) });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const member = (i: number) => {
    const m = members[i];
    if (!m) throw new Error('no member');
    return m;
  };
  beforeAll(async () => {
    server = await openTestServer(url);
    for (let i = 0; i < 5; i++) members.push((await signIn(server, `1390000550${i}`, `Member${i}`)).headers);
  });
  afterAll(async () => server.close());

  it('refuses the five token paths without the Control-T value issued with the token', async () => {
    const Authorization = member(0).Authorization ?? '';
    const body = { title: 'Control', content: 'Text', lang: 'en' };
    expect((await call('/queAndAns/addOrUpdate', { body, headers: { Authorization } })).status).toBe(401);
    expect((await call('/queAndAns/addOrUpdate', { body, headers: { Authorization, 'Control-T': 'not-the-value' } })).status).toBe(401);
    expect((await call('/queAndAns/pubRecord', { body: {}, headers: { Authorization, 'Control-T': member(1)['Control-T'] ?? '' } })).status).toBe(401);
    expect((await call('/queAndAns/addOrUpdate', { body, headers: member(0) })).body.code).toBe(200);
  });

  it('posts a double submit once, also when both arrive at the same time', async () => {
    const body = { title: 'Двойная отправка', content: `Один и тот же текст ${Date.now()}`, lang: 'ru' };
    const results = await Promise.all(Array.from({ length: 4 }, () => call<{ id: number }>('/queAndAns/addOrUpdate', { body, headers: member(1) })));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const list = await call<{ list: content.QuestionSummary[] }>(`/queAndAns/list?lang=ru&keyword=${encodeURIComponent('Двойная отправка')}`);
    expect(list.body.data.list).toHaveLength(1);
  });

  it('limits posts per member and minute, counted exactly under parallel requests', async () => {
    const asked = await Promise.all(
      Array.from({ length: content.CONTENT_LIMITS.postsPerMinute + 3 }, (_, i) => call<{ id: number }>('/queAndAns/addOrUpdate', { body: { title: `Question ${i}`, content: `Different text ${i}`, lang: 'en' }, headers: member(2) })),
    );
    expect(asked.filter((r) => r.body.code === 200)).toHaveLength(content.CONTENT_LIMITS.postsPerMinute);
    const refused = asked.find((r) => r.body.code !== 200);
    expect(refused?.body.code).toBe(content.CONTENT_CODES.rateLimited);
    expect(refused?.body.message).toContain(String(content.CONTENT_LIMITS.postsPerMinute));
  });

  it('keeps the like count right when members like and un-like in parallel', async () => {
    const list = await call<{ list: content.ArticleSummary[] }>('/article/list?category=ecommerce&lang=ru');
    const article = list.body.data.list[2];
    if (!article) throw new Error('no article');
    const like = (m: number, value: boolean) => call<{ likes: number }>('/article/likeOrCancel', { body: { articleId: article.id, like: value }, headers: member(m) });
    await Promise.all([0, 1, 2, 3, 4, 0, 1, 2].map((m) => like(m, true)));
    expect((await call<content.Article>(`/article/detail?id=${article.id}`)).body.data.likes).toBe(article.likes + 5);
    await Promise.all([0, 1, 0, 1, 4].map((m) => like(m, false)));
    expect((await call<content.Article>(`/article/detail?id=${article.id}`)).body.data.likes).toBe(article.likes + 2);
  });

  it('attaches uploaded images to a question and an answer, and refuses names that are not uploads', async () => {
    // A real 1×1 PNG, uploaded through the Q&A upload path.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const data = new FormData();
    data.append('file', new File([new Uint8Array(png)], 'shot.png', { type: 'image/png' }));
    const uploaded = await server.app.request('/api/ram/ddqbt/v1/public/uploadImg', { method: 'POST', body: data, headers: member(4) });
    const { url } = ((await uploaded.json()) as Body<{ url: string }>).data;
    const name = url.split('/').pop() ?? '';
    expect(name).toMatch(content.UPLOAD_NAME);

    const unknown = 'a'.repeat(64) + '.png';
    const refused = await call('/queAndAns/addOrUpdate', { body: { title: 'With a picture', content: 'See the image', images: [unknown], lang: 'en' }, headers: member(4) });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(content.CONTENT_CODES.imageUnknown);
    expect((await call('/queAndAns/addOrUpdate', { body: { title: 'Path', content: 'x', images: ['../../etc/passwd'], lang: 'en' }, headers: member(4) })).status).toBe(400);
    const tooMany = Array.from({ length: content.CONTENT_LIMITS.imagesMax + 1 }, () => name);
    expect((await call('/queAndAns/addOrUpdate', { body: { title: 'Many', content: 'x', images: tooMany, lang: 'en' }, headers: member(4) })).status).toBe(400);
    const none = await call<{ list: content.QuestionSummary[] }>(`/queAndAns/list?lang=en&keyword=${encodeURIComponent('With a picture')}`);
    expect(none.body.data.list).toHaveLength(0);

    const asked = await call<{ id: number }>('/queAndAns/addOrUpdate', { body: { title: 'With a picture', content: 'See the image', images: [name, name], lang: 'en' }, headers: member(4) });
    expect(asked.body.code).toBe(200);
    const answered = await call<{ id: number }>('/queAndAns/replyQuestion', { body: { questionId: asked.body.data.id, content: 'Here is mine', images: [name] }, headers: member(3) });
    expect(answered.body.code).toBe(200);
    const detail = content.questionDetail.response.parse((await call(`/queAndAns/detail?id=${asked.body.data.id}`)).body).data;
    expect(detail?.images).toEqual([url]);
    expect(detail?.answers[0]?.images).toEqual([url]);
    expect((await server.app.request(url)).status).toBe(200);
  });

  it('refuses texts over the length limits with 400', async () => {
    const long = 'x'.repeat(content.CONTENT_LIMITS.contentMax + 1);
    expect((await call('/queAndAns/addOrUpdate', { body: { title: 't', content: long }, headers: member(3) })).status).toBe(400);
    expect((await call('/queAndAns/addOrUpdate', { body: { title: 'x'.repeat(content.CONTENT_LIMITS.titleMax + 1), content: 'c' }, headers: member(3) })).status).toBe(400);
  });

  it('hides a question after reports by N members, once per member, until an operator looks', async () => {
    const asked = await call<{ id: number }>('/queAndAns/addOrUpdate', { body: { title: 'Reported question', content: 'Spam text', lang: 'zh' }, headers: member(3) });
    const id = asked.body.data.id;
    expect((await call('/queAndAns/report', { body: { kind: 'question', id, reason: 'spam' } })).status).toBe(401);
    const reporters = [0, 1, 2, 4].slice(0, content.CONTENT_LIMITS.hideAfterReports);
    // The same member reporting twice at once counts once.
    const twice = await Promise.all([0, 1].map(() => call<{ reported: boolean }>('/queAndAns/report', { body: { kind: 'question', id, reason: 'spam' }, headers: member(reporters[0] ?? 0) })));
    expect(twice.filter((r) => r.body.data.reported)).toHaveLength(1);
    expect((await call(`/queAndAns/detail?id=${id}`)).status).toBe(200);
    const rest = await Promise.all(reporters.slice(1).map((m) => call<{ hidden: boolean }>('/queAndAns/report', { body: { kind: 'question', id, reason: 'spam' }, headers: member(m) })));
    expect(rest.some((r) => r.body.data.hidden)).toBe(true);
    expect((await call(`/queAndAns/detail?id=${id}`)).status).toBe(404);
    // The author still sees it.
    expect((await call(`/queAndAns/detail?id=${id}`, { headers: member(3) })).status).toBe(200);
    const list = await call<{ list: content.QuestionSummary[] }>('/queAndAns/list?lang=zh&pageSize=50');
    expect(list.body.data.list.some((q) => q.id === id)).toBe(false);
    expect((await call('/queAndAns/report', { body: { kind: 'answer', id: 999999, reason: 'spam' }, headers: member(0) })).status).toBe(404);
  });

  it('gives details their neighbours, related items and translations, and keeps lesson progress', async () => {
    const list = await call<{ list: content.ArticleSummary[] }>('/article/list?category=operate&lang=en&pageSize=3');
    const middle = list.body.data.list[1];
    const detail = await call<content.Article>(`/article/detail?id=${middle?.id}`);
    expect(detail.body.data.next?.id).toBe(list.body.data.list[0]?.id);
    expect(detail.body.data.prev?.id).toBe(list.body.data.list[2]?.id);
    expect(detail.body.data.related?.length).toBeGreaterThan(0);
    expect(Object.keys(detail.body.data.translations ?? {}).sort()).toEqual(['en', 'ru', 'zh']);
    const courses = await call<content.CourseSummary[]>('/college/courses?lang=en');
    const course = await call<{ lessons: { id: number }[]; done: number[] }>(`/college/course?id=${courses.body.data[0]?.id}`, { headers: member(0) });
    const lessonId = course.body.data.lessons[0]?.id ?? 0;
    expect(course.body.data.done).toEqual([]);
    expect((await call<{ done: number[] }>('/college/progress', { body: { lessonId, done: true }, headers: member(0) })).body.data.done).toEqual([lessonId]);
    expect((await call<{ done: number[] }>(`/college/course?id=${courses.body.data[0]?.id}`, { headers: member(0) })).body.data.done).toEqual([lessonId]);
    expect((await call('/college/progress', { body: { lessonId, done: true } })).status).toBe(401);
  });

  it('lists every public page in the sitemap and serves robots.txt', async () => {
    const xml = await (await server.app.request('/sitemap.xml')).text();
    expect(xml).toContain('/ru/QACommunity</loc>');
    expect(xml).toMatch(/\/en\/article\/(ecommerce|operate|report)\/\d+<\/loc>/);
    expect(xml).toMatch(/\/answerDetail\/\d+<\/loc>/);
    expect(await (await server.app.request('/robots.txt')).text()).toContain('Sitemap:');
  });
});
