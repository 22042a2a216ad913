import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { smsCodes, smsOutbox } from '../../db/schema/index';
import type { Logger } from '../../log';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { solveCaptcha } from '../../testing/flows';
import { fakeAliyunSms, fakeTencentSms, type FakeGateway } from '../../testing/gateway-fakes';
import { aliyunSmsProvider, SmsGatewayError, smsProviderFromEnv, smsSettings, tencentSmsProvider } from './gateways';
import type { SmsProvider } from './provider';

/** A logger that keeps every line, to prove what never reaches the log. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (msg: string, fields?: Record<string, unknown>) => void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

const TENCENT_KEYS = { secretId: 'AKIDfake0123456789', secretKey: 'tencent-secret-key' };
const ALIYUN_KEYS = { accessKeyId: 'LTAIfake0123', accessKeySecret: 'aliyun-secret' };

const tencentConfig = (fake: FakeGateway, secretKey = TENCENT_KEYS.secretKey) => ({
  secretId: TENCENT_KEYS.secretId,
  secretKey,
  appId: '1400000001',
  signName: 'MarketLens',
  templateId: '100200',
  region: 'ap-guangzhou',
  endpoint: new URL(fake.url).host,
  protocol: 'http://' as const,
  agent: fake.agent,
});
const aliyunConfig = (fake: FakeGateway, accessKeySecret = ALIYUN_KEYS.accessKeySecret) => ({
  accessKeyId: ALIYUN_KEYS.accessKeyId,
  accessKeySecret,
  signName: 'MarketLens',
  templateCode: 'SMS_100200',
  endpoint: fake.url,
});

describe('Tencent Cloud SMS adapter against a fake of its documented API', () => {
  it('sends the code to the number in E.164 form, signed so that the gateway accepts it', async () => {
    const fake = await fakeTencentSms(TENCENT_KEYS);
    const log = recordingLogger();
    await tencentSmsProvider(tencentConfig(fake), log, 5).send({ mobile: '13800138000', code: '493817', sendType: 'log' });
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toEqual([{ phone: '+8613800138000', sign: 'MarketLens', template: '100200', params: ['493817', '5'] }]);
    expect(log.lines.join('\n')).not.toContain('493817');
    await fake.close();
  });

  it('fails with the gateway code on a wrong key and on a refused number, never showing the code', async () => {
    const fake = await fakeTencentSms(TENCENT_KEYS);
    const wrongKey = tencentSmsProvider(tencentConfig(fake, 'not-the-key'), recordingLogger(), 5);
    const err = await wrongKey.send({ mobile: '13800138000', code: '111111', sendType: 'log' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsGatewayError);
    expect((err as SmsGatewayError).gatewayCode).toBe('AuthFailure.SignatureFailure');
    expect(String(err)).not.toContain('111111');
    await fake.close();
    const limited = await fakeTencentSms(TENCENT_KEYS, { failWith: 'LimitExceeded.PhoneNumberDailyLimit' });
    const refused = await tencentSmsProvider(tencentConfig(limited), recordingLogger(), 5)
      .send({ mobile: '13800138000', code: '222222', sendType: 'log' })
      .catch((e: unknown) => e);
    expect((refused as SmsGatewayError).gatewayCode).toBe('LimitExceeded.PhoneNumberDailyLimit');
    expect(limited.sent).toEqual([]);
    await limited.close();
  });
});

describe('Aliyun SMS adapter against a fake of its documented API', () => {
  it('sends the code as the template parameter, signed so that the gateway accepts it', async () => {
    const fake = await fakeAliyunSms(ALIYUN_KEYS);
    const log = recordingLogger();
    await aliyunSmsProvider(aliyunConfig(fake), log).send({ mobile: '+8613800138000', code: '604215', sendType: 'reg' });
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toEqual([{ phone: '13800138000', sign: 'MarketLens', template: 'SMS_100200', params: ['604215'] }]);
    expect(log.lines.join('\n')).not.toContain('604215');
    await fake.close();
  });

  it('fails with the gateway code on a wrong secret and on a business refusal', async () => {
    const fake = await fakeAliyunSms(ALIYUN_KEYS);
    const err = await aliyunSmsProvider(aliyunConfig(fake, 'wrong'), recordingLogger())
      .send({ mobile: '13800138000', code: '333333', sendType: 'log' })
      .catch((e: unknown) => e);
    expect((err as SmsGatewayError).gatewayCode).toBe('SignatureDoesNotMatch');
    await fake.close();
    const limited = await fakeAliyunSms(ALIYUN_KEYS, { failWith: 'isv.BUSINESS_LIMIT_CONTROL' });
    const refused = await aliyunSmsProvider(aliyunConfig(limited), recordingLogger())
      .send({ mobile: '13800138000', code: '444444', sendType: 'log' })
      .catch((e: unknown) => e);
    expect((refused as SmsGatewayError).gatewayCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    await limited.close();
  });
});

describe('choosing the SMS gateway by configuration', () => {
  it('uses the development outbox locally and refuses it in production', () => {
    expect(smsSettings({}, false)).toEqual({ SMS_PROVIDER: 'outbox' });
    expect(() => smsSettings({}, true)).toThrow(/SMS_PROVIDER: set to tencent or aliyun/);
    expect(() => smsSettings({ SMS_PROVIDER: 'outbox' }, true)).toThrow(/production sends real SMS/);
  });

  it('names every missing setting of the chosen gateway', () => {
    let message = '';
    try {
      smsSettings({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id' }, true);
    } catch (err) {
      message = String(err);
    }
    for (const name of ['TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID']) expect(message).toContain(name);
    expect(message).not.toContain('TENCENT_SMS_SECRET_ID');
    expect(() => smsSettings({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' }, false)).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
  });
});

describe.each(testTargets)('sending a code through a real gateway on $name', ({ url }) => {
  let api: TestApi;
  let fake: FakeGateway;
  let failing: FakeGateway;
  const log = recordingLogger();
  let provider: SmsProvider;
  let useBad = false;
  beforeAll(async () => {
    fake = await fakeTencentSms(TENCENT_KEYS);
    failing = await fakeTencentSms(TENCENT_KEYS, { failWith: 'FailedOperation.InsufficientBalanceInSmsPackage' });
    // Which fake answers is chosen per test: the provider is read from the environment as in production.
    const env = (target: FakeGateway) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: TENCENT_KEYS.secretId,
      TENCENT_SMS_SECRET_KEY: TENCENT_KEYS.secretKey,
      TENCENT_SMS_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: 'MarketLens',
      TENCENT_SMS_TEMPLATE_ID: '100200',
      TENCENT_SMS_ENDPOINT: target.url,
    });
    const good = smsProviderFromEnv(undefined as never, log, true, 5, env(fake), fake.agent);
    const bad = smsProviderFromEnv(undefined as never, log, true, 5, env(failing), failing.agent);
    provider = { name: 'tencent', send: (m) => (useBad ? bad : good).send(m) };
    api = await openTestApi(url, {}, { sms: provider, log });
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
    await failing.close();
  });

  const send = async (mobile: string) => {
    const captcha = await solveCaptcha(api);
    return api.call(identity.sendMessageV2, {
      body: { appName: 'ozon', sendType: 'log', mobilePhone: mobile, ...captcha },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
  };

  it('delivers the code by the gateway; the database keeps its hash only and the log never holds it', async () => {
    const res = await send('13800138000');
    expect(res.body.code).toBe(200);
    const delivered = fake.sent.at(-1);
    expect(delivered?.phone).toBe('+8613800138000');
    const code = delivered?.params[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const stored = await api.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13800138000'));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await api.database.db.select().from(smsOutbox)).toEqual([]);
    expect(log.lines.join('\n')).not.toContain(code);
    // The delivered code logs in.
    const login = await api.call(identity.loginV2, {
      body: { appName: 'ozon', action: 'smsAccountLogin', data: { account: '13800138000', messageCode: code, tenantId: 1 } },
    });
    expect(login.body.code).toBe(200);
  });

  it('answers a refused send with a clear localized 503 and keeps the number free to try again', async () => {
    useBad = true;
    const res = await send('13800138001');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('短信发送失败，请稍后再试');
    expect(await api.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13800138001'))).toEqual([]);
    useBad = false;
    const again = await send('13800138001');
    expect(again.body.code).toBe(200);
    expect(fake.sent.at(-1)?.phone).toBe('+8613800138001');
  });
});
