/**
 * Weapons park in Chromium (spec 3 §2.4, §5.2, §5.3, §6, §2.12): create a station, add a
 * gun with a document, assign it to an officer, finish the assignment, export the
 * station's guns to Excel; a query-only user sees no Editar / Eliminar; transport staff
 * are denied; the dashboard draws its charts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { dateFieldByName, shownDate } from './support/dates';
import { api, choose, demoIdentification, userWith } from './support/gunparkAssets';
import { captureOpenedUrls, openedWorkbookRows } from './support/openedLinks';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');

describe('weapons park', () => {
  it('station → gun with a document → assignment → finish → Excel', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/gunpark');
    await page.getByRole('button', { name: 'Nueva Estación' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El nombre es requerido').waitFor();
    await expect(dialog.getByText('El código es requerido').isVisible()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Estación Prueba Sabana Grande');
    await dialog.getByRole('textbox', { name: 'Código', exact: true }).fill('EST-E2E');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Estación creada exitosamente').waitFor();
    await page.getByPlaceholder('Buscar estaciones').fill('sabana');
    const stationRow = page.getByRole('row', { name: /Estación Prueba Sabana Grande/ });
    await stationRow.waitFor();
    await expect(stationRow.getByText('No especificada').isVisible()).resolves.toBe(true);
    await expect(stationRow.getByText('Activa').isVisible()).resolves.toBe(true);

    await stationRow.getByRole('button', { name: /Armas de/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Armas de la Estación: Estación Prueba Sabana Grande' }).waitFor();
    await page.getByRole('button', { name: 'Nueva Arma' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['El código es requerido', 'El tipo es requerido', 'La marca es requerida', 'El modelo es requerido', 'El serial es requerido', 'El estado es requerido']) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByRole('textbox', { name: 'Código', exact: true }).fill('ARM-E2E-1');
    await choose(dialog, page, 'Tipo', 'Pistola');
    await dialog.getByRole('textbox', { name: 'Marca', exact: true }).fill('Glock');
    await dialog.getByRole('textbox', { name: 'Modelo', exact: true }).fill('17 Gen 5');
    await choose(dialog, page, 'Calibre', '9 mm');
    await choose(dialog, page, 'Estado', 'Disponible');
    await dialog.getByRole('textbox', { name: 'Serial', exact: true }).fill('AB12');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El serial debe tener al menos 5 caracteres').waitFor();
    await dialog.getByRole('textbox', { name: 'Serial', exact: true }).fill('AB12345E2E');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'acta-entrega.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText('acta-entrega.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Arma creada exitosamente').waitFor();
    const gunRow = page.getByRole('row', { name: /ARM-E2E-1/ });
    await gunRow.waitFor();
    await expect(gunRow.getByText('Disponible').isVisible()).resolves.toBe(true);
    const stored = await api<{ documents: { filename: string }[] }[]>(page, 'GET', 'gunpark/guns?search=ARM-E2E-1');
    expect(stored.data[0].documents.map((d) => d.filename)).toEqual(['acta-entrega.pdf']);

    // Assign it to an officer found by cédula.
    const identification = await demoIdentification(page, 'gunpark/officer-assignments', 3);
    await gunRow.getByRole('button', { name: /Nueva Asignación ARM-E2E-1/ }).click();
    dialog = page.getByRole('dialog');
    // Filled with today, shown as dd/mm/aaaa.
    await expect(shownDate(dateFieldByName(dialog, 'startDate'))).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe buscar y seleccionar un funcionario primero').waitFor();
    await dialog.getByRole('textbox', { name: 'Cédula del funcionario', exact: true }).fill(String(identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByText(`V-${identification}`).waitFor();
    await dialog.getByRole('textbox', { name: 'Propósito', exact: true }).fill('Servicio de patrullaje en Sabana Grande');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Arma asignada exitosamente').waitFor();
    await gunRow.getByText('En Uso').waitFor();

    // Its assignments: the active one, finished with today's date.
    await gunRow.getByRole('button', { name: /Asignaciones ARM-E2E-1/ }).click();
    const list = page.getByRole('dialog', { name: /Asignaciones del arma ARM-E2E-1/ });
    const assignment = list.getByRole('row', { name: new RegExp(`V-${identification}`) });
    await assignment.getByText('Activa').waitFor();
    await assignment.getByRole('button', { name: /Finalizar/ }).click();
    const finish = page.getByRole('dialog', { name: 'Finalizar Asignación' });
    // Filled with today, shown as dd/mm/aaaa.
    await expect(shownDate(dateFieldByName(finish, 'endDate'))).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await finish.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Asignación finalizada exitosamente').waitFor();
    await assignment.getByText('Finalizada').waitFor();
    await expect(assignment.getByRole('button', { name: /Finalizar/ }).count()).resolves.toBe(0);
    await list.getByRole('button', { name: 'Cerrar' }).click();
    await gunRow.getByText('Disponible').waitFor();

    await captureOpenedUrls(page);
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await page.getByText('Archivo Excel generado exitosamente').waitFor();
    const rows = await openedWorkbookRows(page);
    expect(rows[0].slice(0, 2)).toEqual(['Código', 'Tipo']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([['ARM-E2E-1', 'Pistola', 'Glock']]);
    await context.close();
  });

  it('a query-only user sees no Nueva Estación, Editar or Eliminar; transport staff are denied', async () => {
    const admin = await e2e.newPage();
    await e2e.open(admin.page);
    const username = await userWith(admin.page, 1, [2], 'Consulta Armas');
    await admin.context.close();

    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/gunpark', username);
    const row = page.getByRole('row', { name: /Estación Policial Catia/ });
    await row.waitFor();
    await expect(page.getByRole('button', { name: 'Nueva Estación' }).count()).resolves.toBe(0);
    await expect(row.getByRole('button', { name: /Editar|Eliminar/ }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: /Armas de/ }).click();
    const gunRow = page.getByRole('row', { name: /ARM-/ }).first();
    await gunRow.waitFor();
    await expect(page.getByRole('button', { name: 'Nueva Arma' }).count()).resolves.toBe(0);
    await expect(gunRow.getByRole('button', { name: /Editar|Eliminar|Nueva Asignación/ }).count()).resolves.toBe(0);
    await expect(gunRow.getByRole('button', { name: /Asignaciones/ }).count()).resolves.toBe(1);
    await context.close();

    const transport = await e2e.newPage();
    await e2e.open(transport.page, '/home/gunpark', 'lhernandez');
    await transport.page.getByText('Acceso Denegado').waitFor();
    await transport.page.getByText('No tienes permisos para acceder al módulo de Parque de Armas.').waitFor();
    await expect(transport.page.getByRole('menuitem', { name: 'Parque de Armas', exact: true }).count()).resolves.toBe(0);
    await transport.context.close();
  });

  it('the weapons dashboard draws its charts', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/gunpark/statistics', 'crodriguez');
    await page.getByRole('heading', { level: 1, name: 'Estadísticas del Parque de Armas' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).innerText()).resolves.toMatch(/Inicio\s*\/\s*Parque de Armas\s*\/\s*Estadísticas/);
    for (const title of ['Armas por tipo', 'Marcas (top 10)', 'Calibres (top 10)', 'Estaciones (top 10)', 'Operatividad', 'Asignaciones por mes (últimos 12 meses)', 'Armas más asignadas']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(7);
    await expect(page.getByText('Total de armas').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
