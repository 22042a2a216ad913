import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AlipayConfig } from '../services/payments/config';
import { alipayTime, fenToYuan, yuanToFen } from '../services/payments/match';
import { deliver, serveFake, type FakeHttp, type Reply } from './fake-pay-http';

export interface FakeAlipayOrder {
  out_trade_no: string;
  subject: string;
  total_amount: string;
  notify_url: string;
  /** `CREATED`: precreated or cashier opened, not yet scanned (Alipay answers TRADE_NOT_EXIST for it). */
  trade_status: 'CREATED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  trade_no?: string;
  gmt_payment?: string;
  refunds: Map<string, number>;
}

export interface FakeAlipay extends FakeHttp {
  appId: string;
  /** The gateway URL (`…/gateway.do`). */
  gateway: string;
  /** The merchant's side: what AlipayProvider is configured with. */
  config(overrides?: Partial<AlipayConfig>): AlipayConfig;
  orders: Map<string, FakeAlipayOrder>;
  refused: string[];
  /** Sign answers with a key other than Alipay's (a forged gateway). */
  forgeResponses: boolean;
  /** Opens a page/wap pay URL as the buyer's browser would: verifies its signature and records the order. */
  openCashier(url: string): Promise<{ status: number; body: string }>;
  /** The signed notification of a paid order, as Alipay posts it (form-encoded). */
  notification(orderNo: string, opts?: { appId?: string; totalAmount?: string }): { headers: Record<string, string>; body: string };
  /** The buyer pays; the notification is POSTed to notify_url unless `deliver` is false. */
  pay(orderNo: string, opts?: { deliver?: boolean }): Promise<{ headers: Record<string, string>; body: string; answer?: { status: number; body: string } }>;
}

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** Alipay's RSA2 sign content: every non-empty parameter but those excluded, sorted, `k=v` joined by `&`. */
const signContent = (params: Record<string, string>, exclude: string[]) =>
  Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

const NOT_EXIST = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

/**
 * The Alipay open platform gateway (`gateway.do`) on loopback: checks the RSA2 signature of every
 * request with the app public key (page and wap pay as the buyer's browser opens them), answers
 * precreate, query, refund and close with responses signed by the Alipay private key, and posts
 * signed notifications.
 */
