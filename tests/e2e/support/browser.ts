/**
 * End-to-end fixture: the real server with the built browser app on a fresh in-memory
 * database (seeded with the demo accounts), and a headless system Chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { localStorage } from '../../../server/lib/storage';
import { seed } from '../../../server/seed';

export const ADMIN_PASSWORD = 'Admin2026!';
export const DEMO_PASSWORD = 'Demo2026!';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian package "chromium" or set CHROMIUM_PATH');
  return found;
}

export interface E2eServer {
  baseUrl: string;
  browser: Browser;
  newPage: () => Promise<{ context: BrowserContext; page: Page }>;
  login: (page: Page, username?: string, password?: string) => Promise<void>;
  close: () => Promise<void>;
}

/** `language`: the browser's own language (default Spanish); 'en-US' checks the app stays Spanish. */
export async function startE2e(options: { language?: string } = {}): Promise<E2eServer> {
  const language = options.language ?? 'es-ES';
  // E2E_DIST lets parallel work build into its own folder (default: the normal build).
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/ missing: run `npx vite build` first (npm run test:e2e does)');
  const database = await openDatabase({});
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: true });
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-e2e-'));
  const app = await buildApp({ database, storage: localStorage(filesDir), jwtSecret: 'e2e-secret-e2e-secret-e2e-secret', version: '1.0.0', staticDir: distDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [`--lang=${language}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

  const newPage = async () => {
    const context = await browser.newContext({ baseURL: address, locale: language, viewport: { width: 1366, height: 850 }, acceptDownloads: true });
    const page = await context.newPage();
    return { context, page };
  };

  const login = async (page: Page, username = 'admin', password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) => {
    await page.goto('/login');
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Información del usuario').waitFor();
  };

  return {
    baseUrl: address,
    browser,
    newPage,
    login,
    close: async () => {
      await browser.close();
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
