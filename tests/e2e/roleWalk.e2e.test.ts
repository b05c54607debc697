/**
 * Nothing is offered that the server will refuse (issue 20): every demo user walks every
 * sidebar entry they see, every tab of each screen, and opens each visible primary button
 * of the screen (dialogs are closed with Escape, nothing is saved), while every API answer
 * 403 is recorded. Prints a table user → refused calls and fails if any user has one.
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
const USERS = ['admin', 'mgonzalez', 'jperez', 'crodriguez', 'lhernandez', 'amartinez', 'educacion', 'web', 'dmedina', 'ybriceno'];

/** Buttons that would change data or leave the screen for good: never pressed by the walk. */
const NEVER_PRESS = /guardar|eliminar|aprobar|rechazar|finalizar|publicar|confirmar|cerrar sesión|enviar|descargar|exportar|imprimir/i;

/** Users walking at once: each mostly waits on the server and the browser, so two cores keep three busy. */
const WALKERS = 3;
const walker = slots(WALKERS);

let e2e: E2eServer;
const refusedByUser = new Map<string, string[]>();

beforeAll(async () => {
  e2e = await startE2e({ sharedServer: true });
});
afterAll(async () => {
  console.log(`\nLlamadas rechazadas (403) por usuario durante el recorrido:\n${USERS.map((user) => `  ${user.padEnd(12)} ${refusedByUser.get(user)?.length ?? '-'}`).join('\n')}\n`);
  await e2e?.close();
});

async function closeOverlays(page: Page) {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    // The dialog's closing transition: gone, or still there for the next Escape.
    await page.getByRole('dialog').last().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  }
}

/** Every tab of the screen, then each primary button of it (a fresh visit each, so one dialog does not hide the next). */
async function walkScreen(page: Page, route: string, settle: () => Promise<void>) {
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
    await closeOverlays(page);
  }
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
  await e2e.login(page, username);
  await settle();
  const hrefs = await page.getByRole('menu').first().locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const route of [...new Set(hrefs)]) await walkScreen(page, route, settle);
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
