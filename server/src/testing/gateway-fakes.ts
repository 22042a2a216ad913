import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Agent, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS a fake gateway accepted. */
export interface FakeSms {
  phone: string;
  sign: string;
  template: string;
  params: string[];
}

export interface FakeGateway {
  url: string;
  /** Tencent's SDK names the signed service by the host's first label: the fake answers as `sms.tencentcloudapi.com` through this agent. */
  agent: Agent;
  sent: FakeSms[];
  /** Requests refused, with the reason the documented API would give. */
  refused: string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** An agent that sends every request to the fake on loopback, whatever host the URL names. */
const loopbackAgent = () => new Agent({ lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) });

const close = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * Checks a Tencent Cloud API 3.0 request as the documented gateway does: action and version
 * headers, a fresh timestamp, and the TC3-HMAC-SHA256 signature over the canonical request under
 * the secret key. Returns the error code and message the gateway would answer, or null.
 */
function tc3Refusal(
  req: IncomingMessage,
  body: string,
  keys: { secretId: string; secretKey: string },
  service: string,
  action: string,
  version: string,
): [string, string] | null {
  if (req.method !== 'POST' || req.headers['x-tc-action'] !== action || req.headers['x-tc-version'] !== version) return ['InvalidAction', 'unknown action or version'];
  const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!auth || auth[3] !== service) return ['AuthFailure.InvalidAuthorization', 'malformed Authorization'];
  const [, secretId, date, , signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  if (secretId !== keys.secretId) return ['AuthFailure.SecretIdNotFound', 'unknown SecretId'];
  const timestamp = String(req.headers['x-tc-timestamp'] ?? '');
  if (Math.abs(Number(timestamp) - Date.now() / 1000) > 300) return ['AuthFailure.SignatureExpire', 'timestamp out of range'];
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((h) => `${h}:${(h === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[h] ?? '')).trim().toLowerCase()}\n`)
    .join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256hex(body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', timestamp, `${date}/${service}/tc3_request`, sha256hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request');
  if (!same(createHmac('sha256', signingKey).update(stringToSign).digest('hex'), signature)) return ['AuthFailure.SignatureFailure', 'signature mismatch'];
  return null;
}

/**
 * Tencent Cloud SMS API 3.0 as documented: `POST /` with `X-TC-Action: SendSms`,
 * `X-TC-Version: 2021-01-11` and a TC3-HMAC-SHA256 `Authorization` header that it verifies with
 * the given key; answers `{Response: {SendStatusSet, RequestId}}` or `{Response: {Error}}`.
 * `failWith` makes every send answer that status code (e.g. `LimitExceeded.PhoneNumberDailyLimit`).
 */
export async function fakeTencentSms(keys: { secretId: string; secretKey: string }, options: { failWith?: string } = {}): Promise<FakeGateway> {
  const sent: FakeSms[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const answer = (response: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...response, RequestId: `req-${sent.length + refused.length}` } }));
      };
      const fail = (code: string, message: string) => {
        refused.push(code);
        answer({ Error: { Code: code, Message: message } });
      };
      const refusal = tc3Refusal(req, body, keys, 'sms', 'SendSms', '2021-01-11');
      if (refusal) return fail(refusal[0], refusal[1]);
      const input = JSON.parse(body) as {
        PhoneNumberSet?: string[];
        SmsSdkAppId?: string;
        SignName?: string;
        TemplateId?: string;
        TemplateParamSet?: string[];
      };
      if (!input.SmsSdkAppId || !input.TemplateId || !input.PhoneNumberSet?.length)
        return fail('MissingParameter', 'SmsSdkAppId, TemplateId and PhoneNumberSet are required');
      const set = input.PhoneNumberSet.map((phone) => {
        if (options.failWith) return { SerialNo: '', PhoneNumber: phone, Fee: 0, Code: options.failWith, Message: 'refused by the fake' };
        if (!/^\+\d{6,15}$/.test(phone))
          return { SerialNo: '', PhoneNumber: phone, Fee: 0, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'not E.164' };
        sent.push({ phone, sign: input.SignName ?? '', template: input.TemplateId ?? '', params: input.TemplateParamSet ?? [] });
        return { SerialNo: `serial-${sent.length}`, PhoneNumber: phone, Fee: 1, Code: 'Ok', Message: 'send success' };
      });
      answer({ SendStatusSet: set });
    })();
  });
  const url = await listen(server);
  return { url: url.replace('127.0.0.1', 'sms.tencentcloudapi.com'), agent: loopbackAgent(), sent, refused, close: close(server) };
}

/** Aliyun's percent-encoding of RPC signatures (RFC 3986 with `!'()*` encoded too). */
const aliyunEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Aliyun Dysmsapi 2017-05-25 as documented: an RPC call with `Action=SendSms` and the common
 * parameters, signed with HMAC-SHA1 over the sorted, percent-encoded parameters (verified here);
 * answers `{Code: "OK", BizId, RequestId}` or an error `Code`.
 */
