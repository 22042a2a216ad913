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

/** One order in the development provider's book. */
export interface DevOrder {
  orderNo: string;
  amountFen: number;
  status: 'pending' | 'paid' | 'closed' | 'refunded';
  tradeNo: string;
  paidAt: Date | null;
  refundedFen: number;
}

/**
 * Where the development provider keeps its orders: in memory by default, in the `dev_payments`
 * table on a server (services/store/dev-book.ts), so that a restart or another instance sees the
 * same "gateway". Every change is one conditional step, as at a real gateway.
 */
export interface DevOrderBook {
  /** Adds the order unless it exists; returns the order as it is in the book. */
  create(orderNo: string, amountFen: number): Promise<DevOrder>;
  get(orderNo: string): Promise<DevOrder | undefined>;
  /** Marks a pending (or, `late`, a closed) order paid; returns the order as it is afterwards. */
  pay(orderNo: string, tradeNo: string, late: boolean): Promise<DevOrder | undefined>;
  /** Adds a refund when it fits in what is left; undefined when it does not. */
  refund(orderNo: string, amountFen: number): Promise<DevOrder | undefined>;
  /** Closes a pending order; returns the order as it is afterwards. */
  close(orderNo: string): Promise<DevOrder | undefined>;
}

/** The in-memory book (tests of the provider alone). */
export function memoryDevBook(): DevOrderBook {
  const orders = new Map<string, DevOrder>();
  const copy = (o: DevOrder | undefined) => (o ? { ...o } : undefined);
  return {
    async create(orderNo, amountFen) {
      const known = orders.get(orderNo) ?? { orderNo, amountFen, status: 'pending' as const, tradeNo: '', paidAt: null, refundedFen: 0 };
      orders.set(orderNo, known);
      return { ...known };
    },
    async get(orderNo) {
      return copy(orders.get(orderNo));
    },
    async pay(orderNo, tradeNo, late) {
      const o = orders.get(orderNo);
      if (o && (o.status === 'pending' || (late && o.status === 'closed'))) Object.assign(o, { status: 'paid', tradeNo, paidAt: new Date() });
      return copy(o);
    },
    async refund(orderNo, amountFen) {
      const o = orders.get(orderNo);
      if (!o || (o.status !== 'paid' && o.status !== 'refunded') || o.refundedFen + amountFen > o.amountFen) return undefined;
      o.refundedFen += amountFen;
      if (o.refundedFen === o.amountFen) o.status = 'refunded';
      return copy(o);
    },
    async close(orderNo) {
      const o = orders.get(orderNo);
      if (o?.status === 'pending') o.status = 'closed';
      return copy(o);
    },
  };
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
  /** Where the orders live (default: in memory). */
  book?: DevOrderBook;
}

/**
 * The local-mode payment provider: no money moves. The checkout shows a "simulate payment"
 * button; `simulatePayment` marks the order paid and sends a notification signed with
 * HMAC-SHA256 under a key derived from the server's secret, which goes through the same
 * `parseNotification` path as a gateway's. Its order book is a `DevOrderBook` (the database on a server).
 */
export class DevPaymentProvider implements PaymentProvider {
  readonly method = 'dev' as const;
  readonly merchantId = 'dev';
  private readonly key: Buffer;
  private readonly book: DevOrderBook;
  /** Where `simulatePayment` sends notifications (a server sets it once it knows its address). */
  notifyUrl: string | undefined;
  /** Refunds already made, by refund number (a retried refund number refunds once). */
  private readonly refunds = new Map<string, number>();

  constructor(private readonly options: DevProviderOptions) {
    this.key = createHmac('sha256', options.secret).update('marketlens dev payment notifications').digest();
    this.book = options.book ?? memoryDevBook();
    this.notifyUrl = options.notifyUrl;
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentAction> {
    checkCreateInput(input, CHANNELS.dev);
    const known = await this.book.create(input.orderNo, input.amountFen);
    if (known.amountFen !== input.amountFen) throw new PaymentError('gateway', `Order ${input.orderNo} exists with another amount`, { method: 'dev', gatewayCode: 'ORDER_EXISTS' });
    return { kind: 'simulate', orderNo: input.orderNo };
  }

  /**
   * The "simulate payment" button: pays the order and sends its signed notification to the notify
   * URL (a failed delivery is left to the order query job, as with a gateway). `late` pays an order
   * that was closed, as a buyer who paid just before the close would.
   */
  async simulatePayment(orderNo: string, opts: { late?: boolean; deliver?: boolean } = {}): Promise<DevNotification> {
    let order = await this.book.get(orderNo);
    if (!order) throw new PaymentError('bad_request', `No development payment for order ${orderNo}`, { method: 'dev', gatewayCode: 'ORDER_NOT_EXIST' });
    if (order.status === 'closed' && !opts.late) throw new PaymentError('bad_request', `Order ${orderNo} is closed`, { method: 'dev', gatewayCode: 'ORDER_CLOSED' });
    if (order.status !== 'paid' && order.status !== 'refunded') order = (await this.book.pay(orderNo, `DEV${Date.now()}${randomBytes(4).toString('hex')}`, Boolean(opts.late))) ?? order;
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
    if (this.notifyUrl && opts.deliver !== false) {
      const send = this.options.send ?? postNotification;
      await send(this.notifyUrl, n).catch(() => undefined);
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
    const o = await this.book.get(orderNo);
    const base = { method: 'dev' as const, orderNo, currency: 'CNY', merchantId: this.merchantId, appId: this.merchantId };
    if (!o) return { ...base, status: 'not_found', gatewayTradeNo: '', amountFen: 0, paidAt: null };
    return { ...base, status: o.status, gatewayTradeNo: o.tradeNo, amountFen: o.amountFen, paidAt: o.paidAt };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    checkRefundInput(input);
    const o = await this.book.get(input.orderNo);
    if (!o || (o.status !== 'paid' && o.status !== 'refunded')) throw new PaymentError('gateway', `Order ${input.orderNo} is not paid`, { method: 'dev', gatewayCode: 'TRADE_NOT_PAID' });
    const done = this.refunds.get(input.refundNo);
    if (done === undefined) {
      if (!(await this.book.refund(input.orderNo, input.amountFen))) throw new PaymentError('gateway', 'The refunds exceed the paid amount', { method: 'dev', gatewayCode: 'REFUND_AMOUNT_EXCEEDED' });
      this.refunds.set(input.refundNo, input.amountFen);
    }
    return { refundNo: input.refundNo, status: 'success', gatewayRefundNo: `DEVR-${input.refundNo}`, amountFen: done ?? input.amountFen };
  }

  async closeOrder(orderNo: string): Promise<void> {
    const o = await this.book.close(orderNo);
    if (o?.status === 'paid' || o?.status === 'refunded') throw new PaymentError('gateway', `Order ${orderNo} is paid and cannot be closed`, { method: 'dev', gatewayCode: 'ORDER_PAID' });
  }
}

async function postNotification(url: string, n: DevNotification): Promise<void> {
  await fetch(url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(10_000) });
}
