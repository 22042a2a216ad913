import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { checkCreateInput, checkRefundInput, header } from './match';
import {
  CHANNELS,
  PaymentError,
  type CreatePaymentInput,
  type GatewayTrade,
  type NotificationAck,
  type PaymentAction,
  type PaymentNotification,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type TradeStatus,
} from './types';

const MAX_CLOCK_SKEW_S = 300;
const H_TIMESTAMP = 'X-Devpay-Timestamp';
const H_NONCE = 'X-Devpay-Nonce';
const H_SIGNATURE = 'X-Devpay-Signature';

interface DevOrder {
  orderNo: string;
  amountFen: number;
  status: TradeStatus;
  tradeNo: string;
  paidAt: Date | null;
  refundedFen: number;
  refunds: Map<string, number>;
}

/** A notification as the development provider sends it (and as `parseNotification` reads it). */
export interface DevNotification {
  headers: Record<string, string>;
  body: string;
}

export interface DevProviderOptions {
  /** The server's secret; the notification key is derived from it, so only this server can sign. */
  secret: string | Buffer;
  /** Where `simulatePayment` POSTs the notification, as a gateway would; unset: it is only returned. */
  notifyUrl?: string;
  /** For tests: send the notification with another function than fetch. */
  send?: (url: string, n: DevNotification) => Promise<void>;
}

/**
 * The local-mode payment provider: no money moves. The checkout shows a "simulate payment"
 * button; `simulatePayment` marks the order paid and sends a notification signed with
 * HMAC-SHA256 under a key derived from the server's secret, which goes through the same
 * `parseNotification` path as a gateway's. Its order book lives in memory.
 */
export class DevPaymentProvider implements PaymentProvider {
  readonly method = 'dev' as const;
  readonly merchantId = 'dev';
  private readonly key: Buffer;
  private readonly orders = new Map<string, DevOrder>();

