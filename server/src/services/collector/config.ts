import { z } from 'zod';

/**
 * The catalogue collector's settings (docs/collector.md). It is off unless COLLECTOR_BASE_URL is set;
 * whether it reads Ozon's real catalogue, a mirror or the local fake is the operator's choice.
 */

const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const httpUrl = z
  .string()
  .url()
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'expected an http or https URL');

export const collectorEnvSchema = z.object({
  /** Where the catalogue is read: https://www.ozon.ru, or the fake catalogue's address. */
  COLLECTOR_BASE_URL: unsetIfEmpty(httpUrl),
  /** The least time between the starts of two requests, ms. */
  COLLECTOR_PACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** An HTTP(S) proxy every request goes through (undici ProxyAgent). */
  COLLECTOR_PROXY: unsetIfEmpty(httpUrl),
  /** Pages one run reads at most (failures included). */
  COLLECTOR_MAX_PAGES_PER_RUN: z.coerce.number().int().min(1).max(100_000).default(400),
  /** Attempts after the first on 429, 5xx and timeouts. */
  COLLECTOR_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  /** How long one request may take, ms. */
  COLLECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** First back-off, ms; doubled at each retry, with jitter, up to COLLECTOR_BACKOFF_MAX_MS. */
  COLLECTOR_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  COLLECTOR_BACKOFF_MAX_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
});

export interface CollectorConfig {
  baseUrl: string;
  paceMs: number;
  proxy: string | undefined;
  maxPagesPerRun: number;
  retries: number;
  timeoutMs: number;
  backoffMs: number;
  backoffMaxMs: number;
}

/** The collector's configuration from parsed variables: undefined (off) without a base URL. */
export function collectorConfigOf(e: z.infer<typeof collectorEnvSchema>): CollectorConfig | undefined {
  if (!e.COLLECTOR_BASE_URL) return undefined;
  return {
    baseUrl: e.COLLECTOR_BASE_URL.replace(/\/+$/, ''),
    paceMs: e.COLLECTOR_PACE_MS,
    proxy: e.COLLECTOR_PROXY,
    maxPagesPerRun: e.COLLECTOR_MAX_PAGES_PER_RUN,
    retries: e.COLLECTOR_RETRIES,
    timeoutMs: e.COLLECTOR_TIMEOUT_MS,
    backoffMs: e.COLLECTOR_BACKOFF_MS,
    backoffMaxMs: Math.max(e.COLLECTOR_BACKOFF_MS, e.COLLECTOR_BACKOFF_MAX_MS),
  };
}

/** Problems of a combination of settings that each parsed (config.ts lists them with the others). */
export function collectorProblems(e: z.infer<typeof collectorEnvSchema>): string[] {
  const problems: string[] = [];
  if (!e.COLLECTOR_BASE_URL && e.COLLECTOR_PROXY) problems.push('  COLLECTOR_PROXY: set without COLLECTOR_BASE_URL (the collector is off)');
  // Ozon's own site is read slowly: at most one page a second.
  if (e.COLLECTOR_BASE_URL && /(^|\.)ozon\.ru$/.test(new URL(e.COLLECTOR_BASE_URL).hostname) && e.COLLECTOR_PACE_MS < 1000)
    problems.push('  COLLECTOR_PACE_MS: at least 1000 when COLLECTOR_BASE_URL is ozon.ru');
  return problems;
}

/** The collector's configuration from the environment (the job reads it so); throws when it is wrong, as the server's start does. */
export function collectorFromEnv(env: NodeJS.ProcessEnv = process.env): CollectorConfig | undefined {
  const parsed = collectorEnvSchema.safeParse(env);
  const problems = parsed.success ? collectorProblems(parsed.data) : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length) throw new Error(`Invalid collector configuration:\n${problems.join('\n')}`);
  return collectorConfigOf(parsed.data);
}
