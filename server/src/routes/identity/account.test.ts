import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distribution, identity, pay, promotion } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { signIn, smsCode } from '../../testing/flows';

const { IDENTITY_CODES } = identity;

describe.each(testTargets)('account data, distribution, pay and promotion on $name', ({ url }) => {
  let api: TestApi;
  let demo: string;
  let fresh: string;
  beforeAll(async () => {
    api = await openTestApi(url);
    demo = await signIn(api, DEMO.main, DEMO.password);
    const mobile = '13600009999';
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), password: 'Fresh123' } });
    fresh = String(reg.body.accessToken);
  });
  afterAll(async () => api.close());

  it('shows the demo membership with its plan, expiry and bound categories in the asked language', async () => {
    const product = await api.call(identity.getUserProductAndPolicy, { token: demo });
    expect(product.body.data).toMatchObject({ planId: 12, tier: 'operation', duration: 'year', bonus: null, expired: false, categoryBuyStatus: true });
    expect(Date.parse(String(product.body.data?.maturityTime))).toBeGreaterThan(Date.now());
    const cats = await api.call(identity.userCategoryList, { token: demo, headers: { cookie: 'i18n_redirected=ru' } });
    expect(cats.body.data).toEqual({ categorys: [{ typeId: 99997, typeName: 'Дом и быт' }, { typeId: 99991, typeName: 'Электроника и техника' }], bindableNum: 3, buyNum: 2, canNextBind: true });
  });

  it('starts a new account on the trial at creation and then stops offering it', async () => {
    expect((await api.call(identity.getUserProductAndPolicy, { token: fresh })).body.data).toMatchObject({ planId: 16, tier: 'trial', expired: false });
    expect((await api.call(identity.userGivTrialVipWindow, { token: fresh })).body.data).toEqual({ show: false, trialDays: 7 });
    expect((await api.call(identity.giveAway, { token: fresh })).body.code).toBe(IDENTITY_CODES.giftAlreadyClaimed);
  });

  it('answers four customer-service QR codes, empty ones falling back to the first', async () => {
    const guest = await api.call(identity.queryCustomerServiceInfo);
    expect(guest.body).toMatchObject({ code: 200, nickName: 'MarketLens' });
    expect(guest.body.weChatUrl3).toBe(guest.body.weChatUrl);
    expect(guest.body.weChatUrl2).not.toBe(guest.body.weChatUrl);
    const advisor = await api.call(identity.queryFollowServiceInfo, { token: demo });
    expect(advisor.body.nickName).toBe('Anna');
    expect(new Set([advisor.body.weChatUrl, advisor.body.weChatUrl2, advisor.body.weChatUrl3, advisor.body.weChatUrl4]).size).toBe(1);
    expect((await api.call(identity.queryFollowServiceInfo)).status).toBe(401);
  });

  it('lists the popup switches with the listModel item and stores feedback', async () => {
    const windows = await api.call(identity.isOpenWindowV2);
    expect(windows.body.data).toContainEqual({ openType: 'listModel', openFlag: true });
    const fb = await api.call(identity.userFeedback, { token: demo, query: { type: 2, complaint: 'data', problemDescription: '<script>alert(1)</script> rankings look stale' } });
    expect(fb.body.id).toBeGreaterThan(0);
    expect((await api.call(identity.userFeedback, { query: { type: 2 } })).status).toBe(400);
  });

  it('claims a coupon for the user on first look and answers a business code for an unknown one', async () => {
    const coupon = await api.call(pay.userCouponByCouponId, { token: demo, query: { couponId: 1001, appId: 'ozon' }, headers: { cookie: 'i18n_redirected=en' } });
    expect(coupon.body.data).toMatchObject({ couponId: 1001, name: '¥100 off the Operation plan', amount: 10_000, owned: true, used: false });
    expect((await api.call(pay.userCouponByCouponId, { token: demo, query: { couponId: 9 } })).body.code).toBe(IDENTITY_CODES.notFound);
  });

  it('answers the private-domain channel of the demo account and 30005 for an account without one', async () => {
    expect((await api.call(distribution.loginUserChannel, { token: demo })).body).toMatchObject({ code: 200, payload: { channelType: 1 } });
    expect((await api.call(distribution.loginUserChannel, { token: fresh })).body.code).toBe(30_005);
    expect((await api.call(promotion.getUserPromoteType, { token: demo })).body.payload).toEqual({ channelType: 1 });
    expect((await api.call(promotion.getUserPromoteType, { token: fresh })).body.payload).toEqual({ channelType: 0 });
    expect((await api.call(distribution.getUserCooperationOrgan, { token: demo })).body.data).toMatchObject({ organName: 'Ozon Seller Club' });
    expect((await api.call(distribution.getUserCooperationOrgan, { token: fresh })).body.data).toBeNull();
  });

  it('answers the promotion header of a registration channel and the contact of its service', async () => {
    const channel = await api.call(distribution.partnerChannel, { query: { appId: 'ozon', urlCode: 'cargo-partner' } });
    expect(channel.body.data).toMatchObject({ channelType: 2, logoTitle: 'Cargo Partner × MarketLens', link: '/promote/pc' });
    expect((await api.call(distribution.partnerChannel, { query: { urlCode: 'nope' } })).body.code).toBe(IDENTITY_CODES.notFound);
    const contact = await api.call(promotion.getCustomerServiveContact, { query: { urlCode: 'ozon-club' } });
    expect(contact.body.data).toMatchObject({ nickName: 'Anna', chatHandle: 'MarketLens_Service' });
  });
});
