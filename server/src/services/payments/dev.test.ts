import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type FakeHttp } from '../../testing/fake-pay-http';
import { DevPaymentProvider } from './dev';
import { createPaymentProviders } from './index';
import { assertMatches } from './match';
import { isPaymentError, type PaymentNotification } from './types';

let receiver: FakeHttp;
let provider: DevPaymentProvider;
const received: PaymentNotification[] = [];
const secret = 'a'.repeat(64);

const order = (orderNo: string) => ({ orderNo, amountFen: 1990, description: 'MarketLens 入门版 月付', channel: 'native' as const, clientIp: '127.0.0.1', expiresAt: new Date(Date.now() + 900_000) });

beforeAll(async () => {
  receiver = await startReceiver(async (headers, body) => {
    try {
      received.push(await provider.parseNotification(headers, body));
      return provider.ackNotification(true);
    } catch {
      return provider.ackNotification(false);
    }
  });
  provider = new DevPaymentProvider({ secret, notifyUrl: `${receiver.url}/api/pay/notify/dev` });
});
afterAll(async () => {
  await receiver?.close();
});

describe('development payment provider', () => {
  it('the simulate button pays and sends a signed notification through parseNotification', async () => {
    expect(await provider.createPayment(order('ML20261126D001'))).toEqual({ kind: 'simulate', orderNo: 'ML20261126D001' });
    expect((await provider.queryOrder('ML20261126D001')).status).toBe('pending');
    await provider.simulatePayment('ML20261126D001');
    const n = received.find((r) => r.orderNo === 'ML20261126D001');
    if (!n) throw new Error('no notification received');
    expect(n).toMatchObject({ method: 'dev', status: 'paid', amountFen: 1990, currency: 'CNY', merchantId: 'dev' });
    assertMatches(n, { orderNo: 'ML20261126D001', amountFen: 1990, merchant: provider.merchantId });
    expect((await provider.queryOrder('ML20261126D001')).status).toBe('paid');
  });

  it('refuses a tampered body, a notification signed under another secret and a stale one', async () => {
    await provider.createPayment(order('ML20261126D002'));
    const n = await provider.simulatePayment('ML20261126D002', { deliver: false });
    const code = (p: DevPaymentProvider, headers: Record<string, string>, body: string) => p.parseNotification(headers, body).then(() => 'accepted', (e) => (isPaymentError(e) ? e.code : String(e)));
    expect(await code(provider, n.headers, n.body)).toBe('accepted');
    expect(await code(provider, n.headers, n.body.replace('"total":1990', '"total":1'))).toBe('bad_signature');
    expect(await code(new DevPaymentProvider({ secret: 'another server' }), n.headers, n.body)).toBe('bad_signature');
    const stale = provider.sign(n.body, Math.floor(Date.now() / 1000) - 3600);
    expect(await code(provider, stale.headers, stale.body)).toBe('bad_signature');
    const foreign = provider.sign(n.body.replace('"merchant":"dev"', '"merchant":"someone"'));
    expect(await code(provider, foreign.headers, foreign.body)).toBe('wrong_merchant');
  });

  it('a paid order whose notification was lost is found by query; refunds and closes like a gateway', async () => {
    await provider.createPayment(order('ML20261126D003'));
    await provider.simulatePayment('ML20261126D003', { deliver: false });
    expect(received.some((r) => r.orderNo === 'ML20261126D003')).toBe(false);
    expect(await provider.queryOrder('ML20261126D003')).toMatchObject({ status: 'paid', amountFen: 1990 });
    await provider.refund({ orderNo: 'ML20261126D003', refundNo: 'RF1', amountFen: 1990, totalFen: 1990, reason: 'test' });
    await provider.refund({ orderNo: 'ML20261126D003', refundNo: 'RF1', amountFen: 1990, totalFen: 1990, reason: 'retry' });
    expect((await provider.queryOrder('ML20261126D003')).status).toBe('refunded');
    await provider.createPayment(order('ML20261126D004'));
    await provider.closeOrder('ML20261126D004');
    await expect(provider.simulatePayment('ML20261126D004')).rejects.toMatchObject({ details: { gatewayCode: 'ORDER_CLOSED' } });
    // A buyer who paid just before the close: the notification still comes, for the fulfilment to decide.
    expect(JSON.parse((await provider.simulatePayment('ML20261126D004', { late: true, deliver: false })).body)).toMatchObject({ trade_state: 'paid' });
  });

  it('is offered in local mode only, next to the configured gateways', () => {
    const local = createPaymentProviders({ wechat: undefined, alipay: undefined, dev: true, warnings: [] }, { secret });
    expect(local.methods).toEqual(['dev']);
    expect(local.get('dev')).toBe(local.dev);
    const production = createPaymentProviders({ wechat: undefined, alipay: undefined, dev: false, warnings: [] }, { secret });
    expect(production.methods).toEqual([]);
    expect(() => production.get('dev')).toThrow(expect.objectContaining({ code: 'unsupported' }));
  });
});
