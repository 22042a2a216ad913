// The workbench lists under load through the whole stack (session, membership, access, the rollups),
// from concurrent members signed in as one member whose tier reaches every row and day
// (server/bench/workbench.ts, server/bench/rollups.ts).
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { accessTokens, memberships, users } from '../src/db/schema/index';
import { createLogger } from '../src/log';
import { randomSecret, sha256 } from '../src/security/hash';
import { generateRsaKeys } from '../src/security/rsa-keys';
import { signedHeaders } from '../src/testing/sign';
import { say } from './bench-market';

interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
type Autocannon = (opts: { url: string; connections: number; duration: number; requests: { method: string; path: string; headers: Record<string, string> }[] }) => Promise<Result>;
// autocannon ships no type declarations; these are the options used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A call: its label, path and query. The first call is the yardstick the others' p99 is divided by. */
export type BenchCall = [string, string, Record<string, string>];

/** The lists with a category filter and a sort, after the yardstick (the member's recent views, an index lookup). */
export const LIST_CALLS: BenchCall[] = [
  ['index lookup (recent views)', '/api/workbench/recent', { pageSize: '8' }],
  ['goods by sales, category, 30 d', '/api/workbench/goods/list', { typeId: '99997', days: '30', sort: 'sales' }],
  ['goods by growth, category, 7 d', '/api/workbench/goods/list', { typeId: '99991', days: '7', sort: 'growth' }],
  ['goods by price, price filter, 30 d', '/api/workbench/goods/list', { typeId: '99998', days: '30', sort: 'price', priceMin: '100000', priceMax: '500000' }],
  ['goods page 50, category, 90 d', '/api/workbench/goods/list', { typeId: '99996', days: '90', sort: 'sales', pageNum: '50' }],
  ['shops by GMV, category, 30 d', '/api/workbench/shop/list', { typeId: '99997', days: '30', sort: 'gmv' }],
  ['brands by sales, category, 7 d', '/api/workbench/brand/list', { typeId: '99991', days: '7', sort: 'sales' }],
  ['subcategories by growth, 30 d', '/api/workbench/category/list', { typeId: '99997', days: '30', sort: 'growth' }],
  ['search words by heat, category, 30 d', '/api/workbench/keyword/list', { typeId: '99997', days: '30', sort: 'heat' }],
];

export interface ListFigure { label: string; rps: number; p50: number; p99: number }

/**
 * Serves the app on `port` and loads each call from `connections` concurrent members for `seconds`;
 * prints requests/s, p50, p99 and p99 as a multiple of the first call's, and returns the figures.
 * A call with `from` in its query is a custom range: the time of its first request is printed too.
 */
export async function measureLists(db: Db, calls: BenchCall[], opts: { port: number; seconds: number; connections: number }): Promise<ListFigure[]> {
  const phone = `139${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const [member] = await db.insert(users).values({ account: phone, mobile: phone, nickName: 'bench', distinctId: randomSecret(8) }).returning();
  if (!member) throw new Error('member not created');
  await db.insert(memberships).values({ userId: member.id, planId: 116, maturityTime: new Date(Date.now() + 30 * 86_400_000) });
  const token = randomSecret(32);
  const controlT = randomSecret(18);
  await db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: member.id, expiresAt: new Date(Date.now() + 86_400_000) });

  const keys = generateRsaKeys();
  const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
  const app = await createApp({ db, config: loadConfig({ PORT: String(opts.port), LOG_LEVEL: 'warn' }), log: createLogger('warn'), runtimeConfig, rsaKeys: keys });
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' });
  const origin = `http://127.0.0.1:${opts.port}`;
  const figures: ListFigure[] = [];
  try {
    say(`\n${opts.connections} concurrent members, ${opts.seconds} s per call`);
    say(`${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99 ×'.padStart(7)}  non-2xx`);
    let base = 0;
    for (const [label, path, query] of calls) {
      const headers = { ...(await signedHeaders({ method: 'GET', path, query })), Authorization: token, 'Control-T': controlT };
      const t0 = Date.now();
      const probe = await fetch(`${origin}${path}?${new URLSearchParams(query).toString()}`, { headers });
      const body = (await probe.json()) as { code: number };
      if (body.code !== 200) throw new Error(`${path} answered ${body.code}`);
      if (query.from) say(`${`${label}: first request (builds the range)`.padEnd(56)} ${Date.now() - t0} ms`);
      const r = await autocannon({ url: origin, connections: opts.connections, duration: opts.seconds, requests: [{ method: 'GET', path: `${path}?${new URLSearchParams(query).toString()}`, headers }] });
      if (!base) base = Math.max(1, r.latency.p99);
      figures.push({ label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      say(`${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${(r.latency.p99 / base).toFixed(1).padStart(7)}  ${r.non2xx + r.errors}`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return figures;
}
