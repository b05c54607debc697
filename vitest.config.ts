import { availableParallelism } from 'node:os';
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
    // A component test drives a whole form in a DOM: tens of seconds on a machine loaded many times over.
    testTimeout: 120_000,
    // Generous: a test app opens in seconds, but minutes on a machine loaded many times over.
    hookTimeout: 300_000,
    // expect.poll gives up after 1 s by default: a condition that holds can take longer on a loaded
    // machine (a workbook the server writes, a list the screen redraws). It still stops as soon as it holds.
    expect: { poll: { timeout: 30_000 } },
    // Each file still gets a fresh module graph (isolated), in a worker thread rather than a new
    // process: starting a process per file was most of the phase's time (docs/performance.md,
    // 2026-11-28: 12:01 with forks, 8:59 with threads, same tests). argon2 runs in the server's
    // own child process (server/lib/hashingProcess.ts); nothing here calls process.chdir.
    pool: 'threads',
    // One worker per core (Vitest's default leaves one core idle: a single worker on 2 cores);
    // API files spend part of their time waiting on PostgreSQL, so no core stays idle.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
