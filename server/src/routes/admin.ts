import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { admin } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { auditLog, backfillRequests, users } from '../db/schema/index';
import { clientIp } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { closeOperatorSession, openOperatorSession, requireOperator, type OperatorEnv } from '../security/operator-session';
import { setStatus, toRow } from '../services/admin/backfill';
import { record } from '../services/admin/audit';
import { answer, listFeedback } from '../services/admin/feedback';
import { operationsState, retryJob } from '../services/admin/operations';
import { authenticate } from '../services/admin/operators';
import type { CaptchaProvider } from '../services/captcha/slider';
import { adminActivityRoutes } from './admin-activities';
import { adminContentRoutes } from './admin-content';
import { adminObservationRoutes } from './admin-observations';
import { adminOperationsRoutes } from './admin-operations';
import { adminMemberRoutes } from './admin-members';
import { adminStoreRoutes } from './admin-store';

const { ADMIN_CODES } = admin;

/**
 * The operations console's API (DECISIONS.md §14): its own login and session, sections by role, every change audited.
 * `captcha` checks the tickets a login must bring after a few failures (the provider the members' logins use).
 */
export function adminRoutes(deps: AppDeps, captcha: CaptchaProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(admin.login.path, async (c) => {
    const { body } = await callInput(c, admin.login);
    const ip = clientIp(c);
    const outcome = await authenticate(c.var.db, captcha, { ...body, ip });
    // Every sign-in, failed or not, is in the audit log (a failed one under the name tried).
    const actor = outcome.kind === 'ok' ? outcome.operator : { id: outcome.operatorId ?? 0, name: body.name };
    await c.var.db.transaction((tx) => record(tx, actor, outcome.kind === 'ok' ? 'operator.login' : 'operator.loginFailed', `operator:${body.name}`, null, { ip, outcome: outcome.kind }));
    if (outcome.kind === 'locked') throw new ApiError(200, ADMIN_CODES.locked, 'admin.locked', { minutes: admin.ADMIN_LIMITS.lockMinutes });
    if (outcome.kind === 'captcha') throw new ApiError(200, ADMIN_CODES.captchaRequired, 'admin.captchaRequired');
    if (outcome.kind === 'bad') throw new ApiError(200, ADMIN_CODES.badLogin, 'admin.badLogin');
    await openOperatorSession(c, c.var.db, outcome.operator.id);
    return reply(c, admin.login, { code: 200, data: outcome.operator });
  });

  const ops = new Hono<OperatorEnv>();
  ops.post(admin.logout.path, requireOperator(), async (c) => {
    await closeOperatorSession(c, c.var.db);
    return reply(c, admin.logout, { code: 200, data: { ok: true } });
  });

  ops.get(admin.me.path, requireOperator(), (c) => {
    const { id, name, role } = c.var.operator;
    return reply(c, admin.me, { code: 200, data: { id, name, role } });
  });

  ops.get(admin.audit.path, requireOperator('audit'), async (c) => {
    const { query } = await callInput(c, admin.audit);
    const where = and(query.action ? eq(auditLog.action, query.action) : undefined, query.operator ? ilike(auditLog.operatorName, `%${query.operator.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined);
    const rows = await c.var.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize);
    const [total] = await c.var.db.select({ n: count() }).from(auditLog).where(where);
    const list = rows.map((r) => ({ id: r.id, operator: r.operatorName, action: r.action, target: r.target, before: r.before, after: r.after, at: r.at.toISOString() }));
    return reply(c, admin.audit, { code: 200, data: { list, total: total?.n ?? 0 } });
  });

  ops.get(admin.backfills.path, requireOperator('backfill'), async (c) => {
    const { query } = await callInput(c, admin.backfills);
    const db = c.var.db;
    const where = and(query.status ? eq(backfillRequests.status, query.status) : undefined, query.type ? eq(backfillRequests.type, query.type) : undefined);
    const rows = await db
      .select({ r: backfillRequests, account: users.account })
      .from(backfillRequests)
      .innerJoin(users, eq(users.id, backfillRequests.userId))
      .where(where)
      .orderBy(backfillRequests.createdAt, backfillRequests.id)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(backfillRequests).where(where);
    return reply(c, admin.backfills, { code: 200, data: { list: rows.map(({ r, account }) => toRow({ ...r, account })), total: total?.n ?? 0 } });
  });

  ops.post(admin.setBackfillStatus.path, requireOperator('backfill'), async (c) => {
    const { body } = await callInput(c, admin.setBackfillStatus);
    const result = await c.var.db.transaction((tx) => setStatus(tx, c.var.operator, body.id, body.status, body.note));
    if (result === 'notFound') throw new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
    if (result === 'unchanged') throw new ApiError(200, ADMIN_CODES.badTransition, 'admin.unchanged');
    return reply(c, admin.setBackfillStatus, { code: 200, data: result });
  });

  ops.get(admin.feedbacks.path, requireOperator('feedback'), async (c) => {
    const { query } = await callInput(c, admin.feedbacks);
    return reply(c, admin.feedbacks, { code: 200, data: await listFeedback(c.var.db, query) });
  });

  ops.post(admin.answerFeedback.path, requireOperator('feedback'), async (c) => {
    const { body } = await callInput(c, admin.answerFeedback);
    const result = await c.var.db.transaction((tx) => answer(tx, c.var.operator, body));
    if (result === 'notFound') throw new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
    if (result === 'unchanged') throw new ApiError(200, ADMIN_CODES.badTransition, 'admin.unchanged');
    return reply(c, admin.answerFeedback, { code: 200, data: result });
  });

  ops.get(admin.jobs.path, requireOperator('operations'), async (c) => {
    return reply(c, admin.jobs, { code: 200, data: await operationsState(c.var.db) });
  });

  ops.post(admin.retryJob.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, admin.retryJob);
    const result = await c.var.db.transaction((tx) => retryJob(tx, c.var.operator, body.id));
    if (result === 'notFound') throw new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
    if (result === 'unchanged') throw new ApiError(200, ADMIN_CODES.badTransition, 'admin.unchanged');
    return reply(c, admin.retryJob, { code: 200, data: { ok: true } });
  });

  ops.route('/', adminMemberRoutes());
  ops.route('/', adminContentRoutes());
  ops.route('/', adminActivityRoutes());
  ops.route('/', adminOperationsRoutes(deps));
  ops.route('/', adminObservationRoutes(deps));
  ops.route('/', adminStoreRoutes(deps));
  app.route('/', ops as unknown as Hono<AppEnv>);
  return app;
}
