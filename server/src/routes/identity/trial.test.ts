import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, identity } from '@marketlens/core/contract';
import { memberships, siteSettings, users } from '../../db/schema/index';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { signIn, smsCode } from '../../testing/flows';

const { IDENTITY_CODES } = identity;
const DAY_MS = 86_400_000;

describe.each(testTargets)('the trial of a new account on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;
  // Each send from its own address: the per-address SMS limits are not what is tested here.
  const code = (mobile: string, type: 'log' | 'reg') => smsCode(api, mobile, type, `10.77.0.${++next}`);
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  /** The membership the account reads back: the 7-day trial, running, claimed at creation. */
  async function expectSevenDayTrial(token: string, startedBefore: number, claim: number = IDENTITY_CODES.giftAlreadyClaimed) {
    const product = await api.call(identity.getUserProductAndPolicy, { token });
    expect(product.body.data).toMatchObject({ planId: 16, tier: 'trial', duration: 'trial', bonus: null, expired: false });
    const days = (Date.parse(String(product.body.data?.maturityTime)) - startedBefore) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // Nothing is left to claim: no popup, and the old claim call adds nothing.
    expect((await api.call(identity.userGivTrialVipWindow, { token })).body.data?.show).toBe(false);
    expect((await api.call(identity.giveAway, { token })).body.code).toBe(claim);
    expect((await api.call(identity.getUserProductAndPolicy, { token })).body.data).toEqual(product.body.data);
  }

  it('starts a registration with a password (the register page) on the trial', async () => {
    const mobile = '13611110001';
    const before = Date.now();
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await code(mobile, 'reg'), password: 'Fresh123' } });
    expect(reg.body).toMatchObject({ code: 200, isUpgrade: false });
    await expectSevenDayTrial(String(reg.body.accessToken), before);
  });

  it('starts a new account on the trial even while the console offers no gift to older accounts', async () => {
    await api.database.db.insert(siteSettings).values({ key: 'trialGift', value: { enabled: false, days: 7 }, updatedBy: 'ops' }).onConflictDoUpdate({ target: siteSettings.key, set: { value: { enabled: false, days: 7 } } });
    try {
      const mobile = '13611110009';
      const before = Date.now();
      const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await code(mobile, 'reg'), password: 'Fresh123' } });
      expect(reg.body).toMatchObject({ code: 200, isUpgrade: false });
      // The gift call says no gift is offered now; the account has its trial all the same.
      await expectSevenDayTrial(String(reg.body.accessToken), before, IDENTITY_CODES.giftUnavailable);
    } finally {
      await api.database.db.delete(siteSettings).where(eq(siteSettings.key, 'trialGift'));
    }
  });

  it('starts a fast registration of a promote or mobile page on the trial', async () => {
    const mobile = '13611110002';
    const before = Date.now();
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await code(mobile, 'reg'), urlCode: 'ozon-club', mode: 'promote_register_fast', landingPath: '/promote/mobile' } });
    expect(reg.body).toMatchObject({ code: 200, isUpgrade: false });
    await expectSevenDayTrial(String(reg.body.accessToken), before);
  });

  it('starts an account opened by the SMS login of a new number (site and extension) on the trial', async () => {
    const mobile = '13611110003';
    const before = Date.now();
    const login = await api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: mobile, messageCode: await code(mobile, 'log') } } });
    expect(login.body.code).toBe(200);
    const token = await api.call(identity.createAccessToken, { body: { account: mobile, loginCredential: String(login.body.loginCredential), checkChannelId: 2 } });
    await expectSevenDayTrial(String(token.body.accessToken), before);
  });

  it('starts an account registered through a WeChat scan on the trial', async () => {
    const qr = await api.call(identity.createLoginQrcode, { query: {} });
    const sceneId = String(qr.body.sceneId);
    await api.call(dev.wechatScan, { body: { sceneId, openId: 'wx-trial-user', nickName: 'Trial' } });
    const mobile = '13611110004';
    const before = Date.now();
    const created = await api.call(identity.createUserAndBindWx, { body: { userName: mobile, code: await code(mobile, 'reg'), password: 'Wx123456', passwordConfirm: 'Wx123456', sceneId } });
    expect(created.body).toMatchObject({ code: 200, isUpgrade: false });
    await expectSevenDayTrial(String(created.body.accessToken), before);
  });

  it('adds no trial or gift to a paying member who logs in', async () => {
    const [demo] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.account, DEMO.main));
    const read = async () => (await api.database.db.select().from(memberships).where(eq(memberships.userId, demo?.id ?? 0)))[0];
    const before = await read();
    const token = await signIn(api, DEMO.main, DEMO.password);
    expect((await api.call(identity.userGivTrialVipWindow, { token })).body.data?.show).toBe(false);
    // The claim once made on every login: refused, whether called once or in parallel.
    const claims = await Promise.all([1, 2, 3].map(() => api.call(identity.giveAway, { token })));
    for (const claim of claims) expect(claim.body.code).toBe(IDENTITY_CODES.giftUnavailable);
    expect(await read()).toEqual(before);
    expect((await api.call(identity.getUserProductAndPolicy, { token })).body.data).toMatchObject({ planId: 12, tier: 'operation', bonus: null, expired: false });
  });

  it('still gives an account that never had a membership the trial once, also under parallel claims', async () => {
    const mobile = '13611110005';
    const [row] = await api.database.db.insert(users).values({ account: mobile, mobile, nickName: mobile, distinctId: 'trial-legacy' }).returning();
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await code(mobile, 'reg') } });
    expect(reg.body).toMatchObject({ code: 200, isUpgrade: true });
    const token = String(reg.body.accessToken);
    expect((await api.call(identity.userGivTrialVipWindow, { token })).body.data?.show).toBe(true);
    const claims = await Promise.all([1, 2, 3, 4].map(() => api.call(identity.giveAway, { token })));
    expect(claims.filter((c) => c.body.code === 200)).toHaveLength(1);
    const [m] = await api.database.db.select().from(memberships).where(eq(memberships.userId, row?.id ?? 0));
    expect(m).toMatchObject({ planId: 16, bonusEndTime: null });
  });
});
