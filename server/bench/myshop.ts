// "My shops" at scale: seeds a fresh database on the PostgreSQL server with one bound shop of
// BENCH_SKUS SKUs × BENCH_DAYS days (default 5,000 × 180 = 900,000 SKU-days of postings, returns,
// traffic and Ozon's charges by kind, written directly as the sync stores them), stock in two
// warehouses, prices and unit costs for half the SKUs; its main account and 19 sub-accounts it
// allowed are the 20 members. Prints the first request after the shop's figures changed (cold),
// then 20 concurrent members loading the overview and the SKU table (periods of 7 to 180 days,
// sorts, filters and pages mixed) for BENCH_SECONDS each: requests/s, p50 and p99, beside an index
// lookup through the same stack (the member's recent views) measured in the same run; then the same
// loads while a sync of the shop runs and stores a unit every 250 ms, and the first overview after it ends.
// Usage: npm run bench:myshop   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//        BENCH_SKUS, BENCH_DAYS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT)
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { accessTokens, memberships, users } from '../src/db/schema/index';
import { createLogger } from '../src/log';
import { randomSecret, sha256 } from '../src/security/hash';
import { generateRsaKeys } from '../src/security/rsa-keys';
import { signedHeaders } from '../src/testing/sign';

interface Result { requests: { average: number; total: number }; latency: { p50: number; p99: number; max: number }; non2xx: number; errors: number }
type Autocannon = (opts: { url: string; connections: number; duration: number; requests: { method: string; path: string; headers: Record<string, string> }[] }) => Promise<Result>;
// autocannon ships no type declarations; these are the options used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SKUS = Number(process.env.BENCH_SKUS ?? 5000);
const DAYS = Number(process.env.BENCH_DAYS ?? 180);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8305);
const LATEST = '2026-11-25';
const FIRST_SKU = 1_600_000_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const secs = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

