import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminObservations as obs, type CallDef } from '@marketlens/core/contract';
import { accessTokens, users } from '../db/schema/index';
import { collectorRuns } from '../db/schema/observations';
import { randomSecret, sha256 } from '../security/hash';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { ingestBatch, originOf } from '../services/observations/ingest';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';

const PASSWORD = 'Operator2026';
const NOW = new Date('2026-11-20T09:00:00Z');
const DAY = '2026-11-20';

/** A search-page card as the extension sends it, observed `minutesAgo` before NOW. */
const card = (goodsId: number, over: Record<string, unknown> = {}, minutesAgo = 30) => ({
  goodsId, observedAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(), page: 'search', query: 'чехол', position: 3, title: 'Чехол силиконовый', price: 49_900, ...over,
});

describe.each(testTargets)('the console’s view of held-back observations on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;
  let adminCookie = '';
  const hostile = originOf('member', 'hostile');
  const honest = originOf('member', 'honest');

  const session = async (role: admin.OperatorRole) => {
    const op = await createOperator(api.database.db, { name: `obs${next++}_${role}`, role, password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.81.0.${next}` },
      body: JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) }),
    });
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
    return `${OPERATOR_COOKIE}=${token}`;
  };
  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, query: Record<string, string | number | undefined> = {}) =>
    api.call(def, { query, headers: { cookie } });

  beforeAll(async () => {
    api = await openTestApi(url);
    adminCookie = await session('admin');
    // A hostile client: a stale row, a row from the future, a malformed one, an id outside Ozon's, an impossible price.
    await ingestBatch(api.database.db, {
      source: 'extension', origin: hostile, batchId: randomUUID(), now: NOW,
      rows: [card(1_000_001, {}, 60 * 50), card(1_000_002, {}, -60), card(1_000_003, { price: 'free' }), card(42), card(1_000_004, { price: 1 }), card(1_000_005)],
    });
    // Two honest origins and the hostile one see one goods; the hostile price is far from theirs.
    for (const [origin, price] of [[honest, 49_900], [originOf('member', 'third'), 50_900], [hostile, 990_000]] as const)
      await ingestBatch(api.database.db, { source: 'extension', origin, batchId: randomUUID(), now: NOW, rows: [card(1_000_010, { price })] });
    await api.database.db.insert(collectorRuns).values({ pages: 12, observations: 340, failures: 1, lastError: 'HTTP 429', finishedAt: new Date() });
  });
  afterAll(async () => api.close());

  it('lists the quarantined rows with their reason, origin hash and day, and counts them per reason', async () => {
    const res = await as(adminCookie, obs.held);
    expect(res.status).toBe(200);
    const data = obs.held.response.parse(res.body).data;
    expect(data?.list.map((r) => [r.goodsId, r.reason]).sort()).toEqual([[1_000_001, 'stale'], [1_000_002, 'future'], [1_000_010, 'outlier']]);
    expect(data?.list.every((r) => r.origin === hostile)).toBe(true);
    expect(data?.reasons).toEqual([{ reason: 'stale', rows: 1 }, { reason: 'future', rows: 1 }, { reason: 'flood', rows: 0 }, { reason: 'outlier', rows: 1 }]);
    // What was refused unstored is counted by reason since the instance started.
    const refused = new Map(data?.refusedSinceStart.map((r) => [r.reason, r.rows]));
    for (const reason of ['invalid', 'unknownGoods', 'impossible'] as const) expect(refused.get(reason)).toBeGreaterThanOrEqual(1);
  });

  it('filters held rows by reason, origin prefix, day and source, and pages them', async () => {
    const rows = async (query: Record<string, string | number | undefined>) => obs.held.response.parse((await as(adminCookie, obs.held, query)).body).data;
    expect((await rows({ reason: 'outlier' }))?.list.map((r) => r.goodsId)).toEqual([1_000_010]);
    const byReason = await rows({ reason: 'outlier' });
    expect(byReason?.total).toBe(1);
    expect(byReason?.reasons.find((r) => r.reason === 'stale')?.rows).toBe(1);
    expect((await rows({ origin: hostile.slice(0, 10).toUpperCase() }))?.total).toBe(3);
    expect((await rows({ origin: honest.slice(0, 10) }))?.total).toBe(0);
    expect((await rows({ day: DAY }))?.list.map((r) => r.reason).sort()).toEqual(['future', 'outlier']);
    expect((await rows({ source: 'collector' }))?.total).toBe(0);
    const first = await rows({ pageSize: 2, pageNum: 1 });
    const second = await rows({ pageSize: 2, pageNum: 2 });
    expect(first?.list).toHaveLength(2);
    expect(second?.list).toHaveLength(1);
    expect(new Set([...(first?.list ?? []), ...(second?.list ?? [])].map((r) => r.id)).size).toBe(3);
  });

  it('lists the batches with what became of their rows, refused ones included, and their sums', async () => {
    const all = obs.batches.response.parse((await as(adminCookie, obs.batches, { origin: hostile.slice(0, 8) })).body).data;
    expect(all?.total).toBe(2);
    const big = all?.list.find((b) => b.rows === 6);
    expect(big).toMatchObject({ source: 'extension', origin: hostile, accepted: 1, quarantined: 2, duplicates: 0, refused: 3 });
    expect(all?.totals).toEqual({ batches: 2, rows: 7, accepted: 1, quarantined: 3, duplicates: 0, refused: 3 });
    const held = obs.batches.response.parse((await as(adminCookie, obs.batches, { held: '1' })).body).data;
    expect(held?.list.every((b) => b.origin === hostile)).toBe(true);
    const today = obs.batches.response.parse((await as(adminCookie, obs.batches, { day: new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10) })).body).data;
    expect(today?.total).toBe(4);
    expect(obs.batches.response.parse((await as(adminCookie, obs.batches, { day: '2020-01-01' })).body).data?.total).toBe(0);
  });

  it('shows the collector as not configured here, with its latest runs', async () => {
    const data = obs.collector.response.parse((await as(adminCookie, obs.collector)).body).data;
    expect(data).toMatchObject({ configured: false, host: null, origin: null });
    expect(data?.runs[0]).toMatchObject({ pages: 12, observations: 340, failures: 1, lastError: 'HTTP 429' });
  });

  it('refuses malformed filters with 400, members with 401, and operators without the operations section with 403', async () => {
    for (const query of [{ reason: 'invalid' }, { origin: 'xyz' }, { origin: 'abc' }, { day: '2026-13-01' }, { pageSize: 1000 }, { source: 'crawler' }])
      expect((await as(adminCookie, obs.held, query)).status).toBe(400);
    expect((await as(adminCookie, obs.batches, { held: 'yes' })).status).toBe(400);

    const [user] = await api.database.db.insert(users).values({ account: '13600009001', mobile: '13600009001', nickName: 'm', distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('no member');
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    for (const def of [obs.held, obs.batches, obs.collector] as CallDef[]) {
      const res = await api.call(def, { token, headers: { cookie: `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: token }))}` } });
      expect([def.path, res.status]).toEqual([def.path, 401]);
      for (const role of ['support', 'editor'] as const) {
        const refused = await as(await session(role), def);
        expect([def.path, role, refused.status, refused.body.code]).toEqual([def.path, role, 403, admin.ADMIN_CODES.forbidden]);
      }
    }
  });
});
