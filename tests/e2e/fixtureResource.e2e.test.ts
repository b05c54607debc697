/**
 * A resource declared only in the tests (tests/fixtures/equiposResource.ts) served end to
 * end in Chromium with no app file edited (issue 15): the app is built with the registry
 * swapped for the real one plus the fixture (fixtureResource/vite.config.ts), the server
 * gets its table and routes from the declaration. The generated screens list with server
 * paging, search after the 500 ms debounce, create with the declaration's Spanish messages,
 * edit, show and delete; the menu entry shows only where the role's tree has its node, and
 * the route otherwise shows 'Acceso Denegado' without ending the session.
 */
import type { Locator, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equiposDeclaration } from '../fixtures/equiposResource';
import fixtureBuildConfig, { FIXTURE_DIST } from './fixtureResource/vite.config';
import { apiSession } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { api, choose } from './support/gunparkAssets';

let e2e: E2eServer;
const SEEDED = 12;
// The fixture build (one more production build of the app) plus the demo seed.
beforeAll(async () => {
  await build({ ...fixtureBuildConfig, configFile: false });
  e2e = await startE2e({ distDir: FIXTURE_DIST, resources: [equiposDeclaration] });
  const admin = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
  for (let n = 1; n <= SEEDED; n++) {
    const serial = `EQ-${String(n).padStart(3, '0')}`;
    await admin.send('POST', 'equipos', { serial, descripcion: n === 7 ? 'Linterna táctica' : `Radio portátil ${n}`, cantidad: n, tipo: 1 + (n % 3) });
  }
}, 420_000);
afterAll(async () => {
  await e2e?.close();
});

const gunparkGroup = (page: Page) => page.getByRole('group', { name: 'Parque de Armas' });
const dataRows = (page: Page) => page.locator('tbody tr');

async function rowMenu(page: Page, row: Locator, entry: string) {
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

describe('fixture resource (equipos) in Chromium', () => {
  it('the administrator finds its menu entry, pages the list and searches after the debounce', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    await gunparkGroup(page).getByRole('menuitem', { name: 'Equipos', exact: true }).click();
    await page.waitForURL('**/home/equipos');
    await page.getByRole('columnheader', { name: 'Serial' }).waitFor();
    for (const header of ['Descripción', 'Cantidad', 'Operativo']) await page.getByRole('columnheader', { name: header }).waitFor();

    // Server paging: 10 rows by default, newest first; 5 per page, then the next page.
    await page.getByText(`1-10 de ${SEEDED}`).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(10);
    await expect.poll(() => dataRows(page).first().innerText()).toContain('EQ-012');
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.getByText(`1-5 de ${SEEDED}`).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText(`6-10 de ${SEEDED}`).waitFor();
    // The previous page stays drawn until the next one arrives.
    await expect.poll(() => dataRows(page).first().innerText()).toContain('EQ-007');

    // Search: one call, no sooner than the 500 ms debounce after typing, accents ignored.
    const typedAt = Date.now();
    const searched = page.waitForRequest((request) => request.url().includes('/api/equipos?') && request.url().includes('search=tactica'));
    await page.getByPlaceholder('Buscar...').fill('tactica');
    await searched;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    await page.getByText('1-1 de 1').waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(1);
    await expect(dataRows(page).first().innerText()).resolves.toMatch(/EQ-007[\s\S]*Linterna táctica/);
    await context.close();
  }, 90_000);

  it('creates with the Spanish messages first, then edits, shows and deletes', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/equipos');
    await page.getByText(`de ${SEEDED}`).first().waitFor();

    await page.getByRole('button', { name: 'Nuevo registro: Equipo' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['El serial es obligatorio', 'La cantidad es obligatoria', 'El tipo es obligatorio']) await dialog.getByText(message).first().waitFor();
    const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await text('Serial').fill('gps-100');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('501');
    await text('Correo del responsable').fill('no-es-correo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['El serial solo admite mayúsculas, números y guiones', 'La cantidad no puede exceder 500', 'Correo del responsable inválido']) await dialog.getByText(message).first().waitFor();
    await text('Serial').fill('GPS-100');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('3');
    await text('Correo del responsable').fill('armeria@policia.gob.ve');
    await text('Descripción').fill('Receptor GPS de patrulla');
    await choose(dialog, page, 'Tipo', 'Operador');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Equipo guardado exitosamente').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /GPS-100/ });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/GPS-100[\s\S]*Receptor GPS de patrulla[\s\S]*3/);
    const [stored] = (await api<{ id: number; tipo: number; operativo: boolean }[]>(page, 'GET', 'equipos?search=GPS-100')).data;
    expect(stored).toMatchObject({ tipo: 3, operativo: true });

    await rowMenu(page, row, 'Editar');
    dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('0');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La cantidad debe ser al menos 1').first().waitFor();
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('7');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Equipo guardado exitosamente').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/Receptor GPS de patrulla\s+7\b/);

    await rowMenu(page, row, 'Ver detalles');
    dialog = page.getByRole('dialog', { name: 'Detalles: Equipo' });
    for (const value of ['GPS-100', 'Receptor GPS de patrulla', 'armeria@policia.gob.ve', 'Operador']) await dialog.getByText(value, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await rowMenu(page, row, 'Eliminar');
    dialog = page.getByRole('dialog');
    await dialog.getByText('Esta acción no se puede deshacer').first().waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    await expect(api(page, 'GET', `equipos/${stored.id}`).then((r) => r.status)).resolves.toBe(404);
    await context.close();
  }, 90_000);

  it('a role with the Parque de Armas node sees the entry (no delete); a transport-only role gets Acceso Denegado and keeps its session', async () => {
    const allowed = await e2e.newPage();
    await e2e.open(allowed.page, '/home', 'crodriguez');
    await gunparkGroup(allowed.page).getByRole('menuitem', { name: 'Equipos', exact: true }).click();
    const row = allowed.page.getByRole('row', { name: /EQ-012/ });
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await allowed.page.getByRole('menuitem', { name: 'Editar', exact: true }).waitFor();
    await expect(allowed.page.getByRole('menuitem', { name: 'Eliminar', exact: true }).count()).resolves.toBe(0);
    await allowed.context.close();

    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'lhernandez');
    await page.getByRole('menuitem', { name: 'Transporte', exact: true }).first().waitFor();
    await expect(page.getByRole('menuitem', { name: 'Equipos', exact: true }).count()).resolves.toBe(0);
    // The generated screen shows the denial in place, keeping its address, as module screens do.
    await page.goto('/home/equipos');
    await page.getByText('Acceso Denegado').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/equipos');
    await page.getByText('No tiene permisos para acceder a este módulo.').waitFor();
    await page.getByText('Luisa Hernández').first().waitFor();
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeTruthy();
    await context.close();
  }, 60_000);
});
