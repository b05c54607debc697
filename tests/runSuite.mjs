// `npm test`: every check, phase by phase, then the closing summary (tests/printSummary.mjs)
// with the counts, the wall time and each phase's time. The type check, ESLint and the
// browser build need no database and no browser: they run side by side in the first phase.
// Each output line carries its command's name. A failing phase does not stop the next ones;
// the run then exits with 1.
//
// The unit/API and the browser phases do not run side by side: each keeps both cores busy
// on its own (the browser files' Chromium renders while their server waits), and together they
// took longer than one after the other (docs/performance.md, 2026-11-28).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const phases = [
  { name: 'tipos, lint y compilación', commands: [['tipos', 'npm run typecheck'], ['lint', 'npm run lint'], ['compilación', 'npx vite build']] },
  { name: 'unit, componentes y API', commands: [['unit', 'npx vitest run']] },
  { name: 'navegador', commands: [['navegador', 'npx vitest run --config vitest.e2e.config.ts']] },
];

/** Runs `command`, each line of its output prefixed with `name`; resolves to whether it passed. */
function run(name, command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

rmSync('.tmp/vitest-unit.json', { force: true });
rmSync('.tmp/vitest-e2e.json', { force: true });
const started = Date.now();
const timings = [];
for (const phase of phases) {
  const phaseStarted = Date.now();
  const results = await Promise.all(phase.commands.map(([name, command]) => run(name, command)));
  const failed = phase.commands.filter((_, i) => !results[i]).map(([, command]) => command);
  timings.push({ name: phase.name, seconds: Math.round((Date.now() - phaseStarted) / 1000), failed });
}
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/test-phases.json', JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), phases: timings }));
const summary = await run('resumen', 'node tests/printSummary.mjs');
process.exit(summary && timings.every((phase) => phase.failed.length === 0) ? 0 : 1);