  constructor(private readonly options: DevProviderOptions) {
    this.key = createHmac('sha256', options.secret).update('marketlens dev payment notifications').digest();
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentAction> {
    checkCreateInput(input, CHANNELS.dev);
    const known = this.orders.get(input.orderNo);
    if (known && known.amountFen !== input.amountFen) throw new PaymentError('gateway', `Order ${input.orderNo} exists with another amount`, { method: 'dev', gatewayCode: 'ORDER_EXISTS' });
    if (!known) this.orders.set(input.orderNo, { orderNo: input.orderNo, amountFen: input.amountFen, status: 'pending', tradeNo: '', paidAt: null, refundedFen: 0, refunds: new Map() });
    return { kind: 'simulate', orderNo: input.orderNo };
  }

  /**
   * The "simulate payment" button: pays the order and sends its signed notification to the notify
   * URL (a failed delivery is left to the order query job, as with a gateway). `late` pays an order
   * that was closed, as a buyer who paid just before the close would.
   */
  async simulatePayment(orderNo: string, opts: { late?: boolean; deliver?: boolean } = {}): Promise<DevNotification> {
    const order = this.orders.get(orderNo);
    if (!order) throw new PaymentError('bad_request', `No development payment for order ${orderNo}`, { method: 'dev', gatewayCode: 'ORDER_NOT_EXIST' });
    if (order.status === 'closed' && !opts.late) throw new PaymentError('bad_request', `Order ${orderNo} is closed`, { method: 'dev', gatewayCode: 'ORDER_CLOSED' });
    if (order.status !== 'paid' && order.status !== 'refunded') Object.assign(order, { status: 'paid', tradeNo: `DEV${Date.now()}${randomBytes(4).toString('hex')}`, paidAt: new Date() });
    const n = this.sign(
      JSON.stringify({
        id: randomUUID(),
        event_type: 'TRANSACTION.SUCCESS',
        merchant: this.merchantId,
        out_trade_no: order.orderNo,
        transaction_id: order.tradeNo,
        trade_state: order.status,
        amount: { total: order.amountFen, currency: 'CNY' },
        success_time: order.paidAt?.toISOString(),
      }),
    );
    if (this.options.notifyUrl && opts.deliver !== false) {
      const send = this.options.send ?? postNotification;
      await send(this.options.notifyUrl, n).catch(() => undefined);
    }
    return n;
  }

  /** Signs a body as the provider does; exported for tests of tampering. */
  sign(body: string, timestamp = Math.floor(Date.now() / 1000)): DevNotification {
    const nonce = randomBytes(16).toString('hex');
    const signature = createHmac('sha256', this.key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
    return { headers: { [H_TIMESTAMP]: String(timestamp), [H_NONCE]: nonce, [H_SIGNATURE]: signature, 'Content-Type': 'application/json' }, body };
  }

  async parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentNotification> {
    const fail = (code: 'bad_signature' | 'wrong_merchant' | 'bad_request', why: string) => new PaymentError(code, `Development notification refused: ${why}`, { method: 'dev' });
    const [timestamp, nonce, signature] = [H_TIMESTAMP, H_NONCE, H_SIGNATURE].map((n) => header(headers, n)) as [string, string, string];
    if (!timestamp || !nonce || !signature) throw fail('bad_signature', 'signature headers missing');
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - Date.now() / 1000) > MAX_CLOCK_SKEW_S) throw fail('bad_signature', 'timestamp outside the allowed window');
    const expected = createHmac('sha256', this.key).update(`${timestamp}\n${nonce}\n${rawBody}\n`).digest();
    const given = Buffer.from(signature, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail('bad_signature', 'signature does not verify');
    let n: { id?: string; merchant?: string; out_trade_no?: string; transaction_id?: string; trade_state?: TradeStatus; amount?: { total?: number; currency?: string }; success_time?: string };
    try {
      n = JSON.parse(rawBody);
    } catch {
      throw fail('bad_request', 'body is not JSON');
    }
    if (n.merchant !== this.merchantId) throw fail('wrong_merchant', `for merchant ${n.merchant}`);
    if (!n.out_trade_no || typeof n.amount?.total !== 'number') throw fail('bad_request', 'order or amount missing');
    return {
      method: 'dev',
      orderNo: n.out_trade_no,
      status: n.trade_state ?? 'pending',
      gatewayTradeNo: n.transaction_id ?? '',
      amountFen: n.amount.total,
      currency: n.amount.currency ?? 'CNY',
      merchantId: n.merchant,
      appId: n.merchant,
      paidAt: n.success_time ? new Date(n.success_time) : null,
      notificationId: n.id ?? '',
    };
  }

  ackNotification(ok: boolean): NotificationAck {
    return ok ? { status: 204, contentType: 'application/json', body: '' } : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'not handled' }) };
  }

  async queryOrder(orderNo: string): Promise<GatewayTrade> {
    const o = this.orders.get(orderNo);
    const base = { method: 'dev' as const, orderNo, currency: 'CNY', merchantId: this.merchantId, appId: this.merchantId };
    if (!o) return { ...base, status: 'not_found', gatewayTradeNo: '', amountFen: 0, paidAt: null };
    return { ...base, status: o.status, gatewayTradeNo: o.tradeNo, amountFen: o.amountFen, paidAt: o.paidAt };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    checkRefundInput(input);
    const o = this.orders.get(input.orderNo);
    if (!o || (o.status !== 'paid' && o.status !== 'refunded')) throw new PaymentError('gateway', `Order ${input.orderNo} is not paid`, { method: 'dev', gatewayCode: 'TRADE_NOT_PAID' });
    const done = o.refunds.get(input.refundNo);
    if (done === undefined) {
      if (o.refundedFen + input.amountFen > o.amountFen) throw new PaymentError('gateway', 'The refunds exceed the paid amount', { method: 'dev', gatewayCode: 'REFUND_AMOUNT_EXCEEDED' });
      o.refunds.set(input.refundNo, input.amountFen);
      o.refundedFen += input.amountFen;
      if (o.refundedFen === o.amountFen) o.status = 'refunded';
    }
    return { refundNo: input.refundNo, status: 'success', gatewayRefundNo: `DEVR-${input.refundNo}`, amountFen: done ?? input.amountFen };
  }

  async closeOrder(orderNo: string): Promise<void> {
    const o = this.orders.get(orderNo);
    if (o?.status === 'paid' || o?.status === 'refunded') throw new PaymentError('gateway', `Order ${orderNo} is paid and cannot be closed`, { method: 'dev', gatewayCode: 'ORDER_PAID' });
    if (o) o.status = 'closed';
  }
}

async function postNotification(url: string, n: DevNotification): Promise<void> {
  await fetch(url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(10_000) });
}
