import { Hono } from 'hono';
import { admin } from '@marketlens/core/contract';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { moderate, moderationList } from '../services/admin/community';
import { listArticles, saveArticle } from '../services/admin/content';

const { ADMIN_CODES } = admin;

/** Content (articles) and community moderation. */
export function adminContentRoutes(): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();

  app.get(admin.articles.path, requireOperator('content'), async (c) => {
    const { query } = await callInput(c, admin.articles);
    return reply(c, admin.articles, { code: 200, data: await listArticles(c.var.db, query) });
  });

  app.post(admin.saveArticle.path, requireOperator('content'), async (c) => {
    const { body } = await callInput(c, admin.saveArticle);
    const saved = await c.var.db.transaction((tx) => saveArticle(tx, c.var.operator, body));
    if (!saved) throw new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
    return reply(c, admin.saveArticle, { code: 200, data: saved });
  });

  app.get(admin.community.path, requireOperator('community'), async (c) => {
    const { query } = await callInput(c, admin.community);
    return reply(c, admin.community, { code: 200, data: await moderationList(c.var.db, query) });
  });

  app.post(admin.moderate.path, requireOperator('community'), async (c) => {
    const { body } = await callInput(c, admin.moderate);
    const ok = await c.var.db.transaction((tx) => moderate(tx, c.var.operator, body));
    if (!ok) throw new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
    return reply(c, admin.moderate, { code: 200, data: { ok: true } });
  });
  return app;
}
