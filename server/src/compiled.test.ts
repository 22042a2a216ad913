import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hasWebBuild } from './web';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the checkout, so that the bundle finds node_modules; its own folder, so that no other build is touched.
const outDir = path.join(root, 'server/.tmp', `dist-${randomBytes(4).toString('hex')}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-compiled-'));
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm start in production)', () => {
  it('builds into plain JavaScript that migrates, serves the API and the website on Node without a TypeScript loader', async () => {
    const { buildServer } = (await import(pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href)) as { buildServer(o: { outDir: string }): Promise<boolean> };
    expect(await buildServer({ outDir })).toBe(true);
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // Our TypeScript packages are inside the bundle; nothing in it imports a .ts file or tsx.
    expect(bundle).not.toMatch(/from "@marketlens\//);
    expect(bundle).not.toMatch(/from "[^"]+\.ts"/);
    expect(bundle).not.toMatch(/from "tsx/);

    // Start from the seeded database the test run made, so the start does not wait for seeding.
    const seeded = inject('pgliteSeedDump');
    await (await PGlite.create(path.join(dataDir, 'pglite'), seeded ? { loadDataDir: new Blob([fs.readFileSync(seeded)]) } : {})).close();
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_MODE: 'local', LOG_LEVEL: 'info', DATABASE_URL: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let origin = '';
      for (let i = 0; i < 600 && !origin; i++) {
        origin = /"msg":"listening","url":"http:\/\/localhost:(\d+)"/.exec(out)?.[1] ?? '';
        if (child.exitCode !== null) throw new Error(`the compiled server stopped: ${out}`);
        if (!origin) await new Promise((r) => setTimeout(r, 250));
      }
      expect(origin).not.toBe('');
      const base = `http://127.0.0.1:${origin}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const config = await fetch(`${base}/api/runtime-config`);
      expect(config.status).toBe(200);
      expect(config.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      if (hasWebBuild()) {
        const page = await fetch(`${base}/en`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<html');
      }
      expect((await fetch(`${base}/metrics`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 300_000);
});
