import { defineConfig } from 'vitest/config';

// Unit, component and API tests. Browser end-to-end tests have their own config
// (vitest.e2e.config.ts) because they need the built app.
export default defineConfig({
  test: {
    include: ['tests/{unit,component,api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Migrates and seeds once the databases every test app copies (tests/support/databaseTemplates.ts).
    globalSetup: ['tests/support/globalSetup.ts'],
    // The JSON report feeds the closing 'N passed, N failed' line (tests/printSummary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-unit.json' },
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
