import { z } from 'zod';

/** The hosted widget's script (Tencent Cloud Captcha, mainland China). */
export const HOSTED_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

/** Base URLs of the backend's services (spec section 7); each is runtime configuration. */
export const apiBasesSchema = z.object({
  identity: z.string().default('/api/ram/ddqbt/v1'),
  distribution: z.string().default('/api/dis/distribution'),
  pay: z.string().default('/api/product/pay'),
  promotion: z.string().default('/api/{product}-promote/promote/v1'),
  report: z.string().default('/api/shopee-report-service/pro'),
  default: z.string().default('/api'),
});
export type ApiBases = z.infer<typeof apiBasesSchema>;

/** What the server hands to the website and the extension at run time. */
export const runtimeConfigSchema = z.object({
  /** Origin of the API; empty means the page's own origin. */
  apiOrigin: z.string().default(''),
  /** Origin of the website (the extension reads this site's session cookies). */
  siteOrigin: z.string().default('http://localhost:8080'),
  apiBases: apiBasesSchema.default(apiBasesSchema.parse({})),
  /** PEM public key used to encrypt the anti-bot code. */
  rsaPublicKey: z.string().default(''),
  brand: z
    .object({
      name: z.string().default('MarketLens'),
      supportChat: z.string().default('MarketLens_Service'),
      supportEmail: z.string().default('support@marketlens.example'),
      filingNumber: z.string().default(''),
    })
    .default({ name: 'MarketLens', supportChat: 'MarketLens_Service', supportEmail: 'support@marketlens.example', filingNumber: '' }),
  /** Product segment of the promotion base URL. */
  product: z.string().default('ozon'),
  /** Which captcha pages show: the self-hosted slider, or the hosted widget (Tencent Cloud Captcha) with its app id and script. */
  captcha: z
    .object({
      provider: z.enum(['slider', 'hosted']).default('slider'),
      appId: z.string().default(''),
      scriptUrl: z.string().default(HOSTED_CAPTCHA_SCRIPT),
    })
    .default({ provider: 'slider', appId: '', scriptUrl: HOSTED_CAPTCHA_SCRIPT }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Parses runtime configuration, filling every default. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  return runtimeConfigSchema.parse(input ?? {});
}
