import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricing } from '@marketlens/core/contract';
import { CROSS_BORDER_DEFAULTS, LOCAL_DEFAULTS, SEED_PRICING_TABLES } from '@marketlens/core/pricing';
import { pricingTableVersions, pricingTemplates } from '../db/schema/index';
import { importTables } from '../services/pricing/tables';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const P = '/ozon-report-service/v1/pricing';
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describe.each(testTargets)('pricing tables and templates on $name', ({ url }) => {
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let carol: Record<string, string>;
  const call = async <T>(pathname: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await server.app.request(
      `/api${P}${pathname}`,
      init.body === undefined ? { headers: init.headers } : { method: 'POST', headers: { 'Content-Type': 'application/json', ...init.headers }, body: JSON.stringify(init.body) },
    );
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const templatesOf = async (headers: Record<string, string>) => (await call<{ list: pricing.Template[]; limit: number }>('/templates', { headers })).body.data.list;
  const versions = async () => (await server.database.db.select({ n: count() }).from(pricingTableVersions))[0]?.n;

  beforeAll(async () => {
    server = await openTestServer(url);
    alice = (await signIn(server, '13900007101')).headers;
    bob = (await signIn(server, '13900007102')).headers;
    carol = (await signIn(server, '13900007103')).headers;
  });
  afterAll(async () => server.close());

  it('serves the seeded tables to members only, naming their version', async () => {
    expect((await call('/tables')).status).toBe(401);
    const res = await call<pricing.TablesAnswer>('/tables', { headers: alice });
    expect(res.body.data).toMatchObject({ version: SEED_PRICING_TABLES.version, effectiveFrom: '2025-12-01' });
    expect(res.body.data.crossBorder.tierBoundsRub).toEqual([1500, 5000]);
    expect(res.body.data.crossBorder.routes.find((r) => r.id === 'extra-small-economy')).toMatchObject({ baseCny: 3.05, perGramCny: 0.026 });
  });

  it('refuses an import that breaks the schema, or repeats a version, and changes nothing', async () => {
    const before = await versions();
    const broken = { ...SEED_PRICING_TABLES, version: 'broken-1', crossBorder: { ...SEED_PRICING_TABLES.crossBorder, commission: { default: [12, 14], byCategory: {} } } };
    const refused = await importTables(server.database.db, broken);
    expect(refused.kind).toBe('invalid');
    expect(refused.kind === 'invalid' && refused.issues.join()).toContain('commission.default');
    expect(await importTables(server.database.db, { ...SEED_PRICING_TABLES, routes: 'none' })).toMatchObject({ kind: 'duplicate' });
    expect(await importTables(server.database.db, { ...SEED_PRICING_TABLES, effectiveFrom: '2025-13-01', version: 'x' })).toMatchObject({ kind: 'invalid' });
    expect(await versions()).toBe(before);
    expect((await call<pricing.TablesAnswer>('/tables', { headers: alice })).body.data.version).toBe(SEED_PRICING_TABLES.version);
  });

  it('puts an imported version in force on its effective day, not before', async () => {
    const future = { ...SEED_PRICING_TABLES, version: 'future-1', effectiveFrom: '2099-01-01' };
    expect(await importTables(server.database.db, future)).toMatchObject({ kind: 'ok', version: 'future-1' });
    expect((await call<pricing.TablesAnswer>('/tables', { headers: alice })).body.data.version).toBe(SEED_PRICING_TABLES.version);
    const now = { ...SEED_PRICING_TABLES, version: 'today-1', effectiveFrom: today(), crossBorder: { ...SEED_PRICING_TABLES.crossBorder, fbpDiscountPoints: 1.5 } };
    expect(await importTables(server.database.db, now)).toMatchObject({ kind: 'ok' });
    const res = await call<pricing.TablesAnswer>('/tables', { headers: alice });
    expect(res.body.data).toMatchObject({ version: 'today-1', effectiveFrom: today() });
    expect(res.body.data.crossBorder.fbpDiscountPoints).toBe(1.5);
  });

  it('saves, renames, makes default and deletes a member’s templates; one default at a time', async () => {
    const first = await call<{ id: number }>('/templates/save', { headers: alice, body: { name: 'Mugs', kind: 'crossBorder', inputs: CROSS_BORDER_DEFAULTS, isDefault: true } });
    expect(first.body.code).toBe(200);
    const second = await call<{ id: number }>('/templates/save', { headers: alice, body: { name: 'Local mugs', kind: 'local', inputs: LOCAL_DEFAULTS } });
    expect((await templatesOf(alice)).map((t) => [t.name, t.isDefault])).toEqual([['Mugs', true], ['Local mugs', false]]);
    expect((await call('/templates/default', { headers: alice, body: { id: second.body.data.id, isDefault: true } })).body.code).toBe(200);
    expect((await templatesOf(alice)).filter((t) => t.isDefault).map((t) => t.name)).toEqual(['Local mugs']);
    const renamed = await call('/templates/save', { headers: alice, body: { id: first.body.data.id, name: 'Cups', kind: 'crossBorder', inputs: { ...CROSS_BORDER_DEFAULTS, costCny: 33 } } });
    expect(renamed.body.code).toBe(200);
    const cups = (await templatesOf(alice)).find((t) => t.name === 'Cups');
    expect(cups?.kind === 'crossBorder' && cups.inputs.costCny).toBe(33);
    expect((await call('/templates/delete', { headers: alice, body: { id: first.body.data.id } })).body.code).toBe(200);
    expect((await templatesOf(alice)).map((t) => t.name)).toEqual(['Local mugs']);
    expect(await templatesOf(bob)).toEqual([]);
  });

  it('answers bad input with a localized 400 and keeps nothing', async () => {
    const bad = await call('/templates/save', { headers: { ...bob, 'Accept-Language': 'ru-RU' }, body: { name: 'Bad', kind: 'crossBorder', inputs: { ...CROSS_BORDER_DEFAULTS, marginPct: 120 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[а-я]/);
    expect(bad.body.message).toContain('inputs.marginPct');
    const mixed = await call('/templates/save', { headers: bob, body: { name: 'Mixed', kind: 'local', inputs: CROSS_BORDER_DEFAULTS } });
    expect(mixed.status).toBe(400);
    expect((await call('/templates/save', { headers: bob, body: { name: '   ', kind: 'local', inputs: LOCAL_DEFAULTS } })).status).toBe(400);
    expect((await call('/templates/save', { headers: bob, body: { name: 'x'.repeat(41), kind: 'local', inputs: LOCAL_DEFAULTS } })).status).toBe(400);
    expect(await templatesOf(bob)).toEqual([]);
  });

  it('refuses a second template of the same name and another member’s template, in the member’s language', async () => {
    await call('/templates/save', { headers: bob, body: { name: 'Same', kind: 'local', inputs: LOCAL_DEFAULTS } });
    const again = await call('/templates/save', { headers: { ...bob, 'Accept-Language': 'en-US' }, body: { name: 'Same', kind: 'local', inputs: { ...LOCAL_DEFAULTS, costRub: 999 } } });
    expect(again).toMatchObject({ status: 409, body: { code: pricing.PRICING_CODES.duplicateName, message: 'You already have a template with this name: choose another name' } });
    const [same] = await templatesOf(bob);
    expect(same?.kind === 'local' && same.inputs.costRub).toBe(LOCAL_DEFAULTS.costRub);
    const foreign = await call('/templates/delete', { headers: alice, body: { id: same?.id } });
    expect(foreign).toMatchObject({ status: 404, body: { code: pricing.PRICING_CODES.templateNotFound } });
    expect((await call('/templates/default', { headers: alice, body: { id: same?.id, isDefault: true } })).status).toBe(404);
    expect(await templatesOf(bob)).toHaveLength(1);
  });

  it('keeps the template limit exactly under parallel saves, and a deleted template frees its slot', async () => {
    const limit = pricing.PRICING_LIMITS.templatesPerMember;
    const results = await Promise.all(Array.from({ length: limit + 6 }, (_, i) => call('/templates/save', { headers: carol, body: { name: `T${i}`, kind: 'local', inputs: LOCAL_DEFAULTS } })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(limit);
    expect(results.filter((r) => r.body.code === pricing.PRICING_CODES.templateLimit)).toHaveLength(6);
    const list = await templatesOf(carol);
    expect(list).toHaveLength(limit);
    const [one] = list;
    await call('/templates/delete', { headers: carol, body: { id: one?.id } });
    expect((await call('/templates/save', { headers: carol, body: { name: 'Again', kind: 'local', inputs: LOCAL_DEFAULTS } })).body.code).toBe(200);
    expect((await call('/templates/save', { headers: carol, body: { name: 'One too many', kind: 'local', inputs: LOCAL_DEFAULTS } })).body.code).toBe(pricing.PRICING_CODES.templateLimit);
  });

  it('keeps one default when several are made default at once', async () => {
    const list = await templatesOf(carol);
    await Promise.all(list.slice(0, 8).map((t) => call('/templates/default', { headers: carol, body: { id: t.id, isDefault: true } })));
    const defaults = await server.database.db.select({ id: pricingTemplates.id }).from(pricingTemplates).where(eq(pricingTemplates.isDefault, true));
    const carolsDefaults = defaults.filter((d) => list.some((t) => t.id === d.id));
    expect(carolsDefaults).toHaveLength(1);
  });
});

describe('the pricing import command', () => {
  const exec = promisify(execFile);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-import-'));
  const run = (file: string) =>
    exec(process.execPath, ['--import', 'tsx', 'server/src/cli/import-pricing.ts', file], { cwd: root, env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', INIT_CWD: '' } }).then(
      (r) => ({ code: 0, ...r }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
    );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('imports a valid file once and refuses a broken one or the same version again, saying why', async () => {
    const good = path.join(dir, 'good.json');
    fs.writeFileSync(good, JSON.stringify({ ...SEED_PRICING_TABLES, version: 'ops-2026-01' }));
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ ...SEED_PRICING_TABLES, version: 'ops-bad', local: { ...SEED_PRICING_TABLES.local, acquiringPercent: 140 } }));
    expect(await run(bad)).toMatchObject({ code: 1, stderr: expect.stringContaining('local.acquiringPercent') });
    expect(await run(good)).toMatchObject({ code: 0, stdout: expect.stringContaining('imported pricing tables ops-2026-01') });
    expect(await run(good)).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
  }, 120_000);
});
