import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the built app (dist/) served by the real server on an
// in-memory PGlite, driven by Playwright in the system Chromium. Two files at a time: a file
// waits on its browser about half of its time. Each worker runs its files one after the other
// in one process (isolate: false), so the server's modules load once per worker, and the
// files share the worker's Chromium and, those that only read, one server
// (tests/e2e/support/browser.ts); each file still gets its own contexts, closed at its end.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // Migrates and seeds once the databases every test app copies (tests/support/databaseTemplates.ts).
    globalSetup: ['tests/support/globalSetupBrowser.ts'],
    // The JSON report feeds the closing 'N passed, N failed' line (tests/printSummary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-e2e.json' },
    // A test drives whole screens (tens of seconds; minutes on a machine loaded many times over).
    testTimeout: 180_000,
    // Generous: a server and a browser start in seconds, but minutes on a machine loaded many times over.
    hookTimeout: 300_000,
    // expect.poll gives up after 1 s by default: a condition that holds can take longer on a loaded
    // machine (a workbook the server writes, a list the screen redraws). It still stops as soon as it holds.
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    isolate: false,
    maxWorkers: Math.min(2, availableParallelism()),
  },
});
