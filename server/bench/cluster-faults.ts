// The cluster bench's faults and cross-instance checks (see cluster.ts).
import pg from 'pg';
import { generate } from 'otplib';
import { admin, adminContent, store } from '@marketlens/core/contract';
import { createHash, randomBytes } from 'node:crypto';
import { load, register, sendSms, type HttpCall } from './cluster-client';
import type { Instance, PgNode, roundRobinProxy } from './cluster-nodes';
import { openDatabase } from '../src/db/client';
import { createOperator } from '../src/services/admin/operators';
import { OPERATOR_COOKIE } from '../src/security/operator-session';

interface Ctx {
  out: (line: string) => void;
  call: HttpCall;
  pool: pg.Pool;
  proxy: ReturnType<typeof roundRobinProxy>;
  instances: Instance[];
  primary: PgNode;
  replica: PgNode;
  sessions: { headers: Record<string, string>; typeId: number }[];
  origin: string;
  workbenchRead: (i: number) => Promise<Response | undefined>;
  seconds: number;
  concurrency: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const ip = (i: number) => `10.${20 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;

async function until(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

/** Runs `tasks` with `concurrency` at a time; resolves with their results in order. */
async function pooled<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  }));
  return results;
}

async function killAfter(c: Ctx, which: number, afterMs: number): Promise<void> {
  await sleep(afterMs);
  c.instances[which]?.kill9();
  c.out(`  (kill -9 of instance ${which + 1} at ${afterMs} ms)`);
}

async function smsAcrossInstances(c: Ctx): Promise<void> {
  const mobile = '13755500001';
  const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => sendSms(c.call, c.pool, mobile, ip(9000 + i), 'log')));
  const codes = (await c.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_codes WHERE mobile = $1`, [mobile])).rows[0]?.n;
  c.out(`- per-number SMS limit (1 a minute) across 3 instances: 30 parallel sends → ${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 429).length} refused with 429, ${codes} code stored`);
}

async function registrations(c: Ctx): Promise<void> {
  const count = 60;
  const mobiles = Array.from({ length: count }, (_, i) => `1376660${String(i).padStart(4, '0')}`);
  const [acks] = await Promise.all([pooled(count, 10, (i) => register(c.call, c.pool, mobiles[i] ?? '', ip(i))), killAfter(c, 2, 1500)]);
  const acknowledged = mobiles.filter((_, i) => acks[i]);
  const stored = new Set((await c.pool.query<{ account: string }>(`SELECT account FROM users WHERE account = ANY($1)`, [acknowledged])).rows.map((r) => r.account));
  const lost = acknowledged.filter((m) => !stored.has(m)).length;
  c.out(`- registrations with instance 3 killed (kill -9) mid-run: ${count} tried, ${acknowledged.length} acknowledged, ${lost} acknowledged registrations lost`);
  await c.instances[2]?.start();
}

