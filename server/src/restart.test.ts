import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dev, identity, type CallDef } from '@marketlens/core/contract';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { callPath } from './testing/api';
import { humanTrail } from './testing/flows';
import { signedHeaders } from './testing/sign';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 9231;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-restart-'));
const paths = parseRuntimeConfig({});

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'local', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
}

async function ready(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

async function call(def: CallDef, input: { query?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {}) {
  const config = (await (await fetch(`${origin}/api/runtime-config`)).json()) as { rsaPublicKey: string };
  const p = callPath(paths, def, input.params);
  const qs = new URLSearchParams(input.query ?? {}).toString();
  const body = input.body !== undefined ? JSON.stringify(input.body) : undefined;
  const headers = { ...(await signedHeaders({ method: def.method, path: p, query: input.query, publicKeyPem: config.rsaPublicKey, body })), 'content-type': 'application/json' };
  const res = await fetch(`${origin}${p}${qs ? `?${qs}` : ''}`, { method: def.method, headers, ...(body !== undefined ? { body } : {}) });
  return (await res.json()) as Record<string, unknown>;
}

describe('restart on a PGlite data folder', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an account registered before a clean stop, and its anti-bot key', async () => {
    child = start();
    await ready();
    const keyBefore = ((await (await fetch(`${origin}/api/runtime-config`)).json()) as { rsaPublicKey: string }).rsaPublicKey;
    const issued = await call(identity.issueSliderCaptcha, { body: {} });
    const captchaId = String(issued.captchaId);
    const x = Number((await call(dev.captchaAnswer, { params: { id: captchaId } })).x);
    // A drag cannot take longer than the puzzle has been on the screen.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const solved = await call(identity.verifySliderCaptcha, { body: { captchaId, x, trail: humanTrail(x) } });
    const mobile = '13512345678';
    expect((await call(identity.sendMessageV2, { body: { sendType: 'reg', mobilePhone: mobile, ticket: solved.ticket, randstr: solved.randstr } })).code).toBe(200);
    const outbox = (await call(dev.smsOutbox, { query: { mobile } })) as { data: { code: string }[] };
    const reg = await call(identity.registerUser, { body: { account: mobile, code: outbox.data[0]?.code, password: 'Keep1234' } });
    expect(reg.code).toBe(200);
    expect(await stop(child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    child = start();
    await ready();
    expect((await call(identity.hasUserByMobile, { query: { userName: mobile } })).exist).toBe(true);
    const login = await call(identity.loginV2, { body: { action: 'accountLogin', data: { account: mobile, password: 'Keep1234' } } });
    expect(login.code).toBe(200);
    expect(((await (await fetch(`${origin}/api/runtime-config`)).json()) as { rsaPublicKey: string }).rsaPublicKey).toBe(keyBefore);
    expect(await stop(child)).toBe(0);
  }, 180_000);
});
