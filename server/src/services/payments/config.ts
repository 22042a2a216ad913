import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (sent with every signed request). */
  serialNo: string;
  /** PKCS#8 PEM of the merchant's API private key. */
  privateKey: string;
  apiV3Key: string;
  notifyUrl: string;
  /** What verifies WeChat's responses and notifications: the platform public key and its id, or the platform certificate's serial and key. */
  platform: { serial: string; publicKey: string };
  apiBase: string;
  timeoutMs: number;
}

export interface AlipayConfig {
  appId: string;
  /** PKCS#8 PEM of the application private key. */
  privateKey: string;
  /** SPKI PEM of the Alipay public key. */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
  timeoutMs: number;
}

export interface PaymentConfig {
  wechat: WechatPayConfig | undefined;
  alipay: AlipayConfig | undefined;
  /** Local mode only: the development provider (simulated payments). */
  dev: boolean;
  /** Things a local server goes on without, logged at start. */
  warnings: string[];
}

const opt = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());
const envSchema = z.object({
  WECHATPAY_MCHID: opt,
  WECHATPAY_APPID: opt,
  WECHATPAY_SERIAL_NO: opt,
  WECHATPAY_PRIVATE_KEY: opt,
  WECHATPAY_PRIVATE_KEY_FILE: opt,
  WECHATPAY_API_V3_KEY: opt,
  WECHATPAY_NOTIFY_URL: opt,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: opt,
  WECHATPAY_PLATFORM_PUBLIC_KEY: opt,
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: opt,
  WECHATPAY_PLATFORM_CERT: opt,
  WECHATPAY_PLATFORM_CERT_FILE: opt,
  WECHATPAY_API_BASE: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://api.mch.weixin.qq.com/')),
  ALIPAY_APP_ID: opt,
  ALIPAY_PRIVATE_KEY: opt,
  ALIPAY_PRIVATE_KEY_FILE: opt,
  ALIPAY_PUBLIC_KEY: opt,
  ALIPAY_PUBLIC_KEY_FILE: opt,
  ALIPAY_NOTIFY_URL: opt,
  ALIPAY_GATEWAY: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://openapi.alipay.com/gateway.do')),
  PAYMENT_TIMEOUT_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0.05).max(120).default(10)),
});
type Env = z.infer<typeof envSchema>;
type Name = keyof Env;

