import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own API server, started as a process on a free loopback port with a fresh database. */
export interface ProjectServer {
  readonly origin: string;
  /** The anti-bot public key the clients encrypt with (runtime configuration). */
  readonly rsaPublicKey: string;
  close(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts server/src/main.ts in its own process: core imports no server code, so the contract is
 * exercised over HTTP exactly as the website and the extension reach it.
 */
export async function startProjectServer(): Promise<ProjectServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ml-core-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', APP_MODE: 'local', RSA_PRIVATE_KEY: privateKey, DATABASE_URL: '', NODE_ENV: 'test' };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /"msg":"listening","url":"http:\/\/localhost:(\d+)"/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    rsaPublicKey: publicKey,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
