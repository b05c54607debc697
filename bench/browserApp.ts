/**
 * The app as a user's browser sees it, for the document benches: the server with the built
 * bundle (dist/ or BENCH_DIST_DIR) on PGlite in memory with the demo data, and system
 * Chromium through playwright-core, signed in as the administrator. Documents are drawn
 * in the browser, so the database kind matters little.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { localStorage as fileStorage } from '../server/lib/storage';
import { seed } from '../server/seed';
import { ADMIN_PASSWORD, login } from './benchRun';

export const WARMUP = 1;
export const MEASURED = 10;

export interface Timing {
  median: number;
  min: number;
  max: number;
}

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return { median: sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2, min: sorted[0], max: sorted[sorted.length - 1] };
}

export interface BrowserApp {
  base: string;
  /** The administrator's API token. */
  token: string;
  page: Page;
  distDir: string;
  chromium: string;
  browserVersion: string;
}

/** Evaluates jsPDF's UMD build in the page (same version as the bundle) and times a minimal one-page document. */
export async function minimalJspdf(page: Page): Promise<number[]> {
  const umd = readFileSync(resolve(import.meta.dirname, '../node_modules/jspdf/dist/jspdf.umd.min.js'), 'utf8');
  await page.evaluate(umd);
  return page.evaluate(async ({ warmup, measured }) => {
    interface MiniPdf { setFont(name: string, style: string): void; setFontSize(size: number): void; text(text: string | string[], x: number, y: number, options?: object): void; splitTextToSize(text: string, width: number): string[]; output(type: 'blob'): Blob }
    const { jsPDF } = (globalThis as unknown as { jspdf: { jsPDF: new (options: object) => MiniPdf } }).jspdf;
    const samples: number[] = [];
    for (let i = 0; i < warmup + measured; i++) {
      const started = performance.now();
      const pdf = new jsPDF({ unit: 'mm', format: 'letter', compress: true });
      pdf.setFont('helvetica', 'bold');
      pdf.setFontSize(15);
      pdf.text('CONSTANCIA DE TRABAJO', 108, 40, { align: 'center' });
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(11);
      pdf.text(pdf.splitTextToSize('Quien suscribe hace constar que el funcionario identificado presta sus servicios en esta institución. '.repeat(4), 176), 20, 55);
      const blob = pdf.output('blob');
      await blob.arrayBuffer();
      if (i >= warmup) samples.push(performance.now() - started);
    }
    return samples;
  }, { warmup: WARMUP, measured: MEASURED });
}

/** GET under the API with the token; the envelope's `data`. */
export async function getData<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The app serving the build in `distDir` on PGlite in memory with the demo data (not listening yet). */
export async function startBuiltApp(distDir: string, filesDir: string): Promise<{ database: DatabaseHandle; server: FastifyInstance }> {
  const database = await openDatabase({});
  try {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: true });
    const server = await buildApp({ database, storage: fileStorage(filesDir), jwtSecret: 'bench-browser-secret-bench-browser', version: 'bench', staticDir: distDir });
    return { database, server };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export function chromiumPath(): string | null {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p): p is string => Boolean(p) && existsSync(p!)) ?? null;
}

/**
 * Runs `body` with the app and a signed-in page (`initScripts` run in the page before the
 * app), then closes everything; answers `{ skipped }` when there is no build or no Chromium.
 */
export async function withBrowserApp<T extends object>(root: string, log: (line: string) => void, initScripts: string[], body: (app: BrowserApp) => Promise<T>): Promise<T | { skipped: string }> {
  const distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) return { skipped: `${join(distDir, 'index.html')} does not exist (build it first with \`npx vite build\`; BENCH_DIST_DIR may point to another build folder)` };
  const executable = chromiumPath();
  if (!executable) return { skipped: 'Chromium not found (/usr/bin/chromium, /usr/bin/chromium-browser or CHROMIUM_PATH)' };
  let database: DatabaseHandle | null = null;
  let server: FastifyInstance | null = null;
  let browser: Browser | null = null;
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-bench-browser-'));
  try {
    log('  PGlite in memory with the demo data, the built app, Chromium …');
    ({ database, server } = await startBuiltApp(distDir, filesDir));
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    const token = await login(base);
    browser = await chromium.launch({
      executablePath: executable,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ baseURL: base, locale: 'es-ES', viewport: { width: 1366, height: 850 }, acceptDownloads: true });
    // tsx compiles with esbuild's keepNames: functions passed to page.evaluate call its __name helper.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    for (const content of initScripts) await context.addInitScript({ content });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/home');
    return await body({ base, token, page, distDir, chromium: executable, browserVersion: browser.version() });
  } finally {
    await browser?.close().catch((error) => log(`  closing Chromium failed: ${String(error)}`));
    await server?.close().catch((error) => log(`  closing the app failed: ${String(error)}`));
    await database?.close().catch((error) => log(`  closing the database failed: ${String(error)}`));
    rmSync(filesDir, { recursive: true, force: true });
  }
}
