/**
 * Lighthouse (issue 31), mobile preset with its simulated throttling, cold cache: the login
 * page, a public news page and the officer query after sign-in, each LIGHTHOUSE_RUNS times
 * (default 3), medians. The app serves the build (dist/ or BENCH_DIST_DIR) on PGlite with
 * the demo data; Chromium is the system one, started here with a DevTools port that
 * Lighthouse drives. The signed-in page finds the session token in the browser's local
 * storage, which Lighthouse's storage reset leaves alone (it clears the HTTP cache); the
 * other pages are audited with none.
 * `npx tsx bench/lighthouse.ts`, or `BENCH_SUITES=lighthouse npm run bench`. Needs the
 * `lighthouse` package (12.x runs on Node 20); LIGHTHOUSE_MODULE may name its entry file.
 * LIGHTHOUSE_PAGES=login,news,query picks pages (all by default); LIGHTHOUSE_SAVE_DIR keeps
 * each run's full report (JSON) there, for its treemap, bootup-time and main-thread audits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { TOKEN_KEY } from '../dataProvider/constants';
import { login } from './benchRun';
import { chromiumPath, startBuiltApp } from './browserApp';
import { lighthouseTable } from './lighthouseReport';

/** The flags of a quiet, headless Chromium for Lighthouse. */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface LighthouseFlags { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] }
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}
type Lighthouse = (url: string, flags: LighthouseFlags) => Promise<LighthouseResult | undefined>;

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
}

export interface LighthouseReport {
  pages: { name: string; path: string; runs: PageFigures[]; median: PageFigures }[];
  loadBefore: number;
  loadAfter: number;
  chromium: string;
}

export type LighthouseResultOrSkip = LighthouseReport | { skipped: string };

async function loadLighthouse(): Promise<Lighthouse | string> {
  const name = process.env.LIGHTHOUSE_MODULE ?? 'lighthouse';
  try {
    return ((await import(name)) as { default: Lighthouse }).default;
  } catch (error) {
    return `the lighthouse package does not load (${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

/** Starts Chromium with a DevTools port; resolves once it listens. */
function startChromium(executable: string, profileDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(executable, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolved, failed) => {
    let output = '';
    const timer = setTimeout(() => failed(new Error(`Chromium did not open its DevTools port in 30 s: ${output.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolved({ child, port: Number(port) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`Chromium exited (${code}): ${output.slice(-500)}`));
    });
  });
}

/** Stops the Chromium started here and waits until it has exited (its profile is removed next). */
function stopChromium(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((stopped) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      stopped();
    });
    child.kill('SIGTERM');
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figuresOf(result: LighthouseResult | undefined, url: string): PageFigures {
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
  };
}

const ATTEMPTS = 4;

/**
 * One audit, tried again when Lighthouse itself fails: on a loaded machine Chromium may not
 * hand over the page's body within the 1 s Lighthouse gives it. Each failure is logged.
 */
async function auditedWithRetry(audit: () => Promise<LighthouseResult | undefined>, url: string, log: (line: string) => void): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return figuresOf(await audit(), url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      log(`  attempt ${attempt}: ${error instanceof Error ? error.message : String(error)} — once more`);
    }
  }
}

/** Each figure's median over the runs, on its own. */
function medianOf(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

export async function benchLighthouse(root: string, log: (line: string) => void): Promise<LighthouseResultOrSkip> {
  const distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
  const executable = chromiumPath();
  if (!executable) return { skipped: 'Chromium not found (/usr/bin/chromium, /usr/bin/chromium-browser or CHROMIUM_PATH)' };
  const lighthouse = await loadLighthouse();
  if (typeof lighthouse === 'string') return { skipped: lighthouse };
  const runCount = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-bench-lighthouse-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'policia-bench-chromium-'));
  const { database, server } = await startBuiltApp(distDir, filesDir);
  let browser: ChildProcess | null = null;
  try {
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    const [news] = await database.rawQuery('select slug from news where status = 3 and publish_date <= current_date and (expiry_date is null or expiry_date >= current_date) order by id limit 1');
    if (!news) throw new Error('the demo data has no published news item');
    const newsPath = `/noticias/${String(news.slug)}`;
    const started = await startChromium(executable, profileDir);
    browser = started.child;
    const token = await login(base);
    /**
     * The signed-in page finds the administrator's session in the profile's local storage;
     * the others must find none (with one, '/login' is a signed-in user sent to /home).
     */
    const setSession = async (value: string | null) => {
      const cdp = await playwright.connectOverCDP(`http://127.0.0.1:${started.port}`);
      const setup = await cdp.contexts()[0].newPage();
      await setup.goto(`${base}/favicon.svg`);
      await setup.evaluate(([key, stored]) => (stored === null ? localStorage.removeItem(key) : localStorage.setItem(key, stored)), [TOKEN_KEY, value] as const);
      await setup.close();
      const version = cdp.version();
      // Disconnects only (the default context stays): Lighthouse alone drives the browser.
      await cdp.close();
      return version;
    };
    const chromiumVersion = await setSession(null);
    const loadBefore = loadavg()[0];
    const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((key) => key.trim());
    const pages = [
      { key: 'login', name: 'inicio de sesión', path: '/login', signedIn: false },
      { key: 'news', name: 'noticia pública', path: newsPath, signedIn: false },
      { key: 'query', name: 'consulta de funcionarios (con sesión)', path: '/home/human-resources/query', signedIn: true },
    ].filter((page) => !chosen || chosen.includes(page.key));
    const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const report: LighthouseReport['pages'] = [];
    for (const page of pages) {
      const runs: PageFigures[] = [];
      await setSession(page.signedIn ? token : null);
      for (let i = 0; i < runCount; i++) {
        const url = `${base}${page.path}`;
        const audit = async () => {
          const result = await lighthouse(url, { port: started.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
          if (saveDir && result) writeFileSync(join(saveDir, `${page.key}-${i + 1}.json`), JSON.stringify(result.lhr));
          return result;
        };
        runs.push(await auditedWithRetry(audit, url, log));
        log(`  ${page.name} run ${i + 1}: performance ${runs[i].performance}, LCP ${Math.round(runs[i].lcpMs)} ms, TBT ${Math.round(runs[i].tbtMs)} ms, ${Math.round(runs[i].bytes / 1024)} KiB`);
      }
      report.push({ name: page.name, path: page.path.startsWith('/noticias/') ? '/noticias/{slug}' : page.path, runs, median: medianOf(runs) });
    }
    return { pages: report, loadBefore, loadAfter: loadavg()[0], chromium: chromiumVersion };
  } finally {
    if (browser) await stopChromium(browser);
    await server.close().catch((error: unknown) => log(`  closing the app failed: ${String(error)}`));
    await database.close().catch((error: unknown) => log(`  closing the database failed: ${String(error)}`));
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/lighthouse.ts`: this suite alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const verdicts: string[] = [];
  benchLighthouse(resolve(import.meta.dirname, '..'), console.log).then((report) => {
    console.log(lighthouseTable(report, (what, pass, result) => {
      const status = pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL';
      verdicts.push(`${status} ${what}: ${result}`);
      return status;
    }));
    console.log(verdicts.join('\n'));
    process.exit(0);
  }, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
