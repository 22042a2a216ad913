import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminContent, content, identity, monitor, type CallDef } from '@marketlens/core/contract';
import { accessTokens, answers, auditLog, backfillRequests, jobs, memberships, questions, userAttributions, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';

const { ADMIN_CODES } = admin;
const PASSWORD = 'Operator2026';

describe.each(testTargets)('the operations console on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;

  const member = async () => {
    const mobile = `1360000${String(5000 + next++).padStart(4, '0')}`;
    const [user] = await api.database.db.insert(users).values({ account: mobile, mobile, nickName: mobile, distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('user not created');
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { userId: user.id, account: user.account, token };
  };

  const operator = async (role: admin.OperatorRole = 'admin') => {
    const created = await createOperator(api.database.db, { name: `op${next++}_${role}`, role, password: PASSWORD });
    if (!created) throw new Error('operator not created');
    return created;
  };

  /** Posts the login form; returns the answer and the console cookie it set. */
  const login = async (name: string, password: string, code: string, ip = '10.80.0.1') => {
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ name, password, code }) });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    return { body: (await res.json()) as { code: number; data?: admin.Operator }, setCookie, cookie: token ? `${OPERATOR_COOKIE}=${token}` : '' };
  };

  /** A signed-in operator's cookie. */
  const session = async (role: admin.OperatorRole = 'admin') => {
    const op = await operator(role);
    const res = await login(op.name, PASSWORD, await generate({ secret: op.secret }));
    expect(res.body.code).toBe(200);
    return { ...op, cookie: res.cookie };
  };

  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, input: Parameters<TestApi['call']>[1] = {}) =>
    api.call(def, { ...input, headers: { cookie, ...input.headers } });

  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('ends a session that stayed idle past the limit', async () => {
    const s = await session();
    await api.database.db.execute(sql`UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE operator_id = ${s.id}`);
    expect((await as(s.cookie, admin.me)).status).toBe(401);
  });

  it('refuses members on every console call, whatever token they bring', async () => {
    const m = await member();
    const calls = (Object.values(admin) as unknown[]).filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && v !== admin.login);
    expect(calls.length).toBeGreaterThan(10);
    for (const def of calls) {
      const res = await api.call(def, { token: m.token, headers: { cookie: `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: m.token }))}` }, ...(def.method === 'POST' ? { body: {} } : {}) });
      expect([def.path, res.status]).toEqual([def.path, 401]);
    }
  });

  it('gives each role its sections only', async () => {
    const editor = await session('editor');
    expect((await as(editor.cookie, admin.members, { query: { q: '138' } })).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(editor.cookie, adminContent.articles, { query: { lang: 'en' } })).body.code).toBe(200);
    const support = await session('support');
    expect((await as(support.cookie, adminContent.saveArticle, { body: { id: 1, lang: 'en', category: 'report', title: 't', summary: 's', body: 'b', status: 'published' } })).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(support.cookie, admin.members, { query: { q: '138' } })).body.code).toBe(200);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const s = await session();
    const m = await member();
    await as(s.cookie, admin.endSessions, { body: { id: m.userId } });
    const [entry] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.operatorId, s.id), eq(auditLog.action, 'member.endSessions')));
    expect(entry).toMatchObject({ action: 'member.endSessions', target: `user:${m.userId}`, operatorName: s.name });
    await expect(api.database.db.execute(sql`UPDATE audit_log SET action = 'x' WHERE id = ${entry?.id}`)).rejects.toThrow();
    await expect(api.database.db.execute(sql`DELETE FROM audit_log WHERE id = ${entry?.id}`)).rejects.toThrow();
    await expect(api.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const log = await as(s.cookie, admin.audit, { query: { operator: s.name } });
    expect(log.body.data?.list.map((e) => e.action)).toEqual(['member.endSessions', 'operator.login']);
  });

  it('moves a back-fill request on and tells the member in the bell, once however many operators click', async () => {
    const m = await member();
    const [request] = await api.database.db.insert(backfillRequests).values({ userId: m.userId, type: 'good', suppleId: '987654321' }).returning();
    const a = await session('support');
    const b = await session('support');
    const queue = await as(a.cookie, admin.backfills, { query: { status: 'pending', pageSize: 50 } });
    expect(queue.body.data?.list.some((r) => r.id === request?.id && r.account === m.account)).toBe(true);
    const clicks = await Promise.all([a, b, a, b].map((s) => as(s.cookie, admin.setBackfillStatus, { body: { id: request?.id, status: 'done', note: 'Indexed' } })));
    expect(clicks.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.body.code === ADMIN_CODES.badTransition)).toHaveLength(3);
    const bell = await api.call(monitor.notices, { token: m.token });
    expect(bell.body.data?.unread).toBe(1);
    expect(bell.body.data?.list[0]).toMatchObject({ event: 'backfillDone', kind: 'goods', targetId: 987654321, params: { name: '987654321', note: 'Indexed' } });
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `backfill:${request?.id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'done', note: 'Indexed' } });
  });

  it('answers a member\'s feedback once, shows it to the member with a notice, and keeps it from editors', async () => {
    const m = await member();
    const other = await member();
    const sent = await api.call(identity.userFeedback, { token: m.token, query: { type: identity.FEEDBACK_TYPES.suggestion, complaint: 'Keyword export', problemDescription: 'Please add CSV export of keywords', imgUrl: 'http://127.0.0.1:8080/api/uploads/shot.png' } });
    expect(sent.body.code).toBe(200);
    const id = sent.body.id;
    expect((await api.call(identity.userFeedback, { token: m.token, query: { type: 2, problemDescription: 'x', imgUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await api.call(identity.userFeedback, { token: m.token, query: { type: 2, problemDescription: '   ' } })).status).toBe(400);
    const editor = await session('editor');
    expect((await as(editor.cookie, admin.feedbacks, {})).body.code).toBe(ADMIN_CODES.forbidden);
    const a = await session('support');
    const b = await session('support');
    const queue = await as(a.cookie, admin.feedbacks, { query: { status: 'open', pageSize: 50 } });
    expect(queue.body.data?.list.find((r) => r.id === id)).toMatchObject({ account: m.account, status: 'open', complaint: 'Keyword export' });
    expect((await as(a.cookie, admin.answerFeedback, { body: { id, status: 'answered', answer: '  ' } })).status).toBe(400);
    expect((await as(a.cookie, admin.answerFeedback, { body: { id: 999_999, status: 'answered', answer: 'Hi' } })).body.code).toBe(ADMIN_CODES.notFound);
    const clicks = await Promise.all([a, b, a, b].map((s) => as(s.cookie, admin.answerFeedback, { body: { id, status: 'answered', answer: 'Added in the next release' } })));
    expect(clicks.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.body.code === ADMIN_CODES.badTransition)).toHaveLength(3);
    const mine = await api.call(identity.myFeedback, { token: m.token });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data?.[0]).toMatchObject({ id, status: 'answered', answer: 'Added in the next release' });
    expect(mine.body.data?.[0]?.answeredAt).toBeTruthy();
    expect((await api.call(identity.myFeedback, { token: other.token })).body.data).toEqual([]);
    expect((await api.call(identity.myFeedback, {})).status).toBe(401);
    const bell = await api.call(monitor.notices, { token: m.token });
    expect(bell.body.data?.list.filter((n) => n.event === 'feedbackAnswered')).toHaveLength(1);
    expect(bell.body.data?.list[0]).toMatchObject({ event: 'feedbackAnswered', params: { name: 'Keyword export' } });
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `feedback:${id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 'open', answer: '' }, after: { status: 'answered', answer: 'Added in the next release' } });
  });

  it('shows the job queue and failed jobs to administrators only, and retries a failed job once', async () => {
    const [job] = await api.database.db
      .insert(jobs)
      .values({ kind: 'testKind', key: `test:${randomSecret(6)}`, state: 'failed', attempts: 5, lastError: 'upstream timed out', finishedAt: new Date() })
      .returning();
    const support = await session('support');
    expect((await as(support.cookie, admin.jobs)).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(support.cookie, admin.retryJob, { body: { id: job?.id } })).body.code).toBe(ADMIN_CODES.forbidden);
    const a = await session();
    const b = await session();
    const state = await as(a.cookie, admin.jobs);
    expect(state.body.data?.failed.find((f) => f.id === job?.id)).toMatchObject({ kind: 'testKind', lastError: 'upstream timed out', attempts: 5 });
    expect(state.body.data?.summary.some((r) => r.kind === 'testKind' && r.state === 'failed' && r.count === 1)).toBe(true);
    const clicks = await Promise.all([a, b, a, b].map((s) => as(s.cookie, admin.retryJob, { body: { id: job?.id } })));
    expect(clicks.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.body.code === ADMIN_CODES.badTransition)).toHaveLength(3);
    expect((await as(a.cookie, admin.retryJob, { body: { id: 999_999 } })).body.code).toBe(ADMIN_CODES.notFound);
    const [after] = await api.database.db.select().from(jobs).where(eq(jobs.id, job?.id ?? 0));
    expect(after).toMatchObject({ state: 'queued', attempts: 0, finishedAt: null });
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `job:${job?.id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'job.retry', before: { state: 'failed', lastError: 'upstream timed out' }, after: { state: 'queued' } });
  });

  it('finds members, changes membership, unfreezes and ends their sessions', async () => {
    const s = await session('support');
    const m = await member();
    const found = await as(s.cookie, admin.members, { query: { by: 'phone', q: m.account.slice(-6) } });
    expect(found.body.data?.list.map((r) => r.id)).toContain(m.userId);
    const extended = await as(s.cookie, admin.setMembership, { body: { id: m.userId, planId: 10, days: 30 } });
    expect(extended.body.data).toMatchObject({ planId: 10, tier: 'operation', expired: false, sessions: 1 });
    await as(s.cookie, admin.setMemberFlags, { body: { id: m.userId, restricted: true } });
    expect((await api.call(monitor.unread, { token: m.token })).status).toBe(403);
    const unfrozen = await as(s.cookie, admin.setMemberFlags, { body: { id: m.userId, restricted: false } });
    expect(unfrozen.body.data?.restricted).toBe(false);
    expect((await api.call(monitor.unread, { token: m.token })).status).toBe(200);
    expect((await as(s.cookie, admin.endSessions, { body: { id: m.userId } })).body.data).toEqual({ ended: 1 });
    expect((await api.call(monitor.unread, { token: m.token })).status).toBe(401);
  });

  it('counts the members each channel brought, and shows a member where they came from', async () => {
    const s = await session('support');
    const yiwu = async () => (await as(s.cookie, admin.channels)).body.data?.list.find((c) => c.urlCode === 'yiwu-export');
    const before = await yiwu();
    expect(before).toMatchObject({ channelName: 'Yiwu Cross-border Export Union', pageIndex: expect.any(Number) });
    const withoutBefore = (await as(s.cookie, admin.channels)).body.data?.withoutChannel ?? 0;
    const paid = await member();
    const trial = await member();
    const direct = await member();
    const day = 86_400_000;
    await api.database.db.update(users).set({ channelCode: 'yiwu-export' }).where(sql`${users.id} IN (${paid.userId}, ${trial.userId})`);
    // A sub-account of a channel's member is not a second member of the channel.
    await api.database.db.insert(users).values({ account: `sub_${paid.account}`, mobile: paid.account, nickName: 'sub', distinctId: randomSecret(8), mainUserId: paid.userId, channelCode: 'yiwu-export' });
    await api.database.db.insert(memberships).values([
      { userId: paid.userId, planId: 10, maturityTime: new Date(Date.now() + 30 * day) },
      { userId: trial.userId, planId: 16, maturityTime: new Date(Date.now() + 3 * day) },
    ]);
    await api.database.db.insert(userAttributions).values({ userId: paid.userId, channelCode: 'yiwu-export', urlCode: 'yiwu-export', invite: 'FRIEND42', utm: 'wechat-group', mode: 'promote_register', landingPath: '/promote/mobile' });
    const after = await yiwu();
    expect(after && before && { members: after.members - before.members, last30Days: after.last30Days - before.last30Days, paying: after.paying - before.paying, onTrial: after.onTrial - before.onTrial }).toEqual({ members: 2, last30Days: 2, paying: 1, onTrial: 1 });
    expect(after?.lastSignupAt).not.toBeNull();
    expect((await as(s.cookie, admin.channels)).body.data?.withoutChannel).toBe(withoutBefore + 1);
    const shown = await as(s.cookie, admin.member, { query: { id: paid.userId } });
    expect(shown.body.data?.attribution).toMatchObject({ channelCode: 'yiwu-export', invite: 'FRIEND42', utm: 'wechat-group', mode: 'promote_register', landingPath: '/promote/mobile' });
    expect((await as(s.cookie, admin.member, { query: { id: direct.userId } })).body.data?.attribution).toBeNull();
    // The channel's members are the members search by channel.
    const listed = await as(s.cookie, admin.members, { query: { by: 'channel', q: 'yiwu-export', pageSize: 50 } });
    expect(listed.body.data?.list.map((r) => r.id)).toEqual(expect.arrayContaining([paid.userId, trial.userId]));
    const editor = await session('editor');
    expect((await as(editor.cookie, admin.channels)).body.code).toBe(ADMIN_CODES.forbidden);
  });

  it('hides a reported answer from the community and restores it, with the reason audited', async () => {
    const s = await session('editor');
    const [q] = await api.database.db.select().from(questions).where(eq(questions.hidden, false)).limit(1);
    const [a] = await api.database.db.insert(answers).values({ questionId: q?.id ?? 0, content: 'Buy followers here', nickName: 'spam', reports: 2 }).returning();
    const reported = await as(s.cookie, admin.community, { query: { filter: 'reported', pageSize: 50 } });
    expect(reported.text).toContain('"code":200');
    expect(reported.body.data?.list.some((r) => r.kind === 'answer' && r.id === a?.id)).toBe(true);
    const shown = async () => (await api.call(content.questionDetail, { query: { id: q?.id } })).body.data?.answers.map((x) => x.id) ?? [];
    expect(await shown()).toContain(a?.id);
    expect((await as(s.cookie, admin.moderate, { body: { kind: 'answer', id: a?.id, action: 'hide', reason: 'Advertising' } })).body.code).toBe(200);
    expect(await shown()).not.toContain(a?.id);
    await as(s.cookie, admin.moderate, { body: { kind: 'answer', id: a?.id, action: 'restore', reason: 'Reviewed again' } });
    expect(await shown()).toContain(a?.id);
    expect((await as(s.cookie, admin.moderate, { body: { kind: 'answer', id: a?.id, action: 'hide', reason: '' } })).status).toBe(400);
    const audit = await as(s.cookie, admin.audit, { query: { operator: s.name } });
    expect(audit.body.data?.list.filter((e) => e.action !== 'operator.login').map((e) => [e.action, (e.after as { reason: string }).reason])).toEqual([
      ['community.restore', 'Reviewed again'],
      ['community.hide', 'Advertising'],
    ]);
  });

  it('bars a member from posting in the community with a localized refusal, and lets them again', async () => {
    const s = await session('support');
    const m = await member();
    const controlT = randomSecret(16);
    await api.database.db.update(accessTokens).set({ controlTHash: sha256(controlT) }).where(eq(accessTokens.tokenHash, sha256(m.token)));
    const [q] = await api.database.db.select().from(questions).where(eq(questions.hidden, false)).limit(1);
    const post = () => api.call(content.replyQuestion, { token: m.token, headers: { 'Control-T': controlT, 'accept-language': 'en' }, body: { questionId: q?.id, content: 'Which warehouse is faster?' } });
    expect((await post()).body.code).toBe(200);
    expect((await as(s.cookie, admin.setMemberFlags, { body: { id: m.userId, postingBanned: true } })).body.data?.postingBanned).toBe(true);
    const refused = await post();
    expect(refused.body).toMatchObject({ code: ADMIN_CODES.postingBanned, message: expect.stringMatching(/barred from posting/) });
    await as(s.cookie, admin.setMemberFlags, { body: { id: m.userId, postingBanned: false } });
    expect((await post()).body.code).toBe(200);
  });
});
