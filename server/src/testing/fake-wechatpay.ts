import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WechatPayConfig } from '../services/payments/config';
import { beijingTime } from '../services/payments/match';
import { deliver, serveFake, type FakeHttp, type Reply } from './fake-pay-http';

export interface FakeWechatOrder {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  trade_type: 'NATIVE' | 'MWEB' | 'JSAPI';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
  amount: { total: number; currency: string };
  refunds: Map<string, number>;
}

export interface FakeWechatPay extends FakeHttp {
  mchId: string;
  appId: string;
  /** The merchant's side: what WechatPayProvider is configured with. */
  config(overrides?: Partial<WechatPayConfig>): WechatPayConfig;
  orders: Map<string, FakeWechatOrder>;
  /** Requests refused, with the reason. */
  refused: string[];
  /** Sign responses with a key other than the platform's (a forged gateway). */
  forgeResponses: boolean;
  /** The signed, encrypted notification of a paid order, as WeChat would send it. */
  notification(orderNo: string, opts?: { apiV3Key?: string; mchid?: string; timestamp?: number; eventType?: string }): { headers: Record<string, string>; body: string };
  /** The buyer pays: the order becomes SUCCESS and (unless `deliver` is false) its notification is POSTed to notify_url. */
  pay(orderNo: string, opts?: { deliver?: boolean }): Promise<{ headers: Record<string, string>; body: string; answer?: { status: number; body: string } }>;
}

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** The fields of the merchant's request bodies the fake reads. */
interface WxBody {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  description?: string;
  notify_url?: string;
  payer?: { openid?: string };
  scene_info?: { h5_info?: { type?: string } };
  amount?: { total?: number; refund?: number };
}

/**
 * WeChat Pay API v3 on loopback, as documented: every request must carry a valid
 * `WECHATPAY2-SHA256-RSA2048` Authorization signed with the merchant key; every answer is signed
 * with the platform private key (platform public key mode, serial `PUB_KEY_ID_…`); notifications
 * are signed and their resource encrypted with AEAD_AES_256_GCM under the APIv3 key.
 */
