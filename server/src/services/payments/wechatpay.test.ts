import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type FakeHttp } from '../../testing/fake-pay-http';
import { startFakeWechatPay, type FakeWechatPay } from '../../testing/fake-wechatpay';
import { assertMatches } from './match';
import { isPaymentError, type PaymentNotification } from './types';
import { WechatPayProvider } from './wechatpay';

let fake: FakeWechatPay;
let receiver: FakeHttp;
let provider: WechatPayProvider;
const received: PaymentNotification[] = [];
const refusedAtReceiver: string[] = [];

const later = () => new Date(Date.now() + 15 * 60_000);
const order = (orderNo: string, channel: 'native' | 'h5' | 'jsapi' = 'native') => ({
  orderNo,
  amountFen: 9900,
  description: 'MarketLens 专业版 月付',
  channel,
  clientIp: '203.0.113.7',
  openId: channel === 'jsapi' ? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' : undefined,
  returnUrl: 'https://marketlens.example/pay/return',
  expiresAt: later(),
});

beforeAll(async () => {
  fake = await startFakeWechatPay();
  receiver = await startReceiver(async (headers, body) => {
    try {
      received.push(await provider.parseNotification(headers, body));
      return provider.ackNotification(true);
    } catch (err) {
      refusedAtReceiver.push((err as Error).message);
      return provider.ackNotification(false);
    }
  });
  provider = new WechatPayProvider(fake.config({ notifyUrl: `${receiver.url}/api/pay/notify/wechat` }));
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

describe('WeChat Pay API v3 adapter against the fake gateway', () => {
  it('creates a Native payment, the buyer pays, and the notification verifies, decrypts and matches', async () => {
    const action = await provider.createPayment(order('ML20261126A001'));
    expect(action).toMatchObject({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    const paid = await fake.pay('ML20261126A001');
    expect(paid.answer?.status).toBe(204);
    const n = received.find((r) => r.orderNo === 'ML20261126A001');
    if (!n) throw new Error('no notification received');
    expect(n).toMatchObject({ method: 'wechat', status: 'paid', amountFen: 9900, currency: 'CNY', merchantId: fake.mchId, appId: fake.appId });
    expect(n.gatewayTradeNo).toMatch(/^4200/);
    expect(n.paidAt).toBeInstanceOf(Date);
    expect(() => assertMatches(n, { orderNo: 'ML20261126A001', amountFen: 9900, merchant: provider.merchantId })).not.toThrow();
    expect(() => assertMatches(n, { orderNo: 'ML20261126A001', amountFen: 990, merchant: provider.merchantId })).toThrow(/amount 9900 ≠ 990/);
    expect(() => assertMatches(n, { orderNo: 'ML20261126A999', amountFen: 9900, merchant: '1900000999' })).toThrow(/order .*merchant/);
  });

  it('gives an H5 link with the return URL and signed JSAPI parameters', async () => {
    const h5 = await provider.createPayment(order('ML20261126A002', 'h5'));
    expect(h5.kind === 'redirect' && h5.url).toMatch(/checkmweb\?prepay_id=.*&redirect_url=https%3A%2F%2Fmarketlens/);
    const js = await provider.createPayment(order('ML20261126A003', 'jsapi'));
    if (js.kind !== 'jsapi') throw new Error('expected JSAPI parameters');
    expect(js.params.package).toMatch(/^prepay_id=wx/);
    const message = `${js.params.appId}\n${js.params.timeStamp}\n${js.params.nonceStr}\n${js.params.package}\n`;
    const merchantPublic = createPublicKey(fake.config().privateKey);
    expect(createVerify('RSA-SHA256').update(message).verify(merchantPublic, js.params.paySign, 'base64')).toBe(true);
  });

  it('refuses tampered, forged, wrongly encrypted, foreign and stale notifications', async () => {
    await provider.createPayment(order('ML20261126A004'));
    await fake.pay('ML20261126A004', { deliver: false });
    const good = fake.notification('ML20261126A004');
    const code = async (headers: Record<string, string>, body: string) => provider.parseNotification(headers, body).then(() => 'accepted', (e) => (isPaymentError(e) ? e.code : String(e)));
    expect(await code(good.headers, good.body)).toBe('accepted');
    expect(await code(good.headers, good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "'))).toBe('bad_signature');
    expect(await code({ ...good.headers, 'Wechatpay-Signature': Buffer.alloc(256, 1).toString('base64') }, good.body)).toBe('bad_signature');
    expect(await code({ ...good.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' }, good.body)).toBe('bad_signature');
    const unsigned = Object.fromEntries(Object.entries(good.headers).filter(([k]) => k !== 'Wechatpay-Signature'));
    expect(await code(unsigned, good.body)).toBe('bad_signature');
    const wrongKey = fake.notification('ML20261126A004', { apiV3Key: 'x'.repeat(32) });
    expect(await code(wrongKey.headers, wrongKey.body)).toBe('bad_decrypt');
    const foreign = fake.notification('ML20261126A004', { mchid: '1900000999' });
    expect(await code(foreign.headers, foreign.body)).toBe('wrong_merchant');
    const refundResult = fake.notification('ML20261126A004', { eventType: 'REFUND.SUCCESS' });
    expect(await code(refundResult.headers, refundResult.body)).toBe('unsupported');
    const stale = fake.notification('ML20261126A004', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await code(stale.headers, stale.body)).toBe('bad_signature');
  });

  it('a replayed notification parses to the same payment (fulfilment is idempotent on orderNo and gatewayTradeNo)', async () => {
    const n = fake.notification('ML20261126A004');
    const [a, b] = await Promise.all([provider.parseNotification(n.headers, n.body), provider.parseNotification(n.headers, n.body)]);
    expect(a).toEqual(b);
    expect(a.notificationId).toBeTruthy();
  });

  it('finds by query a paid order whose notification never came', async () => {
    await provider.createPayment(order('ML20261126A005'));
    expect((await provider.queryOrder('ML20261126A005')).status).toBe('pending');
    await fake.pay('ML20261126A005', { deliver: false });
    expect(received.some((r) => r.orderNo === 'ML20261126A005')).toBe(false);
    const q = await provider.queryOrder('ML20261126A005');
    expect(q).toMatchObject({ status: 'paid', amountFen: 9900, merchantId: fake.mchId });
    expect(() => assertMatches(q, { orderNo: 'ML20261126A005', amountFen: 9900, merchant: provider.merchantId })).not.toThrow();
    expect((await provider.queryOrder('ML20261126NONE')).status).toBe('not_found');
  });

  it('refunds a paid order once per refund number and closes an unpaid one', async () => {
    const r = await provider.refund({ orderNo: 'ML20261126A005', refundNo: 'RF20261126A005', amountFen: 9900, totalFen: 9900, reason: '会员退款' });
    expect(r).toMatchObject({ refundNo: 'RF20261126A005', status: 'processing', amountFen: 9900 });
    await provider.refund({ orderNo: 'ML20261126A005', refundNo: 'RF20261126A005', amountFen: 9900, totalFen: 9900, reason: '重试' });
    expect((await provider.queryOrder('ML20261126A005')).status).toBe('refunded');
    await expect(provider.refund({ orderNo: 'ML20261126A005', refundNo: 'RF20261126B005', amountFen: 1, totalFen: 9900, reason: 'x' })).rejects.toMatchObject({ code: 'gateway', details: { gatewayCode: 'NOT_ENOUGH' } });
    await provider.createPayment(order('ML20261126A006'));
    await provider.closeOrder('ML20261126A006');
    expect((await provider.queryOrder('ML20261126A006')).status).toBe('closed');
    await expect(fake.pay('ML20261126A006')).rejects.toThrow(/cannot be paid/);
    await provider.closeOrder('ML20261126NONE');
    await expect(provider.closeOrder('ML20261126A001')).rejects.toMatchObject({ code: 'gateway', details: { gatewayCode: 'ORDERPAID' } });
  });

  it('the gateway refuses a request signed with another key, and the adapter refuses a forged response', async () => {
    const other = new WechatPayProvider(fake.config({ privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }));
    await expect(other.queryOrder('ML20261126A001')).rejects.toMatchObject({ code: 'gateway', details: { gatewayCode: 'SIGN_ERROR' } });
    expect(fake.refused.at(-1)).toMatch(/signature does not verify/);
    fake.forgeResponses = true;
    try {
      await expect(provider.queryOrder('ML20261126A001')).rejects.toMatchObject({ code: 'bad_signature' });
    } finally {
      fake.forgeResponses = false;
    }
  });

  it('a gateway that does not answer in time gives a timeout error', async () => {
    const slow = new WechatPayProvider(fake.config({ timeoutMs: 200 }));
    fake.delayMs = 1000;
    try {
      await expect(slow.queryOrder('ML20261126A001')).rejects.toMatchObject({ code: 'timeout', details: { method: 'wechat' } });
    } finally {
      fake.delayMs = 0;
    }
  });

  it('checks the payment before calling the gateway', async () => {
    await expect(provider.createPayment({ ...order('ML20261126A007'), amountFen: 0 })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(provider.createPayment({ ...order('ML20261126A007'), channel: 'wap' })).rejects.toThrow(/channel: wap/);
    await expect(provider.createPayment({ ...order('ML20261126A007', 'jsapi'), openId: undefined })).rejects.toThrow(/openId/);
  });
});
