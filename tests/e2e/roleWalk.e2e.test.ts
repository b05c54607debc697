/**
 * Nothing is offered that the server will refuse (issues 20 and 28): every demo user walks
 * every sidebar entry they see, every tab of each screen, opens each visible primary button
 * of the screen, follows each link the screen offers into the app (the placeholder modules'
 * 'Ir a Transporte'...), and presses each action of the list's first row, its row menu's
 * entries included (dialogs are closed with Escape, nothing is saved). Every API answer 403
 * and every 'Acceso Denegado' screen reached is recorded. Prints a table user → refusals and
 * fails if any user has one.
 * Users walk side by side, each in its own browser context (WALKERS at a time); after each
 * step the walk waits until the page is done (support/quiet.ts), not a fixed pause.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { visitInApp } from './support/navigation';
import { trackQuiet } from './support/quiet';
import { slots } from './support/slots';

/** The seeded demo accounts (server/seed/demoAccounts.ts, server/medical/demoData.ts, server/disciplinary/demoStaff.ts) and the administrator. */
const USERS = ['admin', 'mgonzalez', 'jperez', 'crodriguez', 'lhernandez', 'amartinez', 'educacion', 'web', 'dmedina', 'ybriceno', 'gcolmenares'];

/** Buttons that would change data or leave the screen for good: never pressed by the walk. */
const NEVER_PRESS = /guardar|eliminar|aprobar|rechazar|finalizar|publicar|confirmar|cerrar sesión|enviar|descargar|exportar|imprimir|desasignar|despublicar|anular/i;

/** The administrator may do everything: its walk skips the row actions, which only a limited role can be refused. */
const WALKS_ROW_ACTIONS = (username: string) => username !== 'admin';

/** Links a screen offers into the app, followed at most this many per screen. */
const LINKS_PER_SCREEN = 8;

/** Users walking at once: each mostly waits on the server and the browser, so two cores keep three busy. */
const WALKERS = 3;
const walker = slots(WALKERS);

let e2e: E2eServer;
const refusedByUser = new Map<string, string[]>();

beforeAll(async () => {
  e2e = await startE2e({ sharedServer: true });
});
afterAll(async () => {
  console.log(`\nLlamadas rechazadas (403) y pantallas «Acceso Denegado» por usuario durante el recorrido:\n${USERS.map((user) => `  ${user.padEnd(12)} ${refusedByUser.get(user)?.length ?? '-'}`).join('\n')}\n`);
  await e2e?.close();
});

async function closeOverlays(page: Page) {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    // The dialog's closing transition: gone, or still there for the next Escape.
    await page.getByRole('dialog').last().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  }
}

/** Records the screen if it says 'Acceso Denegado' (an offered way in that the app refuses). */
async function noteDenied(page: Page, refused: string[], how: string) {
  const denied = page.locator('#main-content').getByText('Acceso Denegado', { exact: false });
  if (await denied.first().isVisible().catch(() => false)) refused.push(`'Acceso Denegado' en ${new URL(page.url()).pathname} (${how})`);
}

interface Walk {
  page: Page;
  settle: () => Promise<void>;
  refused: string[];
  rowActions: boolean;
  /** Paths already walked (sidebar entries and links followed). */
  seen: Set<string>;
}

