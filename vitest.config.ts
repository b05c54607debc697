import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that replace a module's function (vi.spyOn on a shared module) or change the process's
 * environment while they run: each keeps a process of its own, so nothing they do can reach
 * another file. Every other node file shares its worker's loaded modules (below).
 */
const TOUCHES_SHARED_STATE = ['tests/api/reliability.test.ts', 'tests/api/officerImport.test.ts', 'tests/api/auditIntegrity.test.ts', 'tests/unit/tokens.test.ts'];

/** What both projects share (not `extends`: the root's globalSetup would then run once per project). */
const common = {
  environment: 'node',
  setupFiles: ['tests/setup.ts'],
  // A component test drives a whole form in a DOM: tens of seconds on a machine loaded many times over.
  testTimeout: 120_000,
  // Generous: a test app opens in seconds, but minutes on a machine loaded many times over.
  hookTimeout: 300_000,
  // expect.poll gives up after 1 s by default: a condition that holds can take longer on a loaded
  // machine (a workbook the server writes, a list the screen redraws). It still stops as soon as it holds.
  expect: { poll: { timeout: 30_000 } },
  pool: 'forks',
} satisfies TestProjectInlineConfiguration['test'];

// Unit, component and API tests. Browser end-to-end tests have their own config
// (vitest.e2e.config.ts) because they need the built app.
export default defineConfig({
  test: {
    // Migrates and seeds once the databases every test app copies (tests/support/databaseTemplates.ts).
    globalSetup: ['tests/support/globalSetup.ts'],
    // The JSON report feeds the closing 'N passed, N failed' line (tests/printSummary.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-unit.json' },
    // One worker per core (Vitest's default leaves one core idle: a single worker on 2 cores);
    // API files spend part of their time waiting on PostgreSQL, so no core stays idle.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // Unit and API files run one after the other in their worker's process (isolate: false): the
        // server's modules load once per worker instead of once per file, about a fifth of the phase.
        // Each file still builds its own app on its own database, as two apps in one file always did.
        test: { ...common, name: 'servidor', include: ['tests/{unit,api}/**/*.test.ts'], exclude: TOUCHES_SHARED_STATE, isolate: false },
      },
      {
        // Component files (each its own DOM) and the files above that touch shared state: a fresh process each.
        test: { ...common, name: 'aislados', include: ['tests/component/**/*.test.tsx', ...TOUCHES_SHARED_STATE] },
      },
    ],
  },
});