async function payments(c: Ctx): Promise<void> {
  const buyers = (await c.pool.query<{ id: number }>(`SELECT id FROM users WHERE account LIKE '1376660%' ORDER BY id LIMIT 30`)).rows;
  const tokens: string[] = [];
  for (const b of buyers) {
    const token = randomBytes(24).toString('hex');
    await c.pool.query(`INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [hash(token), b.id]);
    tokens.push(token);
  }
  const orders = await pooled(tokens.length, 10, async (i) => {
    const made = await c.call(store.checkout, { body: { planId: 10, method: 'dev', channel: 'native' }, headers: { Authorization: tokens[i] ?? '' } });
    return (made.body.data as { order?: { orderNo: string } } | undefined)?.order?.orderNo;
  });
  const placed = orders.filter((o): o is string => !!o);
  // Each payment is "simulated" three times at once through the proxy: three instances receive its notification.
  await Promise.all([
    pooled(placed.length, 10, (i) => Promise.all([0, 1, 2].map(() => c.call(store.simulatePayment, { body: { orderNo: placed[i] }, headers: { Authorization: tokens[orders.indexOf(placed[i])] ?? '' } })))),
    killAfter(c, 1, 300),
  ]);
  await c.instances[1]?.start();
  const state = async () => (await c.pool.query<{ gateway_paid: number; fulfilled: number; twice: number }>(
    `SELECT count(*) FILTER (WHERE d.status = 'paid')::int AS gateway_paid,
            count(*) FILTER (WHERE o.status = 'paid')::int AS fulfilled,
            count(*) FILTER (WHERE o.status = 'paid' AND m.maturity_time > o.granted_until + interval '1 minute')::int AS twice
       FROM orders o JOIN dev_payments d ON d.order_no = o.order_no JOIN memberships m ON m.user_id = o.user_id
      WHERE o.order_no = ANY($1)`, [placed])).rows[0];
  const first = await state();
  // A payment whose notification died with its instance is found by the store-orders job (asks the gateway after a minute).
  const waited = await until(180_000, async () => {
    const s = await state();
    return !!s && s.fulfilled === s.gateway_paid;
  });
  const last = await state();
  const perMember = (await c.pool.query<{ n: number }>(`SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM orders WHERE order_no = ANY($1) AND status = 'paid' GROUP BY user_id) x`, [placed])).rows[0]?.n;
  c.out(`- payments with instance 2 killed mid-run: ${placed.length} orders, each notified from 3 instances at once; paid at the gateway ${last?.gateway_paid}, fulfilled ${first?.fulfilled} at once and ${last?.fulfilled} after the store-orders job${waited === null ? ' (not all within 3 minutes)' : ` (${Math.round(waited / 1000)} s)`}; fulfilled twice: ${last?.twice ?? '?'} (paid orders per member at most ${perMember})`);
}

async function jobs(c: Ctx): Promise<void> {
  const count = 60;
  const tag = `bench-${Date.now()}`;
  const queued = Date.now();
  for (let i = 0; i < count; i++) await c.pool.query(`INSERT INTO jobs (kind, key, payload, run_at, max_attempts) VALUES ('notify-deliver', $1, '{}', now(), 5)`, [`${tag}:${i}`]);
  await killAfter(c, 0, 200);
  await c.instances[0]?.start();
  const done = await until(120_000, async () => (await c.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE key LIKE $1 AND state = 'done'`, [`${tag}:%`])).rows[0]?.n === count).then((ms) => (ms === null ? null : Date.now() - queued));
  const rows = (await c.pool.query<{ id: number; attempts: number }>(`SELECT id, attempts FROM jobs WHERE key LIKE $1`, [`${tag}:%`])).rows;
  const ids = new Set(rows.map((r) => String(r.id)));
  const finishes = new Map<string, number>();
  for (const inst of c.instances) {
    for (const line of inst.logLines('"msg":"job done"')) {
      const id = /"id":(\d+)/.exec(line)?.[1];
      if (id && ids.has(id)) finishes.set(id, (finishes.get(id) ?? 0) + 1);
    }
  }
  const twice = [...finishes.values()].filter((n) => n > 1).length;
  const spread = c.instances.map((inst) => inst.logLines('"msg":"job done"').filter((l) => ids.has(/"id":(\d+)/.exec(l)?.[1] ?? '')).length);
  c.out(`- jobs with instance 1 killed while polling (restarted at once): ${count} queued, ${rows.filter((r) => r.attempts >= 1).length} run, all done ${done === null ? 'not within 2 minutes' : `${Math.round(done / 1000)} s after they were queued`}; finished twice: ${twice}; run again after the kill: ${rows.filter((r) => r.attempts > 1).length}; finishes per instance ${spread.join(' / ')}`);
}

