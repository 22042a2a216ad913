import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminOperations as ops, content, distribution, identity, type CallDef } from '@marketlens/core/contract';
import { accessTokens, auditLog, importRuns, memberships, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { runMarketImport, runPricingImport } from '../services/imports/runs';
import { readImportFiles } from '../services/market/import';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';

const { ADMIN_CODES } = admin;
const PASSWORD = 'Operator2026';
const DAY_MS = 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(testTargets)('the console operations on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;

  const member = async () => {
    const mobile = `1370000${String(6000 + next++).padStart(4, '0')}`;
    const [user] = await api.database.db.insert(users).values({ account: mobile, mobile, nickName: mobile, distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('user not created');
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { userId: user.id, token };
  };

  const session = async (role: admin.OperatorRole = 'admin') => {
    const op = await createOperator(api.database.db, { name: `ops${next++}_${role}`, role, password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) }),
    });
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error('no console session');
    return { ...op, cookie: `${OPERATOR_COOKIE}=${token}` };
  };

  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, input: Parameters<TestApi['call']>[1] = {}) =>
    api.call(def, { ...input, headers: { cookie, ...input.headers } });

  const lastAudit = async (action: string) => (await api.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('refuses members on every new console call, and roles without the section', async () => {
    const m = await member();
    const calls = (Object.values(ops) as unknown[]).filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v);
    expect(calls.length).toBeGreaterThan(12);
    for (const def of calls) {
      const res = await api.call(def, { token: m.token, ...(def.method === 'POST' ? { body: {} } : {}) });
      expect([def.path, res.status]).toEqual([def.path, 401]);
    }
    const support = await session('support');
    const editor = await session('editor');
    expect((await as(support.cookie, ops.settings)).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(editor.cookie, ops.saveTrialGift, { body: { enabled: false, days: 5 } })).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(support.cookie, ops.imports)).body.code).toBe(ADMIN_CODES.forbidden);
    // Support reads channels but may not change them.
    expect((await as(support.cookie, ops.channel, { query: { urlCode: 'ozon-club' } })).body.data).toMatchObject({ urlCode: 'ozon-club' });
    const edit = { mode: 'update', urlCode: 'ozon-club', appId: null, channelName: 'X', channelType: 1, pageIndex: 1, logo: '', logoTitle: '', loginLabel: '', link: '', enabled: true } as const;
    expect((await as(support.cookie, ops.saveChannel, { body: edit })).body.code).toBe(ADMIN_CODES.forbidden);
    expect((await as(editor.cookie, ops.saveChannel, { body: edit })).body.code).toBe(ADMIN_CODES.forbidden);
  });

  it('gives a member the trial days and popups the console sets, at once, and audits each change', async () => {
    const op = await session();
    const m = await member();
    const state = await as(op.cookie, ops.settings);
    expect(state.body.data).toMatchObject({ trialGift: { enabled: true, days: 7 }, openWindows: { listModel: true, trialVipModel: true, noticeModel: false }, updated: { trialGift: null } });

    expect((await as(op.cookie, ops.saveTrialGift, { body: { enabled: true, days: 0 } })).status).toBe(400);
    expect((await as(op.cookie, ops.saveTrialGift, { body: { enabled: true, days: 91 } })).status).toBe(400);
    const saved = await as(op.cookie, ops.saveTrialGift, { body: { enabled: true, days: 7 } });
    expect(saved.body.data?.trialGift).toEqual({ enabled: true, days: 7 });
    expect(saved.body.data?.updated.trialGift?.by).toBe(op.name);
    expect(await lastAudit('settings.trialGift')).toMatchObject({ operatorName: op.name, before: { enabled: true, days: 7 }, after: { enabled: true, days: 7 } });

    expect((await api.call(identity.userGivTrialVipWindow, { token: m.token })).body.data).toEqual({ show: true, trialDays: 7 });
    const before = Date.now();
    expect((await api.call(identity.giveAway, { token: m.token })).body.code).toBe(200);
    const [ms] = await api.database.db.select().from(memberships).where(eq(memberships.userId, m.userId));
    const days = ((ms?.maturityTime?.getTime() ?? 0) - before) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // Switched off: no popup, and the gift is not granted (nor marked claimed).
    await as(op.cookie, ops.saveTrialGift, { body: { enabled: false, days: 7 } });
    const late = await member();
    expect((await api.call(identity.userGivTrialVipWindow, { token: late.token })).body.data).toEqual({ show: false, trialDays: 7 });
    expect((await api.call(identity.giveAway, { token: late.token })).body.code).toBe(identity.IDENTITY_CODES.giftUnavailable);
    await as(op.cookie, ops.saveTrialGift, { body: { enabled: true, days: 3 } });
    expect((await api.call(identity.giveAway, { token: late.token })).body.code).toBe(200);

    await as(op.cookie, ops.saveOpenWindows, { body: { listModel: false, trialVipModel: true, noticeModel: true } });
    const windows = (await api.call(identity.isOpenWindowV2, { token: m.token })).body.data;
    expect(windows).toEqual([
      { openType: 'listModel', openFlag: false },
      { openType: 'trialVipModel', openFlag: true },
      { openType: 'noticeModel', openFlag: true },
    ]);
    expect(await lastAudit('settings.openWindows')).toMatchObject({ after: { listModel: false, noticeModel: true } });
    await as(op.cookie, ops.saveOpenWindows, { body: { listModel: true, trialVipModel: true, noticeModel: false } });
  });

  it('shows a new front image window on the site in its period only, and removes it', async () => {
    const op = await session();
    const upload = new FormData();
    upload.append('file', new File([PNG], 'banner.png', { type: 'image/png' }));
    const up = await api.app.request(callPath(api.runtimeConfig, ops.uploadImage), { method: 'POST', headers: { cookie: op.cookie }, body: upload });
    const uploaded = (await up.json()) as { code: number; data: { url: string } };
    expect(uploaded.code).toBe(200);
    const fake = new FormData();
    fake.append('file', new File([Buffer.from('<svg onload=alert(1)>')], 'x.png', { type: 'image/png' }));
    expect((await api.app.request(callPath(api.runtimeConfig, ops.uploadImage), { method: 'POST', headers: { cookie: op.cookie }, body: fake })).status).toBe(415);

    const input = { lang: 'en', showAddress: 1, title: 'Autumn offer', imgUrl: uploaded.data.url, linkUrl: '/pricing', sort: 0, startsAt: null, endsAt: null, enabled: true } as const;
    expect((await as(op.cookie, ops.saveFrontWindow, { body: { ...input, linkUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await as(op.cookie, ops.saveFrontWindow, { body: { ...input, imgUrl: 'https://evil.example/x.png' } })).status).toBe(400);
    const bad = await as(op.cookie, ops.saveFrontWindow, { body: { ...input, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' } });
    expect(bad.body.code).toBe(ops.ADMIN_OPS_CODES.badPeriod);
    const created = await as(op.cookie, ops.saveFrontWindow, { body: input });
    const id = created.body.data?.id ?? 0;
    expect(created.body.data).toMatchObject({ title: 'Autumn offer', live: true, shownImg: uploaded.data.url });
    expect(await lastAudit('frontWindow.create')).toMatchObject({ target: `frontWindow:${id}`, before: null, after: { title: 'Autumn offer' } });

    const site = async () => (await api.call(content.frontImgWindowList, { query: { showAddress: 1, lang: 'en' } })).body.data ?? [];
    expect((await site()).find((w) => w.id === id)).toMatchObject({ imgUrl: uploaded.data.url, linkUrl: '/pricing' });
    await as(op.cookie, ops.saveFrontWindow, { body: { ...input, id, startsAt: new Date(Date.now() + DAY_MS).toISOString() } });
    expect((await site()).find((w) => w.id === id)).toBeUndefined();
    expect(await lastAudit('frontWindow.update')).toMatchObject({ before: { startsAt: null }, after: { live: false } });
    await as(op.cookie, ops.saveFrontWindow, { body: { ...input, id, enabled: false } });
    expect((await site()).find((w) => w.id === id)).toBeUndefined();
    await as(op.cookie, ops.saveFrontWindow, { body: { ...input, id } });
    expect((await site()).find((w) => w.id === id)).toBeDefined();
    expect((await as(op.cookie, ops.deleteFrontWindow, { body: { id } })).body.code).toBe(200);
    expect((await site()).find((w) => w.id === id)).toBeUndefined();
    expect((await as(op.cookie, ops.deleteFrontWindow, { body: { id } })).body.code).toBe(ADMIN_CODES.notFound);
    expect((await as(op.cookie, ops.saveFrontWindow, { body: { ...input, id } })).body.code).toBe(ADMIN_CODES.notFound);
  });

  it('puts an edited live notice with its link on the site, and hides one switched off', async () => {
    const op = await session();
    const startTime = new Date(Date.now() + 60_000).toISOString();
    const created = await as(op.cookie, ops.saveLiveNotice, { body: { lang: 'ru', title: 'Прямой эфир', speaker: 'Анна', summary: '', startTime, minutes: 45, linkUrl: 'https://live.example/1', enabled: true } });
    const id = created.body.data?.id ?? 0;
    expect((await api.call(content.newLiveNotice, { query: { lang: 'ru' } })).body.data).toMatchObject({ id, title: 'Прямой эфир', linkUrl: 'https://live.example/1' });
    await as(op.cookie, ops.saveLiveNotice, { body: { id, lang: 'ru', title: 'Прямой эфир', speaker: 'Анна', summary: '', startTime, minutes: 45, linkUrl: '', enabled: false } });
    expect((await api.call(content.newLiveNotice, { query: { lang: 'ru' } })).body.data?.id).not.toBe(id);
    expect(await lastAudit('liveNotice.update')).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect((await as(op.cookie, ops.liveNotices, { query: { lang: 'ru' } })).body.data?.find((n) => n.id === id)).toMatchObject({ enabled: false });
  });

  it('creates and edits channels with unique codes; the channel call answers the edit at once', async () => {
    const op = await session();
    const base = { mode: 'create', urlCode: 'test-partner', appId: 'APP42', channelName: 'Test partner', channelType: 2, pageIndex: null, logo: '/favicon.svg', logoTitle: 'Partner × MarketLens', loginLabel: 'Sign in', link: '/promote/pc', enabled: true } as const;
    expect((await as(op.cookie, ops.saveChannel, { body: { ...base, urlCode: 'bad code!' } })).status).toBe(400);
    const created = await as(op.cookie, ops.saveChannel, { body: base });
    expect(created.body.data).toMatchObject({ urlCode: 'test-partner', appId: 'APP42' });
    expect(await lastAudit('channel.create')).toMatchObject({ target: 'channel:test-partner', before: null });
    const again = await as(op.cookie, ops.saveChannel, { body: base });
    expect(again.body.code).toBe(ops.ADMIN_OPS_CODES.channelTaken);
    expect(again.body.message).toBe('该渠道代码、appId 或页面编号已被其他渠道使用');
    const enRes = await as(op.cookie, ops.saveChannel, { body: { ...base, urlCode: 'other', appId: 'APP42' }, headers: { 'accept-language': 'en-US' } });
    expect(enRes.body.code).toBe(ops.ADMIN_OPS_CODES.channelTaken);
    expect(enRes.body.message).toMatch(/^Another channel already uses/);
    expect((await as(op.cookie, ops.saveChannel, { body: { ...base, urlCode: 'other', appId: null, pageIndex: 1 } })).body.code).toBe(ops.ADMIN_OPS_CODES.channelTaken);
    expect((await as(op.cookie, ops.saveChannel, { body: { ...base, mode: 'update', urlCode: 'nobody', appId: null } })).body.code).toBe(ADMIN_CODES.notFound);

    const edited = await as(op.cookie, ops.saveChannel, { body: { ...base, mode: 'update', logoTitle: 'Renamed partner' } });
    expect(edited.body.data?.logoTitle).toBe('Renamed partner');
    expect(await lastAudit('channel.update')).toMatchObject({ before: { logoTitle: 'Partner × MarketLens' }, after: { logoTitle: 'Renamed partner' } });
    expect((await api.call(distribution.partnerChannel, { query: { urlCode: 'test-partner' } })).body.data).toMatchObject({ logoTitle: 'Renamed partner', ownHeader: true });
    const listed = (await as(op.cookie, admin.channels)).body.data?.list.find((c) => c.urlCode === 'test-partner');
    expect(listed).toMatchObject({ appId: 'APP42', enabled: true });

    await as(op.cookie, ops.saveChannel, { body: { ...base, mode: 'update', enabled: false } });
    expect((await api.call(distribution.partnerChannel, { query: { urlCode: 'test-partner' } })).body.code).toBe(identity.IDENTITY_CODES.notFound);
  });

  it('records every import run: a refused one with its report, an accepted one with its rows', async () => {
    const op = await session();
    const db = api.database.db;
    const refused = await runMarketImport(db, readImportFiles([{ name: 'goods-daily.csv', content: 'goodsId,day,sales,gmv\nabc,2020-01-01,1,1\n' }]), {
      command: 'npm run import -- goods-daily.csv',
      runBy: 'tester@host',
      files: ['goods-daily.csv'],
    });
    expect(refused.code).toBe(1);
    const [type] = (await db.execute<{ type_id: number }>(sql`SELECT type_id FROM categories WHERE parent_id IS NULL ORDER BY type_id LIMIT 1`)).rows;
    const shops = `id,name,typeId\n987654321,Imported shop,${type?.type_id}\n`;
    const accepted = await runMarketImport(db, readImportFiles([{ name: 'shops.csv', content: shops }]), { command: 'npm run import -- shops.csv', runBy: 'tester@host', files: ['shops.csv'] });
    expect(accepted).toMatchObject({ code: 0 });
    const unreadable = await runPricingImport(db, { error: 'cannot read missing.json as JSON: ENOENT' }, { command: 'npm run -w server import:pricing -- missing.json', runBy: 'tester@host', files: ['missing.json'] });
    expect(unreadable.code).toBe(1);

    const list = (await as(op.cookie, ops.imports)).body.data?.list ?? [];
    expect(list[0]).toMatchObject({ kind: 'pricing', outcome: 'refused', files: ['missing.json'] });
    expect(list[1]).toMatchObject({ kind: 'market', outcome: 'imported', runBy: 'tester@host', rows: { shops: 1, goods: 0 }, report: [] });
    expect(list[1]?.finishedAt).not.toBeNull();
    expect(list[2]).toMatchObject({ kind: 'market', outcome: 'refused', command: 'npm run import -- goods-daily.csv', rows: { goodsDaily: 1 } });
    expect(list[2]?.summary).toMatch(/^refused, nothing changed: 1 of 1 rows rejected/);
    expect(list[2]?.report.join('\n')).toMatch(/goods-daily\.csv line 2/);
    expect((await as(op.cookie, ops.imports, { query: { kind: 'pricing' } })).body.data?.total).toBe(1);
    expect(await db.select().from(importRuns).where(eq(importRuns.outcome, 'running'))).toEqual([]);

    const fresh = (await as(op.cookie, ops.freshness)).body.data;
    expect(fresh).toMatchObject({ source: 'observed', marketImports: 1, rollup: { current: true } });
    expect(fresh?.latestDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