export async function startFakeAlipay(opts: { appId?: string } = {}): Promise<FakeAlipay> {
  const appId = opts.appId ?? '2021000122600001';
  const app = keyPair();
  const alipay = keyPair();
  const forger = keyPair();
  const orders = new Map<string, FakeAlipayOrder>();
  const refused: string[] = [];
  const flags = { forgeResponses: false };

  const answer = (method: string, result: Record<string, unknown>): Reply => {
    const inner = JSON.stringify(result);
    const sign = createSign('RSA-SHA256').update(inner).sign(flags.forgeResponses ? forger.privateKey : alipay.privateKey, 'base64');
    return { status: 200, headers: { 'Content-Type': 'application/json;charset=utf-8', trace_id: randomBytes(8).toString('hex') }, body: `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}` };
  };
  const refuse = (method: string, code: string, subCode: string, subMsg: string) => {
    refused.push(`${subCode}: ${subMsg}`);
    return answer(method, { code, msg: code === '40002' ? 'Invalid Arguments' : 'Business Failed', sub_code: subCode, sub_msg: subMsg });
  };

  /** The gateway's check of the common parameters and the app's RSA2 signature. */
  function requestRefusal(p: Record<string, string>): [string, string] | null {
    if (p.app_id !== appId) return ['isv.invalid-app-id', `unknown app_id ${p.app_id}`];
    if (p.sign_type !== 'RSA2' || p.charset !== 'utf-8' || p.version !== '1.0') return ['isv.invalid-signature-type', 'sign_type RSA2, charset utf-8, version 1.0 expected'];
    const ts = Date.parse(`${String(p.timestamp).replace(' ', 'T')}+08:00`);
    if (!Number.isFinite(ts) || Math.abs(ts - Date.now()) > 30 * 60_000) return ['isv.invalid-timestamp', 'timestamp missing or expired'];
    if (!p.sign || !createVerify('RSA-SHA256').update(signContent(p, ['sign'])).verify(app.publicKey, p.sign, 'base64')) return ['isv.invalid-signature', '验签出错'];
    return null;
  }

  type Biz = { out_trade_no?: string; total_amount?: string; subject?: string; refund_amount?: string; out_request_no?: string; product_code?: string };
  function create(p: Record<string, string>, biz: Biz, status: FakeAlipayOrder['trade_status']): FakeAlipayOrder | string {
    const no = String(biz.out_trade_no);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(no) || !biz.subject || !biz.total_amount || !/^https?:\/\//.test(p.notify_url ?? '')) return 'out_trade_no, subject, total_amount or notify_url invalid';
    const known = orders.get(no);
    if (known && (known.total_amount !== biz.total_amount || known.trade_status === 'TRADE_SUCCESS' || known.trade_status === 'TRADE_CLOSED')) return 'out_trade_no used';
    const order = known ?? { out_trade_no: no, subject: biz.subject, total_amount: biz.total_amount, notify_url: String(p.notify_url), trade_status: status, refunds: new Map() };
    orders.set(no, order);
    return order;
  }

  function api(p: Record<string, string>): Reply {
    const method = String(p.method);
    const why = requestRefusal(p);
    if (why) return refuse(method, '40002', ...why);
    const biz = JSON.parse(p.biz_content ?? '{}') as Biz;
    const o = orders.get(String(biz.out_trade_no));
    switch (method) {
      case 'alipay.trade.precreate': {
        const made = create(p, biz, 'CREATED');
        if (typeof made === 'string') return refuse(method, '40004', 'ACQ.INVALID_PARAMETER', made);
        return answer(method, { code: '10000', msg: 'Success', out_trade_no: made.out_trade_no, qr_code: `https://qr.alipay.com/bax0${randomBytes(10).toString('hex')}` });
      }
      case 'alipay.trade.query':
        if (!o || o.trade_status === 'CREATED') return answer(method, NOT_EXIST);
        return answer(method, { code: '10000', msg: 'Success', trade_no: o.trade_no, out_trade_no: o.out_trade_no, trade_status: o.trade_status, total_amount: o.total_amount, send_pay_date: o.gmt_payment, buyer_logon_id: 'ml***@example.com' });
      case 'alipay.trade.refund': {
        if (!o) return answer(method, NOT_EXIST);
        if (o.trade_status !== 'TRADE_SUCCESS' && !(o.trade_status === 'TRADE_CLOSED' && o.refunds.size)) return refuse(method, '40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        const requestNo = String(biz.out_request_no ?? biz.out_trade_no);
        const done = o.refunds.get(requestNo);
        const already = [...o.refunds.values()].reduce((a, v) => a + v, 0);
        const ask = yuanToFen(String(biz.refund_amount ?? '0'));
        if (done === undefined) {
          if (ask < 1 || already + ask > yuanToFen(o.total_amount)) return refuse(method, '40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
          o.refunds.set(requestNo, ask);
          if (already + ask === yuanToFen(o.total_amount)) o.trade_status = 'TRADE_CLOSED';
        }
        return answer(method, { code: '10000', msg: 'Success', trade_no: o.trade_no, out_trade_no: o.out_trade_no, fund_change: done === undefined ? 'Y' : 'N', refund_fee: fenToYuan(already + (done === undefined ? ask : 0)) });
      }
      case 'alipay.trade.close': {
        if (!o) return answer(method, NOT_EXIST);
        if (o.trade_status === 'TRADE_SUCCESS') return refuse(method, '40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (o.trade_status === 'TRADE_CLOSED') return refuse(method, '40004', 'ACQ.TRADE_STATUS_ERROR', '交易已关闭');
        // An unscanned precreated trade does not exist for Alipay yet: it answers so, and it can no longer be paid.
        const existed = o.trade_status !== 'CREATED';
        o.trade_status = 'TRADE_CLOSED';
        return answer(method, existed ? { code: '10000', msg: 'Success', out_trade_no: o.out_trade_no } : NOT_EXIST);
      }
      default:
        return refuse(method, '40004', 'isv.invalid-method', `unknown method ${method}`);
    }
  }

  function cashier(p: Record<string, string>): Reply {
    const why = requestRefusal(p);
    const biz = JSON.parse(p.biz_content ?? '{}') as Biz;
    const product = p.method === 'alipay.trade.page.pay' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY';
    const problem = why?.[1] ?? (biz.product_code !== product ? `product_code ${biz.product_code}` : null);
    const made = problem ? problem : create(p, biz, 'CREATED');
    if (typeof made === 'string') {
      refused.push(`cashier: ${made}`);
      return { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: `<h1>支付宝 — 错误</h1><p>${made}</p>` };
    }
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: `<h1>支付宝收银台</h1><p>${made.subject} ¥${made.total_amount}</p>` };
  }

  const http = await serveFake((req, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/gateway.do') return { status: 404, body: 'not found' };
    const p = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    if (p.method === 'alipay.trade.page.pay' || p.method === 'alipay.trade.wap.pay') return cashier(p);
    return api(p);
  });
  const gateway = `${http.url}/gateway.do`;

  function notification(orderNo: string, o2: { appId?: string; totalAmount?: string } = {}) {
    const o = orders.get(orderNo);
    if (!o) throw new Error(`fake Alipay: no order ${orderNo}`);
    const now = alipayTime(new Date());
    const p: Record<string, string> = {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: o2.appId ?? appId,
      trade_no: o.trade_no ?? '',
      out_trade_no: o.out_trade_no,
      seller_id: '2088101117955611',
      trade_status: o.trade_status,
      total_amount: o2.totalAmount ?? o.total_amount,
      receipt_amount: o.total_amount,
      buyer_pay_amount: o.total_amount,
      subject: o.subject,
      gmt_create: now,
      gmt_payment: o.gmt_payment ?? '',
      fund_bill_list: JSON.stringify([{ amount: o.total_amount, fundChannel: 'ALIPAYACCOUNT' }]),
    };
    p.sign = createSign('RSA-SHA256').update(signContent(p, ['sign', 'sign_type'])).sign(alipay.privateKey, 'base64');
    p.sign_type = 'RSA2';
    return { headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(p).toString() };
  }

  const fake = Object.assign(http, {
    appId,
    gateway,
    orders,
    refused,
    config: (overrides: Partial<AlipayConfig> = {}): AlipayConfig => ({
      appId,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway,
      notifyUrl: 'http://127.0.0.1:9/notify/alipay',
      timeoutMs: 2000,
      ...overrides,
    }),
    async openCashier(url: string) {
      const res = await fetch(url.replace(/^https?:\/\/[^/]+\/gateway\.do/, gateway));
      return { status: res.status, body: await res.text() };
    },
    notification,
    async pay(orderNo: string, o2: { deliver?: boolean } = {}) {
      const o = orders.get(orderNo);
      if (!o || (o.trade_status !== 'CREATED' && o.trade_status !== 'WAIT_BUYER_PAY')) throw new Error(`fake Alipay: order ${orderNo} cannot be paid (${o?.trade_status ?? 'unknown'})`);
      Object.assign(o, { trade_status: 'TRADE_SUCCESS', trade_no: `2026${Date.now()}${randomBytes(3).toString('hex')}`, gmt_payment: alipayTime(new Date()) });
      const n = notification(orderNo);
      const delivered = o2.deliver === false ? undefined : await deliver(o.notify_url, n.headers, n.body);
      return { ...n, answer: delivered };
    },
  }) as unknown as FakeAlipay;
  Object.defineProperty(fake, 'forgeResponses', { get: () => flags.forgeResponses, set: (v: boolean) => (flags.forgeResponses = v) });
  return fake;
}
