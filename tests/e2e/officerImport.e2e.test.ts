/**
 * The officer record imported in Chromium (issue 30), from the officer query: the
 * workbook template with a sheet per part, a family row naming an officer the file lacks
 * (nothing stored), the error workbook fixed in place, the import, and the officer found
 * by the query with the family member imported with it; then 'Actualizar existentes': an
 * unknown cédula refused, then the filled cells of that officer and of its family member
 * imported (the officer's other cells kept).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { captureOpenedUrls, chooseWorkbook, openedWorkbook } from './support/openedLinks';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

/** Fills the template's row 2 by header (required ones end in ' *'); rows 2 and 3 already exist, formatted for dates. */
function addByHeader(sheet: ExcelJS.Worksheet, values: Record<string, unknown>): void {
  const headers = (sheet.getRow(1).values as unknown[]).map((h) => String(h ?? '').replace(/ \*$/, ''));
  headers.forEach((header, column) => {
    if (column > 0 && header in values) sheet.getRow(2).getCell(column).value = values[header] as ExcelJS.CellValue;
  });
}

describe('Importar Excel (registro del funcionario)', () => {
  it('template → family row without its officer → error workbook fixed → import → the officer in the query', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/human-resources/query');
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Funcionarios desde Excel' });
    await captureOpenedUrls(page);
    // Whoever may edit officers chooses the mode; creating is the default.
    await expect(dialog.getByRole('radio', { name: 'Crear nuevos' }).isChecked()).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    const template = await openedWorkbook(page);
    expect(template.worksheets.map((s) => s.name)).toEqual(['Funcionarios', 'Carga familiar', 'Aspectos profesionales', 'Listas', 'Instrucciones']);
    addByHeader(template.getWorksheet('Funcionarios')!, {
      'Tipo de Personal': 'Policiales', 'Cédula de identidad': 28400001, 'Primer nombre': 'Carla', 'Primer apellido': 'Importada', 'Género': 'Femenino',
      'Correo electrónico': 'carla.importada@policia.test', 'Estado civil': 'Casado(a)', RIF: 'V-28400001-3', 'Fecha de nacimiento': '03/04/1991',
      'Estado de nacimiento': 'Mérida', 'Municipio de nacimiento': 'Libertador', 'Teléfono': '04161234567', 'Dirección': 'Avenida Las Américas, casa 12',
      Estado: 'Mérida', Municipio: 'Libertador', 'Fecha de ingreso': '15/01/2016', Rango: 'Oficial',
    });
    // The family member names a cédula the 'Funcionarios' sheet does not have.
    addByHeader(template.getWorksheet('Carga familiar')!, {
      'Cédula del funcionario': 28400009, 'Cédula': 32400001, 'Primer nombre': 'Luis', 'Primer apellido': 'Importado', 'Género': 'Masculino',
      'Fecha de nacimiento': '20/06/2018', Parentesco: 'Hijo(a)', 'Estado civil': 'Soltero(a)',
    });
    await chooseWorkbook(dialog, 'funcionarios.xlsx', template);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a crear: 1 · Filas con errores: 1').waitFor();
    await dialog.getByRole('table', { name: 'Errores del archivo' })
      .getByRole('row', { name: '2 Carga familiar: Cédula del funcionario No hay un funcionario con la cédula «28400009» en la hoja «Funcionarios»' }).waitFor();

    await dialog.getByRole('button', { name: 'Descargar errores' }).click();
    const errorBook = await openedWorkbook(page);
    const family = errorBook.getWorksheet('Carga familiar')!;
    expect((family.getRow(1).values as unknown[]).at(-1)).toBe('Errores');
    family.getRow(2).getCell(1).value = 28400001;
    await chooseWorkbook(dialog, 'errores-funcionarios.xlsx', errorBook);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a crear: 2 · Filas con errores: 0').waitFor();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.getByText('Importación completada: 2 registros creados').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByLabel('Cédula').fill('28400001');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row', { name: /V-28400001.*Carla.*Importada/ });
    await row.waitFor();
    await context.close();
  });

  it('Actualizar existentes: an unknown cédula refused, then the filled cells imported: the officer renamed, its surname kept, a member added', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/human-resources/query');
    await page.getByRole('button', { name: 'Importar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Funcionarios desde Excel' });
    await dialog.getByRole('radio', { name: 'Actualizar existentes (por Cédula de identidad)' }).check();
    await dialog.getByText(/Las filas de «Carga familiar» y «Aspectos profesionales» se agregan a su registro/).waitFor();

    // The officer of the test above, renamed; its family member gets an occupation and a second
    // one is added; a cédula nobody has.
    const file = async (officers: unknown[][]) => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Funcionarios').addRows([['Cédula de identidad', 'Primer nombre'], ...officers]);
      workbook.addWorksheet('Carga familiar').addRows([
        ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil', 'Ocupación'],
        [28400001, 32400001, null, null, null, null, null, null, 'Estudiante'],
        [28400001, 32400002, 'Luis', 'Importado', 'Masculino', '05/05/2012', 'Hijo(a)', 'Soltero(a)', null],
      ]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    await chooseWorkbook(dialog, 'actualizar.xlsx', await file([[28400001, 'Carolina'], [28499999, 'Nadie']]));
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a actualizar: 2 · Filas a crear: 1 · Filas con errores: 1').waitFor();
    await dialog.getByRole('table', { name: 'Errores del archivo' })
      .getByRole('row', { name: '3 Cédula de identidad No existe un registro con Cédula de identidad «28499999»' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).resolves.toBe(true);

    await chooseWorkbook(dialog, 'actualizar.xlsx', await file([[28400001, 'Carolina']]));
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('Filas a actualizar: 2 · Filas a crear: 1 · Filas con errores: 0').waitFor();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.getByText('Importación completada: 2 registros actualizados y 1 registro creado').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByLabel('Cédula').fill('28400001');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // Renamed; the surname the file left out stays.
    await page.getByRole('row', { name: /V-28400001.*Carolina.*Importada/ }).waitFor();
    await context.close();
  });
});
