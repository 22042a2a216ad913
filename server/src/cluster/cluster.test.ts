import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminContent, dev, identity } from '@marketlens/core/contract';
import { openDatabase, type Database } from '../db/client';
import { smsCodes } from '../db/schema/index';
import { createLogger } from '../log';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { enqueue, startWorker } from '../services/jobs/queue';
import { cached } from '../services/market/service';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { openTestDatabase } from '../testing/db';
import { solveCaptcha } from '../testing/flows';
import { onInvalidate, TOPICS } from './invalidation';
import { consumeLimit } from './limiters';
import { joinCluster, type ClusterMembership } from './start';

const url = process.env.TEST_DATABASE_URL;
const log = createLogger('silent');
const PASSWORD = 'Operator2026';

/** Resolves with the milliseconds until `check` holds, polling every 10 ms; rejects after `withinMs`. */
async function within(withinMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

// Two server instances in one process on one PostgreSQL database, each with its own pool and its own
// listener, as two machines behind a load balancer would be.
describe.skipIf(!url)('two instances on one PostgreSQL database', () => {
  let first: Database;
  let second: Database;
  let a: TestApi;
  let b: TestApi;
  const members: ClusterMembership[] = [];

  beforeAll(async () => {
    first = await openTestDatabase(url);
    second = await openDatabase({ url: first.url });
    for (const database of [first, second]) members.push(await joinCluster(database, { READ_REPLICA_MAX_LAG_SECONDS: 5 }, log));
    a = await openTestApi(url, {}, { database: first });
    b = await openTestApi(url, {}, { database: second });
  }, 180_000);
  afterAll(async () => {
    for (const m of members) await m.close();
    await b?.close();
    await a?.close();
  });

  it('shares request limits through PostgreSQL: 40 uses at once on two instances take exactly the 10 allowed', async () => {
    expect(members.map((m) => m.shared)).toEqual([
      { limits: 'postgres', invalidations: 'postgres', reads: 'primary' },
      { limits: 'postgres', invalidations: 'postgres', reads: 'primary' },
    ]);
    const spec = { keyPrefix: 'cluster-test', points: 10, duration: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => consumeLimit(i % 2 ? second.db : first.db, spec, 'subject-1')));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await consumeLimit(first.db, spec, 'subject-2')).toBe(true);
  });

  it('sends one SMS code to a number however many instances are asked at once', async () => {
    const mobile = '13712345678';
    const captchas = [];
    for (let i = 0; i < 12; i++) captchas.push(await solveCaptcha(i % 2 ? b : a));
    const sent = await Promise.all(
      captchas.map((captcha, i) =>
        (i % 2 ? b : a).call(identity.sendMessageV2, { body: { appName: 'ozon', sendType: 'log', mobilePhone: mobile, ...captcha }, headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } }),
      ),
    );
    expect(sent.filter((s) => s.body.code === 200)).toHaveLength(1);
    expect(sent.filter((s) => s.status === 429)).toHaveLength(11);
    expect(await first.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(1);
  });

  it("shows an operator's publish on the other instance within 2 s", async () => {
    let forgotten = 0;
    const stop = onInvalidate(second.db, TOPICS.pages, () => void (forgotten += 1));
    const op = await createOperator(first.db, { name: 'cluster_editor', role: 'editor', password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const login = await a.app.request(callPath(a.runtimeConfig, admin.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) }),
    });
    const cookie = `${OPERATOR_COOKIE}=${new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
    const saved = await a.call(adminContent.saveArticle, {
      body: { lang: 'en', category: 'operate', title: 'Across instances', summary: 'Seen everywhere', body: 'Text.', status: 'draft' },
      headers: { cookie },
    });
    const id = adminContent.saveArticle.response.parse(saved.body).data?.id ?? 0;
    await within(2_000, () => forgotten > 0);
    const before = forgotten;
    const published = await a.call(adminContent.publish, { body: { kind: 'article', id, status: 'published' }, headers: { cookie } });
    expect(published.body.code).toBe(200);
    const ms = await within(2_000, () => forgotten > before);
    expect(ms).toBeLessThan(2_000);
    stop();
  });

  it("clears the other instance's market answers within 2 s when the market moves a day", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(second.db, 'cluster-test', load)).toBe(1);
    expect(await cached(second.db, 'cluster-test', load)).toBe(1);
    const moved = await a.call(dev.marketAdvance, { body: {} });
    expect(moved.status).toBeLessThan(400);
    await within(2_000, async () => (await cached(second.db, 'cluster-test', load)) === 2);
  });

  it('runs each job once while workers of both instances poll', async () => {
    const runs = new Map<string, number>();
    const handlers = {
      'cluster-test': async (job: { key: string }) => {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    // Every poll of every worker schedules the same job, as the real schedule does each slot.
    const schedule = (db: Database['db']) => async () => void (await enqueue(db, { kind: 'cluster-test', key: 'cluster-test:slot' }));
    for (let i = 0; i < 20; i++) await enqueue(first.db, { kind: 'cluster-test', key: `cluster-test:${i}` });
    const workers = [first.db, first.db, second.db, second.db].map((db) => startWorker({ db, log, handlers, schedule: schedule(db), pollMs: 20, leaseMs: 10_000 }));
    await within(20_000, async () => {
      const [row] = (await first.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'cluster-test' AND state = 'done'`)).rows as { n: number }[];
      return row?.n === 21;
    });
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.size).toBe(21);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  }, 30_000);
});

describe.skipIf(!url || !process.env.TEST_REDIS_URL)('two instances sharing limits through Redis', () => {
  let first: Database;
  let second: Database;
  const members: ClusterMembership[] = [];

  beforeAll(async () => {
    first = await openTestDatabase(url);
    second = await openDatabase({ url: first.url });
    for (const database of [first, second]) members.push(await joinCluster(database, { READ_REPLICA_MAX_LAG_SECONDS: 5, REDIS_URL: process.env.TEST_REDIS_URL }, log));
  }, 180_000);
  afterAll(async () => {
    for (const m of members) await m.close();
    await second?.close();
    await first?.close();
  });

  it('takes exactly the 10 allowed of 40 uses at once on two instances', async () => {
    expect(members.map((m) => m.shared.limits)).toEqual(['redis', 'redis']);
    const spec = { keyPrefix: `cluster-test-${Date.now()}`, points: 10, duration: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => consumeLimit(i % 2 ? second.db : first.db, spec, 'subject-1')));
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
