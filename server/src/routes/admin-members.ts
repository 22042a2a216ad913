import { Hono } from 'hono';
import { admin } from '@marketlens/core/contract';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { channelList } from '../services/admin/channels';
import { changeMembership, endMemberSessions, memberDetail, searchMembers, setFlags } from '../services/admin/members';

const { ADMIN_CODES } = admin;
const notFound = () => new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');

/** Members: search, detail (with where they came from), membership, risk flags, sessions; the channels that bring them. */
export function adminMemberRoutes(): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const guard = requireOperator('members');

  app.get(admin.members.path, guard, async (c) => {
    const { query } = await callInput(c, admin.members);
    return reply(c, admin.members, { code: 200, data: await searchMembers(c.var.db, query) });
  });

  app.get(admin.member.path, guard, async (c) => {
    const { query } = await callInput(c, admin.member);
    const detail = await memberDetail(c.var.db, query.id);
    if (!detail) throw notFound();
    return reply(c, admin.member, { code: 200, data: detail });
  });

  app.post(admin.setMembership.path, guard, async (c) => {
    const { body } = await callInput(c, admin.setMembership);
    const ok = await c.var.db.transaction((tx) => changeMembership(tx, c.var.operator, body.id, body.planId, body.days));
    const detail = ok ? await memberDetail(c.var.db, body.id) : null;
    if (!detail) throw notFound();
    return reply(c, admin.setMembership, { code: 200, data: detail });
  });

  app.post(admin.setMemberFlags.path, guard, async (c) => {
    const { body } = await callInput(c, admin.setMemberFlags);
    const { id, ...flags } = body;
    const ok = await c.var.db.transaction((tx) => setFlags(tx, c.var.operator, id, flags));
    const detail = ok ? await memberDetail(c.var.db, id) : null;
    if (!detail) throw notFound();
    return reply(c, admin.setMemberFlags, { code: 200, data: detail });
  });

  app.post(admin.endSessions.path, guard, async (c) => {
    const { body } = await callInput(c, admin.endSessions);
    const ended = await c.var.db.transaction((tx) => endMemberSessions(tx, c.var.operator, body.id));
    if (ended === null) throw notFound();
    return reply(c, admin.endSessions, { code: 200, data: { ended } });
  });
  app.get(admin.channels.path, requireOperator('channels'), async (c) => {
    await callInput(c, admin.channels);
    return reply(c, admin.channels, { code: 200, data: await channelList(c.var.db) });
  });
  return app;
}
