// Prints the closing summary of an `npm test` run: the wall time with each phase's time
// (written by tests/runSuite.mjs), and one line of counts from the Vitest JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

if (existsSync('.tmp/test-phases.json')) {
  const run = JSON.parse(readFileSync('.tmp/test-phases.json', 'utf8'));
  const phases = run.phases.map((phase) => `${phase.name} ${minutes(phase.seconds)}${phase.failed.length ? ` (falló: ${phase.failed.join(', ')})` : ''}`);
  console.log(`Time: ${minutes(run.seconds)} wall; ${phases.join('; ')}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['.tmp/vitest-unit.json', '.tmp/vitest-e2e.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
