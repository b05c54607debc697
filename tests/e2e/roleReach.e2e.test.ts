/**
 * The roles editor grants what it shows (issue 20; spec 1 §4, §6): ticking only
 * 'Gestión Administrativa > Transporte' selects the module too, the counter and the chip
 * count what the role reaches, and a user with that role reaches Transporte and nothing
 * else: the sidebar offers only it (plus what every user sees), the home page lists only
 * its module, and other module routes answer 'Acceso Denegado'.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { api } from './support/gunparkAssets';

const shot = (name: string) => join(tmpdir(), `roles-${name}.png`);

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('a role built by ticking one sub-module', () => {
  it('reaches that sub-module and nothing else', async () => {
    const admin = await e2e.newPage();
    await e2e.open(admin.page, '/home/configuration/roles');
    await admin.page.getByRole('button', { name: 'Nuevo Rol' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Nombre del rol').fill('Solo Transporte');
    await dialog.getByRole('button', { name: 'Expandir Gestión Administrativa' }).click();
    await dialog.getByRole('checkbox', { name: 'Gestión Administrativa / Transporte', exact: true }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Gestión Administrativa', exact: true }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: 'Gestión Administrativa / Parque de Armas', exact: true }).isChecked()).resolves.toBe(false);
    await dialog.getByText('5 de 75 seleccionados').waitFor();
    await dialog.getByText('Acceso parcial (5 de 9)').waitFor();
    await admin.page.screenshot({ path: shot('editor-transport-only') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.page.getByText('Rol guardado exitosamente').waitFor();

    const roles = await api<{ id: number; roleName: string }[]>(admin.page, 'GET', 'roles?search=Solo%20Transporte');
    const roleId = roles.data.find((r) => r.roleName === 'Solo Transporte')!.id;
    const created = await api(admin.page, 'POST', 'users', {
      username: 'solotransporte', email: 'solotransporte@policia.gob.ve', fullname: 'Usuario Solo Transporte', password: 'Demo2026!', roleId,
    });
    expect(created.status).toBe(201);
    await admin.context.close();

    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'solotransporte', 'Demo2026!');
    // Home lists only the module the role reaches.
    const access = page.locator('.MuiCard-root').filter({ hasText: 'Acceso por módulo' });
    await access.getByText('Gestión Administrativa').waitFor();
    await expect(access.locator('li').count()).resolves.toBe(1);

    const menu = page.getByRole('menu').first();
    await menu.getByRole('menuitem', { name: 'Registro de Transporte' }).waitFor();
    for (const absent of ['Parque de Armas', 'Recursos Humanos', 'Disciplinario', 'Configuración', 'Auditoría', 'Permisos', 'Médico']) {
      await expect(page.getByRole('button', { name: absent, exact: true }).count(), absent).resolves.toBe(0);
    }
    await expect(menu.getByRole('menuitem', { name: 'Búsqueda Rápida' }).count()).resolves.toBe(0);

    await menu.getByRole('menuitem', { name: 'Registro de Transporte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Registro de Transporte' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    for (const route of ['/home/gunpark', '/home/human-resources/query', '/home/configuration/roles', '/home/audits', '/home/quick-search']) {
      await page.goto(route);
      await page.getByText('Acceso Denegado').waitFor();
    }
    await context.close();
  });
});
