import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { AlipayConfig } from './config';
import { alipayTime, checkCreateInput, checkRefundInput, fenToYuan, parseAlipayTime, yuanToFen } from './match';
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

const STATUS: Record<string, TradeStatus> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

const NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay through its official Node SDK (alipay-sdk v4): requests signed RSA2 with the app private
 * key; every response and notification verified against the Alipay public key.
 */
export class AlipayProvider implements PaymentProvider {
  readonly method = 'alipay' as const;
  readonly merchantId: string;
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.merchantId = config.appId;
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      signType: 'RSA2',
      timeout: config.timeoutMs,
      camelcase: false,
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentAction> {
    checkCreateInput(input, CHANNELS.alipay);
    const biz = {
      out_trade_no: input.orderNo,
      total_amount: fenToYuan(input.amountFen),
      subject: input.description.slice(0, 256),
      time_expire: alipayTime(input.expiresAt),
    };
    if (input.channel === 'qr') {
      const r = await this.exec('alipay.trade.precreate', { notifyUrl: this.config.notifyUrl, bizContent: biz });
      if (r.code !== '10000' || !r.qr_code) throw this.refused('precreate', r);
      return { kind: 'qr', codeUrl: String(r.qr_code) };
    }
    const page = input.channel === 'page';
    const url = this.sdk.pageExecute(page ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay', 'GET', {
      timestamp: alipayTime(new Date()),
      notifyUrl: this.config.notifyUrl,
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
      bizContent: { ...biz, product_code: page ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY', ...(!page && input.returnUrl ? { quit_url: input.returnUrl } : {}) },
    });
    return { kind: 'redirect', url };
  }

  async parseNotification(_headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentNotification> {
    const fail = (code: 'bad_signature' | 'wrong_merchant' | 'bad_request', why: string) => new PaymentError(code, `Alipay notification refused: ${why}`, { method: 'alipay' });
    const params = new URLSearchParams(rawBody);
    const post: Record<string, string> = {};
    for (const [k, v] of params) {
      if (k in post) throw fail('bad_request', `parameter ${k} given twice`);
      post[k] = v;
    }
    if (!post.sign) throw fail('bad_signature', 'no sign');
    if (post.sign_type && post.sign_type !== 'RSA2') throw fail('bad_signature', `sign_type ${post.sign_type} is not RSA2`);
    let valid = false;
    try {
      valid = this.sdk.checkNotifySignV2(post);
    } catch {
      valid = false;
    }
    if (!valid) throw fail('bad_signature', 'signature does not verify');
    if (post.app_id !== this.config.appId) throw fail('wrong_merchant', `for app ${post.app_id}`);
    if (!post.out_trade_no || !post.total_amount || !post.trade_status) throw fail('bad_request', 'out_trade_no, total_amount or trade_status missing');
    const refunded = post.trade_status === 'TRADE_CLOSED' && Boolean(post.refund_fee) && post.refund_fee !== '0.00';
    return {
      method: 'alipay',
      orderNo: post.out_trade_no,
      status: refunded ? 'refunded' : (STATUS[post.trade_status] ?? 'pending'),
      gatewayTradeNo: post.trade_no ?? '',
      amountFen: yuanToFen(post.total_amount),
      currency: 'CNY',
      merchantId: post.app_id,
      appId: post.app_id,
      paidAt: parseAlipayTime(post.gmt_payment),
      notificationId: post.notify_id ?? '',
    };
  }

  ackNotification(ok: boolean): NotificationAck {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
  }

  async queryOrder(orderNo: string): Promise<GatewayTrade> {
    const r = await this.exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
    const base = { method: 'alipay' as const, orderNo, currency: 'CNY', merchantId: this.config.appId, appId: this.config.appId };
    if (r.sub_code === NOT_EXIST) return { ...base, status: 'not_found', gatewayTradeNo: '', amountFen: 0, paidAt: null };
    if (r.code !== '10000') throw this.refused('query', r);
    if (r.out_trade_no !== orderNo) throw new PaymentError('mismatch', `Alipay answered the query of ${orderNo} for ${r.out_trade_no}`, { method: 'alipay' });
    return {
      ...base,
      status: STATUS[String(r.trade_status)] ?? 'pending',
      gatewayTradeNo: String(r.trade_no ?? ''),
      amountFen: yuanToFen(String(r.total_amount)),
      paidAt: parseAlipayTime(r.send_pay_date),
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    checkRefundInput(input);
    const r = await this.exec('alipay.trade.refund', {
      bizContent: { out_trade_no: input.orderNo, refund_amount: fenToYuan(input.amountFen), out_request_no: input.refundNo, refund_reason: input.reason.slice(0, 256) },
    });
    if (r.code !== '10000') throw this.refused('refund', r);
    // fund_change N: this refund number had already refunded the money (a retried request).
    return { refundNo: input.refundNo, status: 'success', gatewayRefundNo: `${r.trade_no ?? ''}:${input.refundNo}`, amountFen: input.amountFen };
  }

  async closeOrder(orderNo: string): Promise<void> {
    const r = await this.exec('alipay.trade.close', { bizContent: { out_trade_no: orderNo } });
    if (r.code !== '10000' && r.sub_code !== NOT_EXIST) throw this.refused('close', r);
  }

  private refused(what: string, r: AlipaySdkCommonResult): PaymentError {
    return new PaymentError('gateway', `Alipay ${what} refused: ${r.code} ${r.msg} ${r.sub_code ?? ''} ${r.sub_msg ?? ''}`.trim(), {
      method: 'alipay',
      gatewayCode: r.sub_code ?? r.code,
    });
  }

  /**
   * One signed call whose response signature is verified; maps timeouts and bad signatures to
   * PaymentError. The timestamp is given in Beijing time: the SDK would use the server's own time
   * zone, and Alipay refuses a timestamp that is hours off.
   */
  private async exec(method: string, params: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await this.sdk.exec(method, { timestamp: alipayTime(new Date()), ...params }, { validateSign: true });
    } catch (err) {
      const e = err as Error & { cause?: { name?: string; message?: string } };
      const causeName = `${e.cause?.name ?? ''} ${e.cause?.message ?? ''}`;
      if (/timeout/i.test(causeName)) throw new PaymentError('timeout', `Alipay did not answer within ${this.config.timeoutMs} ms`, { method: 'alipay', cause: err });
      if (/验签失败|sign/i.test(e.message) || e instanceof TypeError) {
        throw new PaymentError('bad_signature', `Alipay response refused: its signature does not verify`, { method: 'alipay', cause: err });
      }
      throw new PaymentError('gateway', `Alipay request failed: ${e.message}`, { method: 'alipay', cause: err });
    }
  }
}
