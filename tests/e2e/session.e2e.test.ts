import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('sign-in, shell and error pages', () => {
  it('shows the login validation messages and refuses a wrong password', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('El usuario es requerido').isVisible()).resolves.toBe(true);
    await expect(page.getByText('La contraseña es requerida').isVisible()).resolves.toBe(true);
    await page.getByLabel('Usuario').fill('ad');
    await page.getByLabel('Contraseña', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('El usuario debe tener al menos 3 caracteres').waitFor();
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(page.url()).toMatch(/\/$/);
    await context.close();
  });

  it('signs in with a welcome toast, stores the token and shows home; /login then goes to /home', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.login(page);
    await page.getByText(/Bienvenido al Sistema de Administración de Personal Policial/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^ey/);
    await expect(page.getByText('Administrador del Sistema').first().isVisible()).resolves.toBe(true);
    await page.goto('/login');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('draws the login page without react-admin or MUI, fetches the app ahead and signs in from the cache', async () => {
    const { page, context } = await e2e.newPage({ fresh: true });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The scripts run after sign-in that the browser took from its cache, not from the server.
    const fromCache = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' && (event.response.fromPrefetchCache || event.response.fromDiskCache)) fromCache.add(new URL(event.response.url).pathname);
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/login');
    await page.getByLabel('Usuario').waitFor();
    // Issue 31: its own light entry — none of the app's components among the scripts it ran.
    const code = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of code) expect(source).not.toMatch(/MuiPaper|MuiButtonBase|RaLayout|RaList/);
    // Once idle it puts the signed-in app's files (listed at build time) in the HTTP cache, without running them.
    const listed = await page.evaluate(() => JSON.parse(document.getElementById('signed-in-app-files')?.textContent ?? '[]') as string[]);
    expect(listed.some((file) => /\/AdminApp-[\w-]+\.js$/.test(file))).toBe(true);
    await page.waitForFunction((count) => document.querySelectorAll('link[rel="prefetch"]').length === count, listed.length);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('/AdminApp-'))).toBe(false);

    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Información del usuario').waitFor();
    await page.getByText(/Bienvenido al Sistema de Administración de Personal Policial/).waitFor();
    expect(fromCache.has(new URL(listed.find((file) => file.includes('/AdminApp-'))!, e2e.baseUrl).pathname)).toBe(true);
    await context.close();
  });

  it('shows a limited role only its sidebar groups and the access summary', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.login(page, 'jperez');
    const sidebar = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    await expect(sidebar.getByText('Auditoría').first().isVisible()).resolves.toBe(true);
    expect(await sidebar.getByText('Configuración').count()).toBe(0);
    await page.goto('/home/configuration/users');
    await page.getByText('No tienes permisos para acceder al módulo de Configuración.').waitFor();
    await context.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.login(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page.getByRole('button', { name: 'Cambiar tema claro/oscuro' }).click();
    await page.waitForFunction((b) => getComputedStyle(document.body).backgroundColor !== b, before);
    const dark = await background();
    await page.reload();
    await page.getByText('Información del usuario').waitFor();
    expect(await background()).toBe(dark);
    await context.close();
  });

  it('answers unknown routes with the 404 page, inside and outside /home', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/no-existe');
    await page.getByText('Pagina no encontrada').waitFor();
    await e2e.login(page);
    await page.goto('/home/no-existe');
    await page.getByText('Pagina no encontrada').waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('logs out, revoking the token, and sends an expired session to login with the message', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.login(page);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.getByRole('button', { name: /perfil|usuario|Administrador del Sistema/i }).first().click();
    await page.getByText('Cerrar sesión').click();
    await page.waitForURL(/\/login$/);
    // Spec 1 §8: the sign-out is confirmed on the login page (and only then, not on expiry).
    await page.getByText('Sesión cerrada exitosamente').waitFor();
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.evaluate((t) => localStorage.setItem('access_token', t ?? ''), token);
    await page.goto('/home');
    await page.getByText('Sesión expirada, por favor inicia sesión nuevamente').waitFor();
    await context.close();
  });

  it('shows the general statistics with their cards and both charts', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.login(page, 'jperez');
    await page.getByRole('menuitem', { name: 'Estadísticas' }).click();
    await page.waitForURL('**/home/statistics');
    await page.getByText('Total de funcionarios').waitFor();
    for (const label of ['Armas', 'Vehículos', 'Medidas disciplinarias', 'Funcionarios activos', 'Funcionarios inactivos', 'Solicitudes pendientes']) {
      await expect(page.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();
    await expect(page.getByText('Masculino').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});
