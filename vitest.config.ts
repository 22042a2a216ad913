import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every server test file has a database of its own (a copy of the seeded one), so files run side
    // by side; Vitest's default on a two-core machine (one file at a time) leaves a core idle while a
    // file waits on PostgreSQL or the network.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'locales', include: ['locales/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'core', include: ['core/src/**/*.test.ts', 'core/src/**/*.test.tsx'], environment: 'node', globals: true } },
      { test: { name: 'ui', include: ['ui/src/**/*.test.ts', 'ui/src/**/*.test.tsx'], environment: 'happy-dom', globals: true } },
      { test: { name: 'server', include: ['server/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000, globalSetup: ['server/src/testing/global-setup.ts'] } },
      'extension/vitest.config.ts',
      { test: { name: 'web', include: ['web/app/**/*.test.ts', 'web/app/**/*.test.tsx'], environment: 'happy-dom' } },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts', 'core/src/**/*.test.tsx'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The shared core carries the product's rules; keep it thoroughly tested.
      thresholds: { lines: 90 },
    },
  },
});
