import { Hono, type Context } from 'hono';
import { admin, adminContent, content } from '@marketlens/core/contract';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { deleteCollege, listCourses, listLessons, listPages, publishCollege, saveCourse, saveLesson, savePage } from '../services/admin/content-college';
import { deleteArticle, listArticles, publishArticle, saveArticle } from '../services/admin/content';
import { refuse } from './report/answer';
import { operatorImageRoute } from './admin-publishing-image';

const { ADMIN_CODES } = admin;
const notFound = () => new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
const found = <T>(row: T | null): T => {
  if (row === null) throw notFound();
  return row;
};

/**
 * The console's content section: articles, courses and lessons, guides and resources (editors and
 * admins). Every change is audited in its own transaction; any successful write empties the
 * rendered-page cache (app.ts), so the site shows it on the next request.
 */
export function adminPublishingRoutes(): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const editor = requireOperator('content');
  const origin = (c: Context<OperatorEnv>) => c.var.runtimeConfig.apiOrigin;

  app.get(adminContent.articles.path, editor, async (c) => {
    const { query } = await callInput(c, adminContent.articles);
    return reply(c, adminContent.articles, { code: 200, data: await listArticles(c.var.db, origin(c), query) });
  });
  app.post(adminContent.saveArticle.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.saveArticle);
    const out = await c.var.db.transaction((tx) => saveArticle(tx, c.var.operator, origin(c), body));
    if (out.kind === 'imageUnknown') return refuse(c, 400, content.CONTENT_CODES.imageUnknown, 'imageUnknown');
    if (out.kind === 'notFound') throw notFound();
    return reply(c, adminContent.saveArticle, { code: 200, data: out.row });
  });

  app.get(adminContent.courses.path, editor, async (c) => {
    const { query } = await callInput(c, adminContent.courses);
    return reply(c, adminContent.courses, { code: 200, data: await listCourses(c.var.db, query.lang) });
  });
  app.post(adminContent.saveCourse.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.saveCourse);
    return reply(c, adminContent.saveCourse, { code: 200, data: found(await c.var.db.transaction((tx) => saveCourse(tx, c.var.operator, body))) });
  });
  app.get(adminContent.lessons.path, editor, async (c) => {
    const { query } = await callInput(c, adminContent.lessons);
    return reply(c, adminContent.lessons, { code: 200, data: found(await listLessons(c.var.db, query.courseId)) });
  });
  app.post(adminContent.saveLesson.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.saveLesson);
    return reply(c, adminContent.saveLesson, { code: 200, data: found(await c.var.db.transaction((tx) => saveLesson(tx, c.var.operator, body))) });
  });
  app.get(adminContent.pages.path, editor, async (c) => {
    const { query } = await callInput(c, adminContent.pages);
    return reply(c, adminContent.pages, { code: 200, data: await listPages(c.var.db, query.kind, query.lang) });
  });
  app.post(adminContent.savePage.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.savePage);
    return reply(c, adminContent.savePage, { code: 200, data: found(await c.var.db.transaction((tx) => savePage(tx, c.var.operator, body))) });
  });

  app.post(adminContent.publish.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.publish);
    const { kind, id, ...publication } = body;
    const ok = await c.var.db.transaction((tx) => (kind === 'article' ? publishArticle(tx, c.var.operator, id, publication) : publishCollege(tx, c.var.operator, kind, id, publication)));
    if (!ok) throw notFound();
    return reply(c, adminContent.publish, { code: 200, data: { ok: true } });
  });
  app.post(adminContent.remove.path, editor, async (c) => {
    const { body } = await callInput(c, adminContent.remove);
    const ok = await c.var.db.transaction((tx) => (body.kind === 'article' ? deleteArticle(tx, c.var.operator, body.id) : deleteCollege(tx, c.var.operator, body.kind, body.id)));
    if (!ok) throw notFound();
    return reply(c, adminContent.remove, { code: 200, data: { ok: true } });
  });

  app.route('/', operatorImageRoute(editor));
  return app;
}
