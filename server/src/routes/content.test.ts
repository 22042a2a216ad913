import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };

describe.each(testTargets)('content calls on $name', ({ url }) => {
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  const call = async <T>(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await server.app.request(`/api${path}`, init.body === undefined ? { headers: init.headers } : { method: 'POST', headers: { 'Content-Type': 'application/json', ...init.headers }, body: JSON.stringify(init.body) });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  beforeAll(async () => {
    server = await openTestServer(url);
    alice = (await signIn(server, '13900003333', 'Alice')).headers;
    bob = (await signIn(server, '13900004444', 'Bob')).headers;
  });
  afterAll(async () => server.close());

  it('lists operations articles per language with real bodies, newest first', async () => {
    const ru = await call<{ list: content.ArticleSummary[]; total: number }>('/article/list?category=operate&lang=ru&pageSize=50');
    expect(content.articleList.response.parse(ru.body).data.total).toBeGreaterThanOrEqual(8);
    const dates = ru.body.data.list.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const detail = await call<content.Article>(`/article/detail?id=${ru.body.data.list[0]?.id}`);
    expect(content.articleDetail.response.parse(detail.body).data.html.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(detail.body.data.title).toMatch(/[а-яё]/i);
    expect((await call('/article/list?category=gossip')).status).toBe(400);
    expect((await call('/article/detail?id=999999')).status).toBe(404);
  });

  it('keeps one like per user: liking twice counts once and un-liking restores the count', async () => {
    const { body } = await call<{ list: content.ArticleSummary[] }>('/article/list?category=report&lang=en');
    const article = body.data.list[0];
    if (!article) throw new Error('no article');
    expect((await call('/article/likeOrCancel', { body: { articleId: article.id, like: true } })).status).toBe(401);
    const first = await call<{ likes: number; liked: boolean }>('/article/likeOrCancel', { body: { articleId: article.id, like: true }, headers: alice });
    const again = await call<{ likes: number }>('/article/likeOrCancel', { body: { articleId: article.id, like: true }, headers: alice });
    expect(first.body.data).toMatchObject({ liked: true, likes: article.likes + 1 });
    expect(again.body.data.likes).toBe(article.likes + 1);
    const detail = await call<content.Article>(`/article/detail?id=${article.id}`, { headers: alice });
    expect(detail.body.data.liked).toBe(true);
    const undo = await call<{ likes: number }>('/article/likeOrCancel', { body: { articleId: article.id, like: false }, headers: alice });
    expect(undo.body.data.likes).toBe(article.likes);
    expect((await call('/article/likeOrCancel', { body: { articleId: 'x', like: true }, headers: alice })).status).toBe(400);
  });

  it('lets a user ask, answer and reply, stores script-like text as plain text and lists it in the publication record', async () => {
    const text = '<script>alert("x")</script> Как выбрать FBO?';
    const asked = await call<{ id: number }>('/queAndAns/addOrUpdate', { body: { title: 'Вопрос о схемах', content: text, lang: 'ru' }, headers: alice });
    expect(asked.body.code).toBe(200);
    const answered = await call<{ id: number }>('/queAndAns/replyQuestion', { body: { questionId: asked.body.data.id, content: 'Начните с rFBS.' }, headers: bob });
    await call('/queAndAns/replyQuestion', { body: { questionId: asked.body.data.id, answerId: answered.body.data.id, content: 'Спасибо!' }, headers: alice });
    const detail = await call<content.Question>(`/queAndAns/detail?id=${asked.body.data.id}`);
    expect(content.questionDetail.response.parse(detail.body).data.content).toBe(text);
    expect(detail.body.data.answers[0]).toMatchObject({ content: 'Начните с rFBS.', author: { nickName: 'Bob' } });
    expect(detail.body.data.answers[0]?.replies[0]?.content).toBe('Спасибо!');
    const record = await call<{ list: content.PubRecord[]; total: number }>('/queAndAns/pubRecord', { body: {}, headers: alice });
    expect(record.body.data.list.map((r) => r.kind).sort()).toEqual(['question', 'reply']);
    const list = await call<{ list: content.QuestionSummary[] }>(`/queAndAns/list?lang=ru&keyword=${encodeURIComponent('схемах')}`);
    expect(list.body.data.list[0]?.id).toBe(asked.body.data.id);
  });

  it('refuses edits by anyone but the author, unknown questions and empty texts', async () => {
    const asked = await call<{ id: number }>('/queAndAns/addOrUpdate', { body: { title: 'Original', content: 'Text', lang: 'en' }, headers: alice });
    const edit = await call('/queAndAns/addOrUpdate', { body: { id: asked.body.data.id, title: 'Changed', content: 'Text' }, headers: bob });
    expect(edit.body.code).toBe(content.CONTENT_CODES.notAuthor);
    expect((await call('/queAndAns/addOrUpdate', { body: { id: asked.body.data.id, title: 'Edited', content: 'Better text' }, headers: alice })).body.code).toBe(200);
    expect((await call('/queAndAns/replyQuestion', { body: { questionId: 999999, content: 'hi' }, headers: bob })).status).toBe(404);
    expect((await call('/queAndAns/addOrUpdate', { body: { title: ' ', content: 'x' }, headers: alice })).status).toBe(400);
    expect((await call('/queAndAns/pubRecord', { body: {} })).status).toBe(401);
  });

  it('serves courses with lessons, guides, resources, dictionaries, banners, the live notice and the extension version', async () => {
    const courses = await call<content.CourseSummary[]>('/college/courses?lang=zh');
    expect(courses.body.data.length).toBeGreaterThan(0);
    const course = await call<{ lessons: { id: number }[] }>(`/college/course?id=${courses.body.data[0]?.id}`);
    const lesson = await call<content.Lesson>(`/college/lesson?id=${course.body.data.lessons[0]?.id}`);
    expect(content.lessonDetail.response.parse(lesson.body).data.html).toMatch(/^<p>/);
    const guides = await call<content.PageSummary[]>('/college/pages?kind=guide&lang=en');
    expect(guides.body.data.length).toBeGreaterThan(0);
    expect((await call<content.Page>(`/college/page?id=${guides.body.data[0]?.id}`)).body.data.html).toMatch(/^<p>/);
    const dict = await call<{ dictionariesValue: string }>('/dictionaries/getDictionariesOne?dictionariesKey=marketingStats&lang=ru');
    expect(JSON.parse(dict.body.data.dictionariesValue)).toHaveLength(5);
    expect((await call('/dictionaries/getDictionariesOne?dictionariesKey=none')).status).toBe(404);
    const windows = await call<content.FrontImgWindow[]>('/qbt4-front-img-window/frontImgWindowList?showAddress=1');
    expect((await server.app.request(windows.body.data[0]?.imgUrl ?? '')).status).toBe(200);
    expect(content.newLiveNotice.response.parse((await call('/liveNotice/newLiveNotice?lang=en')).body).data).not.toBeNull();
    expect(content.versionUpdate.response.parse((await call('/versionUpdate/app')).body).data.version).toBe('1.0.0');
    const hot = await call<{ list: { views: number }[] }>('/qbt4-article/hotArticleInfoList?isArticle=1&lang=zh');
    const views = hot.body.data.list.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});