export async function fakeAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }, options: { failWith?: string } = {}): Promise<FakeGateway> {
  const sent: FakeSms[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const raw = req.method === 'POST' ? await readBody(req) : ((req.url ?? '').split('?')[1] ?? '');
      const params = new URLSearchParams(raw);
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ RequestId: `req-${sent.length + refused.length}`, ...body }));
      };
      const fail = (status: number, code: string, message: string) => {
        refused.push(code);
        answer(status, { Code: code, Message: message });
      };
      if (params.get('Action') !== 'SendSms' || params.get('Version') !== '2017-05-25') return fail(404, 'InvalidAction.NotFound', 'unknown action or version');
      if (params.get('AccessKeyId') !== keys.accessKeyId) return fail(404, 'InvalidAccessKeyId.NotFound', 'unknown AccessKeyId');
      if (params.get('SignatureMethod') !== 'HMAC-SHA1' || params.get('SignatureVersion') !== '1.0')
        return fail(400, 'InvalidSignatureMethod', 'HMAC-SHA1 1.0 expected');
      const signature = params.get('Signature') ?? '';
      const canonical = [...params.entries()]
        .filter(([k]) => k !== 'Signature')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
        .join('&');
      const stringToSign = `${req.method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
      const expected = createHmac('sha1', `${keys.accessKeySecret}&`).update(stringToSign).digest('base64');
      if (!same(expected, signature)) return fail(400, 'SignatureDoesNotMatch', 'signature mismatch');
      const phone = params.get('PhoneNumbers') ?? '';
      if (!/^1\d{10}$/.test(phone)) return fail(200, 'isv.MOBILE_NUMBER_ILLEGAL', 'illegal mobile number');
      if (options.failWith) return fail(200, options.failWith, 'refused by the fake');
      let templateParam: Record<string, string>;
      try {
        templateParam = JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>;
      } catch {
        return fail(200, 'isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON');
      }
      sent.push({ phone, sign: params.get('SignName') ?? '', template: params.get('TemplateCode') ?? '', params: Object.values(templateParam) });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `biz-${sent.length}` });
    })();
  });
  return { url: await listen(server), agent: loopbackAgent(), sent, refused, close: close(server) };
}

/** A ticket the fake captcha service issued to a page: good once, for the address it was solved from. */
export interface FakeCaptchaTicket {
  ticket: string;
  randstr: string;
  ip: string;
}

/**
 * Tencent Cloud Captcha API 3.0 as documented: `DescribeCaptchaResult` of 2019-07-22, signed
 * (verified here); answers `CaptchaCode` 1 for a ticket it issued (`issue`) with its randstr, app and
 * address, 16 for a ticket already checked, 9 for one it never issued, and 15 for a wrong app key.
 */
export async function fakeTencentCaptcha(keys: { secretId: string; secretKey: string }, app: { appId: number; appSecretKey: string }) {
  const tickets = new Map<string, FakeCaptchaTicket & { used: boolean }>();
  const refused: string[] = [];
  let checks = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      checks++;
      const answer = (response: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...response, RequestId: `req-${checks}` } }));
      };
      const refusal = tc3Refusal(req, body, keys, 'captcha', 'DescribeCaptchaResult', '2019-07-22');
      if (refusal) {
        refused.push(refusal[0]);
        return answer({ Error: { Code: refusal[0], Message: refusal[1] } });
      }
      const input = JSON.parse(body) as { CaptchaType?: number; Ticket?: string; UserIp?: string; Randstr?: string; CaptchaAppId?: number; AppSecretKey?: string };
      if (input.CaptchaType !== 9 || !input.Ticket || !input.Randstr || !input.UserIp)
        return answer({ Error: { Code: 'MissingParameter', Message: 'CaptchaType 9, Ticket, Randstr and UserIp are required' } });
      if (input.CaptchaAppId !== app.appId || input.AppSecretKey !== app.appSecretKey) return answer({ CaptchaCode: 15, CaptchaMsg: 'decrypt fail', EvilLevel: 0 });
      const known = tickets.get(input.Ticket);
      if (!known || known.randstr !== input.Randstr) return answer({ CaptchaCode: 9, CaptchaMsg: 'sig len error', EvilLevel: 0 });
      if (known.used) return answer({ CaptchaCode: 16, CaptchaMsg: 'ticket reused', EvilLevel: 0 });
      known.used = true;
      if (known.ip !== input.UserIp) return answer({ CaptchaCode: 21, CaptchaMsg: 'ip mismatch', EvilLevel: 100 });
      answer({ CaptchaCode: 1, CaptchaMsg: 'OK', EvilLevel: 0, GetCaptchaTime: Math.floor(Date.now() / 1000) });
    })();
  });
  const url = await listen(server);
  return {
    url: url.replace('127.0.0.1', 'captcha.tencentcloudapi.com'),
    agent: loopbackAgent(),
    refused,
    /** How many checks reached the fake. */
    checks: () => checks,
    /** What the widget hands the page after a person solves it from `ip`. */
    issue(ip: string): FakeCaptchaTicket {
      const t = { ticket: `t03${randomBytes(24).toString('base64url')}`, randstr: `@${randomBytes(3).toString('hex')}`, ip };
      tickets.set(t.ticket, { ...t, used: false });
      return t;
    },
    close: close(server),
  };
}
