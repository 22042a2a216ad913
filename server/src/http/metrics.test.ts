import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../log';
import { enqueue } from '../services/jobs/queue';
import { openTestDatabase, testTargets } from '../testing/db';

const TOKEN = 'metrics-token-0123456789abcdef';

describe.each(testTargets)('/metrics and request ids on $name', ({ url }) => {
  let database: Database;
  let server: ServerType;
  let base = '';
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(url);
    const log = createLogger('info');
    // The logger writes JSON lines on stdout: keep this file's lines to read them.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const app = await createApp({
      db: database.db,
      config: loadConfig({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN }),
      log,
      runtimeConfig: parseRuntimeConfig({}),
      pool: database.pool,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('counts requests by route pattern, not by raw path, with the queue, sync, market and pool state', async () => {
    // The request counters are the process's: the other database's run counted before this one.
    const before = await (await fetch(`${base}/metrics`)).text();
    for (const name of ['a1b2c3.png', 'd4e5f6.png']) await fetch(`${base}/api/uploads/${name}`);
    await fetch(`${base}/api/no-such-call-4711`);
    await enqueue(database.db, { kind: 'metrics-probe', key: 'metrics-probe-1' });
    await database.db.execute(sql`DELETE FROM collector_runs`);
    await database.db.execute(sql`INSERT INTO collector_runs (started_at, finished_at, pages, observations, failures) VALUES ('2026-11-26T02:00:00Z', now(), 70, 2412, 3)`);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const uploads = /^http_requests_total\{method="GET",route="\/api\/uploads\/:name",status="404"\} (\d+)$/m;
    const unknown = /^http_requests_total\{method="GET",route="\/api\/\*",status="404"\} (\d+)$/m;
    const count = (t: string, re: RegExp) => Number(re.exec(t)?.[1] ?? 0);
    expect(count(text, uploads) - count(before, uploads)).toBe(2);
    expect(count(text, unknown) - count(before, unknown)).toBe(1);
    expect(text).not.toContain('a1b2c3');
    expect(text).not.toContain('4711');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/uploads\/:name"\} \d+$/m);
    expect(text).toMatch(/^marketlens_database_up 1$/m);
    expect(text).toMatch(/^marketlens_jobs_due\{kind="metrics-probe"\} 1$/m);
    expect(text).toMatch(/^marketlens_jobs\{kind="metrics-probe",state="queued"\} 1$/m);
    expect(text).toMatch(/^marketlens_myshop_sync_overdue_shops \d+$/m);
    expect(text).toMatch(/^marketlens_market_latest_day_seconds \d+$/m);
    expect(text).toMatch(/^marketlens_collector_last_run\{figure="pages"\} 70$/m);
    expect(text).toMatch(/^marketlens_collector_last_run\{figure="observations"\} 2412$/m);
    expect(text).toMatch(/^marketlens_collector_last_run\{figure="failures"\} 3$/m);
    expect(text).toMatch(new RegExp(`^marketlens_collector_last_run\\{figure="started"\\} ${Date.parse('2026-11-26T02:00:00Z') / 1000}$`, 'm'));
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    if (url) expect(text).toMatch(/^marketlens_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    else expect(text).not.toContain('marketlens_db_pool_connections{');
  });

  it('answers loopback callers, and others only with the token', async () => {
    // Through the trusted proxy from an outside address: refused, and told how to authenticate.
    const outside = { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'en' };
    const refused = await fetch(`${base}/metrics`, { headers: outside });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = (await refused.json()) as { code: number; message: string; requestId: string };
    expect(body).toEqual({ code: 401, message: "Metrics are served to this machine, or with the operator's metrics token", requestId: refused.headers.get('x-request-id') });
    const wrong = await fetch(`${base}/metrics`, { headers: { ...outside, authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_requests_total');
    const right = await fetch(`${base}/metrics`, { headers: { ...outside, authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_requests_total');
    // A caller on this machine through the trusted proxy on this machine is local.
    const local = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.status).toBe(200);
  });

  it('without a configured token, refuses every caller not on this machine', async () => {
    const app = await createApp({ db: database.db, config: loadConfig({ TRUST_PROXY: 'true' }), log: createLogger('silent'), runtimeConfig: parseRuntimeConfig({}) });
    const outside = await app.request('/metrics', { headers: { 'x-forwarded-for': '198.51.100.7', authorization: 'Bearer anything-at-all-0123456789', 'accept-language': 'zh-CN' } });
    expect(outside.status).toBe(403);
    expect(await outside.json()).toMatchObject({ code: 403, message: '监控指标仅对本机开放，或需携带运维指标令牌' });
    expect((await app.request('/metrics')).status).toBe(200);
  });

  it('gives every answer a request id, honours a well-formed incoming one and writes it in the log lines', async () => {
    const given = 'edge-7f3a9c21-0001';
    const echoed = await fetch(`${base}/api/no-such-call`, { headers: { 'x-request-id': given, 'accept-language': 'ru' } });
    expect(echoed.status).toBe(404);
    expect(echoed.headers.get('x-request-id')).toBe(given);
    expect(await echoed.json()).toMatchObject({ code: 404, requestId: given });
    const logged = lines.filter((l) => l.includes(given)).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'request', requestId: given, status: 404, path: '/api/no-such-call' }));

    for (const bad of ['has space', 'x'.repeat(129), '<script>', 'a;b']) {
      const res = await fetch(`${base}/healthz`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const a = await fetch(`${base}/healthz`);
    const b = await fetch(`${base}/healthz`);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});
