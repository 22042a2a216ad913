import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store, workbench } from '@marketlens/core/contract';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { DEMO } from '../db/seed/identity';
import { createLogger } from '../log';
import { openTestApi, type TestApi } from '../testing/api';
import { signInWithControlT } from '../testing/flows';
import { hasWebBuild, webBuildDir } from '../web';

/** A GET over a real socket with the headers given. */
function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ROW = /<tr[^>]*class="[^"]*ant-table-row[^"]*"/g;
const MEMBER_DATA = /<script[^>]*id="ml-member-data"[^>]*>([\s\S]*?)<\/script>/;

describe.skipIf(!hasWebBuild())('a member\'s workbench list rendered on the server', () => {
  let api: TestApi;
  let site: ServerType;
  let port: number;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    api = await openTestApi(undefined);
    // Production mode: every API call must be signed, the in-process ones of the page included.
    const app = await createApp({
      db: api.database.db,
      config: loadConfig({ APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nunused\n-----END RSA PRIVATE KEY-----' }),
      log: createLogger('silent'),
      runtimeConfig: api.runtimeConfig,
      webBuildDir,
    });
    site = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => site.once('listening', resolve));
    port = (site.address() as AddressInfo).port;
    const session = await signInWithControlT(api, DEMO.main, DEMO.password);
    token = session.token;
    cookie = `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: session.token }))}; Control-T=${session.controlT}`;
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await api.close();
  });

  /** The first page of the hot list as the member's own browser would ask for it: the first bound category, 30 days. */
  async function firstPage(lang: 'zh' | 'en' | 'ru') {
    const headers = { cookie };
    const choice = store.categories.response.parse((await api.call(store.categories, { headers })).body).data;
    const typeId = choice?.slots.find((s) => s.typeId !== null)?.typeId ?? undefined;
    expect(typeId).toBeDefined();
    const answer = await api.call(workbench.goodsList, { query: { typeId, days: 30, sort: 'sales', order: 'desc', lang, pageNum: 1, pageSize: 20 }, headers });
    return { typeId, data: workbench.goodsList.response.parse(answer.body).data };
  }

  it.each([
    ['zh', '/workbench/selection/hot'],
    ['en', '/en/workbench/selection/hot'],
    ['ru', '/ru/workbench/selection/hot'],
  ] as const)('puts the member\'s first rows into the %s page, private, with the answers the browser starts from', async (lang, path) => {
    const res = await get(port, path, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { typeId, data } = await firstPage(lang);
    if (!data) throw new Error('no list');
    expect(res.body.match(ROW)?.length).toBe(data.list.length);
    for (const row of data.list.slice(0, 3)) expect(res.body).toContain(escapeHtml(row.title));
    const inline = JSON.parse(MEMBER_DATA.exec(res.body)?.[1] ?? '{}') as { queries?: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
    const list = inline.queries?.queries.find((q) => q.queryKey[0] === 'analytics' && q.queryKey[1] === 'selectionHot');
    expect(list?.state.status).toBe('success');
    expect(list?.queryKey[2]).toMatchObject({ typeId, days: 30, lang, pageNum: 1, pageSize: 20 });
    // The scripts of the list load after the page: the first load is the frame's.
    expect(res.body).not.toMatch(/features\/analytics\/lists/);
    // Nothing holds the first paint back for another round trip: the page's own stylesheet is in
    // its head, and no stylesheet is linked.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style data-inline-css="analytics">[^<]*\.analytics-/);
    expect(res.body).not.toMatch(/<link[^>]*rel="stylesheet"/);
  }, 60_000);

  it('keeps the view in the URL: the page, the window and the sort the address names', async () => {
    const res = await get(port, '/en/workbench/selection/hot?days=7&sort=gmv&page=2', { cookie });
    expect(res.status).toBe(200);
    const inline = JSON.parse(MEMBER_DATA.exec(res.body)?.[1] ?? '{}') as { queries?: { queries: { queryKey: unknown[] }[] } };
    const key = inline.queries?.queries.find((q) => q.queryKey[1] === 'selectionHot')?.queryKey[2];
    expect(key).toMatchObject({ days: 7, sort: 'gmv', pageNum: 2 });
  }, 60_000);

  it('gives a guest the shared copy with a skeleton, no rows and no member data', async () => {
    const res = await get(port, '/workbench/selection/hot', {});
    expect(res.status).toBe(200);
    expect(res.body.match(ROW)).toBeNull();
    expect(res.body).not.toMatch(MEMBER_DATA);
    expect(res.body).toContain('ant-skeleton');
  });

  it('draws the notice of category slots still to choose with the page, unless this browser dismissed it for the account', async () => {
    const choice = store.categories.response.parse((await api.call(store.categories, { headers: { cookie } })).body).data;
    const left = (choice?.slots ?? []).filter((s) => s.typeId === null).length;
    // The demo plan binds more categories than the demo member has chosen, and at least one is chosen.
    expect(choice?.needsChoice).toBe(true);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(choice?.slots.length ?? 0);
    const session = (account: string) => cookie.replace(/^USER_STORE=[^;]*/, `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: token, account }))}`);
    const dismissed = (...accounts: string[]) => `; ml_category_notice_off=${encodeURIComponent(JSON.stringify(accounts))}`;
    const notice = (body: string) => /data-testid="category-notice"/.test(body) && body.includes(`Category slots left to choose: ${left}.`);
    // Drawn by the server above the list, so the list does not move when the page hydrates.
    const shown = await get(port, '/en/workbench/selection/hot', { cookie: session(DEMO.main) });
    expect(notice(shown.body)).toBe(true);
    expect(shown.body.indexOf('data-testid="category-notice"')).toBeLessThan(shown.body.search(ROW));
    expect(notice((await get(port, '/en/workbench/selection/hot', { cookie: session(DEMO.main) + dismissed(DEMO.main) })).body)).toBe(false);
    // Another account's dismissal in the same browser is not this account's.
    expect(notice((await get(port, '/en/workbench/selection/hot', { cookie: session(DEMO.main) + dismissed('13800000001') })).body)).toBe(true);
    // A broken cookie dismisses nothing and breaks nothing.
    expect(notice((await get(port, '/en/workbench/selection/hot', { cookie: `${session(DEMO.main)}; ml_category_notice_off=%5B%7B` })).body)).toBe(true);
  }, 60_000);

  it('renders a page without rows, not an error, for a session the server no longer knows', async () => {
    const stale = `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: 'a-token-nobody-has' }))}; Control-T=nothing`;
    const res = await get(port, '/en/workbench/selection/hot', { cookie: stale });
    expect(res.status).toBe(200);
    expect(res.body.match(ROW)).toBeNull();
    expect(res.body).toContain('data-testid="analytics-selectionHot"');
    // The member's own session still works: nothing in the render ended it.
    const after = await api.call(store.categories, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(token).not.toBe('');
  }, 60_000);
});
