/**
 * The payment gateway layer: one interface over WeChat Pay API v3, Alipay (RSA2) and the local
 * development provider. Orders, checkout and fulfilment are built on top of it; nothing here
 * touches the database.
 */

export type PaymentMethod = 'wechat' | 'alipay' | 'dev';

/**
 * How the buyer pays: WeChat `native` (QR on desktop), `h5` (mobile browser), `jsapi` (inside
 * WeChat, needs the buyer's openid); Alipay `qr` (precreate, QR on desktop), `page` (desktop
 * cashier page), `wap` (mobile). The development provider accepts every channel.
 */
export type PayChannel = 'native' | 'h5' | 'jsapi' | 'qr' | 'page' | 'wap';

export const CHANNELS: Record<PaymentMethod, readonly PayChannel[]> = {
  wechat: ['native', 'h5', 'jsapi'],
  alipay: ['qr', 'page', 'wap'],
  dev: ['native', 'h5', 'jsapi', 'qr', 'page', 'wap'],
};

export interface CreatePaymentInput {
  /** The merchant's order number (out_trade_no): 6–32 characters of [A-Za-z0-9_-]. */
  orderNo: string;
  /** The amount in fen, computed by the server, never taken from the browser. */
  amountFen: number;
  /** Shown to the buyer by the gateway (WeChat allows 127 bytes, Alipay 256 characters). */
  description: string;
  channel: PayChannel;
  /** The buyer's IP address (WeChat H5 requires it). */
  clientIp: string;
  /** The buyer's openid under WECHATPAY_APPID (WeChat JSAPI only). */
  openId?: string;
  /** Where the gateway sends the buyer back after paying (Alipay page/wap, WeChat H5). */
  returnUrl?: string;
  /** The gateway refuses to take money after this moment. */
  expiresAt: Date;
}

/** What the checkout shows or does next. */
export type PaymentAction =
  /** Draw `codeUrl` as a QR code (WeChat Native, Alipay precreate). */
  | { kind: 'qr'; codeUrl: string }
  /** Send the browser to `url` (WeChat H5, Alipay page and wap pay). */
  | { kind: 'redirect'; url: string }
  /** Call `WeixinJSBridge.invoke('getBrandWCPayRequest', params)` inside WeChat. */
  | { kind: 'jsapi'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  /** Local mode: show a "simulate payment" button that calls the development provider's `simulatePayment`. */
  | { kind: 'simulate'; orderNo: string };

/** The state of an order at the gateway, from a notification or a query. */
export type TradeStatus = 'paid' | 'pending' | 'closed' | 'refunded' | 'not_found';

/** A payment as the gateway reports it; `merchantId` is the WeChat mchid, the Alipay app_id or `dev`. */
export interface GatewayTrade {
  method: PaymentMethod;
  orderNo: string;
  status: TradeStatus;
  /** The gateway's transaction id (WeChat transaction_id, Alipay trade_no); empty before payment. */
  gatewayTradeNo: string;
  /** The amount of the order at the gateway, in fen. */
  amountFen: number;
  currency: string;
  merchantId: string;
  /** The WeChat appid the order was created under; the Alipay app_id. */
  appId: string;
  paidAt: Date | null;
}

/** A notification whose signature was verified (and for WeChat, whose resource was decrypted). */
export interface PaymentNotification extends GatewayTrade {
  /** The gateway's id of this notification (WeChat `id`, Alipay `notify_id`): the same id may come again. */
  notificationId: string;
}

/** The HTTP answer the gateway expects to a notification. */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  orderNo: string;
  /** The merchant's refund number (out_refund_no / out_request_no): the same number refunds once. */
  refundNo: string;
  amountFen: number;
  /** The order's total, in fen. */
  totalFen: number;
  reason: string;
}

export interface RefundResult {
  refundNo: string;
  /** WeChat refunds may finish later (`processing`); Alipay answers at once. */
  status: 'success' | 'processing' | 'failed';
  gatewayRefundNo: string;
  amountFen: number;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The merchant the notifications and queries must name (mchid, app_id or `dev`). */
  readonly merchantId: string;
  createPayment(input: CreatePaymentInput): Promise<PaymentAction>;
  /**
   * Verifies a notification from the raw headers and the raw body exactly as received (never a
   * re-serialised object): throws a PaymentError (`bad_signature`, `bad_decrypt`,
   * `wrong_merchant`, `bad_request`) unless the gateway signed it for this merchant; `unsupported`
   * for a verified notification that is not a payment's (a WeChat refund result): answer it ok.
   * The same notification may come again (retries, replays within the 5-minute window): the
   * fulfilment is idempotent on the order, and checks it with `assertMatches`.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentNotification>;
  /** The answer to a notification: `ok` once it was handled (or already had been), otherwise the gateway retries. */
  ackNotification(ok: boolean): NotificationAck;
  /** Asks the gateway for the order (for the job that finds paid orders whose notification never came). */
  queryOrder(orderNo: string): Promise<GatewayTrade>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Closes an unpaid order at the gateway so it can no longer be paid; an unknown order counts as closed. */
  closeOrder(orderNo: string): Promise<void>;
}

export type PaymentErrorCode =
  | 'bad_signature'
  | 'bad_decrypt'
  | 'wrong_merchant'
  | 'bad_request'
  | 'mismatch'
  | 'timeout'
  | 'gateway'
  | 'unsupported';

/** A typed failure of the payment layer; `code` is what callers branch on (and localise). */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    readonly details: { method?: PaymentMethod; gatewayCode?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

export const isPaymentError = (e: unknown, code?: PaymentErrorCode): e is PaymentError =>
  e instanceof PaymentError && (code === undefined || e.code === code);

/** The localized message (locales/<lang>/server.json) a route answers for each PaymentError code. */
export const PAYMENT_ERROR_KEYS: Record<PaymentErrorCode, string> = {
  bad_signature: 'payment.badSignature',
  bad_decrypt: 'payment.badDecrypt',
  wrong_merchant: 'payment.wrongMerchant',
  bad_request: 'payment.badRequest',
  mismatch: 'payment.mismatch',
  timeout: 'payment.timeout',
  gateway: 'payment.gateway',
  unsupported: 'payment.unsupported',
};
