import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observations } from '@marketlens/core/contract';
import { shareLimits } from '../cluster/limiters';
import { openDatabase, type Database } from '../db/client';
import { observationBatches, observations as observationRows } from '../db/schema/observations';
import { accessTokens, users } from '../db/schema/index';
import { metricsEndpoint } from '../http/metrics';
import { createLogger } from '../log';
import { randomSecret, sha256 } from '../security/hash';
import { originOf } from '../services/observations/ingest';
import { openTestApi, type TestApi } from '../testing/api';
import { openTestDatabase, testTargets } from '../testing/db';
import { OBSERVATION_BATCHES_PER_MINUTE } from './observations';

/** A card of a search page, observed a minute ago. */
const card = (goodsId: number, over: Record<string, unknown> = {}) => ({
  goodsId,
  observedAt: new Date(Date.now() - 60_000).toISOString(),
  page: 'search',
  query: 'термос',
  position: 1,
  title: 'Термос 1 л',
  price: 129_000,
  rating: 4.8,
  reviews: 310,
  sellerId: 55_001,
  sellerName: 'ТермоДом',
  scheme: 'FBS',
  ...over,
});

describe.each(testTargets)('observations.sendBatch on $name', ({ url }) => {
  let api: TestApi;
  let member: { userId: number; token: string; mobile: string };

  /** A signed-in member with an access token, like the extension's. */
  const signIn = async (mobile: string) => {
    const [user] = await api.database.db.insert(users).values({ account: mobile, mobile, nickName: `user${mobile.slice(-4)}`, distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('user not created');
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { userId: user.id, token, mobile };
  };
  const send = (token: string | undefined, body: unknown, lang = 'en') =>
    api.call(observations.sendBatch, { body, ...(token ? { token } : {}), headers: { 'accept-language': lang } });
  const storedOf = (userId: number) => api.database.db.select().from(observationRows).where(eq(observationRows.origin, originOf('member', userId)));

  beforeAll(async () => {
    api = await openTestApi(url, { ORIGIN_KEY_SECRET: randomBytes(32).toString('hex') });
    member = await signIn('13900007701');
  }, 120_000);
  afterAll(async () => api?.close());

  it('refuses a guest and stores nothing', async () => {
    const res = await send(undefined, { batchId: randomUUID(), rows: [card(5_000_001)] });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(await api.database.db.select().from(observationRows).where(eq(observationRows.goodsId, 5_000_001))).toEqual([]);
  });

  it("stores a member's good batch under a keyed origin, and names the rows it held back", async () => {
    const rows = [card(5_000_002), card(5_000_003, { position: 2 }), card(5_000_004, { price: 'cheap' }), card(42)];
    const res = await send(member.token, { batchId: randomUUID(), rows });
    expect(res.status).toBe(200);
    const outcome = observations.sendBatch.response.parse(res.body).data;
    expect(outcome).toEqual({
      accepted: 2,
      quarantined: 0,
      duplicates: 0,
      held: [
        { index: 2, reason: 'invalid' },
        { index: 3, reason: 'unknownGoods' },
      ],
    });
    const stored = await storedOf(member.userId);
    expect(stored.map((r) => [r.goodsId, r.status, r.source, r.context, r.position])).toEqual([
      [5_000_002, 'accepted', 'extension', 'q:термос', 1],
      [5_000_003, 'accepted', 'extension', 'q:термос', 2],
    ]);
  });

  it('keeps nothing that names the member: no such column, and no value holding their id or phone', async () => {
    const columns = await api.database.db.execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name IN ('observations', 'observation_batches') ORDER BY column_name`,
    );
    const names = columns.rows.map((r) => r.column_name);
    expect(names).toContain('origin');
    expect(names.filter((n) => /user|member|mobile|phone|account|ip|token/.test(n))).toEqual([]);
    const rows = [...(await storedOf(member.userId)), ...(await api.database.db.select().from(observationBatches).where(eq(observationBatches.origin, originOf('member', member.userId))))];
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(member.mobile);
      expect(Object.values(row)).not.toContain(member.userId);
      expect(Object.values(row)).not.toContain(String(member.userId));
    }
  });

  it('answers a replayed batch id with nothing stored, and a malformed batch with a localized 400', async () => {
    const batchId = randomUUID();
    const first = await send(member.token, { batchId, rows: [card(5_000_010)] });
    expect(observations.sendBatch.response.parse(first.body).data).toMatchObject({ accepted: 1, duplicates: 0 });
    const replay = await send(member.token, { batchId, rows: [card(5_000_011), card(5_000_012)] });
    expect(observations.sendBatch.response.parse(replay.body).data).toEqual({ accepted: 0, quarantined: 0, duplicates: 2, held: [] });
    for (const body of [{ batchId: 'not-a-uuid', rows: [card(5_000_013)] }, { batchId: randomUUID(), rows: [] }, { batchId: randomUUID(), rows: Array.from({ length: 201 }, (_, i) => card(5_001_000 + i)) }]) {
      const res = await send(member.token, body, 'ru');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[А-Яа-я]/);
    }
    const ids = (await storedOf(member.userId)).map((r) => r.goodsId);
    expect(ids).toContain(5_000_010);
    expect(ids.filter((id) => id >= 5_000_011)).toEqual([]);
  });

  it('limits the batches a member sends a minute, with a message in their language, and counts rows on /metrics', async () => {
    const other = await signIn('13900007702');
    const answers = [];
    for (let i = 0; i < OBSERVATION_BATCHES_PER_MINUTE + 3; i++) answers.push(await send(other.token, { batchId: randomUUID(), rows: [card(6_000_000 + i)] }, 'zh-CN'));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(OBSERVATION_BATCHES_PER_MINUTE);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.code).toBe(429);
    expect(refused[0]?.body.message).toContain(`每分钟最多 ${OBSERVATION_BATCHES_PER_MINUTE} 批`);
    expect(await storedOf(other.userId)).toHaveLength(OBSERVATION_BATCHES_PER_MINUTE);
    // Another member has a minute of their own.
    expect((await send(member.token, { batchId: randomUUID(), rows: [card(6_100_000)] })).status).toBe(200);
    const text = await metricsEndpoint(api.database.db, undefined).render();
    const value = (labels: string) => Number(new RegExp(`^marketlens_observations_total\\{${labels}\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    expect(value('source="extension",outcome="accepted",reason=""')).toBeGreaterThanOrEqual(OBSERVATION_BATCHES_PER_MINUTE + 4);
    expect(value('source="extension",outcome="refused",reason="unknownGoods"')).toBeGreaterThanOrEqual(1);
    expect(value('source="extension",outcome="refused",reason="invalid"')).toBeGreaterThanOrEqual(1);
    expect(value('source="extension",outcome="duplicate",reason=""')).toBeGreaterThanOrEqual(2);
  });
});

// Two instances on one PostgreSQL database, their request limits shared through it (as in production):
// a member's batches are counted together, whichever instance answers.
const sharedUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!sharedUrl)('observations.sendBatch on two instances', () => {
  let first: Database;
  let second: Database;
  let a: TestApi;
  let b: TestApi;
  const shared: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    first = await openTestDatabase(sharedUrl);
    second = await openDatabase({ url: first.url });
    for (const database of [first, second]) if (database.pool) shared.push(await shareLimits(database.db, { pool: database.pool, log: createLogger('silent') }));
    const env = { ORIGIN_KEY_SECRET: randomBytes(32).toString('hex') };
    a = await openTestApi(sharedUrl, env, { database: first });
    b = await openTestApi(sharedUrl, env, { database: second });
  }, 180_000);
  afterAll(async () => {
    for (const s of shared) await s.close();
    await b?.close();
    await a?.close();
  });

  it("takes exactly a minute's batches of a member sent at once to both", async () => {
    const mobile = '13900007703';
    const [user] = await first.db.insert(users).values({ account: mobile, mobile, nickName: 'user7703', distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('user not created');
    const token = randomSecret(32);
    await first.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const total = OBSERVATION_BATCHES_PER_MINUTE + 10;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) => (i % 2 ? b : a).call(observations.sendBatch, { body: { batchId: randomUUID(), rows: [card(6_500_000 + i)] }, token })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(OBSERVATION_BATCHES_PER_MINUTE);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await first.db.select().from(observationRows).where(eq(observationRows.origin, originOf('member', user.id)))).toHaveLength(OBSERVATION_BATCHES_PER_MINUTE);
  });
});
