import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@marketlens/core/contract';
import type { CallDef } from '@marketlens/core/contract';
import * as schema from './db/schema/index';
import { DEMO } from './db/seed/identity';
import { openTestApi, type TestApi } from './testing/api';
import { testTargets } from './testing/db';
import { signIn } from './testing/flows';

/** Every call of the contract, whoever declared it. */
function allCalls(): { name: string; def: CallDef }[] {
  const out: { name: string; def: CallDef }[] = [];
  for (const [ns, mod] of Object.entries(contract)) {
    if (!mod || typeof mod !== 'object') continue;
    for (const [name, value] of Object.entries(mod as Record<string, unknown>)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'service' in value && 'response' in value) out.push({ name: `${ns}.${name}`, def: value as CallDef });
    }
  }
  return out;
}

// A small deterministic generator: the same run every time, so a failure can be replayed.
let state = 20240601;
const rand = (n: number) => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state % n;
};
const pick = <T>(items: readonly T[]): T => items[rand(items.length)] as T;

const NASTY: readonly unknown[] = [
  null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308, '', ' ', 'abc', '-1', '1e400', 'NaN', '\u0000', '<script>alert(1)</script>',
  "1'; DROP TABLE users;--", 'ё'.repeat(300), 'x'.repeat(20_000), {}, [], [1, 2], { a: { b: { c: {} } } }, '13800138000', '123456',
];
const NASTY_TEXT: readonly string[] = ['', 'abc', '-1', '1e400', '0x10', 'x'.repeat(5000), '%00', '13800138000x', '<img src=x>', 'null', '[]', '9'.repeat(40)];

function shapeKeys(s: z.ZodType | undefined): string[] {
  let inner: unknown = s;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) inner = (inner as z.ZodOptional<z.ZodType>).unwrap();
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : [];
}

function malformedBody(def: CallDef): { body?: unknown; raw?: string } {
  for (let tries = 0; tries < 8; tries++) {
    const kind = rand(4);
    if (kind === 0) return { raw: pick(['{', 'not json', '{"a":', '\u0000\u0001', '[' .repeat(50)]) };
    let candidate: unknown;
    if (kind === 1) candidate = pick(NASTY);
    else {
      const obj: Record<string, unknown> = {};
      for (const key of shapeKeys(def.body)) if (rand(3) > 0) obj[key] = pick(NASTY);
      if (kind === 3) obj[`extra${rand(9)}`] = pick(NASTY);
      candidate = obj;
    }
    if (!def.body || !def.body.safeParse(candidate).success) return { body: candidate };
  }
  return { raw: '{' };
}

function malformedQuery(def: CallDef): Record<string, string> | undefined {
  for (let tries = 0; tries < 8; tries++) {
    const q: Record<string, string> = {};
    for (const key of [...shapeKeys(def.query), `junk${rand(5)}`]) if (rand(3) > 0) q[key] = pick(NASTY_TEXT);
    if (!def.query || !def.query.safeParse(q).success) return q;
  }
  return undefined;
}

async function tableCounts(api: TestApi): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    // The replay log records every signed request the anti-bot check accepts, well-formed or
    // not, before the input is validated: that is what stops a replay, not a written row.
    if (getTableName(table) === 'anti_bot_seen') continue;
    const [row] = await api.database.db.select({ n: count() }).from(table);
    out[getTableName(table)] = row?.n ?? 0;
  }
  return out;
}

describe.each(testTargets)('malformed requests across the whole contract on $name', ({ url }) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await openTestApi(url);
    token = await signIn(api, DEMO.main, DEMO.password);
  });
  afterAll(async () => api.close());

  it('never answers 5xx and never writes a row, for at least 2,000 malformed requests', async () => {
    const calls = allCalls();
    expect(calls.length).toBeGreaterThan(40);
    const before = await tableCounts(api);
    // Calls whose every input is optional cannot be sent a malformed input; they get junk below.
    const canFail = (def: CallDef) => (def.method !== 'GET' && Boolean(def.body)) || (def.query !== undefined && !def.query.safeParse({}).success);
    const perCall = Math.ceil(2100 / calls.filter((c) => canFail(c.def)).length);
    const failures: string[] = [];
    let malformed = 0;
    const junkOnly: { name: string; def: CallDef }[] = [];
    for (const { name, def } of calls) {
      for (let i = 0; i < perCall; i++) {
        const body = def.method === 'GET' || !def.body ? undefined : malformedBody(def);
        const query = def.query ? malformedQuery(def) : undefined;
        if (!body && !query) {
          junkOnly.push({ name, def });
          break;
        }
        const input = { ...body, query: query ?? {}, params: { id: pick(NASTY_TEXT) }, ...(rand(2) ? { token } : {}) };
        const res = await api.call(def, input);
        malformed++;
        if (res.status >= 500) failures.push(`${name} ${res.status} ${res.text.slice(0, 120)} ${JSON.stringify(input).slice(0, 200)}`);
      }
    }
    expect(malformed).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
    expect(await tableCounts(api)).toEqual(before);

    // Calls without required input still must not fall over on junk bodies, queries and headers.
    for (const { name, def } of junkOnly) {
      for (let i = 0; i < 5; i++) {
        const res = await api.call(def, { raw: pick(['{', 'x'.repeat(100_000), '[]']), query: { junk: pick(NASTY_TEXT) }, headers: { cookie: `USER_STORE=${pick(NASTY_TEXT)}`, Authorization: pick(NASTY_TEXT) || 'x' } });
        if (res.status >= 500) failures.push(`${name} ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
