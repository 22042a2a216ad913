import type { Agent } from 'node:http';
import RPCClient from '@alicloud/pop-core';
import { sms as tencentSms } from 'tencentcloud-sdk-nodejs-sms';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { providerSettings } from '../../provider-env';
import { outboxProvider, type SmsProvider } from './provider';

/** How long a gateway may take before the send counts as failed. */
const GATEWAY_TIMEOUT_S = 10;

/** The number in E.164 form: the site takes mainland numbers, with or without +86/0086. */
export function e164(mobile: string): string {
  return `+86${mobile.replace(/^(?:\+86|0086)/, '')}`;
}

/** Thrown when a gateway refuses or cannot be reached; carries the gateway's own code, never the SMS code. */
export class SmsGatewayError extends Error {
  constructor(
    readonly gateway: string,
    readonly gatewayCode: string,
    message: string,
  ) {
    super(`${gateway} SMS gateway: ${gatewayCode}: ${message}`);
    this.name = 'SmsGatewayError';
  }
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application. */
  appId: string;
  signName: string;
  templateId: string;
  region: string;
  /** Host (and port) of the API, `sms.tencentcloudapi.com`; the SDK signs for the service its first label names. */
  endpoint: string;
  protocol: 'https://' | 'http://';
  /** HTTP agent of the requests (tests route the documented host to a local fake with it). */
  agent?: Agent | undefined;
}

/**
 * Tencent Cloud SMS (API 3.0, `SendSms` of 2021-01-11) through Tencent's own SDK, which signs the
 * request (TC3-HMAC-SHA256). The template takes the code and its lifetime in minutes.
 */
export function tencentSmsProvider(config: TencentSmsConfig, log: Logger, codeTtlMinutes: number): SmsProvider {
  const client = new tencentSms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: {
      httpProfile: { endpoint: config.endpoint, protocol: config.protocol, reqTimeout: GATEWAY_TIMEOUT_S, ...(config.agent ? { agent: config.agent } : {}) },
    },
  });
  return {
    name: 'tencent',
    async send({ mobile, code, sendType }) {
      let answer;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: config.appId,
          SignName: config.signName,
          TemplateId: config.templateId,
          PhoneNumberSet: [e164(mobile)],
          TemplateParamSet: [code, String(codeTtlMinutes)],
          SessionContext: sendType,
        });
      } catch (err) {
        const e = err as { code?: string; message?: string };
        throw new SmsGatewayError('tencent', e.code ?? 'RequestFailed', e.message ?? String(err));
      }
      const status = answer.SendStatusSet?.[0];
      if (!status || status.Code !== 'Ok') throw new SmsGatewayError('tencent', status?.Code ?? 'NoStatus', status?.Message ?? 'no send status in the answer');
      log.info('sms sent', { gateway: 'tencent', sendType, serialNo: status.SerialNo, requestId: answer.RequestId });
    },
  };
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** `https://dysmsapi.aliyuncs.com` unless a test points it elsewhere. */
  endpoint: string;
}

const aliyunAnswer = z.object({ Code: z.string(), Message: z.string().optional(), BizId: z.string().optional(), RequestId: z.string().optional() });

/**
 * Aliyun SMS (Dysmsapi 2017-05-25 `SendSms`) through Aliyun's POP client, which signs the RPC
 * request (HMAC-SHA1). The template takes the code as `${code}`.
 */
export function aliyunSmsProvider(config: AliyunSmsConfig, log: Logger): SmsProvider {
  const client = new RPCClient({
    accessKeyId: config.accessKeyId,
    accessKeySecret: config.accessKeySecret,
    endpoint: config.endpoint,
    apiVersion: '2017-05-25',
  });
  return {
    name: 'aliyun',
    async send({ mobile, code, sendType }) {
      let raw: unknown;
      try {
        raw = await client.request(
          'SendSms',
          {
            PhoneNumbers: mobile.replace(/^(?:\+86|0086)/, ''),
            SignName: config.signName,
            TemplateCode: config.templateCode,
            TemplateParam: JSON.stringify({ code }),
            OutId: sendType,
          },
          { method: 'POST', timeout: GATEWAY_TIMEOUT_S * 1000 },
        );
      } catch (err) {
        const e = err as { code?: string; data?: { Code?: string; Message?: string }; message?: string };
        throw new SmsGatewayError('aliyun', e.data?.Code ?? e.code ?? 'RequestFailed', e.data?.Message ?? e.message ?? String(err));
      }
      const answer = aliyunAnswer.safeParse(raw);
      if (!answer.success) throw new SmsGatewayError('aliyun', 'BadAnswer', 'the answer is not a SendSms result');
      if (answer.data.Code !== 'OK') throw new SmsGatewayError('aliyun', answer.data.Code, answer.data.Message ?? '');
      log.info('sms sent', { gateway: 'aliyun', sendType, bizId: answer.data.BizId, requestId: answer.data.RequestId });
    },
  };
}