async function publish(c: Ctx): Promise<void> {
  const database = await openDatabase({ url: c.primary.url('marketlens') });
  const password = 'BenchOperator2026';
  const op = await createOperator(database.db, { name: `bench_editor_${Date.now()}`, role: 'editor', password });
  await database.close();
  if (!op) throw new Error('operator not created');
  const login = await c.call(admin.login, { body: { name: op.name, password, code: await generate({ secret: op.secret }) } });
  const cookie = `${OPERATOR_COOKIE}=${new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
  const title = `Cluster bench ${Date.now()}`;
  const saved = await c.call(adminContent.saveArticle, { body: { lang: 'en', category: 'operate', title, summary: 'Across instances', body: 'Text.', status: 'draft' }, headers: { cookie } });
  const id = (saved.body.data as { id?: number } | undefined)?.id;
  // The English list of operations articles, newest first: every instance holds it in its rendered-page cache before the publish.
  const page = '/en/business-college/operate/1';
  for (const inst of c.instances) for (let k = 0; k < 2; k++) await fetch(`http://127.0.0.1:${inst.port}${page}`).then((r) => r.arrayBuffer());
  const cachedBefore = await Promise.all(c.instances.map(async (inst) => (await fetch(`http://127.0.0.1:${inst.port}${page}`)).headers.get('x-page-cache')));
  // The bench listens on the instances' channel too: when the notice itself went out.
  const listener = new pg.Client({ connectionString: c.primary.url('marketlens') });
  await listener.connect();
  let noticeAt: number | null = null;
  listener.on('notification', () => void (noticeAt ??= Date.now()));
  await listener.query('LISTEN marketlens_invalidate');
  const t = Date.now();
  const published = await c.call(adminContent.publish, { body: { kind: 'article', id, status: 'published' }, headers: { cookie } });
  const answeredAt = Date.now();
  const seen = await Promise.all(c.instances.map((inst) => until(60_000, async () => {
    const res = await fetch(`http://127.0.0.1:${inst.port}${page}`);
    return res.status === 200 && (await res.text()).includes(title);
  }).then((ms) => (ms === null ? null : Date.now() - t))));
  await listener.end();
  c.out(`- an operator's publish (answered ${published.body.code} after ${answeredAt - t} ms; its notice on the channel ${noticeAt === null ? 'not seen' : `${noticeAt - t} ms`} after the request) shown by every instance's rendered page, which each held in its cache (${cachedBefore.join(', ')}): ${seen.map((ms) => (ms === null ? 'not within 60 s' : `${ms} ms`)).join(' / ')}, the page's new render included (cache lifetime without notices: 60 s)`);
}

async function replicaFaults(c: Ctx): Promise<void> {
  const per = (r: { sources: Record<string, number>; requests: number; failed: number }) => `${r.sources.replica ?? 0} replica / ${r.sources.primary ?? 0} primary of ${r.requests}, ${r.failed} failed`;
  const steady = await load(c.seconds, c.concurrency, c.workbenchRead);
  c.out(`- workbench lists, replica streaming: ${per(steady)} (${steady.perSecond} req/s, p99 ${steady.p99} ms)`);
  const [stopped] = await Promise.all([load(c.seconds, c.concurrency, c.workbenchRead), (async () => {
    await sleep(1000);
    c.replica.stop('fast');
  })()]);
  c.out(`- replica stopped 1 s into the load: ${per(stopped)}`);
  c.replica.start();
  const back = await until(60_000, async () => (await c.workbenchRead(0))?.headers.get('x-read-source') === 'replica');
  c.out(`- replica restarted: reads served by it again after ${back === null ? 'more than 60 s' : `${(back / 1000).toFixed(1)} s`}`);
  // Replay paused (a replica that falls behind): a member's own write is read back from the primary,
  // and once the lag passes the bound (5 s) every read goes to the primary.
  const s = c.sessions[0];
  c.replica.sql('SELECT pg_wal_replay_pause()', 'marketlens');
  await fetch(`${c.origin}/api/workbench/explosion/check`, { method: 'POST', headers: { ...s?.headers, 'content-type': 'application/json' }, body: JSON.stringify({ typeId: s?.typeId, multiple: 2, minDaily: 1 }) });
  const own = await fetch(`${c.origin}/api/workbench/explosion/history?pageSize=5`, { headers: s?.headers });
  const others = await c.workbenchRead(1);
  const t = Date.now();
  const lagged = await until(30_000, async () => {
    await c.pool.query(`INSERT INTO member_write_marks (user_id, lsn) VALUES (-1, 0) ON CONFLICT (user_id) DO UPDATE SET at = now()`);
    return (await c.workbenchRead(1))?.headers.get('x-read-source') === 'primary';
  });
  c.replica.sql('SELECT pg_wal_replay_resume()', 'marketlens');
  const resumed = await until(30_000, async () => (await c.workbenchRead(1))?.headers.get('x-read-source') === 'replica');
  c.out(`- replay paused: the member's own write read back from ${own.headers.get('x-read-source')} (history ${own.status}), another member's list from ${others?.headers.get('x-read-source')}; all reads on the primary ${lagged === null ? 'not within 30 s' : `${((Date.now() - t) / 1000).toFixed(1)} s after the pause (bound 5 s)`}; back on the replica ${resumed === null ? 'not within 30 s' : `${(resumed / 1000).toFixed(1)} s`} after replay resumed`);
}

/** The faults and checks across instances, each printed as one line. */
export async function faultPhases(c: Ctx): Promise<void> {
  c.out('\n## Across instances and under faults');
  await smsAcrossInstances(c);
  await registrations(c);
  await payments(c);
  await jobs(c);
  await publish(c);
  c.out('\n## The read replica');
  await replicaFaults(c);
}
