import type { RuntimeConfig } from '@marketlens/core/config';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Logger } from './log';

/** Everything a request handler can reach, set once per app. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  log: Logger;
  runtimeConfig: RuntimeConfig;
}

export type AppEnv = { Variables: AppDeps };