export async function startFakeWechatPay(opts: { mchId?: string; appId?: string } = {}): Promise<FakeWechatPay> {
  const mchId = opts.mchId ?? '1900000109';
  const appId = opts.appId ?? 'wxd678efh567hg6787';
  const merchant = keyPair();
  const platform = keyPair();
  const forger = keyPair();
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = `PUB_KEY_ID_0111${randomBytes(12).toString('hex').toUpperCase()}`;
  const apiV3Key = randomBytes(16).toString('hex');
  const orders = new Map<string, FakeWechatOrder>();
  const refused: string[] = [];
  const flags = { forgeResponses: false };

  const signed = (status: number, body: string): Reply => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(flags.forgeResponses ? forger.privateKey : platform.privateKey, 'base64');
    return { status, body, headers: { 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Serial': platformSerial, 'Wechatpay-Signature': signature, 'Request-ID': randomUUID() } };
  };
  const refuse = (status: number, code: string, message: string) => {
    refused.push(`${code}: ${message}`);
    return signed(status, JSON.stringify({ code, message }));
  };

  /** The gateway's check of the merchant's Authorization header. */
  function authRefusal(req: IncomingMessage, body: string): string | null {
    const auth = String(req.headers.authorization ?? '');
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'Authorization missing or of another scheme';
    const fields = Object.fromEntries([...auth.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== mchId) return `unknown mchid ${fields.mchid}`;
    if (fields.serial_no !== merchantSerial) return `unknown certificate serial ${fields.serial_no}`;
    if (!fields.nonce_str || !fields.timestamp || !fields.signature) return 'Authorization incomplete';
    if (Math.abs(Number(fields.timestamp) - Date.now() / 1000) > 300) return 'timestamp expired';
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    if (!createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature, 'base64')) return 'signature does not verify';
    return null;
  }

  const txOf = (o: FakeWechatOrder) => ({
    appid: o.appid,
    mchid: o.mchid,
    out_trade_no: o.out_trade_no,
    transaction_id: o.transaction_id,
    trade_type: o.trade_type,
    trade_state: o.trade_state,
    trade_state_desc: o.trade_state,
    success_time: o.success_time,
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: o.amount.total, payer_total: o.amount.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  function create(kind: 'native' | 'h5' | 'jsapi', b: WxBody): Reply {
    const total = b.amount?.total ?? 0;
    const no = String(b.out_trade_no);
    if (b.mchid !== mchId || b.appid !== appId) return refuse(400, 'INVALID_REQUEST', 'appid and mchid do not match');
    if (!/^[A-Za-z0-9_*|-]{6,32}$/.test(no) || !Number.isInteger(total) || total < 1) return refuse(400, 'PARAM_ERROR', 'out_trade_no or amount.total invalid');
    if (!b.description || !/^https?:\/\//.test(String(b.notify_url))) return refuse(400, 'PARAM_ERROR', 'description or notify_url missing');
    if (kind === 'jsapi' && !b.payer?.openid) return refuse(400, 'PARAM_ERROR', 'payer.openid required');
    if (kind === 'h5' && !b.scene_info?.h5_info?.type) return refuse(400, 'PARAM_ERROR', 'scene_info.h5_info required');
    const known = orders.get(no);
    if (known && (known.amount.total !== total || known.trade_state !== 'NOTPAY')) return refuse(400, 'OUT_TRADE_NO_USED', 'out_trade_no used');
    const tradeType = ({ native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' } as const)[kind];
    if (!known) orders.set(no, { appid: appId, mchid: mchId, out_trade_no: no, description: String(b.description), notify_url: String(b.notify_url), trade_type: tradeType, trade_state: 'NOTPAY', amount: { total, currency: 'CNY' }, refunds: new Map() });
    const prepay = `wx${Date.now()}${randomBytes(6).toString('hex')}`;
    if (kind === 'native') return signed(200, JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${prepay.slice(-10)}` }));
    if (kind === 'h5') return signed(200, JSON.stringify({ h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=1037687096` }));
    return signed(200, JSON.stringify({ prepay_id: prepay }));
  }

  function refund(b: WxBody): Reply {
    const ask = b.amount?.refund ?? 0;
    const o = orders.get(String(b.out_trade_no));
    if (!o) return refuse(404, 'RESOURCE_NOT_EXISTS', 'order not found');
    if (o.trade_state !== 'SUCCESS' && o.trade_state !== 'REFUND') return refuse(403, 'NOT_ENOUGH', 'order is not paid');
    if (b.amount?.total !== o.amount.total) return refuse(400, 'PARAM_ERROR', 'amount.total does not match the order');
    const done = o.refunds.get(String(b.out_refund_no));
    const already = [...o.refunds.values()].reduce((a, v) => a + v, 0);
    if (done === undefined) {
      if (!Number.isInteger(ask) || ask < 1 || already + ask > o.amount.total) return refuse(403, 'NOT_ENOUGH', 'refund exceeds the paid amount');
      o.refunds.set(String(b.out_refund_no), ask);
      if (already + ask === o.amount.total) o.trade_state = 'REFUND';
    }
    const amount = done ?? ask;
    return signed(200, JSON.stringify({ refund_id: `50000${randomBytes(8).toString('hex')}`, out_refund_no: b.out_refund_no, transaction_id: o.transaction_id, out_trade_no: o.out_trade_no, channel: 'ORIGINAL', status: 'PROCESSING', create_time: beijingTime(new Date()), amount: { refund: amount, total: o.amount.total, payer_refund: amount, payer_total: o.amount.total, currency: 'CNY' } }));
  }

  const http = await serveFake((req, body) => {
    const why = authRefusal(req, body);
    if (why) return refuse(401, 'SIGN_ERROR', why);
    const url = new URL(req.url ?? '/', 'http://fake');
    const b = body ? (JSON.parse(body) as WxBody) : {};
    const create_ = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname);
    if (req.method === 'POST' && create_) return create(create_[1] as 'native' | 'h5' | 'jsapi', b);
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (byNo) {
      const o = orders.get(decodeURIComponent(byNo[1] ?? ''));
      if (!byNo[2] && req.method === 'GET') {
        if (url.searchParams.get('mchid') !== mchId) return refuse(400, 'PARAM_ERROR', 'mchid');
        return o ? signed(200, JSON.stringify(txOf(o))) : refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
      }
      if (byNo[2] && req.method === 'POST') {
        if (b.mchid !== mchId) return refuse(400, 'PARAM_ERROR', 'mchid');
        if (!o) return refuse(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (o.trade_state === 'SUCCESS' || o.trade_state === 'REFUND') return refuse(400, 'ORDERPAID', '订单已支付');
        o.trade_state = 'CLOSED';
        return signed(204, '');
      }
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return refund(b);
    return refuse(404, 'NOT_FOUND', `no API ${req.method} ${url.pathname}`);
  });

  function notification(orderNo: string, o2: { apiV3Key?: string; mchid?: string; timestamp?: number; eventType?: string } = {}) {
    const o = orders.get(orderNo);
    if (!o) throw new Error(`fake WeChat Pay: no order ${orderNo}`);
    const plain = JSON.stringify({ ...txOf(o), mchid: o2.mchid ?? o.mchid, bank_type: 'OTHERS', attach: '' });
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(o2.apiV3Key ?? apiV3Key), Buffer.from(nonce)).setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijingTime(new Date()),
      resource_type: 'encrypt-resource',
      event_type: o2.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
    });
    const timestamp = String(o2.timestamp ?? Math.floor(Date.now() / 1000));
    const sigNonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${sigNonce}\n${body}\n`).sign(platform.privateKey, 'base64');
    const headers = { 'Content-Type': 'application/json', 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': sigNonce, 'Wechatpay-Serial': platformSerial, 'Wechatpay-Signature': signature, 'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048' };
    return { headers, body };
  }

  const fake = Object.assign(http, {
    mchId,
    appId,
    orders,
    refused,
    config: (overrides: Partial<WechatPayConfig> = {}): WechatPayConfig => ({
      mchId,
      appId,
      serialNo: merchantSerial,
      privateKey: merchant.privateKey,
      apiV3Key,
      notifyUrl: 'http://127.0.0.1:9/notify/wechat',
      platform: { serial: platformSerial, publicKey: platform.publicKey },
      apiBase: `${http.url}/`,
      timeoutMs: 2000,
      ...overrides,
    }),
    notification,
    async pay(orderNo: string, o2: { deliver?: boolean } = {}) {
      const o = orders.get(orderNo);
      if (!o || o.trade_state !== 'NOTPAY') throw new Error(`fake WeChat Pay: order ${orderNo} cannot be paid (${o?.trade_state ?? 'unknown'})`);
      Object.assign(o, { trade_state: 'SUCCESS', transaction_id: `4200${Date.now()}${randomBytes(4).toString('hex')}`, success_time: beijingTime(new Date()) });
      const n = notification(orderNo);
      const answer = o2.deliver === false ? undefined : await deliver(o.notify_url, n.headers, n.body);
      return { ...n, answer };
    },
  }) as unknown as FakeWechatPay;
  Object.defineProperty(fake, 'forgeResponses', { get: () => flags.forgeResponses, set: (v: boolean) => (flags.forgeResponses = v) });
  return fake;
}
