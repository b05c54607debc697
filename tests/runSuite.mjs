// `npm test`: every check, then the closing summary (tests/printSummary.mjs) with the counts,
// the wall time and each step's time. Steps run side by side as soon as what they need is
// there: the type check, ESLint, the browser build and the unit/API tests start at once (none
// needs another), the browser tests once the build is done. The browser tests spend much of
// their time waiting on Chromium and the server, time the unit/API tests fill. Each step's
// output lines carry its name. A failing step does not stop the others; the run then exits with 1.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const steps = [
  { name: 'tipos', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'compilación', command: 'npx vite build' },
  { name: 'unit, componentes y API', command: 'npx vitest run' },
  { name: 'navegador', command: 'npx vitest run --config vitest.e2e.config.ts', after: 'compilación' },
];

const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

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
const timings = [];
const done = new Map();
for (const step of steps) {
  done.set(step.name, (async () => {
    if (step.after && !(await done.get(step.after))) {
      timings.push({ name: step.name, seconds: 0, startedAt: seconds(started), failed: [`no corrió: falló ${step.after}`] });
      return false;
    }
    const startedAt = seconds(started);
    const stepStarted = Date.now();
    const passed = await run(step.name, step.command);
    timings.push({ name: step.name, seconds: seconds(stepStarted), startedAt, failed: passed ? [] : [step.command] });
    return passed;
  })());
}
const results = await Promise.all(done.values());
mkdirSync('.tmp', { recursive: true });
timings.sort((a, b) => steps.findIndex((s) => s.name === a.name) - steps.findIndex((s) => s.name === b.name));
writeFileSync('.tmp/test-phases.json', JSON.stringify({ seconds: seconds(started), phases: timings }));
const summary = await run('resumen', 'node tests/printSummary.mjs');
process.exit(summary && results.every(Boolean) ? 0 : 1);
