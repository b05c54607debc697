/**
 * The officer query as the first screen after sign-in (issue 31), measured in Chromium the
 * way Lighthouse's mobile preset slows it (CPU 4×; with FIRST_SCREEN_NETWORK=slow also
 * 1.6 Mb/s and 150 ms), but observed rather than simulated, so it does not depend on
 * Lighthouse's model of which requests a paint waited for. Each build of FIRST_SCREEN_DISTS
 * (comma-separated folders, default `dist`) is served by its own app on PGlite with the demo
 * data, and the loads alternate between them (FIRST_SCREEN_LOADS each, default 5), so the
 * machine's load falls on all alike. Per load: first paint, the largest contentful paint and
 * its element, the layout shift, the main thread blocked beyond 50 ms per long task until
 * the first result row shows, and the bytes the page had received by its largest paint.
 * `npx tsx bench/firstScreen.ts`; FIRST_SCREEN_PATH picks another /home address (the row
 * wait is then skipped), FIRST_SCREEN_VIEWPORT=1366x900 another size (default 412x823).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../server/db/client';
import { TOKEN_KEY } from '../dataProvider/constants';
import { login } from './benchRun';
import { chromiumPath, startBuiltApp, timing } from './browserApp';

interface LoadFigures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  lcpSize: number;
  cls: number;
  shifted: string[];
  blocked: number;
  longTasks: number;
  bytesAtLcp: number;
  firstRow: number | null;
}

/** Collected in the page from its first script on (an init script). */
const OBSERVERS = `
  globalThis.__firstScreen = { lcp: [], shifts: [], tasks: [] };
  const describe = (node) => node ? (node.nodeName + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '"') : '(removed)';
  new PerformanceObserver((list) => { for (const e of list.getEntries()) __firstScreen.lcp.push({ time: e.startTime, size: e.size, element: describe(e.element) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput && e.value >= 0.0005) __firstScreen.shifts.push({ value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) }); }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) __firstScreen.tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
`;

interface Served { dist: string; base: string; token: string; server: FastifyInstance; database: DatabaseHandle; filesDir: string }

async function serve(root: string, dist: string): Promise<Served> {
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-first-screen-'));
  const { database, server } = await startBuiltApp(resolve(root, dist), filesDir);
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return { dist, base, token: await login(base), server, database, filesDir };
}

async function measureLoad(browser: Browser, app: Served, path: string, viewport: { width: number; height: number }): Promise<LoadFigures> {
  const context = await browser.newContext({ baseURL: app.base, locale: 'es-ES', viewport, deviceScaleFactor: viewport.width < 600 ? 1.75 : 1 });
  try {
    await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(app.token)});${OBSERVERS}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (process.env.FIRST_SCREEN_NETWORK === 'slow') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    }
    await page.goto(path, { waitUntil: 'commit' });
    let firstRow: number | null = null;
    if (path.endsWith('/human-resources/query')) {
      await page.getByRole('button', { name: /^Acciones de / }).first().waitFor({ timeout: 120_000 });
      firstRow = await page.evaluate(() => performance.now());
    } else {
      await page.waitForLoadState('networkidle');
    }
    // Let the last frames paint and the observers report.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const seen = await page.evaluate(() => {
      const collected = (globalThis as unknown as { __firstScreen: { lcp: { time: number; size: number; element: string }[]; shifts: { value: number; sources: string[] }[]; tasks: { start: number; duration: number }[] } }).__firstScreen;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const last = collected.lcp.at(-1);
      const lcpTime = last?.time ?? NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const bytesAtLcp = navigation.transferSize + resources.filter((r) => r.responseEnd <= lcpTime).reduce((sum, r) => sum + r.transferSize, 0);
      return { paint, collected, bytesAtLcp, lcpTime, last };
    });
    const until = firstRow ?? Infinity;
    const tasks = seen.collected.tasks.filter((task) => task.start < until);
    return {
      fcp: seen.paint,
      lcp: seen.lcpTime,
      lcpElement: seen.last?.element ?? '(none)',
      lcpSize: seen.last?.size ?? 0,
      cls: seen.collected.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifted: seen.collected.shifts.flatMap((shift) => shift.sources.map((source) => `${shift.value.toFixed(3)} ${source}`)),
      blocked: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: tasks.reduce((sum, task) => sum + task.duration, 0),
      bytesAtLcp: seen.bytesAtLcp,
      firstRow,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => timing(values).median;

async function main() {
  const root = resolve(import.meta.dirname, '..');
  const dists = (process.env.FIRST_SCREEN_DISTS ?? 'dist').split(',').map((d) => d.trim()).filter(Boolean);
  const loads = Number(process.env.FIRST_SCREEN_LOADS ?? 5);
  const path = process.env.FIRST_SCREEN_PATH ?? '/home/human-resources/query';
  const [width, height] = (process.env.FIRST_SCREEN_VIEWPORT ?? '412x823').split('x').map(Number);
  const executable = chromiumPath();
  if (!executable) throw new Error('Chromium not found (/usr/bin/chromium or CHROMIUM_PATH)');
  const served: Served[] = [];
  let browser: Browser | null = null;
  try {
    for (const dist of dists) served.push(await serve(root, dist));
    browser = await chromium.launch({ executablePath: executable, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'] });
    const loadBefore = loadavg()[0];
    const figures = new Map<string, LoadFigures[]>(dists.map((dist) => [dist, []]));
    for (let i = 0; i < loads; i++) {
      for (const app of served) {
        const load = await measureLoad(browser, app, path, { width, height });
        figures.get(app.dist)!.push(load);
        console.log(`  ${app.dist} load ${i + 1}: FCP ${ms(load.fcp)}, LCP ${ms(load.lcp)} (${load.lcpElement}, ${Math.round(load.lcpSize)} px²), CLS ${load.cls.toFixed(3)}, blocked ${ms(load.blocked)}, long tasks ${ms(load.longTasks)}, ${(load.bytesAtLcp / 1000).toFixed(1)} kB by LCP${load.firstRow === null ? '' : `, first row ${ms(load.firstRow)}`}`);
        for (const shift of load.shifted) console.log(`      shift ${shift}`);
      }
    }
    console.log(`\n${path}, ${width}×${height}, CPU 4×${process.env.FIRST_SCREEN_NETWORK === 'slow' ? ', 1.6 Mb/s + 150 ms' : ', local network'}; Chromium ${browser.version()}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; medians of ${loads}`);
    console.log('| build | FCP | LCP | LCP element | CLS | blocked (> 50 ms) | long tasks | bytes by LCP | first row |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [dist, runs] of figures) {
      const elements = [...new Set(runs.map((run) => run.lcpElement))].join(' / ');
      const rows = runs.map((run) => run.firstRow).filter((row): row is number => row !== null);
      console.log(`| ${dist} | ${ms(median(runs.map((r) => r.fcp)))} | ${ms(median(runs.map((r) => r.lcp)))} | ${elements} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${ms(median(runs.map((r) => r.blocked)))} | ${ms(median(runs.map((r) => r.longTasks)))} | ${(median(runs.map((r) => r.bytesAtLcp)) / 1000).toFixed(1)} kB | ${rows.length ? ms(median(rows)) : '—'} |`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    for (const app of served) {
      await app.server.close().catch(() => undefined);
      await app.database.close().catch(() => undefined);
      rmSync(app.filesDir, { recursive: true, force: true });
    }
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
