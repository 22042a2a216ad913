import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetrics } from '../cluster/metrics';
import { observationRegistry } from '../services/observations/metrics';
import type { Db } from '../db/types';
import { forwardedClient, type ProxyTrust } from './client-ip';

/**
 * Prometheus metrics (prom-client). Per process: the Node.js runtime (memory, event loop, GC) and
 * every HTTP request by method, route pattern and status (never the raw path: one series per route,
 * however many goods ids are asked for). Per scrape, from the database, and so the same on every
 * instance: the job queue, the Seller API sync of the members' shops, the market data's freshness,
 * and this instance's connection pool.
 */
let processRegistry: Registry | undefined;
let httpRequests: Counter<'method' | 'route' | 'status'>;
let httpDuration: Histogram<'method' | 'route'>;

function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const register = new Registry();
  collectDefaultMetrics({ register });
  httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [register] });
  httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  processRegistry = register;
  return register;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts and times every request under the pattern of the route that answered it (`*` for the website's pages). */
export function requestMetrics(): MiddlewareHandler {
  processMetrics();
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const route = routePath(c) || 'unmatched';
      httpRequests.inc({ method, route, status: String(c.res.status) });
      httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

async function query(db: Db, q: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(q)).rows;
}

/** The gauges read from the database at each scrape, in a registry of this app's own. */
function databaseMetrics(db: Db, pool: pg.Pool | undefined): Registry {
  const register = new Registry();
  // The registry asks every gauge at once; they share one read of the database per scrape.
  let current: Promise<void> | undefined;
  const scrape = () => (current ??= collect().finally(() => (current = undefined)));
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [register], collect: async () => void (await scrape()) });
  const up = gauge('marketlens_database_up', 'Whether the last scrape could read the database (1) or not (0)');
  const jobs = gauge('marketlens_jobs', 'Jobs in the queue table, by kind and state (queued, running, done, failed)', ['kind', 'state']);
  const due = gauge('marketlens_jobs_due', 'Queued jobs whose time has come and that no worker has claimed yet (queue depth), by kind', ['kind']);
  const retrying = gauge('marketlens_jobs_retrying', 'Queued jobs waiting for another attempt after a failure, by kind', ['kind']);
  const oldestDue = gauge('marketlens_jobs_oldest_due_seconds', 'How long the longest-waiting due job has waited, by kind', ['kind']);
  const shops = gauge('marketlens_myshop_sync_shops', "Members' bound shops by Seller API sync phase (backfill, current, revoked) and last error (none if the last run succeeded)", ['phase', 'error']);
  const overdue = gauge('marketlens_myshop_sync_overdue_shops', 'Shops not revoked whose next sync is more than 15 minutes late');
  const staleSync = gauge('marketlens_myshop_sync_oldest_success_seconds', 'Age of the oldest last successful sync among shops not revoked');
  const latest = gauge('marketlens_market_latest_day_seconds', 'The latest day of market data (Unix time of its midnight UTC)');
  const behind = gauge('marketlens_market_days_behind', 'Days between the latest day of market data and yesterday in Moscow (0 when current)');
  const collector = gauge('marketlens_collector_last_run', "The catalogue collector's last run: pages read, observations stored, pages that failed, and when it started (Unix time); absent before the first run", ['figure']);
  const poolGauge = gauge('marketlens_db_pool_connections', "This instance's PostgreSQL pool: total, idle and waiting clients (absent on the embedded database)", ['state']);
  const poolMax = gauge('marketlens_db_pool_max', "This instance's PostgreSQL pool size limit");

  const read = async () => {
    const [jobRows, shopRows, shopAges, market, runs] = await Promise.all([
      query(
        db,
        sql`SELECT kind, state, count(*) AS n,
                   count(*) FILTER (WHERE state = 'queued' AND run_at <= now()) AS due,
                   count(*) FILTER (WHERE state = 'queued' AND last_error IS NOT NULL) AS retrying,
                   extract(epoch FROM now() - min(run_at) FILTER (WHERE state = 'queued' AND run_at <= now())) AS oldest
            FROM jobs GROUP BY kind, state`,
      ),
      query(db, sql`SELECT phase, coalesce(last_error_code, 'none') AS error, count(*) AS n FROM myshop_sync GROUP BY 1, 2`),
      query(
        db,
        sql`SELECT count(*) FILTER (WHERE next_run_at < now() - interval '15 minutes') AS overdue,
                   extract(epoch FROM now() - min(coalesce(last_success_at, updated_at))) AS oldest
            FROM myshop_sync WHERE phase <> 'revoked'`,
      ),
      query(db, sql`SELECT extract(epoch FROM max(day)::timestamp) AS latest, ((now() AT TIME ZONE 'Europe/Moscow')::date - 1) - max(day) AS behind FROM goods_daily`),
      query(db, sql`SELECT pages, observations, failures, extract(epoch FROM started_at) AS started FROM collector_runs ORDER BY started_at DESC LIMIT 1`),
    ]);
    for (const g of [jobs, due, retrying, oldestDue, shops]) g.reset();
    for (const r of jobRows) {
      const kind = String(r.kind);
      jobs.set({ kind, state: String(r.state) }, num(r.n));
      if (r.state === 'queued') {
        due.set({ kind }, num(r.due));
        retrying.set({ kind }, num(r.retrying));
        oldestDue.set({ kind }, num(r.oldest));
      }
    }
    const run = runs[0];
    if (run) for (const figure of ['pages', 'observations', 'failures', 'started'] as const) collector.set({ figure }, num(run[figure]));
    for (const r of shopRows) shops.set({ phase: String(r.phase), error: String(r.error) }, num(r.n));
    overdue.set(num(shopAges[0]?.overdue));
    staleSync.set(num(shopAges[0]?.oldest));
    if (market[0]?.latest !== null && market[0]?.latest !== undefined) {
      latest.set(num(market[0].latest));
      behind.set(Math.max(0, num(market[0].behind)));
    }
  };

  // A database that cannot be read shows as down; the figures read last stay as they were.
  async function collect(): Promise<void> {
    try {
      await read();
      up.set(1);
    } catch {
      up.set(0);
    }
    if (pool) {
      poolGauge.set({ state: 'total' }, pool.totalCount);
      poolGauge.set({ state: 'idle' }, pool.idleCount);
      poolGauge.set({ state: 'waiting' }, pool.waitingCount);
      poolMax.set(pool.options.max ?? 10);
    }
  }
  return register;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Who may read /metrics: a caller on this machine (the connection is from loopback and, when a
 * proxy forwarded it, the client the trusted proxies name is on loopback too), or anyone with the
 * `Authorization: Bearer <METRICS_TOKEN>` header when that token is configured.
 */
