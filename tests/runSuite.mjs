// `npm test`: every check, phase by phase, then the closing summary (tests/printSummary.mjs)
// with the counts, the wall time and each phase's time. The type check, ESLint and the
// browser build need no database and no browser: they run side by side in the first phase.
// A failing phase does not stop the next ones; the run then exits with 1.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const phases = [
  { name: 'tipos, lint y compilación', commands: ['npm run typecheck', 'npm run lint', 'npx vite build'] },
  { name: 'unit, componentes y API', commands: ['npx vitest run'] },
  { name: 'navegador', commands: ['npx vitest run --config vitest.e2e.config.ts'] },
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

rmSync('.tmp/vitest-unit.json', { force: true });
rmSync('.tmp/vitest-e2e.json', { force: true });
const started = Date.now();
const timings = [];
for (const phase of phases) {
  const phaseStarted = Date.now();
  const results = await Promise.all(phase.commands.map(run));
  const failed = phase.commands.filter((_, i) => !results[i]);
  timings.push({ name: phase.name, seconds: Math.round((Date.now() - phaseStarted) / 1000), failed });
}
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/test-phases.json', JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), phases: timings }));
const summary = await run('node tests/printSummary.mjs');
process.exit(summary && timings.every((phase) => phase.failed.length === 0) ? 0 : 1);