/** The shop, its SKU-days, stock, prices and costs, written as the sync and the cost calls store them. */
async function seedShop(db: Db, ownerId: number): Promise<number> {
  const [shop] = (
    await db.execute<{ id: number }>(sql`
      INSERT INTO seller_shops (user_id, client_id, api_key_enc, key_hint, name) VALUES (${ownerId}, '400001', 'sealed', '0001', 'Bench shop') RETURNING id`)
  ).rows;
  const shopId = Number(shop?.id);
  const from = new Date(Date.parse(`${LATEST}T00:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`
    INSERT INTO seller_shop_goods (shop_id, sku, product_id, offer_id, price, stock)
    SELECT ${shopId}, ${FIRST_SKU} + i, (900000000 + i)::text, 'BENCH-' || i, 49900 + (i % 50) * 10000, i % 200 FROM generate_series(0, ${SKUS - 1}) AS i`);
  // About half of the SKUs sell on a day, one to four units; a few cancelled and returned; Ozon's charges as the development API books them.
  await db.execute(sql`
    INSERT INTO myshop_daily (shop_id, day, sku, orders, units, revenue, cancelled_units, cancelled_revenue, returned_units, views, to_cart, conversion,
                              ch_commission, ch_logistics, ch_last_mile, ch_acquiring, ch_services, ch_return_delivery)
    SELECT ${shopId}, d.day, ${FIRST_SKU} + g.i, 1, u.units, u.units * g.price, c.cancelled, c.cancelled * g.price, r.returned, v.views, v.views / 8, u.units::float8 / v.views,
           round(u.units * g.price * 0.12), u.units * (3000 + g.i % 9000), least(50000, round(u.units * g.price * 0.055)), round(u.units * g.price * 0.015), 0, r.returned * 5000
    FROM generate_series(${from}::date, ${LATEST}::date, interval '1 day') AS d(day)
    CROSS JOIN (SELECT i, 49900 + (i % 50) * 10000 AS price FROM generate_series(0, ${SKUS - 1}) AS i) g
    CROSS JOIN LATERAL (SELECT abs(hashtext(g.i || ':' || d.day::text)) % 1000 AS h) x
    CROSS JOIN LATERAL (SELECT 1 + x.h % 4 AS units) u
    CROSS JOIN LATERAL (SELECT CASE WHEN x.h % 25 = 0 THEN 1 ELSE 0 END AS cancelled, CASE WHEN x.h % 17 = 0 THEN 1 ELSE 0 END AS returned) c
    CROSS JOIN LATERAL (SELECT c.returned) r
    CROSS JOIN LATERAL (SELECT 20 + u.units * 30 + x.h % 40 AS views) v
    WHERE x.h >= 500`);
  await db.execute(sql`
    INSERT INTO myshop_stock (shop_id, sku, warehouse, offer_id, free_to_sell, reserved)
    SELECT ${shopId}, ${FIRST_SKU} + i, w, 'BENCH-' || i, (i * 7 + length(w)) % 120, i % 2 FROM generate_series(0, ${SKUS - 1}) AS i CROSS JOIN (VALUES ('ХОРУГВИНО_РФЦ'), ('ТВЕРЬ_РФЦ')) AS ws(w)`);
  await db.execute(sql`
    INSERT INTO myshop_prices (shop_id, product_id, offer_id, price, commission_fbo, commission_fbs)
    SELECT ${shopId}, (900000000 + i)::text, 'BENCH-' || i, 49900 + (i % 50) * 10000, 12, 14 FROM generate_series(0, ${SKUS - 1}) AS i`);
  await db.execute(sql`
    INSERT INTO myshop_costs (shop_id, sku, unit_cost, source) SELECT ${shopId}, ${FIRST_SKU} + i, 20000 + (i % 30) * 5000, 'import' FROM generate_series(0, ${SKUS - 1}, 2) AS i`);
  await db.execute(sql`
    INSERT INTO myshop_sync (shop_id, phase, history_from, cursors, last_success_at, next_run_at)
    VALUES (${shopId}, 'current', ${from}::date, ${JSON.stringify({ postings: { done: LATEST }, returns: { done: LATEST }, finance: { done: LATEST }, traffic: { done: LATEST } })}::jsonb, now(), now() + interval '4 hours')`);
  await db.execute(sql`ANALYZE myshop_daily`);
  return shopId;
}

async function signedIn(db: Db, values: typeof users.$inferInsert): Promise<{ userId: number; token: string; controlT: string }> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('account not created');
  const token = randomSecret(32);
  const controlT = randomSecret(18);
  await db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: user.id, token, controlT };
}

async function main(): Promise<void> {
  const name = `ml_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  say(`database ${name} on ${url.host}; one shop of ${SKUS.toLocaleString('en')} SKUs × ${DAYS} days`);
  const database = await openDatabase({ url: url.toString() });
  const db = database.db;
  try {
    const phone = '13900099001';
    const owner = await signedIn(db, { account: phone, mobile: phone, nickName: 'bench', distinctId: randomSecret(8) });
    await db.insert(memberships).values({ userId: owner.userId, planId: 116, maturityTime: new Date(Date.now() + 30 * 86_400_000) });
    let t0 = Date.now();
    const shopId = await seedShop(db, owner.userId);
    const [count] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM myshop_daily WHERE shop_id = ${shopId}`)).rows;
    say(`seeded ${Number(count?.n).toLocaleString('en')} SKU-days in ${secs(t0)} s`);
    const members = [owner];
    for (let i = 1; i < 20; i++) {
      const sub = await signedIn(db, { account: `bench-sub-${i}`, mobile: '', nickName: `sub ${i}`, mainUserId: owner.userId, distinctId: randomSecret(8) });
      await db.execute(sql`INSERT INTO myshop_access (shop_id, user_id) VALUES (${shopId}, ${sub.userId})`);
      members.push(sub);
    }

    const keys = generateRsaKeys();
    const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
    const app = await createApp({ db, config: loadConfig({ PORT: String(PORT), LOG_LEVEL: 'warn' }), log: createLogger('warn'), runtimeConfig, rsaKeys: keys });
    const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
    const origin = `http://127.0.0.1:${PORT}`;
    const request = async (member: (typeof members)[number], path: string, query: Record<string, string>) => ({
      method: 'GET',
      path: `${path}?${new URLSearchParams(query).toString()}`,
      headers: { ...(await signedHeaders({ method: 'GET', path, query })), Authorization: member.token, 'Control-T': member.controlT },
    });
    try {
      // Cold: the first overview and SKU table of 180 days after the shop's figures changed (a cost set).
      for (const [label, path] of [
        ['overview', '/api/myshop/overview'],
        ['SKU table', '/api/myshop/skus'],
      ] as const) {
        await db.execute(sql`UPDATE myshop_costs SET unit_cost = unit_cost + 1, updated_at = now() WHERE shop_id = ${shopId} AND sku = ${FIRST_SKU}`);
        const r = await request(owner, path, { shopId: String(shopId), days: '180' });
        t0 = Date.now();
        const res = await fetch(`${origin}${r.path}`, { headers: r.headers });
        const body = (await res.json()) as { code: number };
        if (body.code !== 200) throw new Error(`${path} answered ${body.code}`);
        say(`${`first ${label} of 180 days after a change (cold)`.padEnd(52)} ${Date.now() - t0} ms`);
      }

      const periods = ['7', '30', '90', '180'];
      const sorts = ['revenue', 'profit', 'margin', 'daysOfCover', 'conversion', 'units'];
      const mixes: [string, (i: number) => Promise<{ method: string; path: string; headers: Record<string, string> }>][] = [
        // The same stack's cheapest signed-in call, for scale on a machine others share.
        ['index lookup (recent views)', (i) => request(members[i % members.length] ?? owner, '/api/workbench/recent', { pageSize: '8' })],
        ['overview (7/30/90/180 d)', (i) => request(members[i % members.length] ?? owner, '/api/myshop/overview', { shopId: String(shopId), days: periods[i % periods.length] ?? '30' })],
        [
          'SKU table (sorts, pages, filters)',
          (i) =>
            request(members[i % members.length] ?? owner, '/api/myshop/skus', {
              shopId: String(shopId),
              days: periods[i % periods.length] ?? '30',
              sort: sorts[i % sorts.length] ?? 'revenue',
              order: i % 2 ? 'asc' : 'desc',
              pageNum: String(1 + (i % 5)),
              pageSize: '50',
              ...(i % 7 === 0 ? { lossMaking: '1' } : i % 7 === 3 ? { lowStock: '1' } : i % 7 === 5 ? { q: 'BENCH-12' } : {}),
            }),
        ],
      ];
      say(`\n${CONNECTIONS} concurrent members, ${SECONDS} s per call`);
      say(`${'call'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  non-2xx`);
      for (const [label, make] of mixes) {
        const requests = await Promise.all(Array.from({ length: 120 }, (_v, i) => make(i)));
        // Each period's first sum is the cold figure above; the load measures members reading a shop whose figures are summed.
        for (const r of requests.slice(0, periods.length)) await fetch(`${origin}${r.path}`, { headers: r.headers });
        const r = await autocannon({ url: origin, connections: CONNECTIONS, duration: SECONDS, requests });
        say(`${label.padEnd(36)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(r.latency.max).padStart(7)}  ${r.non2xx + r.errors}`);
      }

      // During a sync: the shop's sync holds its lease and stores a unit every 250 ms (a day's figures of 100 SKUs and its cursor, one transaction each), as a back-fill does.
      await db.execute(sql`UPDATE myshop_sync SET locked_by = 'bench', locked_until = now() + interval '10 minutes', updated_at = now() WHERE shop_id = ${shopId}`);
      let writing = true;
      let units = 0;
      const writer = (async () => {
        for (let day = 0; writing; day = (day + 1) % DAYS) {
          const on = new Date(Date.parse(`${LATEST}T00:00:00Z`) - day * 86_400_000).toISOString().slice(0, 10);
          await db.transaction(async (tx) => {
            await tx.execute(sql`UPDATE myshop_sync SET updated_at = now(), locked_until = now() + interval '10 minutes' WHERE shop_id = ${shopId}`);
            await tx.execute(sql`UPDATE myshop_daily SET units = units + 1, revenue = revenue + 100 WHERE shop_id = ${shopId} AND day = ${on}::date AND sku < ${FIRST_SKU + 100}`);
          });
          units++;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      say(`\nduring a sync (a unit stored every 250 ms), ${CONNECTIONS} concurrent members, ${SECONDS} s per call`);
      for (const [label, make] of mixes.slice(1)) {
        const requests = await Promise.all(Array.from({ length: 120 }, (_v, i) => make(i)));
        const r = await autocannon({ url: origin, connections: CONNECTIONS, duration: SECONDS, requests });
        say(`${label.padEnd(36)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(r.latency.max).padStart(7)}  ${r.non2xx + r.errors}`);
      }
      writing = false;
      await writer;
      // The sync ends: the next overview sums what it stored.
      await db.execute(sql`UPDATE myshop_sync SET locked_by = NULL, locked_until = NULL, updated_at = now() WHERE shop_id = ${shopId}`);
      const r = await request(owner, '/api/myshop/overview', { shopId: String(shopId), days: '180' });
      t0 = Date.now();
      const after = (await (await fetch(`${origin}${r.path}`, { headers: r.headers })).json()) as { data: { totals: { revenue: number }; period: { from: string } } };
      const ms = Date.now() - t0;
      const [stored] = (
        await db.execute<{ revenue: string }>(sql`SELECT sum(revenue - cancelled_revenue)::text AS revenue FROM myshop_daily WHERE shop_id = ${shopId} AND day >= ${after.data.period.from}::date`)
      ).rows;
      const same = String(after.data.totals.revenue) === stored?.revenue;
      say(`${units} units stored; the first overview of 180 days after the sync ended ${ms} ms, its revenue ${same ? 'equals' : 'DIFFERS FROM'} the stored rows' sum`);
      if (!same) process.exitCode = 1;
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
