/**
 * End-to-end fixture: the real server with the built browser app on a fresh in-memory
 * database (seeded with the demo accounts), and a headless system Chromium.
 *
 * A worker process runs many files one after the other (vitest.e2e.config.ts: isolate
 * false), and they share what is costly to start: one Chromium per language for the whole
 * worker (each file gets its own contexts, closed at its end), and, for files that only read
 * (`sharedServer`), one server on the untouched demo database. Both end with the worker.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { extraResources } from '../../support/extraResources';
import { TOKEN_KEY } from '../../../dataProvider/constants';
import { ADMIN_PASSWORD, createCustomTestApp, DEMO_PASSWORD } from '../../support/testApp';
import { trackQuiet } from './quiet';

export { ADMIN_PASSWORD, DEMO_PASSWORD };

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian package "chromium" or set CHROMIUM_PATH');
  return found;
}

export interface E2eServer {
  baseUrl: string;
  browser: Browser;
  /**
   * A page in a context of its own: one a test of this file closed (see `reusable`), else a
   * new one. `fresh`: always a new one, with empty caches (tests of what a first load fetches).
   */
  newPage: (options?: { fresh?: boolean }) => Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in through the login screen, as a user does, and waits for /home. */
  login: (page: Page, username?: string, password?: string) => Promise<void>;
  /**
   * Opens `path` already signed in as `username`: the token comes from the API and is stored
   * where the login screen stores it, so the app starts on `path` as after a reload. For the
   * tests whose subject is not the sign-in (the login screen has its own, session.e2e):
   * a fresh page's sign-in screen and its /home cost more than the screen under test.
   */
  open: (page: Page, path?: string, username?: string, password?: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface E2eOptions {
  /** The browser's own language (default Spanish); 'en-US' checks the app stays Spanish. */
  language?: string;
  /** The built app to serve (default: E2E_DIST, else dist/). */
  distDir?: string;
  /** Declarations outside the registry (fixture resources): their tables and routes, as a registry entry gets them. */
  resources?: readonly ResourceDeclaration[];
  /**
   * The worker's server on the demo database, shared with the other files that ask for it: only
   * for files that change nothing stored (no save, no upload, no role or user created) and whose
   * outcome does not depend on what others leave in it (the audit trail grows with every
   * sign-in and call: a file that reads it, like the accessibility walks, keeps its own server).
   * Not with `resources` or `distDir`.
   */
  sharedServer?: boolean;
}

interface RunningServer {
  baseUrl: string;
  close: () => Promise<void>;
}

const browsers = new Map<string, Promise<Browser>>();
let sharedServer: Promise<RunningServer> | undefined;

function launchBrowser(language: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [`--lang=${language}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** This worker's Chromium for `language` (the flag --lang is set at launch), launched on first use. */
function workerBrowser(language: string): Promise<Browser> {
  let browser = browsers.get(language);
  if (!browser) {
    browser = launchBrowser(language);
    browsers.set(language, browser);
    void browser.then((b) => b.on('disconnected', () => browsers.delete(language)), () => browsers.delete(language));
  }
  return browser;
}

async function startServer(distDir: string, resources?: readonly ResourceDeclaration[]): Promise<RunningServer> {
  const server = await createCustomTestApp('pglite', { staticDir: distDir, ...(resources?.length ? extraResources(resources) : {}) });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, close: () => server.close() };
}

/** The worker's shared server (see E2eOptions.sharedServer), started on first use. */
function workerServer(distDir: string): Promise<RunningServer> {
  sharedServer ??= startServer(distDir);
  const started = sharedServer;
  started.catch(() => {
    if (sharedServer === started) sharedServer = undefined;
  });
  return started;
}

function distFolder(distDir?: string): string {
  // E2E_DIST lets parallel work build into its own folder (default: the normal build).
  const folder = resolve(distDir ?? process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(folder, 'index.html'))) throw new Error(`${folder}/index.html missing: run \`npx vite build\` first (npm run test:e2e does)`);
  return folder;
}

export async function startE2e(options: E2eOptions = {}): Promise<E2eServer> {
  const language = options.language ?? 'es-ES';
  if (options.sharedServer && (options.resources?.length || options.distDir)) throw new Error('sharedServer serves the default build with the registry only');
  const distDir = distFolder(options.distDir);
  const server = options.sharedServer ? await workerServer(distDir) : await startServer(distDir, options.resources);
  const address = server.baseUrl;
  const browser = await workerBrowser(language);
  // The contexts open before this file started (none: files run one at a time in a worker) are not this file's to close.
  const before = new Set(browser.contexts());

  // Contexts this file's tests have closed, cleared and waiting for its next `newPage`.
  const idle: BrowserContext[] = [];
  const closeForGood = new Map<BrowserContext, () => Promise<void>>();

  /**
   * The app's first start in a new context costs about 2.5 s of CPU more than in a used one:
   * each context has its own HTTP cache, and with it V8's compiled code of the bundle. So a
   * test's `context.close()` keeps the context for the file's next test instead: its pages
   * close, its cookies, permissions and local storage are cleared (sessionStorage belongs to
   * the closed pages), and only the HTTP cache (no-store for every API answer) remains.
   */
  const reusable = (context: BrowserContext): BrowserContext => {
    closeForGood.set(context, context.close.bind(context));
    context.close = async () => {
      if (idle.includes(context)) return;
      await Promise.all(context.pages().map((page) => page.close()));
      await context.clearCookies();
      await context.clearPermissions();
      const blank = await context.newPage();
      await blank.goto('/api/health');
      await blank.evaluate(() => localStorage.clear());
      await blank.close();
      idle.push(context);
    };
    return context;
  };

  const newPage = async ({ fresh = false } = {}) => {
    const used = fresh ? undefined : idle.pop();
    const context = used ?? reusable(await browser.newContext({ baseURL: address, locale: language, viewport: { width: 1366, height: 850 }, acceptDownloads: true }));
    const page = await context.newPage();
    // Its requests are counted from the start, for the waits of support/quiet.ts.
    trackQuiet(page);
    return { context, page };
  };

  const passwordOf = (username: string) => (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);

  const login = async (page: Page, username = 'admin', password = passwordOf(username)) => {
    await page.goto('/login');
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Información del usuario').waitFor();
  };

  const open = async (page: Page, path = '/home', username = 'admin', password = passwordOf(username)) => {
    const response = await fetch(`${address}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
    const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
    // Stored once, before the page's first script runs: a later sign-out in the test stays signed out.
    await page.addInitScript(([key, value]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }, [TOKEN_KEY, token] as const);
    await page.goto(path);
    if (path === '/home') await page.getByText('Información del usuario').waitFor();
  };

  return {
    baseUrl: address,
    browser,
    newPage,
    login,
    open,
    close: async () => {
      // Every context this file opened (also those made with browser.newContext); the browser stays for the next file.
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => (closeForGood.get(context) ?? (() => context.close()))()));
      if (!options.sharedServer) await server.close();
    },
  };
}