export function metricsAccess(c: Context, opts: { token: string | undefined; proxyTrust: ProxyTrust }): 'allowed' | 'unauthorized' | 'forbidden' {
  const auth = c.req.header('authorization');
  if (opts.token && auth !== undefined) {
    const digest = (s: string) => createHash('sha256').update(s).digest();
    return timingSafeEqual(digest(auth), digest(`Bearer ${opts.token}`)) ? 'allowed' : 'unauthorized';
  }
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // A request made in-process (app.request) never left this process.
    remote = '127.0.0.1';
  }
  const forwarded = c.req.header('x-forwarded-for');
  const local = remote !== undefined && LOOPBACK.test(remote) && (forwarded === undefined || (opts.proxyTrust.kind !== 'none' && LOOPBACK.test(forwardedClient(remote, forwarded, opts.proxyTrust))));
  if (local) return 'allowed';
  return opts.token ? 'unauthorized' : 'forbidden';
}

/** The text of GET /metrics for this app: the process's metrics and the database's, in the Prometheus text format. */
export function metricsEndpoint(db: Db, pool: pg.Pool | undefined): { contentType: string; render(): Promise<string> } {
  const merged = Registry.merge([processMetrics(), databaseMetrics(db, pool), clusterMetrics(db), observationRegistry]);
  return { contentType: merged.contentType, render: () => merged.metrics() };
}