const nonEmpty = z.string().trim().min(1);
const smsEnv = z.discriminatedUnion('SMS_PROVIDER', [
  z.object({ SMS_PROVIDER: z.literal('outbox') }),
  z.object({
    SMS_PROVIDER: z.literal('tencent'),
    TENCENT_SMS_SECRET_ID: nonEmpty,
    TENCENT_SMS_SECRET_KEY: nonEmpty,
    TENCENT_SMS_APP_ID: nonEmpty,
    TENCENT_SMS_SIGN_NAME: nonEmpty,
    TENCENT_SMS_TEMPLATE_ID: nonEmpty,
    TENCENT_SMS_REGION: nonEmpty.default('ap-guangzhou'),
    TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  }),
  z.object({
    SMS_PROVIDER: z.literal('aliyun'),
    ALIYUN_SMS_ACCESS_KEY_ID: nonEmpty,
    ALIYUN_SMS_ACCESS_KEY_SECRET: nonEmpty,
    ALIYUN_SMS_SIGN_NAME: nonEmpty,
    ALIYUN_SMS_TEMPLATE_CODE: nonEmpty,
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  }),
]);

/** Reads the SMS gateway settings; throws one message naming every missing or bad variable. */
export function smsSettings(env: NodeJS.ProcessEnv, production: boolean): z.infer<typeof smsEnv> {
  const settings = providerSettings(smsEnv, env, {
    what: 'SMS',
    choice: 'SMS_PROVIDER',
    fallback: production ? undefined : 'outbox',
    choiceHint: 'set to tencent or aliyun (outbox only outside production)',
  });
  if (production && settings.SMS_PROVIDER === 'outbox')
    throw new Error('Invalid SMS configuration:\n  SMS_PROVIDER: production sends real SMS: set tencent or aliyun');
  return settings;
}

/** The SMS provider the environment chooses: Tencent Cloud, Aliyun, or (outside production) the development outbox. */
export function smsProviderFromEnv(
  db: Db,
  log: Logger,
  production: boolean,
  codeTtlMinutes: number,
  env: NodeJS.ProcessEnv = process.env,
  agent?: Agent,
): SmsProvider {
  const s = smsSettings(env, production);
  switch (s.SMS_PROVIDER) {
    case 'outbox':
      return outboxProvider(db, log);
    case 'tencent': {
      const url = new URL(s.TENCENT_SMS_ENDPOINT);
      return tencentSmsProvider(
        {
          secretId: s.TENCENT_SMS_SECRET_ID,
          secretKey: s.TENCENT_SMS_SECRET_KEY,
          appId: s.TENCENT_SMS_APP_ID,
          signName: s.TENCENT_SMS_SIGN_NAME,
          templateId: s.TENCENT_SMS_TEMPLATE_ID,
          region: s.TENCENT_SMS_REGION,
          endpoint: url.host,
          protocol: url.protocol === 'http:' ? 'http://' : 'https://',
          agent,
        },
        log,
        codeTtlMinutes,
      );
    }
    case 'aliyun':
      return aliyunSmsProvider(
        {
          accessKeyId: s.ALIYUN_SMS_ACCESS_KEY_ID,
          accessKeySecret: s.ALIYUN_SMS_ACCESS_KEY_SECRET,
          signName: s.ALIYUN_SMS_SIGN_NAME,
          templateCode: s.ALIYUN_SMS_TEMPLATE_CODE,
          endpoint: s.ALIYUN_SMS_ENDPOINT.replace(/\/$/, ''),
        },
        log,
      );
  }
}
