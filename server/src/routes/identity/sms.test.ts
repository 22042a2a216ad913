import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { humanTrail, shownEarlier, smsCode, solveCaptcha } from '../../testing/flows';

const { IDENTITY_CODES } = identity;

describe.each(testTargets)('slider captcha and SMS codes on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('draws a puzzle as two PNG images and keeps the answer on the server', async () => {
    const issued = await api.call(identity.issueSliderCaptcha, { body: {} });
    expect(issued.body).toMatchObject({ code: 200, width: 320, height: 160, pieceSize: 48 });
    expect(issued.body.background).toMatch(/^data:image\/png;base64,/);
    expect(issued.body.piece).toMatch(/^data:image\/png;base64,/);
    const x = Number((await api.call(dev.captchaAnswer, { params: { id: String(issued.body.captchaId) } })).body.x);
    // Nothing but the images and the piece's row: the answer is in no field and no markup.
    expect(Object.keys(issued.body).sort()).toEqual(['background', 'captchaId', 'code', 'height', 'message', 'piece', 'pieceSize', 'pieceY', 'width']);
    // The other fields are the same for every puzzle, and the id does not carry the answer.
    expect(issued.body).toMatchObject({ code: 200, message: '', width: 320, height: 160, pieceSize: 48 });
    expect(String(issued.body.captchaId)).not.toMatch(new RegExp(`\\b${x}\\b`));
  });

  it('refuses a wrong position, a robotic drag and a second try at the same puzzle', async () => {
    const issued = await api.call(identity.issueSliderCaptcha, { body: {} });
    const captchaId = String(issued.body.captchaId);
    const x = Number((await api.call(dev.captchaAnswer, { params: { id: captchaId } })).body.x);
    const wrong = await api.call(identity.verifySliderCaptcha, { body: { captchaId, x: x + 30, trail: humanTrail(x + 30) } });
    expect(wrong.body).toEqual({ code: 200, message: '', ret: 1 });
    const again = await api.call(identity.verifySliderCaptcha, { body: { captchaId, x, trail: humanTrail(x) } });
    expect(again.body.ret).toBe(1);
    const fresh = await api.call(identity.issueSliderCaptcha, { body: {} });
    const id2 = String(fresh.body.captchaId);
    await shownEarlier(api, id2);
    const x2 = Number((await api.call(dev.captchaAnswer, { params: { id: id2 } })).body.x);
    const jump = await api.call(identity.verifySliderCaptcha, { body: { captchaId: id2, x: x2, trail: [{ x: 0, y: 0, t: 0 }, { x: x2, y: 0, t: 1 }] } });
    expect(jump.body.ret).toBe(1);
  });

  it('sends an SMS only with a valid ticket, and at most once a minute per number', async () => {
    const mobile = '13900000001';
    const noTicket = await api.call(identity.sendMessageV2, { body: { sendType: 'reg', mobilePhone: mobile, ticket: 'x', randstr: 'y' } });
    expect(noTicket.body.code).toBe(IDENTITY_CODES.captchaTicketInvalid);
    const code = await smsCode(api, mobile, 'reg');
    expect(code).toMatch(/^\d{6}$/);
    const captcha = await solveCaptcha(api);
    const tooSoon = await api.call(identity.sendTencentMessage, { body: { type: 'reg', mobile, ...captcha } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('访问过于频繁，请稍后再试');
  });

  it('answers the spec message on a successful send and accepts the +86 prefix', async () => {
    const captcha = await solveCaptcha(api);
    const sent = await api.call(identity.sendMessage, { query: { sendType: 'log', mobilePhone: '+8613900000002', ...captcha } });
    expect(sent.body).toEqual({ code: 200, message: '短信发送成功，请注意查收' });
    const outbox = await api.call(dev.smsOutbox, { query: { mobile: '13900000002' } });
    expect(outbox.body.data).toHaveLength(1);
  });

  it('sends reset and hasUser codes only to registered numbers', async () => {
    const captcha = await solveCaptcha(api);
    const reset = await api.call(identity.sendMessageV3, { body: { sendType: 'res', mobilePhone: '13900000003', ...captcha } });
    expect(reset.body.code).toBe(IDENTITY_CODES.mobileNotRegistered);
    const captcha2 = await solveCaptcha(api);
    const known = await api.call(identity.hasUserSendMessageV2, { body: { appName: 'ozon', mobilePhone: DEMO.main, tenantId: 1, channelId: 2, ...captcha2 } });
    expect(known.body).toMatchObject({ code: 200, exist: true });
  });

  it('uses a code once and burns it after five wrong tries', async () => {
    const mobile = '13900000004';
    const code = await smsCode(api, mobile);
    const login = (messageCode: string) => api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: mobile, messageCode } } });
    const first = await login(code);
    expect(first.body).toMatchObject({ code: 200, newSubscriber: true });
    expect((await login(code)).body.code).toBe(IDENTITY_CODES.smsCodeExpired);

    const other = '13900000005';
    const fresh = await smsCode(api, other);
    const wrong = fresh === '000000' ? '000001' : '000000';
    const tryOther = (messageCode: string) => api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: other, messageCode } } });
    for (let i = 0; i < 5; i++) expect((await tryOther(wrong)).body.code).toBe(IDENTITY_CODES.smsCodeWrong);
    expect((await tryOther(fresh)).body.code).toBe(IDENTITY_CODES.smsCodeExpired);
  });

  it('caps the sends of one address per day', async () => {
    let status = 200;
    for (let i = 0; i < 31 && status === 200; i++) {
      const captcha = await solveCaptcha(api);
      const res = await api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: `1370000${String(i).padStart(4, '0')}`, ...captcha }, headers: { 'x-forwarded-for': '10.9.9.9' } });
      status = res.status;
    }
    expect(status).toBe(429);
  });
});
