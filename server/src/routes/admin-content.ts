import { Hono } from 'hono';
import { admin } from '@marketlens/core/contract';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { moderate, moderationList } from '../services/admin/community';
import { adminPublishingRoutes } from './admin-publishing';

const { ADMIN_CODES } = admin;

/** Content (articles, courses, guides, resources: admin-publishing.ts) and community moderation. */
export function adminContentRoutes(): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  app.route('/', adminPublishingRoutes());

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
