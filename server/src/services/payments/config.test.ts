import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentConfigFromEnv } from './config';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
const merchant = rsa();
const platform = rsa();
const app = rsa();
const alipay = rsa();
/** The bare base64 body of a PEM, as the Alipay key tool prints it. */
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const wechatEnv = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
  WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  WECHATPAY_NOTIFY_URL: 'https://marketlens.example/api/pay/notify/wechat',
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0111000000000000000000000000000001',
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
};
const alipayEnv = {
  ALIPAY_APP_ID: '2021000122600001',
  ALIPAY_PRIVATE_KEY: bare(app.privateKey),
  ALIPAY_PUBLIC_KEY: bare(alipay.publicKey),
  ALIPAY_NOTIFY_URL: 'https://marketlens.example/api/pay/notify/alipay',
};

describe('payment configuration from the environment', () => {
  it('reads both methods, keys inline (escaped newlines, bare base64) or from files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ml-pay-'));
    writeFileSync(path.join(dir, 'apiclient_key.pem'), merchant.privateKey);
    const { WECHATPAY_PRIVATE_KEY: _inline, ...rest } = wechatEnv;
    const c = paymentConfigFromEnv({ APP_MODE: 'production', ...rest, WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'apiclient_key.pem'), ...alipayEnv }, { production: true });
    expect(_inline).toBeTruthy();
    expect(c.dev).toBe(false);
    expect(c.wechat).toMatchObject({ mchId: '1900000109', platform: { serial: wechatEnv.WECHATPAY_PLATFORM_PUBLIC_KEY_ID }, apiBase: 'https://api.mch.weixin.qq.com/', timeoutMs: 10_000 });
    expect(c.wechat?.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(c.alipay).toMatchObject({ appId: '2021000122600001', gateway: 'https://openapi.alipay.com/gateway.do' });
    expect(c.alipay?.alipayPublicKey).toContain('BEGIN PUBLIC KEY');
    expect(paymentConfigFromEnv(wechatEnv, { production: false }).wechat?.privateKey).toContain('BEGIN PRIVATE KEY');
  });

  it('production refuses a half-configured method, naming every missing variable', () => {
    const { WECHATPAY_API_V3_KEY: _k, WECHATPAY_NOTIFY_URL: _u, ...half } = wechatEnv;
    expect(_k && _u).toBeTruthy();
    const run = () => paymentConfigFromEnv({ ...half, ALIPAY_APP_ID: '2021000122600001' }, { production: true });
    expect(run).toThrow(/production mode refuses a payment method half configured/);
    expect(run).toThrow(/WECHATPAY_API_V3_KEY: required[\s\S]*WECHATPAY_NOTIFY_URL: required/);
    expect(run).toThrow(/ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE[\s\S]*ALIPAY_PUBLIC_KEY or ALIPAY_PUBLIC_KEY_FILE[\s\S]*ALIPAY_NOTIFY_URL/);
    expect(() => paymentConfigFromEnv({ ...wechatEnv, WECHATPAY_PLATFORM_PUBLIC_KEY: '' }, { production: true })).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY or WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: required/);
  });

  it('production refuses keys it cannot read, a wrong APIv3 key and a plain-http notify URL', () => {
    const run = () =>
      paymentConfigFromEnv({ ...wechatEnv, WECHATPAY_PRIVATE_KEY: 'not a key', WECHATPAY_API_V3_KEY: 'short', WECHATPAY_NOTIFY_URL: 'http://marketlens.example/n' }, { production: true });
    expect(run).toThrow(/WECHATPAY_API_V3_KEY: must be the 32-character APIv3 key/);
    expect(run).toThrow(/WECHATPAY_NOTIFY_URL: must be an https URL/);
    expect(run).toThrow(/WECHATPAY_PRIVATE_KEY: not a readable RSA private key/);
    expect(() => paymentConfigFromEnv({ ...alipayEnv, ALIPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' }, { production: true })).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PRIVATE_KEY_FILE: set one, not both/);
  });

  it('a local server leaves a half-configured method off with a warning and offers the development provider', () => {
    const c = paymentConfigFromEnv({ ALIPAY_APP_ID: '2021000122600001' }, { production: false });
    expect(c).toMatchObject({ wechat: undefined, alipay: undefined, dev: true });
    expect(c.warnings.join('\n')).toMatch(/Alipay is off:[\s\S]*ALIPAY_NOTIFY_URL: required/);
    expect(paymentConfigFromEnv({}, { production: false })).toEqual({ wechat: undefined, alipay: undefined, dev: true, warnings: [] });
    expect(paymentConfigFromEnv({ ALIPAY_APP_ID: '' }, { production: true }).warnings).toEqual([expect.stringMatching(/No payment method is configured/)]);
  });

  it('reads a platform certificate instead of a platform public key', async () => {
    const forge = (await import('node-forge')).default;
    const keys = forge.pki.rsa.generateKeyPair(1024);
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = '4a1b2c3d4e5f';
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + 86_400_000);
    cert.setSubject([{ name: 'commonName', value: 'Tenpay.com Root CA' }]);
    cert.setIssuer([{ name: 'commonName', value: 'Tenpay.com Root CA' }]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const { WECHATPAY_PLATFORM_PUBLIC_KEY_ID: _id, WECHATPAY_PLATFORM_PUBLIC_KEY: _key, ...rest } = wechatEnv;
    expect(_id && _key).toBeTruthy();
    const c = paymentConfigFromEnv({ ...rest, WECHATPAY_PLATFORM_CERT: forge.pki.certificateToPem(cert) }, { production: true });
    expect(c.wechat?.platform.serial).toBe('4A1B2C3D4E5F');
    expect(c.wechat?.platform.publicKey).toContain('BEGIN PUBLIC KEY');
  });
});
