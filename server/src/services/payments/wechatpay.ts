import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatPayConfig } from './config';
import { beijingTime, checkCreateInput, checkRefundInput, header } from './match';
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

/** WeChat refuses notifications and responses whose timestamp is further than this from now. */
const MAX_CLOCK_SKEW_S = 300;

/** A transaction as WeChat Pay API v3 returns it (order query, decrypted notification resource). */
export interface WechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';
  success_time?: string;
  amount: { total: number; currency?: string; payer_total?: number };
}

const STATUS: Record<WechatTransaction['trade_state'], TradeStatus> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  PAYERROR: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
};

/** AEAD_AES_256_GCM as WeChat uses it: base64 ciphertext with the 16-byte tag at its end. */
export function decryptResource(apiV3Key: string, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const buf = Buffer.from(r.ciphertext, 'base64');
  if (buf.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(r.nonce));
  decipher.setAAD(Buffer.from(r.associated_data ?? ''));
  decipher.setAuthTag(buf.subarray(buf.length - 16));
  return Buffer.concat([decipher.update(buf.subarray(0, buf.length - 16)), decipher.final()]).toString('utf8');
}

type Client = InstanceType<typeof Wechatpay>;

/** The errors of the plugin's HTTP client (axios), told apart without importing axios itself. */
interface HttpError extends Error {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown };
}
const isAxiosError = (e: unknown): e is HttpError => typeof e === 'object' && e !== null && (e as { isAxiosError?: unknown }).isAxiosError === true;

