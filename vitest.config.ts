import { defineConfig } from 'vitest/config';

// Unit, component and API tests. Browser end-to-end tests have their own config
// (vitest.e2e.config.ts) because they need the built app.
export default defineConfig({
  test: {
    include: ['tests/{unit,component,api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The JSON report feeds the closing 'N passed, N failed' line (tests/printSummary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-unit.json' },
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
