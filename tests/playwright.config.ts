import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { TEST_MEMBER_POOL } from './e2e/members';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A login (slider drag, account choice, dashboard) alone takes 20–30 s on a loaded two-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `marketlens-e2e-${process.pid}`),
      APP_MODE: 'local',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '1',
      NODE_ENV: 'production',
      // Numbers like the demo one, one per spec file that changes a member's data (e2e/members.ts).
      SEED_TEST_MEMBERS: String(TEST_MEMBER_POOL),
    },
  },
});
