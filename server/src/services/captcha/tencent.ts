import type { Agent } from 'node:http';
import { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import { z } from 'zod';
import { captchas } from '../../db/schema/index';
import type { Logger } from '../../log';
import { providerSettings } from '../../provider-env';
import { sha256 } from '../../security/hash';
import { CAPTCHA_POLICY, type CaptchaProvider } from './slider';

export interface TencentCaptchaConfig {
  secretId: string;
  secretKey: string;
  /** CaptchaAppId of the captcha application (the page shows the puzzle with it). */
  appId: string;
  /** AppSecretKey of the captcha application. */
  appSecretKey: string;
  /** Host (and port) of the API, `captcha.tencentcloudapi.com`; the SDK signs for the service its first label names. */
  endpoint: string;
  protocol: 'https://' | 'http://';
  /** HTTP agent of the requests (tests route the documented host to a local fake with it). */
  agent?: Agent | undefined;
}

const answerSchema = z.object({ CaptchaCode: z.number(), CaptchaMsg: z.string().optional(), EvilLevel: z.number().optional() });

/**
 * Tencent Cloud Captcha (`DescribeCaptchaResult` of 2019-07-22, through Tencent's SDK, which signs
 * the request): the page's widget gives a ticket and randstr, and the server asks Tencent whether
 * they pass for the visitor's address. Each ticket is also burnt here first, in one insert, so that
 * it counts once even if it reaches several calls at the same moment.
 */
export function tencentCaptchaProvider(config: TencentCaptchaConfig, log: Logger): CaptchaProvider {
  const client = new CommonClient(config.endpoint, '2019-07-22', {
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: '',
    profile: { httpProfile: { endpoint: config.endpoint, protocol: config.protocol, reqTimeout: 10, ...(config.agent ? { agent: config.agent } : {}) } },
  });
  return {
    name: 'tencent',
    async consumeTicket(db, ticket, randstr, ip = '') {
      if (!ticket || !randstr || ticket.length > 4096 || randstr.length > 256) return false;
      const now = Date.now();
      const burnt = await db
        .insert(captchas)
        .values({
          id: `hosted:${sha256(ticket).slice(0, 40)}`,
          ip,
          answerX: 0,
          answerY: 0,
          attempts: 1,
          expiresAt: new Date(now + CAPTCHA_POLICY.ticketTtlMs),
          ticketHash: sha256(ticket),
          randstr,
          ticketExpiresAt: new Date(now + CAPTCHA_POLICY.ticketTtlMs),
          ticketUsedAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (burnt.length === 0) return false;
      try {
        const raw = await client.request('DescribeCaptchaResult', {
          CaptchaType: 9,
          Ticket: ticket,
          UserIp: ip || '127.0.0.1',
          Randstr: randstr,
          CaptchaAppId: Number(config.appId),
          AppSecretKey: config.appSecretKey,
        });
        const answer = answerSchema.safeParse(raw);
        if (!answer.success) {
          log.warn('captcha gateway answered something else', { gateway: 'tencent' });
          return false;
        }
        if (answer.data.CaptchaCode !== 1)
          log.info('captcha ticket refused', { gateway: 'tencent', code: answer.data.CaptchaCode, message: answer.data.CaptchaMsg });
        return answer.data.CaptchaCode === 1;
      } catch (err) {
        const e = err as { code?: string; message?: string };
        log.error('captcha gateway failed', { gateway: 'tencent', code: e.code, err: e.message ?? String(err) });
        return false;
      }
    },
  };
}

const nonEmpty = z.string().trim().min(1);
const captchaEnv = z.discriminatedUnion('CAPTCHA_PROVIDER', [
  z.object({ CAPTCHA_PROVIDER: z.literal('slider') }),
  z.object({
    CAPTCHA_PROVIDER: z.literal('tencent'),
    TENCENT_CAPTCHA_SECRET_ID: nonEmpty,
    TENCENT_CAPTCHA_SECRET_KEY: nonEmpty,
    TENCENT_CAPTCHA_APP_ID: z.string().regex(/^\d+$/, 'the CaptchaAppId, a number'),
    TENCENT_CAPTCHA_APP_SECRET_KEY: nonEmpty,
    TENCENT_CAPTCHA_ENDPOINT: z.string().url().default('https://captcha.tencentcloudapi.com'),
  }),
]);
export type CaptchaSettings = z.infer<typeof captchaEnv>;

/** Reads the captcha settings: the self-hosted slider unless `CAPTCHA_PROVIDER=tencent` with its keys. */
export function captchaSettings(env: NodeJS.ProcessEnv): CaptchaSettings {
  return providerSettings(captchaEnv, env, { what: 'captcha', choice: 'CAPTCHA_PROVIDER', fallback: 'slider', choiceHint: 'slider or tencent' });
}

/** The Tencent provider for settings that choose it; undefined for the slider (the app's default). */
export function captchaProviderFor(settings: CaptchaSettings, log: Logger, agent?: Agent): CaptchaProvider | undefined {
  if (settings.CAPTCHA_PROVIDER !== 'tencent') return undefined;
  const url = new URL(settings.TENCENT_CAPTCHA_ENDPOINT);
  return tencentCaptchaProvider(
    {
      secretId: settings.TENCENT_CAPTCHA_SECRET_ID,
      secretKey: settings.TENCENT_CAPTCHA_SECRET_KEY,
      appId: settings.TENCENT_CAPTCHA_APP_ID,
      appSecretKey: settings.TENCENT_CAPTCHA_APP_SECRET_KEY,
      endpoint: url.host,
      protocol: url.protocol === 'http:' ? 'http://' : 'https://',
      agent,
    },
    log,
  );
}
