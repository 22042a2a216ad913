import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay } from '../../testing/fake-alipay';
import { startReceiver, type FakeHttp } from '../../testing/fake-pay-http';
import { AlipayProvider } from './alipay';
import { assertMatches } from './match';
import { isPaymentError, type PayChannel, type PaymentNotification } from './types';

let fake: FakeAlipay;
let receiver: FakeHttp;
let provider: AlipayProvider;
const received: PaymentNotification[] = [];

const order = (orderNo: string, channel: PayChannel = 'qr') => ({
  orderNo,
  amountFen: 29900,
  description: 'MarketLens 专业版 季付',
  channel,
  clientIp: '203.0.113.7',
  returnUrl: 'https://marketlens.example/pay/return',
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

beforeAll(async () => {
  fake = await startFakeAlipay();
  receiver = await startReceiver(async (headers, body) => {
    try {
      received.push(await provider.parseNotification(headers, body));
      return provider.ackNotification(true);
    } catch {
      return provider.ackNotification(false);
    }
  });
  provider = new AlipayProvider(fake.config({ notifyUrl: `${receiver.url}/api/pay/notify/alipay` }));
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

describe('Alipay adapter (official SDK) against the fake gateway', () => {
  it('precreates a QR payment, the buyer pays, and the notification verifies and matches', async () => {
    const action = await provider.createPayment(order('ML20261126B001'));
    expect(action).toMatchObject({ kind: 'qr', codeUrl: expect.stringMatching(/^https:\/\/qr\.alipay\.com\//) });
    const paid = await fake.pay('ML20261126B001');
    expect(paid.answer).toEqual({ status: 200, body: 'success' });
    const n = received.find((r) => r.orderNo === 'ML20261126B001');
    if (!n) throw new Error('no notification received');
    expect(n).toMatchObject({ method: 'alipay', status: 'paid', amountFen: 29900, currency: 'CNY', merchantId: fake.appId });
    expect(n.paidAt).toBeInstanceOf(Date);
    expect(n.notificationId).toMatch(/^[0-9a-f]{32}$/);
    assertMatches(n, { orderNo: 'ML20261126B001', amountFen: 29900, merchant: provider.merchantId });
  });

  it('gives signed page and wap pay URLs that the gateway accepts, and refuses a tampered one', async () => {
    for (const [no, channel, method] of [['ML20261126B002', 'page', 'alipay.trade.page.pay'], ['ML20261126B003', 'wap', 'alipay.trade.wap.pay']] as const) {
      const action = await provider.createPayment(order(no, channel));
      if (action.kind !== 'redirect') throw new Error('expected a redirect');
      const url = new URL(action.url);
      expect(url.searchParams.get('method')).toBe(method);
      expect(url.searchParams.get('return_url')).toBe('https://marketlens.example/pay/return');
      expect(await fake.openCashier(action.url)).toMatchObject({ status: 200 });
      expect(fake.orders.get(no)?.total_amount).toBe('299.00');
      const tampered = action.url.replace(encodeURIComponent('"total_amount":"299.00"'), encodeURIComponent('"total_amount":"0.01"'));
      expect(tampered).not.toBe(action.url);
      expect(await fake.openCashier(tampered)).toMatchObject({ status: 400, body: expect.stringContaining('验签出错') });
    }
  });

  it('refuses tampered, forged and foreign notifications', async () => {
    await provider.createPayment(order('ML20261126B004'));
    await fake.pay('ML20261126B004', { deliver: false });
    const good = fake.notification('ML20261126B004');
    const code = (body: string) => provider.parseNotification(good.headers, body).then(() => 'accepted', (e) => (isPaymentError(e) ? e.code : String(e)));
    expect(await code(good.body)).toBe('accepted');
    expect(await code(good.body.replace('total_amount=299.00', 'total_amount=0.01'))).toBe('bad_signature');
    expect(await code(good.body.replace(/sign=[^&]+/, `sign=${encodeURIComponent(Buffer.alloc(256, 7).toString('base64'))}`))).toBe('bad_signature');
    expect(await code(good.body.replace(/&?sign=[^&]+/, ''))).toBe('bad_signature');
    expect(await code(`${good.body}&total_amount=0.01`)).toBe('bad_request');
    const forged = fake.notification('ML20261126B004', { totalAmount: '0.01' });
    const forgedByOther = forged.body.replace(/sign=[^&]+/, '');
    expect(await code(forgedByOther)).toBe('bad_signature');
    // Signed by Alipay but for another app: verified, then refused as another merchant's.
    expect(await code(fake.notification('ML20261126B004', { appId: '2021000199999999' }).body)).toBe('wrong_merchant');
    // Signed by Alipay for a different amount than our order: parse accepts, the match check refuses.
    const other = await provider.parseNotification(forged.headers, forged.body);
    expect(() => assertMatches(other, { orderNo: 'ML20261126B004', amountFen: 29900, merchant: provider.merchantId })).toThrow(/amount 1 ≠ 29900/);
  });

  it('finds by query a paid order whose notification never came', async () => {
    await provider.createPayment(order('ML20261126B005'));
    expect((await provider.queryOrder('ML20261126B005')).status).toBe('not_found');
    await fake.pay('ML20261126B005', { deliver: false });
    const q = await provider.queryOrder('ML20261126B005');
    expect(q).toMatchObject({ status: 'paid', amountFen: 29900, merchantId: fake.appId });
    expect(q.gatewayTradeNo).toBeTruthy();
  });

  it('refunds once per refund number, in parts, and closes unpaid orders', async () => {
    const r1 = await provider.refund({ orderNo: 'ML20261126B005', refundNo: 'RF20261126B005a', amountFen: 9900, totalFen: 29900, reason: '部分退款' });
    expect(r1).toMatchObject({ status: 'success', amountFen: 9900 });
    await provider.refund({ orderNo: 'ML20261126B005', refundNo: 'RF20261126B005a', amountFen: 9900, totalFen: 29900, reason: '重试' });
    await expect(provider.refund({ orderNo: 'ML20261126B005', refundNo: 'RF20261126B005b', amountFen: 29901, totalFen: 29900, reason: 'x' })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(provider.refund({ orderNo: 'ML20261126B005', refundNo: 'RF20261126B005b', amountFen: 20001, totalFen: 29900, reason: 'x' })).rejects.toMatchObject({ details: { gatewayCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' } });
    await provider.refund({ orderNo: 'ML20261126B005', refundNo: 'RF20261126B005b', amountFen: 20000, totalFen: 29900, reason: '余款' });
    expect((await provider.queryOrder('ML20261126B005')).status).toBe('closed');
    await provider.createPayment(order('ML20261126B006'));
    await provider.closeOrder('ML20261126B006');
    await expect(fake.pay('ML20261126B006')).rejects.toThrow(/cannot be paid/);
    await provider.closeOrder('ML20261126NONE');
    await expect(provider.closeOrder('ML20261126B001')).rejects.toMatchObject({ code: 'gateway', details: { gatewayCode: 'ACQ.TRADE_STATUS_ERROR' } });
  });

  it('the gateway refuses a request signed with another key, and the adapter refuses a forged response', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const other = new AlipayProvider(fake.config({ privateKey: otherKey }));
    await expect(other.queryOrder('ML20261126B001')).rejects.toMatchObject({ code: 'gateway', details: { gatewayCode: 'isv.invalid-signature' } });
    fake.forgeResponses = true;
    try {
      await expect(provider.queryOrder('ML20261126B001')).rejects.toMatchObject({ code: 'bad_signature' });
    } finally {
      fake.forgeResponses = false;
    }
  });

  it('a gateway that does not answer in time gives a timeout error', async () => {
    const slow = new AlipayProvider(fake.config({ timeoutMs: 200 }));
    fake.delayMs = 1000;
    try {
      await expect(slow.queryOrder('ML20261126B001')).rejects.toMatchObject({ code: 'timeout', details: { method: 'alipay' } });
    } finally {
      fake.delayMs = 0;
    }
  });
});
