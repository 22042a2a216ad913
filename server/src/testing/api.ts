import type { Hono } from 'hono';
import type { z } from 'zod';
import { parseRuntimeConfig, type RuntimeConfig } from '@marketlens/core/config';
import type { CallDef } from '@marketlens/core/contract';
import { createApp, type CreateAppOptions } from '../app';
import { loadConfig } from '../config';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { createLogger } from '../log';
import { generateRsaKeys, type RsaKeys } from '../security/rsa-keys';
import { openTestDatabase } from './db';
import { signedHeaders } from './sign';

// One key pair for all tests of a worker: generating RSA keys takes a noticeable moment.
let sharedKeys: RsaKeys | undefined;

export interface TestApi {
  app: Hono<AppEnv>;
  database: Database;
  runtimeConfig: RuntimeConfig;
  /** Performs a call of the contract, signed like core's client. */
  call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    def: CallDef<Q, B, R>,
    input?: { query?: Record<string, string | number | boolean | undefined>; body?: unknown; token?: string; headers?: Record<string, string>; params?: Record<string, string>; raw?: string },
  ): Promise<{ status: number; body: z.infer<R> & Record<string, unknown>; text: string }>;
  close(): Promise<void>;
}

/** The URL path of a call under the default bases, with `:name` parameters filled. */
export function callPath(config: RuntimeConfig, def: Pick<CallDef, 'service' | 'path'>, params: Record<string, string> = {}): string {
  const base = config.apiBases[def.service].replace('{product}', config.product);
  return `${base}${def.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}

/** A server on a fresh test database (see testing/db.ts) with a helper that signs calls. */
export async function openTestApi(
  url: string | undefined,
  env: Record<string, string> = {},
  extra: Partial<Pick<CreateAppOptions, 'sms' | 'log' | 'captcha' | 'payments'>> & { database?: Database } = {},
): Promise<TestApi> {
  sharedKeys ??= generateRsaKeys();
  // A test may bring its own database (seeded differently); it is closed with the API.
  const database = extra.database ?? (await openTestDatabase(url));
  const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: sharedKeys.publicKeyPem });
  const config = loadConfig({ TRUST_PROXY: 'true', ...env });
  const app = await createApp({ db: database.db, config, log: extra.log ?? createLogger('silent'), runtimeConfig, rsaKeys: sharedKeys, sms: extra.sms, captcha: extra.captcha, payments: extra.payments });
  return {
    app,
    database,
    runtimeConfig,
    async call(def, input = {}) {
      const path = callPath(runtimeConfig, def, input.params);
      const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
      const qs = new URLSearchParams(query).toString();
      const sent = def.method !== 'GET' ? (input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body))) : undefined;
      const headers: Record<string, string> = {
        ...(await signedHeaders({ method: def.method, path, query, publicKeyPem: runtimeConfig.rsaPublicKey, body: sent })),
        ...(input.body !== undefined || input.raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(input.token ? { Authorization: input.token } : {}),
        ...input.headers,
      };
      const res = await app.request(`${path}${qs ? `?${qs}` : ''}`, {
        method: def.method,
        headers,
        ...(sent !== undefined ? { body: sent } : {}),
      });
      const text = await res.text();
      let body: unknown = {};
      try {
        body = JSON.parse(text);
      } catch {
        body = {};
      }
      return { status: res.status, body: body as never, text };
    },
    close: () => database.close(),
  };
}
