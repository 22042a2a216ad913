import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_MEMBER_POOL } from '../members';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The generated market of both the spec's server and the fake catalogue: the same seed and size give the same goods, categories and words. */
export const MARKET_ENV = Object.freeze({ MARKET_GOODS: '400', MARKET_DAYS: '30' });

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A MarketLens server of the spec's own, with its own database, for a test that changes the market
 * tables (the daily estimate step rewrites a day): the suite's shared server stays as every other spec
 * expects it. Started like the suite's server (local mode, test members seeded) with a smaller market.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_MODE: 'local',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '1',
      NODE_ENV: 'production',
      SEED_TEST_MEMBERS: String(TEST_MEMBER_POOL),
      ...MARKET_ENV,
      ...env,
    },
  });
  const baseURL = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${baseURL}/healthz`).then((r) => r.ok).catch(() => false);
    if (up) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the spec's own server did not start on port ${port}`);
}

export interface FakeCatalogue {
  url: string;
  stop(): Promise<void>;
}

/**
 * The fake Ozon catalogue on its own (server/src/cli/fake-catalogue.ts): search, category, shop and
 * goods pages rendered from the generated market, the same market as the spec's server holds.
 */
export async function startFakeCatalogue(port: number): Promise<FakeCatalogue> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/fake-catalogue.ts', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...MARKET_ENV },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = await new Promise<string | undefined>((resolve) => {
    let out = '';
    const timer = setTimeout(() => resolve(undefined), 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /fake Ozon catalogue at (http:\/\/[^/\s]+)\//.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    void exited.then(() => resolve(undefined));
  });
  if (!url) {
    await stop();
    throw new Error(`the fake catalogue did not start on port ${port}`);
  }
  return { url, stop };
}
