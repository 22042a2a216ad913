import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineProject({
  plugins: [WxtVitest()],
  test: { name: 'extension', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: ['.output/**', 'node_modules/**'], environment: 'happy-dom' },
});
