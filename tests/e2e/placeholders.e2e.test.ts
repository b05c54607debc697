/**
 * The placeholder modules in Chromium (spec 3 §2.1, §2.11): every route opens its module
 * page on the right sub-view (heading, breadcrumb and a key figure or text), the sidebar
 * groups reach them, and the links between modules go where the spec says (armory view →
 * /home/gunpark/query, students view → /home/unes, equipment view → /home/equipment,
 * vehicles view → /home/transport). /home/unes is another module: only its URL is checked.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
let page: Page;
beforeAll(async () => {
  e2e = await startE2e({ sharedServer: true });
  ({ page } = await e2e.newPage());
  await e2e.open(page);
});
afterAll(async () => {
  await e2e?.close();
});

/** Route → module heading, sub-view heading (none on the main view) and a text that must show. */
const ROUTES: [string, string, string | null, string][] = [
  ['/home/services', 'Servicios', null, 'Nueva Solicitud'],
  ['/home/services/requests', 'Servicios', 'Solicitudes', 'Gestión de solicitudes próximamente'],
  ['/home/services/external', 'Servicios', 'Servicios Externos', 'Gestión de servicios externos próximamente'],
  ['/home/inspection', 'Inspecciones', null, '280'],
  ['/home/inspection/reports', 'Inspecciones', 'Reportes de Inspección', 'Reporte general de inspecciones'],
  ['/home/exam', 'Exámenes', null, '1.250'],
  ['/home/exam/schedule', 'Exámenes', 'Programación de Exámenes', 'Programación de exámenes próximamente'],
  ['/home/exam/results', 'Exámenes', 'Resultados', '78,5'],
  ['/home/equipment', 'Gestión de Equipos', null, '980'],
  ['/home/equipment/inventory', 'Gestión de Equipos', 'Inventario de Equipos', 'Chalecos antibalas'],
  ['/home/equipment/assignments', 'Gestión de Equipos', 'Asignaciones de Equipos', 'Funcionalidad disponible próximamente'],
];

const main = () => page.locator('main, #main-content').first();

describe('placeholder modules', () => {
  it.each(ROUTES)('%s shows its heading and content', async (route, title, subTitle, text) => {
    await page.goto(route);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.innerText()).resolves.toMatch(new RegExp(`^Inicio\\s*/\\s*${title}${subTitle ? `\\s*/\\s*${subTitle}` : ''}$`));
    if (subTitle) await page.getByRole('heading', { level: 2, name: subTitle, exact: true }).waitFor();
    else await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBe(0);
    await main().getByText(text, { exact: true }).first().waitFor();
  });

  it('the sidebar groups open every module and its sub-views, with no API call', async () => {
    await page.goto('/home');
    await page.getByText('Información del usuario').waitFor();
    const calls: string[] = [];
    const record = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    };
    page.on('request', record);
    const sidebar = (href: string) => page.locator(`.RaMenu-open a[href="${href}"]`);
    for (const [route, title, subTitle] of ROUTES) {
      await sidebar(route).click();
      await page.waitForURL(new RegExp(`${route}$`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      if (subTitle) await page.getByRole('heading', { level: 2, name: subTitle, exact: true }).waitFor();
    }
    // Inside a sub-view, the module's own entry opens the main view again.
    await sidebar('/home/exam/results').click();
    await page.getByRole('heading', { level: 2, name: 'Resultados' }).waitFor();
    await sidebar('/home/exam').click();
    await page.waitForURL(/\/home\/exam$/);
    await page.getByRole('heading', { name: 'Exámenes activos', exact: true }).waitFor();
    page.off('request', record);
    expect(calls).toEqual([]);
  });

  it('armory view: Buscar arma específica opens /home/gunpark/query; Iniciar inspección masiva says it is coming', async () => {
    await page.goto('/home/inspection');
    await page.getByRole('button', { name: 'Armamento', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Inspección de Armamento' }).waitFor();
    await main().getByRole('button', { name: 'Iniciar inspección masiva' }).click();
    await page.getByText('Funcionalidad disponible próximamente').waitFor();
    await main().getByRole('link', { name: 'Buscar arma específica' }).click();
    await page.waitForURL('**/home/gunpark/query');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('equipment view → /home/equipment, vehicles view → /home/transport', async () => {
    await page.goto('/home/inspection');
    await page.getByRole('button', { name: 'Equipamiento', exact: true }).click();
    await main().getByRole('link', { name: 'Ir a Gestión de Equipos' }).click();
    await page.waitForURL(/\/home\/equipment$/);
    await page.getByRole('heading', { level: 1, name: 'Gestión de Equipos' }).waitFor();
    await page.goto('/home/inspection');
    await page.getByRole('button', { name: 'Vehículos', exact: true }).click();
    await main().getByRole('link', { name: 'Ir a Transporte' }).click();
    await page.waitForURL(/\/home\/transport$/);
  });

  it('students view → /home/unes', async () => {
    await page.goto('/home/exam');
    await page.getByRole('button', { name: 'Estudiantes', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Estudiantes' }).waitFor();
    await main().getByRole('link', { name: 'Ir al Registro de Estudiantes' }).click();
    await page.waitForURL(/\/home\/unes$/);
  });
});
