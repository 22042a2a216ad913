import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  APP_MODE: z.enum(['local', 'production']).default('local'),
  SITE_ORIGIN: z.string().url().optional(),
  API_ORIGIN: z.string().default(''),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SEED: z.coerce.number().int().default(20240601),
});

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  siteOrigin: string;
  apiOrigin: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: number;
};

/** Reads configuration from the environment; throws one clear message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    production: e.APP_MODE === 'production',
    siteOrigin: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
    apiOrigin: e.API_ORIGIN,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
  };
}
