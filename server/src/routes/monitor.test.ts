import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { monitor } from '@marketlens/core/contract';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { memberships } from '../db/schema/index';
import { createLogger } from '../log';
import { claim, enqueue, fail, finish } from '../services/jobs/queue';
import { advanceMarketDay } from '../services/market/advance';
import { runMonitorCheck } from '../services/monitor/check';
import { OutboundAddressError } from '../security/outbound-address';
import { deliverPending, mailOutboxProvider, postWebhook, webhookPolicyFromEnv, webhookSignature } from '../services/monitor/deliver';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const CODES = monitor.MONITOR_CODES;
const DAY = 86_400_000;
const log = createLogger('silent');
/** The delivery rules of the tests' own receiver on 127.0.0.1; production never allows private addresses. */
const local = { requireHttps: false, allowPrivate: true };

describe.each(testTargets)('monitoring and notifications on $name', ({ url }) => {
  let server: TestServer;
  let operation: Record<string, string>;
  let operationId: number;
  let goodsIds: number[];
  const request = async <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await server.app.request(`/api${path}`, {
      method,
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const member = async (mobile: string, planId: number) => {
    const { userId, headers } = await signIn(server, mobile);
    await server.database.db.insert(memberships).values({ userId, planId, maturityTime: new Date(Date.now() + 30 * DAY) });
    return { userId, headers };
  };
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await server.database.db.execute<T>(q)).rows;

  beforeAll(async () => {
    // A webhook receiver on this machine is reachable only because the test server allows it.
    server = await openTestServer(url, { webhookAllowPrivate: true });
    ({ userId: operationId, headers: operation } = await member('13900003001', 12));
    goodsIds = (await query<{ id: number }>(sql`SELECT id FROM goods ORDER BY id LIMIT 40`)).map((r) => Number(r.id));
  });
  afterAll(async () => server.close());

  it('adds goods by id and by Ozon link, shops by seller link, words by word; refuses bad, unknown and duplicate targets', async () => {
    const [a, b] = goodsIds;
    const byId = await request<{ id: number; used: number; limit: number }>('POST', '/monitor/add', operation, { kind: 'goods', target: String(a), tags: ['rivals'] });
    expect(byId.body).toMatchObject({ code: 200, data: { used: 1, limit: 200 } });
    const byUrl = await request('POST', '/monitor/add', operation, { kind: 'goods', target: `https://www.ozon.ru/product/chehol-dlya-telefona-${b}/?asb=1` });
    expect(byUrl.body.code).toBe(200);
    const [shop] = await query<{ id: number }>(sql`SELECT id FROM shops ORDER BY id LIMIT 1`);
    expect((await request('POST', '/monitor/add', operation, { kind: 'shop', target: `ozon.ru/seller/magazin-${shop?.id}/` })).body.code).toBe(200);
    const [word] = await query<{ word: string }>(sql`SELECT word FROM keywords ORDER BY id LIMIT 1`);
    expect((await request('POST', '/monitor/add', operation, { kind: 'keyword', target: `https://www.ozon.ru/search/?text=${encodeURIComponent(word?.word ?? '')}` })).body.code).toBe(200);

    const bad = await request('POST', '/monitor/add', operation, { kind: 'goods', target: 'https://example.com/product/1' });
    expect(bad.body).toMatchObject({ code: CODES.badTarget, message: 'Enter an id or an Ozon link.' });
    expect((await request('POST', '/monitor/add', operation, { kind: 'goods', target: '7' })).body.code).toBe(CODES.notFound);
    expect((await request('POST', '/monitor/add', operation, { kind: 'goods', target: String(a) })).body.code).toBe(CODES.duplicate);
    expect((await request('POST', '/monitor/add', operation, { kind: 'nothing', target: '1' })).status).toBe(400);

    const list = await request<{ list: monitor.MonitorRow[] }>('GET', '/monitor/list?kind=goods', operation);
    if (list.body.code !== 200) throw new Error(JSON.stringify(list.body));
    const data = monitor.list.response.parse(list.body).data;
    expect(data?.used).toBe(4);
    expect(data?.tags).toEqual(['rivals']);
    expect(data?.list.map((m) => m.targetId).sort()).toEqual([a, b].sort());
    const first = data?.list.find((m) => m.targetId === a);
    expect(first?.current?.price).toBeGreaterThan(0);
    expect(first?.baseline).toEqual(first?.current);
    expect(first?.spark).toHaveLength(14);
    expect(first?.rules).toEqual({ priceUp: 5, priceDown: 5, outOfStock: true });
  });

  it('answers guests 401 and members without a membership their code', async () => {
    expect((await request('GET', '/monitor/list?kind=goods', {})).status).toBe(401);
    const { headers } = await signIn(server, '13900003009');
    expect((await request('GET', '/monitor/list?kind=goods', headers)).body.code).toBe(30_001);
  });

  it('keeps the tier limit under parallel adds: a trial member gets exactly 10 of 16', async () => {
    const trial = await member('13900003002', 16);
    const answers = await Promise.all(goodsIds.slice(0, 16).map((id) => request('POST', '/monitor/add', trial.headers, { kind: 'goods', target: String(id) })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === CODES.limit)).toHaveLength(6);
    const [count] = await query<{ n: number; used: number }>(
      sql`SELECT (SELECT count(*)::int FROM monitors WHERE user_id = ${trial.userId}) AS n, (SELECT used FROM monitor_usage WHERE user_id = ${trial.userId}) AS used`,
    );
    expect(count).toEqual({ n: 10, used: 10 });
    // Removing one frees its place.
    const [one] = await query<{ id: number }>(sql`SELECT id FROM monitors WHERE user_id = ${trial.userId} LIMIT 1`);
    expect((await request<{ used: number }>('POST', '/monitor/remove', trial.headers, { id: one?.id })).body.data.used).toBe(9);
    expect((await request('POST', '/monitor/remove', operation, { id: one?.id })).body.code).toBe(CODES.notFound);
    expect((await request('POST', '/monitor/add', trial.headers, { kind: 'goods', target: String(goodsIds[30]) })).body.code).toBe(200);
  });

  it('raises each change once: the day after, parallel and repeated checks insert every alert a single time', async () => {
    const list = await request<{ list: monitor.MonitorRow[] }>('GET', '/monitor/list?kind=goods', operation);
    for (const m of list.body.data.list) {
      expect((await request('POST', '/monitor/update', operation, { id: m.id, rules: { salesUp: 1, salesDown: 1, outOfStock: true, priceUp: 1, priceDown: 1 } })).body.code).toBe(200);
    }
    expect((await request('POST', '/monitor/update', operation, { id: 999_999, tags: ['x'] })).body.code).toBe(CODES.notFound);
    expect((await request('POST', '/monitor/update', operation, { id: 1, rules: { priceUp: 0 } })).status).toBe(400);
    const before = (await query<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`))[0]?.day ?? '';
    const day = await advanceMarketDay(server.database.db);
    expect(day).toBe(new Date(Date.parse(`${before}T00:00:00Z`) + DAY).toISOString().slice(0, 10));
    // The same step again stops at `until`.
    expect(await advanceMarketDay(server.database.db, { until: day ?? '' })).toBeNull();

    const runs = await Promise.all([runMonitorCheck(server.database.db, { batch: 2 }), runMonitorCheck(server.database.db, { batch: 3 }), runMonitorCheck(server.database.db)]);
    const again = await runMonitorCheck(server.database.db);
    expect(again.inserted).toHaveLength(0);
    const inserted = runs.flatMap((r) => r.inserted);
    const rows = await query<{ key: string; user_id: number; event: string }>(sql`SELECT key, user_id, event FROM notifications WHERE day = ${day}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(inserted).toHaveLength(rows.length);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    // Every monitor with sales on both days and a 1 % rule raised a sales alert unless its sales were equal.
    const mine = rows.filter((r) => Number(r.user_id) === operationId);
    expect(mine.some((r) => r.event === 'salesUp' || r.event === 'salesDown' || r.event === 'outOfStock')).toBe(true);

    const notices = await request<{ list: monitor.Notification[]; unread: number; total: number }>('GET', '/notice/list?pageSize=50', operation);
    const parsed = monitor.notices.response.parse(notices.body).data;
    expect(parsed?.unread).toBe(mine.length);
    expect(parsed?.list[0]?.params.name).toBeTruthy();
    const firstId = parsed?.list[0]?.id ?? 0;
    expect((await request<{ unread: number }>('POST', '/notice/read', operation, { ids: [firstId] })).body.data.unread).toBe(mine.length - 1);
    expect((await request<{ unread: number }>('GET', '/notice/unread', operation)).body.data.unread).toBe(mine.length - 1);
    expect((await request<{ unread: number }>('POST', '/notice/read', operation, { all: true })).body.data.unread).toBe(0);
  });

  it('sends e-mail and signed webhooks once, holds them in quiet hours, bundles a digest', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const who = await member('13900003003', 12);
      const saved = await request<{ webhookSecret: string | null }>('POST', '/notice/settings', who.headers, { quietFrom: 22, quietTo: 8, digest: false, email: 'seller@example.com', webhookUrl: hookUrl });
      const secret = saved.body.data.webhookSecret ?? '';
      expect(secret).toMatch(/^[0-9a-f]{48}$/);
      // Saving the same URL again keeps the secret and does not show it again.
      expect((await request<{ webhookSecret: string | null }>('POST', '/notice/settings', who.headers, { quietFrom: 22, quietTo: 8, digest: false, email: 'seller@example.com', webhookUrl: hookUrl })).body.data.webhookSecret).toBeNull();
      expect((await request('POST', '/notice/settings', who.headers, { quietFrom: 25, quietTo: 8, digest: false, email: 'x', webhookUrl: '' })).status).toBe(400);
      expect((await request<{ webhookSigned: boolean }>('GET', '/notice/settings', who.headers)).body.data).toMatchObject({ quietFrom: 22, quietTo: 8, webhookSigned: true, email: 'seller@example.com' });

      await server.database.db.execute(sql`
        INSERT INTO notifications (user_id, key, event, kind, target_id, day, params)
        VALUES (${who.userId}, ${`t:${who.userId}:1`}, 'priceDown', 'goods', 1, '2026-01-01', '{"name":"Чехол","from":100000,"to":90000,"pct":10}'),
               (${who.userId}, ${`t:${who.userId}:2`}, 'outOfStock', 'goods', 2, '2026-01-01', '{"name":"Кабель","from":12,"to":0}')`);
      const mail = mailOutboxProvider(server.database.db, log);
      // 23:00 in Moscow lies inside the quiet hours 22–8: nothing leaves.
      expect(await deliverPending(server.database.db, log, { mail, webhook: local, now: new Date('2026-01-02T20:00:00Z') })).toBe(0);
      expect(received).toHaveLength(0);
      // 12:00 in Moscow: both go out, each once, even with two deliveries at the same time.
      const sent = await Promise.all([
        deliverPending(server.database.db, log, { mail, webhook: local, now: new Date('2026-01-02T09:00:00Z') }),
        deliverPending(server.database.db, log, { mail, webhook: local, now: new Date('2026-01-02T09:00:00Z') }),
      ]);
      expect(sent[0] + sent[1]).toBe(2);
      expect(received).toHaveLength(2);
      for (const r of received) {
        expect(r.headers['x-marketlens-signature']).toBe(webhookSignature(secret, String(r.headers['x-marketlens-timestamp']), r.body));
        expect(webhookSignature('wrong', String(r.headers['x-marketlens-timestamp']), r.body)).not.toBe(r.headers['x-marketlens-signature']);
      }
      const texts = received.map((r) => (JSON.parse(r.body) as { alerts: { text: string }[] }).alerts[0]?.text).sort();
      expect(texts).toEqual(['Кабель 已断货（昨日销量 12，今日 0）', 'Чехол 价格下降 10%：1,000\u00a0₽ → 900\u00a0₽']);
      const outbox = await request<{ subject: string }[]>('GET', '/dev/mail-outbox?to=seller@example.com', {});
      expect(outbox.body.data).toHaveLength(2);

      // Digest: one message for everything pending, not before 9:00.
      await request('POST', '/notice/settings', who.headers, { quietFrom: 0, quietTo: 0, digest: true, email: 'seller@example.com', webhookUrl: hookUrl });
      await server.database.db.execute(sql`
        INSERT INTO notifications (user_id, key, event, kind, target_id, day, params)
        SELECT ${who.userId}, 't:' || ${who.userId} || ':d' || n, 'salesUp', 'goods', n, '2026-01-02', '{"name":"Лампа","from":10,"to":20,"pct":100}' FROM generate_series(1, 3) n`);
      expect(await deliverPending(server.database.db, log, { mail, webhook: local, now: new Date('2026-01-03T04:00:00Z') })).toBe(0);
      expect(await deliverPending(server.database.db, log, { mail, webhook: local, now: new Date('2026-01-03T07:00:00Z') })).toBe(3);
      expect(received).toHaveLength(3);
      expect(JSON.parse(received[2]?.body ?? '{}')).toMatchObject({ type: 'digest' });
      expect(((await request<{ subject: string }[]>('GET', '/dev/mail-outbox?to=seller@example.com', {})).body.data[0]?.subject)).toContain('3');
    } finally {
      receiver.close();
    }
  });

  it('refuses a webhook on this machine or a private network in every spelling, with a localized message', async () => {
    // The server as deployed: no test allowance for private addresses.
    const strict = await createApp({ db: server.database.db, config: loadConfig({ DATA_DIR: server.dataDir }), log, runtimeConfig: parseRuntimeConfig({}) });
    const who = await member('13900003004', 12);
    const save = async (webhookUrl: string, language = 'en') => {
      const res = await strict.request('/api/notice/settings', {
        method: 'POST',
        headers: { 'accept-language': language, 'content-type': 'application/json', ...who.headers },
        body: JSON.stringify({ quietFrom: 0, quietTo: 0, digest: false, email: '', webhookUrl }),
      });
      expect(res.status).toBeLessThan(500);
      return (await res.json()) as Body<{ webhookSecret: string | null }>;
    };
    const spellings = [
      'http://127.0.0.1:8080/hook', 'http://127.1/', 'http://2130706433/', 'http://017700000001/', 'http://0x7f000001/', 'http://0x7f.0.0.1/',
      'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:169.254.169.254]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[64:ff9b::a9fe:a9fe]/',
      'http://[::1]:8080/', 'http://[0:0:0:0:0:0:0:1]/', 'http://[::ffff:127.0.0.1]/', 'http://[2002:7f00:1::1]/', 'http://0.0.0.0/', 'http://0/', 'http://[::]/',
      'http://10.0.0.5/', 'http://172.16.3.4/', 'http://192.168.1.1/', 'http://100.64.0.1/', 'http://[fd12:3456::1]/', 'http://[fe80::1]/',
      'http://224.0.0.1/', 'http://[ff02::1]/', 'http://255.255.255.255/',
      'http://localhost:5432/', 'http://LOCALHOST./', 'http://api.localhost/', 'http://postgres:5432/', 'http://printer.local/', 'https://user:pass@hooks.example.com/',
    ];
    for (const url of spellings) {
      expect(await save(url), url).toMatchObject({ code: CODES.webhookAddress, message: 'The webhook address must be on the public internet: this machine, private networks and special addresses are refused.' });
    }
    expect((await save('http://[::1]/', 'zh-CN')).message).toBe('Webhook 地址必须位于公网：本机、内网及其他特殊地址均不可使用。');
    expect((await save('http://[::1]/', 'ru')).message).toMatch(/^Адрес вебхука должен быть в публичном интернете/);
    // Nothing was saved by a refusal.
    expect((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM notify_settings WHERE user_id = ${who.userId}`))[0]?.n).toBe(0);
    // A public address is accepted.
    expect((await save('https://hooks.example.com/marketlens')).code).toBe(200);
  });

  it('never posts to a name that resolves to a private address; a local receiver needs the test allowance', async () => {
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      received.push(req.url ?? '');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const deployed = webhookPolicyFromEnv({ APP_MODE: 'local' });
      // `localhost` is a name: it is resolved when called, and its address is refused.
      await expect(postWebhook(`http://localhost:${port}/by-name`, 'secret', {}, deployed)).rejects.toBeInstanceOf(OutboundAddressError);
      await expect(postWebhook(`http://127.0.0.1:${port}/literal`, 'secret', {}, deployed)).rejects.toBeInstanceOf(OutboundAddressError);
      await expect(postWebhook(`http://127.0.0.1:${port}/production`, 'secret', {}, webhookPolicyFromEnv({ APP_MODE: 'production' }))).rejects.toThrow(/scheme/);
      // A setting saved before these checks (or by hand) is refused at send time by the alert job too.
      const who = await member('13900003005', 12);
      await server.database.db.execute(sql`
        INSERT INTO notify_settings (user_id, quiet_from, quiet_to, digest, email, webhook_url, webhook_secret)
        VALUES (${who.userId}, 0, 0, false, NULL, ${`http://localhost:${port}/job`}, 'secret')`);
      await server.database.db.execute(sql`
        INSERT INTO notifications (user_id, key, event, kind, target_id, day, params)
        VALUES (${who.userId}, ${`t:${who.userId}:ssrf`}, 'priceDown', 'goods', 1, '2026-01-01', '{"name":"X","from":100,"to":90,"pct":10}')`);
      expect(await deliverPending(server.database.db, log, { now: new Date('2026-01-02T09:00:00Z') })).toBe(0);
      expect(received).toEqual([]);
      // With the allowance only tests set, the same receiver gets the call.
      await postWebhook(`http://127.0.0.1:${port}/allowed`, 'secret', {}, local);
      expect(received).toEqual(['/allowed']);
    } finally {
      receiver.close();
    }
  });

  it('job queue: a key queues once, parallel claims never share a job, a lost lease is claimed again, failures back off', async () => {
    const db = server.database.db;
    expect(await enqueue(db, { kind: 'test-a', key: 'test-a:1' })).toBeTypeOf('number');
    expect(await enqueue(db, { kind: 'test-a', key: 'test-a:1' })).toBeNull();
    for (let i = 2; i <= 6; i++) await enqueue(db, { kind: 'test-a', key: `test-a:${i}` });
    const claims = await Promise.all(['w1', 'w2', 'w3'].map((w) => claim(db, w, { kinds: ['test-a'], limit: 3 })));
    const ids = claims.flat().map((j) => j.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // A worker that died holds its lease until it runs out; then another worker takes the job.
    await enqueue(db, { kind: 'test-b', key: 'test-b:1', maxAttempts: 2 });
    const [held] = await claim(db, 'dead', { kinds: ['test-b'], leaseMs: 60_000 });
    expect(await claim(db, 'alive', { kinds: ['test-b'] })).toHaveLength(0);
    await db.execute(sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${held?.id}`);
    const [again] = await claim(db, 'alive', { kinds: ['test-b'] });
    expect(again).toMatchObject({ id: held?.id, attempts: 2 });
    if (!held || !again) throw new Error('no job');
    expect(await finish(db, held, 'dead')).toBe(false);
    // The second attempt fails: it was the last one.
    await fail(db, again, 'alive', new Error('boom'));
    const [state] = await query<{ state: string; last_error: string }>(sql`SELECT state, last_error FROM jobs WHERE id = ${again.id}`);
    expect(state).toEqual({ state: 'failed', last_error: 'boom' });
    // An earlier failure is queued again after the back-off.
    await enqueue(db, { kind: 'test-c', key: 'test-c:1' });
    const [c1] = await claim(db, 'w', { kinds: ['test-c'] });
    if (!c1) throw new Error('no job');
    await fail(db, c1, 'w', new Error('later'));
    const [retry] = await query<{ state: string; wait: number }>(sql`SELECT state, extract(epoch FROM run_at - now())::int AS wait FROM jobs WHERE id = ${c1.id}`);
    expect(retry?.state).toBe('queued');
    expect(Number(retry?.wait)).toBeGreaterThan(20);
    expect(await claim(db, 'w', { kinds: ['test-c'] })).toHaveLength(0);
  });
});
