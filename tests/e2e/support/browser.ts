/**
 * End-to-end fixture: the real server with the built browser app on a fresh in-memory
 * database (seeded with the demo accounts), and a headless system Chromium.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { extraResources } from '../../support/extraResources';
import { ADMIN_PASSWORD, createCustomTestApp, DEMO_PASSWORD } from '../../support/testApp';

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
  newPage: () => Promise<{ context: BrowserContext; page: Page }>;
  login: (page: Page, username?: string, password?: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface E2eOptions {
  /** The browser's own language (default Spanish); 'en-US' checks the app stays Spanish. */
  language?: string;
  /** The built app to serve (default: E2E_DIST, else dist/). */
  distDir?: string;
  /** Declarations outside the registry (fixture resources): their tables and routes, as a registry entry gets them. */
  resources?: readonly ResourceDeclaration[];
}

export async function startE2e(options: E2eOptions = {}): Promise<E2eServer> {
  const language = options.language ?? 'es-ES';
  // E2E_DIST lets parallel work build into its own folder (default: the normal build).
  const distDir = resolve(options.distDir ?? process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/index.html missing: run \`npx vite build\` first (npm run test:e2e does)`);
  const server = await createCustomTestApp('pglite', { staticDir: distDir, ...(options.resources?.length ? extraResources(options.resources) : {}) });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
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
      await server.close();
    },
  };
}
