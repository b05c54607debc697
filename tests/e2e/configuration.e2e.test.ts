import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { captureOpenedUrls, openedWorkbook } from './support/openedLinks';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('users, roles and the audit viewer', () => {
  it('creates, edits, disables and deletes a user, and exports the list to Excel', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/configuration/users');
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El nombre de usuario es requerido').waitFor();
    await expect(dialog.getByText('El correo electrónico es requerido').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('El rol es requerido').isVisible()).resolves.toBe(true);

    await dialog.getByLabel(/^Usuario/).fill('pruebae2e');
    await dialog.getByLabel('Correo electrónico').fill('pruebae2e@policia.gob.ve');
    await dialog.getByLabel('Nombre completo').fill('Prueba Ñáñez');
    await dialog.getByLabel('Contraseña').fill('Secreta2026');
    await dialog.getByLabel('Rol').click();
    await page.getByRole('option', { name: 'Auditor' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario guardado exitosamente').waitFor();
    const row = page.getByRole('row', { name: /pruebae2e/ });
    await row.waitFor();
    await expect(row.getByText('Auditor').isVisible()).resolves.toBe(true);

    await row.getByRole('button', { name: /Editar/ }).click();
    await page.getByRole('dialog').getByLabel('Nombre completo').fill('Prueba Editada');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('row', { name: /Prueba Editada/ }).waitFor();

    await page.getByRole('row', { name: /pruebae2e/ }).getByRole('switch', { name: /Cambiar estado/ }).click();
    await page.getByText('Estado del usuario actualizado exitosamente').waitFor();

    // The app opens the signed link in a new tab; capture it and download it without the session.
    await captureOpenedUrls(page);
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await page.getByText('Archivo Excel generado exitosamente').waitFor();
    const workbook = await openedWorkbook(page);
    const usernames = workbook.worksheets[0].getColumn(1).values.map(String);
    expect(usernames).toContain('pruebae2e');

    await page.getByRole('row', { name: /pruebae2e/ }).getByRole('button', { name: /Eliminar/ }).click();
    await page.getByRole('dialog').getByText('Esta acción no se puede deshacer').waitFor();
    await expect(page.getByRole('dialog').getByText('Eliminar Usuario').isVisible()).resolves.toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Usuario eliminado exitosamente').waitFor();
    await page.getByRole('row', { name: /pruebae2e/ }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('cascades the role tree and restores it when editing', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/configuration/roles');
    await page.getByRole('button', { name: 'Nuevo Rol' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre del rol').fill('Rol 1');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El nombre solo puede contener letras y espacios').waitFor();
    await dialog.getByLabel('Nombre del rol').fill('Jefatura de Parque');

    await dialog.getByRole('checkbox', { name: 'Gestión Administrativa', exact: true }).check();
    await dialog.getByRole('button', { name: /Expandir todo/ }).click();
    const weapons = dialog.getByRole('checkbox', { name: 'Gestión Administrativa / Parque de Armas', exact: true });
    await expect(weapons.isChecked()).resolves.toBe(true);
    const transportEdit = dialog.getByRole('checkbox', { name: 'Gestión Administrativa / Transporte / Editar', exact: true });
    await expect(transportEdit.isChecked()).resolves.toBe(true);
    await dialog.getByRole('checkbox', { name: 'Gestión Administrativa / Transporte', exact: true }).uncheck();
    await expect(transportEdit.isChecked()).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Rol guardado exitosamente').waitFor();

    await page.getByRole('row', { name: /Jefatura de Parque/ }).getByRole('button', { name: /Editar/ }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('button', { name: /Expandir todo/ }).click();
    await expect(edit.getByRole('checkbox', { name: 'Gestión Administrativa / Parque de Armas / Registrar', exact: true }).isChecked()).resolves.toBe(true);
    await expect(edit.getByRole('checkbox', { name: 'Gestión Administrativa / Transporte / Editar', exact: true }).isChecked()).resolves.toBe(false);
    await expect(edit.getByRole('checkbox', { name: 'Recursos Humanos', exact: true }).isChecked()).resolves.toBe(false);
    await context.close();
  });

  it('shows the actions just made in the audit viewer, with the password redacted', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/audits', 'jperez');
    const loginRow = page.getByRole('row', { name: /Inicio de sesión/ }).first();
    await loginRow.waitFor();
    await loginRow.getByRole('button', { name: /Ver detalle/ }).click();
    const detail = page.getByRole('dialog');
    await detail.getByText('Detalle del Log').waitFor();
    await expect(detail.getByText('[REDACTADO]').first().isVisible()).resolves.toBe(true);
    await expect(detail.getByText('Demo2026!').count()).resolves.toBe(0);
    await context.close();
  });
});
