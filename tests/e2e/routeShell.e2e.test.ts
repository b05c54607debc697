/**
 * The signed-in frame the light entry draws on a /home address (src/session/RouteShell.tsx,
 * issue 31): the officer query's breadcrumb and heading are on screen without any of the
 * app's code, in the place and size the page then draws them, and the page's largest paint
 * is that heading, painted before the app's modules had arrived.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e({ sharedServer: true });
});
afterAll(async () => {
  await e2e?.close();
});

const QUERY = '/home/human-resources/query';
const APP_MODULE = /\/assets\/App-[\w-]+\.js$/;
const TITLE = 'Consulta de Recursos Humanos';

/** The heading's box and the breadcrumb's texts, as drawn now. */
async function header(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: TITLE });
  await heading.waitFor();
  const box = await heading.boundingBox();
  const crumbs = await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem').allInnerTexts();
  return { box, crumbs: crumbs.map((text) => text.trim()).filter((text) => text && text !== '/') };
}

describe('the route shell of a /home address', () => {
  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    it(`draws the query's heading without the app, where the page draws it (${viewport.width}×${viewport.height})`, async () => {
      const { page, context } = await e2e.newPage({ fresh: true });
      await page.setViewportSize(viewport);
      await e2e.login(page);
      await page.route(APP_MODULE, () => undefined);
      await page.goto(QUERY, { waitUntil: 'commit' });
      const shell = await header(page);
      await page.getByRole('status').getByText('Verificando sesión...').waitFor();
      expect(await page.locator('.MuiPaper-root, .MuiAppBar-root').count()).toBe(0);
      expect(await page.locator('[data-route-shell] header').textContent()).toContain(TITLE);

      await page.unroute(APP_MODULE);
      await page.reload();
      await page.locator('.MuiAppBar-root').waitFor();
      await page.getByRole('button', { name: /^Acciones de / }).first().waitFor();
      expect(await page.locator('[data-route-shell]').count()).toBe(0);
      const real = await header(page);
      expect(shell.crumbs).toEqual(real.crumbs);
      expect(shell.box).toEqual(real.box);
      await context.close();
    });
  }

  it("paints the page's largest element before the app's modules have arrived", async () => {
    const { page, context } = await e2e.newPage({ fresh: true });
    await e2e.login(page);
    await page.addInitScript({ content: `
      globalThis.__largest = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) __largest.push({ time: entry.startTime, text: entry.element ? entry.element.textContent : null }); })
        .observe({ type: 'largest-contentful-paint', buffered: true });
    ` });
    await page.goto(QUERY);
    await page.getByRole('button', { name: /^Acciones de / }).first().waitFor();
    const { largest, appArrived } = await page.evaluate(() => ({
      largest: (globalThis as unknown as { __largest: { time: number; text: string | null }[] }).__largest,
      appArrived: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/(?:App|AdminApp|ui)-[\w-]+\.js$/.test(entry.name)).map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
    }));
    expect(largest.length).toBeGreaterThan(0);
    // The last candidate is the shell's heading: the page's identical one that replaces it is no larger.
    expect(largest.at(-1)!.text).toContain(TITLE);
    expect(largest.at(-1)!.time).toBeLessThan(appArrived);
    await context.close();
  });
});
