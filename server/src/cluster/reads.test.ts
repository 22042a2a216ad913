import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { memberships, userCategories } from '../db/schema/index';
import * as schema from '../db/schema/index';
import { createLogger } from '../log';
import { openTestServer, signIn, type TestServer } from '../routes/report/test-kit';
import { clusterMetrics } from './metrics';
import { attachReadReplica, ReadRouter, routeReads } from './reads';

const url = process.env.TEST_DATABASE_URL;
const log = createLogger('silent');
const DAY = 86_400_000;

/** A replica whose replay stops when told: what a standby under load or with replay paused reports. */
class PausableReplica extends ReadRouter {
  frozenAt: number | null = null;
  protected override async readReplayed(): Promise<number | null> {
    const now = await super.readReplayed();
    return this.frozenAt ?? now;
  }
  async freeze(): Promise<void> {
    this.frozenAt = await super.readReplayed();
  }
}

// The "replica" here is a second pool on the test database (same rows, not in recovery); the real
// streaming replica, its lag and its restart are exercised by `npm run bench:cluster`.
describe.skipIf(!url)('workbench reads with DATABASE_READ_URL', () => {
  let server: TestServer;
  let pool: pg.Pool;
  let replica: Db;
  let member: Record<string, string>;
  let other: Record<string, string>;

  const request = async (headers: Record<string, string>, path: string, body?: unknown) => {
    const res = await server.app.request(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'accept-language': 'en', ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { source: res.headers.get('x-read-source'), body: (await res.json()) as { code: number; data?: Record<string, unknown> } };
  };
  const newMember = async (mobile: string) => {
    const signed = await signIn(server, mobile);
    await server.database.db.insert(memberships).values({ userId: signed.userId, planId: 12, maturityTime: new Date(Date.now() + 180 * DAY) });
    await server.database.db.insert(userCategories).values({ userId: signed.userId, typeId: 99997, slot: 0 });
    return signed.headers;
  };
  const route = async <R extends ReadRouter>(router: R): Promise<R> => {
    await router.start();
    routeReads(server.database.db, router);
    return router;
  };

  beforeAll(async () => {
    server = await openTestServer(url);
    pool = new pg.Pool({ connectionString: server.database.url, max: 4 });
    replica = drizzle({ client: pool, schema });
    member = await newMember('13900003001');
    other = await newMember('13900003002');
  }, 180_000);
  afterAll(async () => {
    routeReads(server.database.db, undefined);
    await pool.end();
    await server.close();
  });

  it('serves lists, details and exports from the replica and says so', async () => {
    const router = await route(new ReadRouter(server.database.db, replica, { maxLagMs: 5_000, log }));
    const list = await request(member, '/workbench/goods/list?typeId=99997&pageSize=5');
    expect(list.body.code).toBe(200);
    expect(list.source).toBe('replica');
    const goodsId = (list.body.data?.list as { goodsId: number }[])[0]?.goodsId;
    expect((await request(member, `/workbench/goods/detail?goodsId=${goodsId}`)).source).toBe('replica');
    expect((await request(member, '/workbench/shop/export?typeId=99997')).source).toBe('replica');
    expect(router.stats.replica).toBe(3);
    const metrics = await clusterMetrics(server.database.db).metrics();
    expect(metrics).toContain('marketlens_workbench_reads{source="replica",reason=""} 3');
    expect(metrics).toMatch(/marketlens_replica_lag_seconds \d/);
    router.stop();
  });

  it("reads a member's own write back from the primary while the replica has not replayed it, and others' reads stay on the replica", async () => {
    const router = await route(new PausableReplica(server.database.db, replica, { maxLagMs: 5_000, log }));
    await router.freeze();
    const run = await request(member, '/workbench/explosion/check', { typeId: 99997, multiple: 2, minDaily: 1 });
    expect(run.body.code).toBe(200);
    const history = await request(member, '/workbench/explosion/history?pageSize=10');
    expect(history.source).toBe('primary');
    expect((history.body.data?.list as unknown[]).length).toBe(1);
    expect((await request(other, '/workbench/goods/list?typeId=99997&pageSize=5')).source).toBe('replica');
    expect(router.stats.primary.ownWrite).toBe(1);
    // Once the replica has replayed past the write, the member reads from it again.
    router.frozenAt = null;
    expect((await request(member, '/workbench/explosion/history?pageSize=10')).source).toBe('replica');
    router.stop();
  });

  it('sends every read to the primary while the replica lags beyond the bound', async () => {
    const router = await route(new PausableReplica(server.database.db, replica, { maxLagMs: 300, pollMs: 50, log }));
    await router.freeze();
    // The primary moves on; the replica stays where it stopped.
    await server.database.db.execute(sql`INSERT INTO member_write_marks (user_id, lsn) VALUES (-1, 0) ON CONFLICT (user_id) DO UPDATE SET at = now()`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.stats.lagMs).toBeGreaterThan(300);
    const list = await request(other, '/workbench/goods/list?typeId=99997&pageSize=5');
    expect(list.body.code).toBe(200);
    expect(list.source).toBe('primary');
    expect(router.stats.primary.lag).toBe(1);
    router.stop();
  });

  it('answers from the primary when the replica does not answer at all', async () => {
    const attached = await attachReadReplica(server.database.db, 'postgres://postgres@127.0.0.1:1/nowhere', { maxLagMs: 5_000, log });
    const list = await request(other, '/workbench/goods/list?typeId=99997&pageSize=5');
    expect(list.body.code).toBe(200);
    expect(list.source).toBe('primary');
    expect(attached.router.stats.primary.replicaDown).toBe(1);
    await attached.close();
  });
});
