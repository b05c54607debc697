import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the built app (dist/) served by the real server on an
// in-memory PGlite, driven by Playwright in the system Chromium. One file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
