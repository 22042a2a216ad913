import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { distribution, identity, pay, promotion } from '@marketlens/core/contract';
import { promotionSignups, userAttributions, userCoupons, users } from '../db/schema/index';
import { DEMO } from '../db/seed/identity';
import { openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { signIn, smsCode } from '../testing/flows';

const { IDENTITY_CODES } = identity;
const { PROMOTE_CODES } = promotion;

describe.each(testTargets)('promote pages, attribution and promotion coupons on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('stores the channel, invite, utm, search words and activity of a promote registration with the account', async () => {
    const mobile = '13500001001';
    const reg = await api.call(identity.registerUser, {
      body: {
        account: mobile, code: await smsCode(api, mobile, 'reg'), password: 'Abc12345', invite: 'INV-77', invite_channel: 'wechat-group',
        utm: 'autumn_feed', urlCode: 'yiwu-export', searchWord: 'ozon 选品', keyWord: 'ozon', expandInfo: '{"actId":4,"inviteCode":"AIC9"}',
        mode: 'promote_register', landingPath: '/promote/mobile',
      },
    });
    expect(reg.body).toMatchObject({ code: 200, isUpgrade: false, couponId: null });
    const db = api.database.db;
    const [user] = await db.select().from(users).where(eq(users.account, mobile));
    expect(user).toMatchObject({ channelCode: 'yiwu-export', invite: 'INV-77' });
    const [row] = await db.select().from(userAttributions).where(eq(userAttributions.userId, user?.id ?? 0));
    expect(row).toMatchObject({
      channelCode: 'yiwu-export', urlCode: 'yiwu-export', invite: 'INV-77', inviteChannel: 'wechat-group', utm: 'autumn_feed',
      searchWord: 'ozon 选品', keyWord: 'ozon', actId: 4, actInviteCode: 'AIC9', mode: 'promote_register', landingPath: '/promote/mobile',
    });
    // The operations console's question: who came through this channel?
    const byChannel = await db.select({ userId: userAttributions.userId }).from(userAttributions).where(eq(userAttributions.channelCode, 'yiwu-export'));
    expect(byChannel.map((r) => r.userId)).toContain(user?.id);
  });

  it('keeps an unknown urlCode as written but attributes the account to the invite channel', async () => {
    const mobile = '13500001002';
    await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), urlCode: 'no-such-channel', invite_channel: 'cargo-partner' } });
    const [user] = await api.database.db.select().from(users).where(eq(users.account, mobile));
    const [row] = await api.database.db.select().from(userAttributions).where(eq(userAttributions.userId, user?.id ?? 0));
    expect(row).toMatchObject({ channelCode: 'cargo-partner', urlCode: 'no-such-channel', mode: 'promote_register_fast' });
  });

  it('lets a fast registration set its password later, once', async () => {
    const mobile = '13500001003';
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), mode: 'promote_register_fast' } });
    expect(reg.body.user?.passwordStatus).toBe(false);
    const token = String(reg.body.accessToken);
    const mismatch = await api.call(identity.setPassword, { token, body: { password: 'Fast1234', confirmPassword: 'Fast1235' } });
    expect(mismatch.body.code).toBe(IDENTITY_CODES.passwordMismatch);
    const set = await api.call(identity.setPassword, { token, body: { password: 'Fast1234', confirmPassword: 'Fast1234' } });
    expect(set.body).toMatchObject({ code: 200, passwordStatus: true });
    expect(await signIn(api, mobile, 'Fast1234')).toBeTruthy();
    const again = await api.call(identity.setPassword, { token, body: { password: 'Other123', confirmPassword: 'Other123' } });
    expect(again.body.code).toBe(PROMOTE_CODES.passwordAlreadySet);
    expect((await api.call(identity.setPassword, { body: { password: 'Other123', confirmPassword: 'Other123' } })).status).toBe(401);
  });

  it('answers the partner channel by urlCode or page index, with or without a header of its own', async () => {
    const own = await api.call(distribution.partnerChannel, { query: { appId: 'ozon', urlCode: 'yiwu-export' } });
    expect(own.body.data).toMatchObject({ urlCode: 'yiwu-export', logo: '/promote/yiwu-export.svg', loginLabel: '联盟会员登录', pageIndex: 3, ownHeader: true });
    const byIndex = await api.call(distribution.partnerChannel, { query: { index: 3 } });
    expect(byIndex.body.data?.urlCode).toBe('yiwu-export');
    const plain = await api.call(distribution.partnerChannel, { query: { urlCode: 'autumn-ads' } });
    expect(plain.body.data).toMatchObject({ ownHeader: false, logo: '' });
    expect((await api.call(distribution.partnerChannel, { query: { index: 99 } })).body.code).toBe(IDENTITY_CODES.notFound);
    expect((await api.call(distribution.partnerChannel, { query: {} as never })).status).toBe(400);
  });

  it('describes a promotion in each language, and the live one without an id', async () => {
    const zh = await api.call(promotion.promotionDetail, { query: { id: 1, lang: 'zh' } });
    expect(zh.body.data).toMatchObject({ id: 1, status: 'live', coupon: { couponId: 1001, amount: 10_000 }, joined: false });
    expect(zh.body.data?.benefits.length).toBeGreaterThan(1);
    const ru = await api.call(promotion.promotionDetail, { query: { id: 1, lang: 'ru' } });
    expect(ru.body.data?.title).toMatch(/скидка/i);
    expect((await api.call(promotion.promotionDetail, {})).body.data?.status).toBe('live');
    expect((await api.call(promotion.promotionDetail, { query: { id: 999 } })).body.code).toBe(PROMOTE_CODES.promotionNotFound);
  });

  it('credits the promotion coupon on registration and attributes the sign-up', async () => {
    const mobile = '13500001004';
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), password: 'Abc12345', promotionId: 1, mode: 'promote_register' } });
    expect(reg.body).toMatchObject({ code: 200, couponId: 1001 });
    const token = String(reg.body.accessToken);
    const coupon = await api.call(pay.userCouponByCouponId, { token, query: { couponId: 1001 } });
    expect(coupon.body.data).toMatchObject({ owned: true, used: false });
    const detail = await api.call(promotion.promotionDetail, { token, query: { id: 1 } });
    expect(detail.body.data).toMatchObject({ joined: true, couponOwned: true });
    const userId = Number(reg.body.user?.userId);
    const [signup] = await api.database.db.select().from(promotionSignups).where(eq(promotionSignups.userId, userId));
    expect(signup).toMatchObject({ promotionId: 1, registered: true });
    // Joining again from the page credits nothing more.
    const join = await api.call(promotion.joinPromotion, { token, body: { id: 1 } });
    expect(join.body.data).toMatchObject({ joined: true, couponCredited: false });
  });

  it('credits a promotion coupon exactly once when a member signs up many times at once', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password);
    const answers = await Promise.all(Array.from({ length: 16 }, () => api.call(promotion.joinPromotion, { token, body: { id: 1 } })));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data?.couponCredited)).toHaveLength(1);
    const db = api.database.db;
    const [demo] = await db.select().from(users).where(eq(users.account, DEMO.main));
    const held = await db.select().from(userCoupons).where(and(eq(userCoupons.userId, demo?.id ?? 0), eq(userCoupons.couponId, 1001)));
    expect(held).toHaveLength(1);
    const signups = await db.select().from(promotionSignups).where(and(eq(promotionSignups.userId, demo?.id ?? 0), eq(promotionSignups.promotionId, 1)));
    expect(signups).toHaveLength(1);
  });

  it('refuses sign-ups for a guest and for an unknown promotion', async () => {
    expect((await api.call(promotion.joinPromotion, { body: { id: 1 } })).status).toBe(401);
    const token = await signIn(api, DEMO.main, DEMO.password);
    expect((await api.call(promotion.joinPromotion, { token, body: { id: 999 } })).body.code).toBe(PROMOTE_CODES.promotionNotFound);
  });
});