/** A value given inline (`\n` escapes allowed) or as `NAME_FILE`; `missing` collects the names when neither is. */
function valueOrFile(e: Env, name: Name, problems: string[]): string | undefined {
  const inline = e[name] as string | undefined;
  const file = e[`${name}_FILE` as Name] as string | undefined;
  if (inline && file) {
    problems.push(`  ${name}, ${name}_FILE: set one, not both`);
    return undefined;
  }
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch (err) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(err as Error).message})`);
      return undefined;
    }
  }
  return inline?.replace(/\\n/g, '\n');
}

const pem = (type: string, body: string) => `-----BEGIN ${type}-----\n${body.replace(/\s+/g, '').replace(/.{64}/g, '$&\n').trim()}\n-----END ${type}-----\n`;

/** A private key as PEM (PKCS#1 or PKCS#8) or as the bare base64 the gateways' key tools print. */
function privateKey(value: string): KeyObject {
  if (value.includes('-----BEGIN')) return createPrivateKey(value);
  try {
    return createPrivateKey(pem('PRIVATE KEY', value));
  } catch {
    return createPrivateKey(pem('RSA PRIVATE KEY', value));
  }
}

/** A public key as PEM, bare base64, or inside a certificate. */
function publicKey(value: string): KeyObject {
  if (value.includes('BEGIN CERTIFICATE')) return new X509Certificate(value).publicKey;
  if (value.includes('-----BEGIN')) return createPublicKey(value);
  try {
    return createPublicKey(pem('PUBLIC KEY', value));
  } catch {
    return createPublicKey(pem('RSA PUBLIC KEY', value));
  }
}

function keyPem(name: string, value: string | undefined, kind: 'private' | 'public', problems: string[]): string {
  if (!value) return '';
  try {
    const key = kind === 'private' ? privateKey(value) : publicKey(value);
    if (key.asymmetricKeyType !== 'rsa') throw new Error(`an RSA key is required, not ${key.asymmetricKeyType}`);
    return kind === 'private' ? String(key.export({ type: 'pkcs8', format: 'pem' })) : String(key.export({ type: 'spki', format: 'pem' }));
  } catch (err) {
    problems.push(`  ${name}: not a readable RSA ${kind} key (${(err as Error).message})`);
    return '';
  }
}

/** Names of a method's variables that are unset, when at least one of its variables is set. */
function missingOf(e: Env, groups: (Name | Name[])[]): string[] {
  const isSet = (g: Name | Name[]) => (Array.isArray(g) ? g : [g]).some((n) => e[n] !== undefined);
  if (!groups.some(isSet)) return [];
  return groups.filter((g) => !isSet(g)).map((g) => (Array.isArray(g) ? g.join(' or ') : g));
}

function checkNotifyUrl(name: string, url: string, production: boolean, problems: string[]) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    problems.push(`  ${name}: not a URL`);
    return;
  }
  if (production && parsed.protocol !== 'https:') problems.push(`  ${name}: must be an https URL in production mode`);
}

function wechatConfig(e: Env, production: boolean, problems: string[], timeoutMs: number): WechatPayConfig {
  const { WECHATPAY_MCHID: mchId = '', WECHATPAY_APPID: appId = '', WECHATPAY_SERIAL_NO: serialNo = '', WECHATPAY_API_V3_KEY: apiV3Key = '' } = e;
  if (Buffer.byteLength(apiV3Key) !== 32) problems.push('  WECHATPAY_API_V3_KEY: must be the 32-character APIv3 key');
  if (!/^\d{6,32}$/.test(mchId)) problems.push('  WECHATPAY_MCHID: expected the numeric merchant id');
  checkNotifyUrl('WECHATPAY_NOTIFY_URL', e.WECHATPAY_NOTIFY_URL ?? '', production, problems);
  const byKey = e.WECHATPAY_PLATFORM_PUBLIC_KEY_ID !== undefined;
  if (byKey && (e.WECHATPAY_PLATFORM_CERT || e.WECHATPAY_PLATFORM_CERT_FILE)) problems.push('  WECHATPAY_PLATFORM_PUBLIC_KEY_ID, WECHATPAY_PLATFORM_CERT: set the platform public key or the platform certificate, not both');
  let platform = { serial: '', publicKey: '' };
  if (byKey) {
    platform = { serial: e.WECHATPAY_PLATFORM_PUBLIC_KEY_ID ?? '', publicKey: keyPem('WECHATPAY_PLATFORM_PUBLIC_KEY', valueOrFile(e, 'WECHATPAY_PLATFORM_PUBLIC_KEY', problems), 'public', problems) };
  } else {
    const cert = valueOrFile(e, 'WECHATPAY_PLATFORM_CERT', problems);
    try {
      const x509 = new X509Certificate(cert ?? '');
      platform = { serial: x509.serialNumber.toUpperCase(), publicKey: String(x509.publicKey.export({ type: 'spki', format: 'pem' })) };
    } catch (err) {
      problems.push(`  WECHATPAY_PLATFORM_CERT: not a readable X.509 certificate (${(err as Error).message})`);
    }
  }
  const privatePem = keyPem('WECHATPAY_PRIVATE_KEY', valueOrFile(e, 'WECHATPAY_PRIVATE_KEY', problems), 'private', problems);
  return { mchId, appId, serialNo, privateKey: privatePem, apiV3Key, notifyUrl: e.WECHATPAY_NOTIFY_URL ?? '', platform, apiBase: e.WECHATPAY_API_BASE, timeoutMs };
}

function alipayConfig(e: Env, production: boolean, problems: string[], timeoutMs: number): AlipayConfig {
  checkNotifyUrl('ALIPAY_NOTIFY_URL', e.ALIPAY_NOTIFY_URL ?? '', production, problems);
  return {
    appId: e.ALIPAY_APP_ID ?? '',
    privateKey: keyPem('ALIPAY_PRIVATE_KEY', valueOrFile(e, 'ALIPAY_PRIVATE_KEY', problems), 'private', problems),
    alipayPublicKey: keyPem('ALIPAY_PUBLIC_KEY', valueOrFile(e, 'ALIPAY_PUBLIC_KEY', problems), 'public', problems),
    gateway: e.ALIPAY_GATEWAY,
    notifyUrl: e.ALIPAY_NOTIFY_URL ?? '',
    timeoutMs,
  };
}

const WECHAT_VARS: (Name | Name[])[] = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  ['WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PRIVATE_KEY_FILE'],
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_NOTIFY_URL',
  ['WECHATPAY_PLATFORM_PUBLIC_KEY_ID', 'WECHATPAY_PLATFORM_CERT', 'WECHATPAY_PLATFORM_CERT_FILE'],
];
const ALIPAY_VARS: (Name | Name[])[] = ['ALIPAY_APP_ID', ['ALIPAY_PRIVATE_KEY', 'ALIPAY_PRIVATE_KEY_FILE'], ['ALIPAY_PUBLIC_KEY', 'ALIPAY_PUBLIC_KEY_FILE'], 'ALIPAY_NOTIFY_URL'];

/**
 * Reads the payment methods from the environment. A method is on when all its variables are set
 * and off when none is. In production mode a half-configured method, or one whose keys cannot be
 * read, stops the server with one message naming every missing or bad variable; a local server
 * leaves such a method off with a warning and always offers the development provider.
 */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv, opts: { production: boolean }): PaymentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid payment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const timeoutMs = Math.round(e.PAYMENT_TIMEOUT_SECONDS * 1000);
  const warnings: string[] = [];
  const fatal: string[] = [];
  const read = <T>(label: string, groups: (Name | Name[])[], build: (problems: string[]) => T): T | undefined => {
    // The platform public key id needs the key itself.
    const extra: (Name | Name[])[] = label === 'WeChat Pay' && e.WECHATPAY_PLATFORM_PUBLIC_KEY_ID !== undefined ? [['WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE']] : [];
    const missing = missingOf(e, [...groups, ...extra]);
    const isSet = groups.some((g) => (Array.isArray(g) ? g : [g]).some((n) => e[n] !== undefined));
    if (!isSet) return undefined;
    const problems = missing.map((n) => `  ${n}: required when ${label} is configured (set all of its variables or none)`);
    const config = missing.length ? undefined : build(problems);
    if (!problems.length) return config;
    (opts.production ? fatal : warnings).push(`${label} is off:\n${problems.join('\n')}`);
    return undefined;
  };
  const wechat = read('WeChat Pay', WECHAT_VARS, (p) => wechatConfig(e, opts.production, p, timeoutMs));
  const alipay = read('Alipay', ALIPAY_VARS, (p) => alipayConfig(e, opts.production, p, timeoutMs));
  if (fatal.length) throw new Error(`Invalid payment configuration (production mode refuses a payment method half configured):\n${fatal.join('\n')}`);
  if (opts.production && !wechat && !alipay) warnings.push('No payment method is configured: set the WECHATPAY_* or ALIPAY_* variables to sell plans.');
  return { wechat, alipay, dev: !opts.production, warnings };
}
