/**
 * The registry-driven modules and the permission tree in Chromium (issue 15): a user
 * without modules 6 and 7 sees neither the 'Educación Policial' nor the 'Sitio Web'
 * group, and opening a module page by its address shows 'Acceso Denegado' while the
 * session stays (a 403 is not a logout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
// Seeding the demo data on a busy machine can outlast the default hook timeout.
beforeAll(async () => {
  e2e = await startE2e();
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

describe('declared resources and the permission tree', () => {
  it('a transport-only user sees no education or website group and is denied /home/unes without losing the session', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'lhernandez');
    const menu = page.getByRole('navigation').filter({ has: page.getByRole('menuitem', { name: 'Transporte', exact: true }) }).first();
    await page.getByRole('menuitem', { name: 'Transporte', exact: true }).first().waitFor();
    for (const group of ['Educación Policial', 'Sitio Web']) {
      await expect(page.getByRole('menuitem', { name: group, exact: true }).count()).resolves.toBe(0);
    }
    await expect(menu.getByText('Registro UNES').count()).resolves.toBe(0);

    // The API answers 403 to the module's calls; the session is kept.
    const status = await page.evaluate(async () => (await fetch('/api/unes/summary', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })).status);
    expect(status).toBe(403);

    for (const path of ['/home/unes', '/home/unes/query', '/home/evaluation-board', '/home/website/news']) {
      await page.goto(path);
      await page.getByText('Acceso Denegado').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByText('Luisa Hernández').first().waitFor();
    }
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeTruthy();
    // The session still opens the user's own module.
    await page.goto('/home/transport');
    await page.getByRole('heading', { level: 1, name: 'Registro de Transporte' }).waitFor();
    await context.close();
  });

  it('the three module pages fit a phone screen (390×844)', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await e2e.open(page);
    for (const [path, heading] of [['/home/unes', 'Registro de Estudiantes UNES'], ['/home/evaluation-board/evaluations', 'Junta de Evaluación'], ['/home/website/news', 'Gestor de Noticias']]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('tabpanel').locator('.MuiCard-root, table').first().waitFor();
      // Nothing wider than the screen: the page itself does not scroll sideways.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
