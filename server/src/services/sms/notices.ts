import type { Agent } from 'node:http';
import RPCClient from '@alicloud/pop-core';
import { sms as tencentSms } from 'tencentcloud-sdk-nodejs-sms';
import { z } from 'zod';
import type { Locale } from '@marketlens/locales';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import type { Logger } from '../../log';
import { e164, SmsGatewayError } from './gateways';

/**
 * A notice by SMS (not a code): the gateways send an approved template with its parameters, the
 * development outbox keeps the whole text. `text` is the template rendered in the member's language
 * (locales/<lang>/monitor.json `membership.sms`); `params` are the template's variables in order.
 */
export interface SmsNotice {
  mobile: string;
  template: 'membershipEnding';
  locale: Locale;
  params: readonly string[];
  text: string;
}

/** Sends SMS notices; the code provider (provider.ts) stays as it is. */
export interface SmsNoticeSender {
  readonly name: string;
  sendNotice(notice: SmsNotice): Promise<void>;
}

/** The outbox's `send_type` of a notice, so it is told apart from login codes in /api/dev/sms-outbox. */
export const noticeSendType = (template: SmsNotice['template']) => `notice:${template}`;

/** Locally: nothing leaves the machine; the text goes to the outbox (its `code` column holds what was sent). */
export function outboxNotices(db: Db, log: Logger): SmsNoticeSender {
  return {
    name: 'outbox',
    async sendNotice({ mobile, template, text }) {
      await db.insert(smsOutbox).values({ mobile, code: text, sendType: noticeSendType(template) });
      log.info('sms notice outbox', { mobile, template });
    },
  };
}

/**
 * Template ids per language: one id for all (`1001`), or one per language
 * (`zh-CN:1001,en-US:1002,ru-RU:1003`; a language left out takes zh-CN's).
 */
export function templateIds(value: string): Record<Locale, string> {
  if (!value.includes(':')) return { 'zh-CN': value, 'en-US': value, 'ru-RU': value };
  const map = Object.fromEntries(value.split(',').map((part) => part.split(':').map((s) => s.trim()) as [string, string]));
  const zh = map['zh-CN'] ?? Object.values(map)[0] ?? '';
  return { 'zh-CN': zh, 'en-US': map['en-US'] ?? zh, 'ru-RU': map['ru-RU'] ?? zh };
}

const GATEWAY_TIMEOUT_S = 10;

/** Tencent Cloud SMS `SendSms` with the notice's template; its variables are `{1}`, `{2}`, … in `params` order. */
export function tencentNotices(
  config: { secretId: string; secretKey: string; appId: string; signName: string; region: string; endpoint: string; protocol: 'https://' | 'http://'; templates: Record<Locale, string>; agent?: Agent | undefined },
  log: Logger,
): SmsNoticeSender {
  const client = new tencentSms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: { httpProfile: { endpoint: config.endpoint, protocol: config.protocol, reqTimeout: GATEWAY_TIMEOUT_S, ...(config.agent ? { agent: config.agent } : {}) } },
  });
  return {
    name: 'tencent',
    async sendNotice({ mobile, template, locale, params }) {
      let answer;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: config.appId,
          SignName: config.signName,
          TemplateId: config.templates[locale],
          PhoneNumberSet: [e164(mobile)],
          TemplateParamSet: [...params],
          SessionContext: noticeSendType(template),
        });
      } catch (err) {
        const e = err as { code?: string; message?: string };
        throw new SmsGatewayError('tencent', e.code ?? 'RequestFailed', e.message ?? String(err));
      }
      const status = answer.SendStatusSet?.[0];
      if (!status || status.Code !== 'Ok') throw new SmsGatewayError('tencent', status?.Code ?? 'NoStatus', status?.Message ?? 'no send status in the answer');
      log.info('sms notice sent', { gateway: 'tencent', template, serialNo: status.SerialNo });
    },
  };
}

/** Aliyun `SendSms` with the notice's template; its variables are `${p1}`, `${p2}`, … in `params` order. */
export function aliyunNotices(config: { accessKeyId: string; accessKeySecret: string; signName: string; endpoint: string; templates: Record<Locale, string> }, log: Logger): SmsNoticeSender {
  const client = new RPCClient({ accessKeyId: config.accessKeyId, accessKeySecret: config.accessKeySecret, endpoint: config.endpoint, apiVersion: '2017-05-25' });
  return {
    name: 'aliyun',
    async sendNotice({ mobile, template, locale, params }) {
      let raw: unknown;
      try {
        raw = await client.request(
          'SendSms',
          {
            PhoneNumbers: mobile.replace(/^(?:\+86|0086)/, ''),
            SignName: config.signName,
            TemplateCode: config.templates[locale],
            TemplateParam: JSON.stringify(Object.fromEntries(params.map((v, i) => [`p${i + 1}`, v]))),
            OutId: noticeSendType(template),
          },
          { method: 'POST', timeout: GATEWAY_TIMEOUT_S * 1000 },
        );
      } catch (err) {
        const e = err as { code?: string; data?: { Code?: string; Message?: string }; message?: string };
        throw new SmsGatewayError('aliyun', e.data?.Code ?? e.code ?? 'RequestFailed', e.data?.Message ?? e.message ?? String(err));
      }
      const answer = z.object({ Code: z.string(), Message: z.string().optional(), BizId: z.string().optional() }).safeParse(raw);
      if (!answer.success) throw new SmsGatewayError('aliyun', 'BadAnswer', 'the answer is not a SendSms result');
      if (answer.data.Code !== 'OK') throw new SmsGatewayError('aliyun', answer.data.Code, answer.data.Message ?? '');
      log.info('sms notice sent', { gateway: 'aliyun', template, bizId: answer.data.BizId });
    },
  };
}

/**
 * The notice sender the environment chooses, beside the code gateway of `SMS_PROVIDER` (validated
 * at start-up by gateways.ts): the outbox locally; Tencent or Aliyun with the reminder template of
 * `TENCENT_SMS_REMINDER_TEMPLATE_ID` / `ALIYUN_SMS_REMINDER_TEMPLATE_CODE`. Null when the gateway has
 * no reminder template: reminders then reach the bell only.
 */
export function smsNoticesFromEnv(db: Db, log: Logger, env: NodeJS.ProcessEnv = process.env): SmsNoticeSender | null {
  const provider = env.SMS_PROVIDER?.trim() || 'outbox';
  if (provider === 'tencent') {
    const template = env.TENCENT_SMS_REMINDER_TEMPLATE_ID?.trim();
    if (!template) return null;
    const url = new URL(env.TENCENT_SMS_ENDPOINT || 'https://sms.tencentcloudapi.com');
    return tencentNotices(
      {
        secretId: env.TENCENT_SMS_SECRET_ID ?? '',
        secretKey: env.TENCENT_SMS_SECRET_KEY ?? '',
        appId: env.TENCENT_SMS_APP_ID ?? '',
        signName: env.TENCENT_SMS_SIGN_NAME ?? '',
        region: env.TENCENT_SMS_REGION || 'ap-guangzhou',
        endpoint: url.host,
        protocol: url.protocol === 'http:' ? 'http://' : 'https://',
        templates: templateIds(template),
      },
      log,
    );
  }
  if (provider === 'aliyun') {
    const template = env.ALIYUN_SMS_REMINDER_TEMPLATE_CODE?.trim();
    if (!template) return null;
    return aliyunNotices(
      {
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
        signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
        endpoint: (env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com').replace(/\/$/, ''),
        templates: templateIds(template),
      },
      log,
    );
  }
  return outboxNotices(db, log);
}