/**
 * WeChat Pay API v3. Requests are signed (WECHATPAY2-SHA256-RSA2048) and responses verified
 * against the platform public key by wechatpay-axios-plugin; notifications are verified and
 * decrypted here with node:crypto, as the API v3 documentation describes.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly method = 'wechat' as const;
  readonly merchantId: string;
  private readonly client: Client;

  constructor(private readonly config: WechatPayConfig) {
    this.merchantId = config.mchId;
    this.client = new Wechatpay({
      mchid: config.mchId,
      serial: config.serialNo,
      privateKey: config.privateKey,
      certs: { [config.platform.serial]: config.platform.publicKey },
      baseURL: config.apiBase,
      timeout: config.timeoutMs,
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentAction> {
    checkCreateInput(input, CHANNELS.wechat);
    const body: Record<string, unknown> = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: input.description.slice(0, 42),
      out_trade_no: input.orderNo,
      time_expire: beijingTime(input.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.channel === 'h5') body.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } };
    if (input.channel === 'jsapi') body.payer = { openid: input.openId };
    if (input.channel === 'native') body.scene_info = { payer_client_ip: input.clientIp };
    const data = await this.call<{ code_url?: string; h5_url?: string; prepay_id?: string }>(() => this.api(`v3/pay/transactions/${input.channel}`).post(body));
    if (input.channel === 'native' && data.code_url) return { kind: 'qr', codeUrl: data.code_url };
    if (input.channel === 'h5' && data.h5_url) {
      const url = input.returnUrl ? `${data.h5_url}&redirect_url=${encodeURIComponent(input.returnUrl)}` : data.h5_url;
      return { kind: 'redirect', url };
    }
    if (input.channel === 'jsapi' && data.prepay_id) return { kind: 'jsapi', params: this.jsapiParams(data.prepay_id) };
    throw new PaymentError('gateway', `WeChat Pay answered ${input.channel} without a payment link`, { method: 'wechat' });
  }

  /** The parameters of `getBrandWCPayRequest`, signed with the merchant key. */
  jsapiParams(prepayId: string) {
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(16).toString('hex');
    const pkg = `prepay_id=${prepayId}`;
    const paySign = createSign('RSA-SHA256').update(`${this.config.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).sign(this.config.privateKey, 'base64');
    return { appId: this.config.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign };
  }

  async parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentNotification> {
    const [timestamp, nonce, signature, serial] = ['Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature', 'Wechatpay-Serial'].map((n) => header(headers, n)) as [string, string, string, string];
    const fail = (code: 'bad_signature' | 'bad_decrypt' | 'wrong_merchant' | 'bad_request' | 'unsupported', why: string) => new PaymentError(code, `WeChat Pay notification refused: ${why}`, { method: 'wechat' });
    if (!timestamp || !nonce || !signature || !serial) throw fail('bad_signature', 'signature headers missing');
    if (serial !== this.config.platform.serial) throw fail('bad_signature', `unknown platform key ${serial}`);
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - Date.now() / 1000) > MAX_CLOCK_SKEW_S) throw fail('bad_signature', 'timestamp outside the allowed window');
    const valid = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${rawBody}\n`).verify(this.config.platform.publicKey, signature, 'base64');
    if (!valid) throw fail('bad_signature', 'signature does not verify');
    let envelope: { id?: string; event_type?: string; resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string } };
    try {
      envelope = JSON.parse(rawBody);
    } catch {
      throw fail('bad_request', 'body is not JSON');
    }
    // Refund results (REFUND.*) are read by querying; such a notification is verified, then left unread.
    if (envelope.event_type && !envelope.event_type.startsWith('TRANSACTION.')) throw fail('unsupported', `event ${envelope.event_type} is not a payment`);
    const resource = envelope.resource;
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') throw fail('bad_request', 'no AEAD_AES_256_GCM resource');
    let tx: WechatTransaction;
    try {
      tx = JSON.parse(decryptResource(this.config.apiV3Key, resource));
    } catch {
      throw fail('bad_decrypt', 'resource does not decrypt with the APIv3 key');
    }
    if (tx.mchid !== this.config.mchId || tx.appid !== this.config.appId) throw fail('wrong_merchant', `for merchant ${tx.mchid} / app ${tx.appid}`);
    return { ...this.trade(tx), notificationId: envelope.id ?? '' };
  }

  ackNotification(ok: boolean): NotificationAck {
    if (ok) return { status: 204, contentType: 'application/json', body: '' };
    return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }

  async queryOrder(orderNo: string): Promise<GatewayTrade> {
    try {
      const tx = await this.call<WechatTransaction>(() =>
        this.api(`v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`).get({ params: { mchid: this.config.mchId } }),
      );
      if (tx.mchid !== this.config.mchId) throw new PaymentError('wrong_merchant', `WeChat Pay answered for merchant ${tx.mchid}`, { method: 'wechat' });
      return this.trade(tx);
    } catch (err) {
      if (err instanceof PaymentError && err.details.gatewayCode === 'ORDER_NOT_EXIST') {
        return { method: 'wechat', orderNo, status: 'not_found', gatewayTradeNo: '', amountFen: 0, currency: 'CNY', merchantId: this.config.mchId, appId: this.config.appId, paidAt: null };
      }
      throw err;
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    checkRefundInput(input);
    const data = await this.call<{ refund_id: string; out_refund_no: string; status: string; amount: { refund: number } }>(() =>
      this.api('v3/refund/domestic/refunds').post({
        out_trade_no: input.orderNo,
        out_refund_no: input.refundNo,
        reason: input.reason.slice(0, 80),
        amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
      }),
    );
    const status = data.status === 'SUCCESS' ? 'success' : data.status === 'PROCESSING' ? 'processing' : 'failed';
    return { refundNo: data.out_refund_no, status, gatewayRefundNo: data.refund_id, amountFen: data.amount.refund };
  }

  async closeOrder(orderNo: string): Promise<void> {
    try {
      await this.call(() => this.api(`v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`).post({ mchid: this.config.mchId }));
    } catch (err) {
      if (err instanceof PaymentError && err.details.gatewayCode === 'ORDER_NOT_EXIST') return;
      throw err;
    }
  }

  private api(path: string) {
    return this.client.chain(path);
  }

  private trade(tx: WechatTransaction): GatewayTrade {
    return {
      method: 'wechat',
      orderNo: tx.out_trade_no,
      status: STATUS[tx.trade_state] ?? 'pending',
      gatewayTradeNo: tx.transaction_id ?? '',
      amountFen: tx.amount.total,
      currency: tx.amount.currency ?? 'CNY',
      merchantId: tx.mchid,
      appId: tx.appid,
      paidAt: tx.success_time ? new Date(tx.success_time) : null,
    };
  }

  /** One API call; maps timeouts, refused signatures and gateway errors to PaymentError. */
  private async call<T>(send: () => Promise<{ data: unknown }>): Promise<T> {
    try {
      return (await send()).data as T;
    } catch (err) {
      if (!isAxiosError(err)) throw new PaymentError('gateway', `WeChat Pay request failed: ${(err as Error).message}`, { method: 'wechat', cause: err });
      if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') throw new PaymentError('timeout', `WeChat Pay did not answer within ${this.config.timeoutMs} ms`, { method: 'wechat', cause: err });
      if (err.code?.startsWith('EV3_RES')) throw new PaymentError('bad_signature', `WeChat Pay response refused: ${err.code}`, { method: 'wechat', gatewayCode: err.code, cause: err });
      const body = (err.response?.data ?? {}) as { code?: string; message?: string };
      const status = err.response?.status ?? 0;
      throw new PaymentError('gateway', `WeChat Pay answered ${status || err.code}: ${body.code ?? ''} ${body.message ?? err.message}`.trim(), { method: 'wechat', gatewayCode: body.code, cause: err });
    }
  }
}
