import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema/index';
import { createLogger } from '../../log';
import { randomSecret, sha256 } from '../../security/hash';
import { openTestDatabase } from '../../testing/db';

export interface TestServer {
  database: Database;
  app: Awaited<ReturnType<typeof createApp>>;
  dataDir: string;
  close(): Promise<void>;
}

/** A seeded test database and the app on it, with its data folder in a fresh temporary directory; `config` overrides settings. */
export async function openTestServer(url: string | undefined, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const database = await openTestDatabase(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-data-'));
  const app = await createApp({ db: database.db, config: { ...loadConfig({ DATA_DIR: dataDir }), ...config }, log: createLogger('silent'), runtimeConfig: parseRuntimeConfig({}) });
  return {
    database,
    app,
    dataDir,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an account with a valid access token; returns the headers a signed-in client sends. */
export async function signIn(server: TestServer, mobile: string, nickName = `user${mobile.slice(-4)}`) {
  const [user] = await server.database.db.insert(users).values({ account: mobile, mobile, nickName, distinctId: randomSecret(8) }).returning();
  if (!user) throw new Error('user not created');
  const token = randomSecret(32);
  const controlT = randomSecret(18);
  await server.database.db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId: user.id, headers: { Authorization: token, 'Control-T': controlT } };
}
