/**
 * `npx tsx bench/firstLoad.ts`: the JavaScript a browser loads before the login page and
 * before /home can be used (issue 15), against the bare react-admin floor.
 * - floor: bench/reactAdminFloor (react-admin 5, MUI, polyglot, one resource with list,
 *   edit and show; nothing of ours), built here; everything it has is its first load;
 * - login page: the entry and modulepreloads of dist/index.html (bench/bundle.ts);
 * - /home: every script a fresh page loads until the signed-in home page is drawn and the
 *   network is idle (Resource Timing in Chromium), the login page's own included.
 * Sizes are each file's gzip at level 6. Needs `npx vite build` first (BENCH_DIST_DIR).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureFirstLoad } from './bundle';
import { withBrowserApp } from './browserApp';
import { kb, table } from './stats';

const root = resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);
const times = (bytes: number, floor: number) => `${(bytes / floor).toFixed(3)}×`;

/** gzip -6 bytes of the files under `distDir` named by their URL paths. */
function gzipOf(distDir: string, paths: string[]): number {
  return paths.reduce((sum, path) => {
    const file = join(distDir, decodeURIComponent(path.replace(/^\//, '')));
    return existsSync(file) ? sum + gzipSync(readFileSync(file), { level: 6 }).length : sum;
  }, 0);
}

async function floorBytes(): Promise<number> {
  const configFile = resolve(import.meta.dirname, 'reactAdminFloor/vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  const floor = measureFirstLoad(root, resolve(root, '.tmp/ra-floor'));
  if ('skipped' in floor) throw new Error(floor.skipped);
  return floor.gzipBytes;
}

async function homeScripts(): Promise<{ paths: string[]; distDir: string } | { skipped: string }> {
  return withBrowserApp(root, log, [], async ({ page, distDir }) => {
    // A fresh page of the signed-in session: what opening /home costs.
    const fresh = await page.context().newPage();
    await fresh.goto('/home');
    await fresh.getByRole('heading', { level: 1 }).first().waitFor();
    await fresh.waitForLoadState('networkidle');
    const urls = await fresh.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    return { paths: [...new Set(urls.map((url) => new URL(url).pathname))], distDir };
  });
}

async function main() {
  const floor = await floorBytes();
  const login = measureFirstLoad(root);
  if ('skipped' in login) throw new Error(login.skipped);
  const home = await homeScripts();
  const rows = [
    { metric: 'bare react-admin floor (bench/reactAdminFloor)', result: kb(floor) },
    { metric: `login page: entry + modulepreload (${login.files.length} files)`, result: `${kb(login.gzipBytes)} · ${times(login.gzipBytes, floor)} the floor` },
  ];
  if ('skipped' in home) rows.push({ metric: '/home', result: `skipped: ${home.skipped}` });
  else {
    const bytes = gzipOf(home.distDir, home.paths);
    rows.push({ metric: `/home signed in, until drawn (${home.paths.length} files)`, result: `${kb(bytes)} · ${times(bytes, floor)} the floor` });
  }
  console.log(table('First-load JavaScript (gzip -6)', rows));
}

await main();
