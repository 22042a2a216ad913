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

// ---- Boundary classes on every parameter: a value past a 32-bit integer and text holding NUL. ----

const LEAF_CANDIDATES: readonly unknown[] = [
  1, 2, 10, 100, 0, true, false, 'zh', 'abc', '13800138000', '123456', 'Abc12345', 'https://example.com/a.png', '2026-11-01', '2026-11', 'a', [], {},
];
type AnyZod = z.ZodType & { _zod: { def: { type: string; innerType?: AnyZod; shape?: Record<string, AnyZod>; element?: AnyZod; options?: AnyZod[]; in?: AnyZod; values?: unknown[] } } };

/** A value the schema accepts, built from the leaves up; undefined when none of the candidates fits. */
function sampleOf(schema: AnyZod): unknown {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') return sampleOf(def.innerType as AnyZod);
  if (def.type === 'pipe') return sampleOf(def.in as AnyZod);
  if (def.type === 'object') return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, inner]) => [key, sampleOf(inner)]));
  if (def.type === 'array') return [sampleOf(def.element as AnyZod)];
  if (def.type === 'union') return sampleOf((def.options ?? [])[0] as AnyZod);
  return LEAF_CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
}

/** Every parameter path of a shape: top-level keys and the keys of nested objects (arrays by their first item). */
function parameterPaths(schema: AnyZod, prefix: (string | number)[] = []): (string | number)[][] {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') return parameterPaths(def.innerType as AnyZod, prefix);
  if (def.type === 'pipe') return parameterPaths(def.in as AnyZod, prefix);
  if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => parameterPaths(inner, [...prefix, key]));
  if (def.type === 'array') return parameterPaths(def.element as AnyZod, [...prefix, 0]);
  return prefix.length ? [prefix] : [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

function valueAt(base: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), base);
}

/** The boundary values that apply to a parameter: all of them for a number, NUL for text (a numeric text is fine text). */
function boundaryValuesFor(base: unknown, path: (string | number)[]) {
  return typeof valueAt(base, path) === 'number' ? BOUNDARY_VALUES : BOUNDARY_VALUES.filter((v) => v.label === 'NUL');
}

const BOUNDARY_VALUES = [
  { label: '2^31', body: 2_147_483_648, query: '2147483648' },
  { label: '2^53+', body: 2 ** 53, query: '9007199254740993' },
  { label: '-2^31-1', body: -2_147_483_649, query: '-2147483649' },
  { label: 'NUL', body: 'a\u0000b', query: 'a\u0000b' },
];

describe('the contract refuses out-of-range integers and NUL in every parameter', () => {
  it('every query and body parameter of every call refuses each boundary value', () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const { name, def } of allCalls()) {
      for (const [where, schema] of [['query', def.query], ['body', def.body]] as const) {
        if (!schema) continue;
        const base = sampleOf(schema as AnyZod);
        for (const path of parameterPaths(schema as AnyZod)) {
          for (const value of boundaryValuesFor(base, path)) {
            const input = withValue(base, path, where === 'query' ? value.query : value.body);
            checked++;
            if (schema.safeParse(input).success) accepted.push(`${name} ${where}.${path.join('.')} = ${value.label}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(accepted).toEqual([]);
  });
});

describe.each(testTargets)('boundary values reach the server on $name', ({ url }) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await openTestApi(url);
    token = await signIn(api, DEMO.main, DEMO.password);
  });
  afterAll(async () => api.close());

  it('answers 4xx, never 5xx, for a boundary value in any parameter of an otherwise valid request', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { name, def } of allCalls()) {
      const queryBase = def.query ? (sampleOf(def.query as AnyZod) as Record<string, unknown>) : undefined;
      const bodyBase = def.body ? sampleOf(def.body as AnyZod) : undefined;
      const targets = [
        ...(def.query ? parameterPaths(def.query as AnyZod).map((path) => ['query', path] as const) : []),
        ...(def.body && def.method !== 'GET' ? parameterPaths(def.body as AnyZod).map((path) => ['body', path] as const) : []),
      ];
      for (const [where, path] of targets) {
        for (const value of boundaryValuesFor(where === 'query' ? queryBase : bodyBase, path)) {
          const query = where === 'query' ? (withValue(queryBase, path, value.query) as Record<string, string>) : (queryBase as Record<string, string> | undefined);
          const body = where === 'body' ? withValue(bodyBase, path, value.body) : bodyBase;
          const res = await api.call(def, { query: query ?? {}, ...(def.method !== 'GET' && body !== undefined ? { body } : {}), params: { id: '1' }, token });
          sent++;
          if (res.status >= 500 || res.status < 400) failures.push(`${name} ${where}.${path.join('.')}=${value.label}: ${res.status} ${res.text.slice(0, 100)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 600_000);
});