/** The row's buttons by name, then each entry of a row menu they open, each pressed after a fresh visit. */
async function walkFirstRow(walk: Walk, route: string) {
  const { page, settle } = walk;
  const row = () => page.locator('#main-content tbody tr').first().locator('button:visible:not([disabled])');
  const names = async () => (await row().evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))).map((n) => n.trim());
  for (const name of [...new Set(await names())].filter((n) => n && !NEVER_PRESS.test(n))) {
    await visitInApp(page, route, settle);
    const button = page.locator('#main-content tbody tr').first().getByRole('button', { name, exact: true }).first();
    if (!(await button.isVisible().catch(() => false))) continue;
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    await settle();
    const items = page.getByRole('menu').last().getByRole('menuitem');
    const entries = (await items.allInnerTexts().catch(() => [] as string[])).map((t) => t.trim()).filter((t) => t && !NEVER_PRESS.test(t));
    if (entries.length === 0) {
      await noteDenied(page, walk.refused, name);
      await closeOverlays(page);
      continue;
    }
    await page.keyboard.press('Escape');
    for (const entry of entries) {
      await visitInApp(page, route, settle);
      await page.locator('#main-content tbody tr').first().getByRole('button', { name, exact: true }).first().click({ timeout: 5_000 }).catch(() => undefined);
      await page.getByRole('menu').last().getByRole('menuitem', { name: entry }).first().click({ timeout: 5_000 }).catch(() => undefined);
      await settle();
      await noteDenied(page, walk.refused, `${name} › ${entry}`);
      await closeOverlays(page);
    }
  }
}

/** Follows each link into the app the screen shows that the walk has not seen yet. */
async function followLinks(walk: Walk, route: string) {
  const { page, settle } = walk;
  await visitInApp(page, route, settle);
  const paths = await page.locator('#main-content a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href)).filter((u) => u.origin === location.origin && u.pathname.startsWith('/home')).map((u) => u.pathname));
  for (const path of [...new Set(paths)].filter((p) => !walk.seen.has(p)).slice(0, LINKS_PER_SCREEN)) {
    walk.seen.add(path);
    await visitInApp(page, path, settle);
    await noteDenied(page, walk.refused, `enlace en ${route}`);
  }
}

/** Every tab of the screen, then each primary button of it (a fresh visit each, so one dialog does not hide the next). */
async function walkScreen(walk: Walk, route: string) {
  const { page, settle } = walk;
  await visitInApp(page, route, settle);
  const tabs = page.locator('#main-content').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click().catch(() => undefined);
    await settle();
  }
  await visitInApp(page, route, settle);
  const primary = page.locator('#main-content .MuiButton-contained:visible:not([disabled])');
  const labels = (await primary.allInnerTexts()).map((t) => t.trim()).filter((t) => t && !NEVER_PRESS.test(t));
  for (const label of [...new Set(labels)]) {
    if (!page.url().endsWith(route)) await visitInApp(page, route, settle);
    await primary.filter({ hasText: label }).first().click({ timeout: 5_000 }).catch(() => undefined);
    await settle();
    await noteDenied(page, walk.refused, label);
    await closeOverlays(page);
  }
  if (walk.rowActions) await walkFirstRow(walk, route);
  await followLinks(walk, route);
}

async function walkUser(username: string): Promise<string[]> {
  const { page, context } = await e2e.newPage();
  const refused: string[] = [];
  refusedByUser.set(username, refused);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() === 403 && url.pathname.startsWith('/api/')) refused.push(`${response.request().method()} ${url.pathname} (en ${new URL(page.url()).pathname})`);
  });
  const quiet = trackQuiet(page);
  // As 'networkidle' did: a screen still busy after 10 s is walked on (its refused calls are still recorded).
  const settle = () => quiet.settle(10_000).catch(() => undefined);
  await e2e.open(page, '/home', username);
  await settle();
  const hrefs = await page.getByRole('menu').first().locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const walk: Walk = { page, settle, refused, rowActions: WALKS_ROW_ACTIONS(username), seen: new Set(hrefs) };
  for (const route of [...new Set(hrefs)]) await walkScreen(walk, route);
  await context.close();
  return refused;
}

describe.concurrent('every demo role walks its screens without a refused call', () => {
  for (const username of USERS) {
    // The test's own expect: tests running side by side each count their own assertions.
    it(`${username}`, { timeout: 900_000 }, async ({ expect }) => {
      const refused = await walker(() => walkUser(username));
      expect(refused, `${username}: ${refused.join('; ')}`).toEqual([]);
    });
  }
});
