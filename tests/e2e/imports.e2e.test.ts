/**
 * 'Importar Excel' in Chromium (issue 30), on the stations list: the template, a file
 * with an error checked (nothing stored), the error workbook fixed in place and uploaded
 * again, the import with its result, the new rows in the list, and 'Importaciones'. The
 * same three steps on a movement (re-entries), whose file only creates and whose rows
 * meet the repository's rules (an active officer cannot re-enter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, daysAgo, type History, type Officer } from './support/apiSession';
import { DEMO_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { captureOpenedUrls, chooseWorkbook, openedWorkbook } from './support/openedLinks';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('Importar Excel', () => {
  it('template → check with an error → error workbook fixed → import → Importaciones', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/gunpark');
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Estaciones desde Excel' });
    await captureOpenedUrls(page);

    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    const template = await openedWorkbook(page);
    const sheet = template.getWorksheet('Estaciones')!;
    expect((sheet.getRow(1).values as string[]).slice(1, 3)).toEqual(['Nombre *', 'Código *']);
    expect(template.getWorksheet('Instrucciones')).toBeDefined();

    // The template filled in: the second row lacks its code.
    sheet.addRow(['Estación Importada Norte', 'IMP-NORTE', 'Av. Bolívar']);
    sheet.addRow(['Estación Importada Sur', null, 'Av. Sucre']);
    await chooseWorkbook(dialog, 'estaciones.xlsx', template);
    await dialog.getByText('estaciones.xlsx').waitFor();
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a crear: 1 · Filas con errores: 1').waitFor();
    const errors = dialog.getByRole('table', { name: 'Errores del archivo' });
    await errors.getByRole('row', { name: '3 Código El código es requerido' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'Descargar errores' }).click();
    const errorBook = await openedWorkbook(page);
    const errorSheet = errorBook.worksheets[0];
    const errorColumn = (errorSheet.getRow(1).values as unknown[]).indexOf('Errores');
    expect(String(errorSheet.getRow(3).getCell(errorColumn).value)).toContain('El código es requerido');
    errorSheet.getRow(3).getCell(2).value = 'IMP-SUR';
    await chooseWorkbook(dialog, 'errores-estaciones.xlsx', errorBook);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a crear: 2 · Filas con errores: 0').waitFor();

    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.getByText('Importación completada: 2 registros creados').waitFor({ timeout: 30_000 });
    // After a reload the dialog shows the job it started, until its end has been seen and it is closed.
    await page.reload();
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    await dialog.getByText('Importación completada: 2 registros creados').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('row', { name: /Estación Importada Sur/ }).waitFor();
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    await dialog.getByText('Ningún archivo seleccionado').waitFor();
    await expect(dialog.getByText(/Importación completada/).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto('/home/imports');
    await page.getByRole('heading', { level: 1, name: 'Importaciones' }).waitFor();
    const done = page.getByRole('row', { name: /errores-estaciones\.xlsx/ });
    await done.getByText('Completada').waitFor();
    await expect(done.getByText('2 / 2').isVisible()).resolves.toBe(true);
    await page.getByRole('row', { name: /estaciones\.xlsx.*Con errores/ }).waitFor();
    await context.close();
  });

  it('offers the import where another user may create, and lists only their own imports', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/transport', 'lhernandez');
    await page.getByRole('button', { name: 'Importar Excel' }).waitFor();
    await page.goto('/home/imports');
    await page.getByText('No hay importaciones').waitFor();
    await context.close();
  });

  it('imports re-entries: template, a row the repository refuses, the error workbook fixed, the import', async () => {
    const session = await apiSession(e2e.baseUrl, 'mgonzalez', DEMO_PASSWORD);
    // Officers that left and have no pending re-entry, from the end of the list (other files take the first ones).
    const candidates = (await session.get<Officer[]>('rrhh/search?page=1&pageSize=40&condition=4')).reverse();
    const pending = await Promise.all(candidates.map(async (o) => (await session.get<History<unknown>>(`rrhh/${o.id}/reentries?status=1`)).meta.total_elements));
    const retired = candidates.filter((_, i) => pending[i] === 0).slice(0, 2);
    const [active] = await session.get<Officer[]>('rrhh/search?page=1&pageSize=1&condition=1');
    expect(retired).toHaveLength(2);
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/re-entry', 'mgonzalez');
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Reingresos desde Excel' });
    await dialog.getByText('Solo se crean registros nuevos', { exact: false }).waitFor();
    await expect(dialog.getByRole('radio').count()).resolves.toBe(0);
    await captureOpenedUrls(page);

    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    const template = await openedWorkbook(page);
    const sheet = template.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['Cédula del funcionario *', 'Fecha de reingreso *', 'Motivo de reingreso *', 'Dependencias *', 'Sub dependencias *', 'Cargos *']);
    const [year, month, day] = daysAgo(2).split('-');
    const reentry = (identification: number) => [identification, `${day}/${month}/${year}`, 'Reingreso aprobado por la dirección general', 'Dirección de Recursos Humanos', 'División de Nómina', 'Analista'];
    // Rows 2 and 3 of the template exist already (its date cells are formatted dd/mm/aaaa).
    sheet.getRow(2).values = reentry(retired[0].identification);
    sheet.getRow(3).values = reentry(active.identification);
    await chooseWorkbook(dialog, 'reingresos.xlsx', template);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a crear: 1 · Filas con errores: 1').waitFor();
    await expect.poll(() => dialog.getByRole('table', { name: 'Errores del archivo' }).innerText()).toMatch(/3\s+Cédula del funcionario\s+El funcionario se encuentra activo/);

    await dialog.getByRole('button', { name: 'Descargar errores' }).click();
    const errorBook = await openedWorkbook(page);
    errorBook.worksheets[0].getRow(3).getCell(1).value = retired[1].identification;
    await chooseWorkbook(dialog, 'reingresos-corregido.xlsx', errorBook);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Filas a crear: 2 · Filas con errores: 0');
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.getByText('Importación completada: 2 registros creados').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    for (const officer of retired) await page.getByRole('row', { name: new RegExp(`V-${officer.identification}.*Pendiente`) }).waitFor();

    await page.goto('/home/imports');
    await page.getByRole('row', { name: /Reingresos.*reingresos-corregido\.xlsx.*Completada/ }).waitFor();
    await context.close();
  });
});
