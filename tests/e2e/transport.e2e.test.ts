/**
 * Transport in Chromium (spec 3 §2.5, §5.4, §5.5, §6, §2.12): create a vehicle with the
 * §5.4 messages, assign it to an officer with the §5.5 messages, finish it, export to
 * Excel, the hub's real counts, a query-only user without Editar / Asignaciones /
 * Eliminar, weapons staff denied, and the dashboard's charts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { dateFieldByName, shownDate } from './support/dates';
import { choose, demoIdentification, userWith } from './support/gunparkAssets';
import { captureOpenedUrls, openedWorkbookRows } from './support/openedLinks';
import { formatNumber } from '../../resources/engine/numbers';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('transport', () => {
  it('vehicle → assignment → finish → Excel', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/transport', 'lhernandez');
    await page.getByRole('heading', { level: 1, name: 'Registro de Transporte' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo Vehículo' }).click();
    let dialog = page.getByRole('dialog');
    const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await dialog.locator('input[name=year]').fill('1899');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['El tipo de vehículo es requerido', 'El serial de carrocería es requerido', 'El serial del motor es requerido', 'El estado es requerido', 'Año mínimo 1900']) {
      await dialog.getByText(message).waitFor();
    }
    await text('Código').fill('VEH-E2E-1');
    await choose(dialog, page, 'Tipo de vehículo', 'Camioneta');
    await choose(dialog, page, 'Clase', 'Pick-up');
    await text('Marca').fill('Toyota');
    await text('Modelo').fill('Hilux');
    await dialog.locator('input[name=year]').fill('2022');
    await text('Placa').fill('E2E01AB');
    await text('Serial de carrocería').fill('8XA1234567890');
    await text('Serial del motor').fill('2GD-0099887');
    await choose(dialog, page, 'Estado', 'Disponible');
    // Filled with today, shown as dd/mm/aaaa.
    await expect(shownDate(dateFieldByName(dialog, 'dateAssignment'))).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo creado exitosamente').waitFor();
    await page.getByPlaceholder('Buscar por código, placa o marca').fill('E2E01AB');
    const row = page.getByRole('row', { name: /VEH-E2E-1/ });
    await row.waitFor();
    await expect(row.getByText('Toyota / Hilux').isVisible()).resolves.toBe(true);

    const identification = await demoIdentification(page, 'vehicle-assignments', 5);
    await row.getByRole('button', { name: /Asignaciones VEH-E2E-1/ }).click();
    const list = page.getByRole('dialog', { name: /Asignaciones del vehículo VEH-E2E-1/ });
    await list.getByText('No se encontraron registros').waitFor();
    await list.getByRole('button', { name: 'Asignar Vehículo' }).click();
    dialog = page.getByRole('dialog', { name: 'Asignar Vehículo' });
    await dialog.getByRole('textbox', { name: 'Propósito', exact: true }).fill('Corto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe seleccionar un funcionario').waitFor();
    await dialog.getByText('Debe tener al menos 10 caracteres').waitFor();
    await dialog.getByRole('textbox', { name: 'Cédula del funcionario', exact: true }).fill(String(identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByText(`V-${identification}`).waitFor();
    await dialog.getByRole('textbox', { name: 'Propósito', exact: true }).fill('Patrullaje del cuadrante 7 de Chacao');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo asignado exitosamente').waitFor();
    const assignment = list.getByRole('row', { name: new RegExp(`V-${identification}`) });
    await assignment.getByText('Activa').waitFor();
    await assignment.getByRole('button', { name: /Finalizar/ }).click();
    await page.getByRole('dialog', { name: 'Finalizar Asignación' }).getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Asignación finalizada exitosamente').waitFor();
    await assignment.getByText('Finalizada').waitFor();
    await list.getByRole('button', { name: 'Cerrar' }).click();

    await captureOpenedUrls(page);
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await page.getByText('Archivo Excel generado exitosamente').waitFor();
    const rows = await openedWorkbookRows(page);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[7]])).toEqual([['VEH-E2E-1', 'Camioneta', 'E2E01AB']]);
    await context.close();
  });

  it('the assignments hub counts what the database holds', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'lhernandez');
    const total = await page.evaluate(async () => (await (await fetch('/api/vehicle-assignments?active=true&pageSize=1', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })).json()).meta.total_elements as number);
    expect(total).toBeGreaterThan(0);
    await page.goto('/home/transport/assignments');
    const card = page.locator('.MuiCard-root', { hasText: 'Asignaciones activas' });
    await card.getByText(formatNumber(total), { exact: true }).waitFor();
    // The history lists every assignment, finished ones too, with the vehicle it concerns.
    const first = await page.evaluate(async () => (await (await fetch('/api/vehicle-assignments?page=1&pageSize=10', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })).json()).data[0] as { vehicle: { codeVehicle: string } });
    await page.getByRole('tab', { name: 'Historial' }).click();
    const table = page.getByRole('table');
    await table.getByText(first.vehicle.codeVehicle, { exact: false }).first().waitFor();
    await table.getByText('Finalizada').first().waitFor();
    await context.close();
  });

  it('a query-only user sees no Editar, Asignaciones or Eliminar; weapons staff are denied', async () => {
    const admin = await e2e.newPage();
    await e2e.open(admin.page);
    const username = await userWith(admin.page, 2, [2], 'Consulta Transporte');
    await admin.context.close();
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/transport', username);
    const row = page.getByRole('row', { name: /VEH-000001/ });
    await row.waitFor();
    await expect(page.getByRole('button', { name: 'Nuevo Vehículo' }).count()).resolves.toBe(0);
    await expect(row.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Exportar Excel' }).isVisible()).resolves.toBe(true);
    await context.close();

    const guns = await e2e.newPage();
    await e2e.open(guns.page, '/home/transport', 'crodriguez');
    await guns.page.getByText('No tienes permisos para acceder al módulo de Transporte.').waitFor();
    await guns.context.close();
  });

  it('the vehicle dashboard draws its charts', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/vehicle/statistics', 'lhernandez');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).innerText()).resolves.toMatch(/Inicio\s*\/\s*Transporte\s*\/\s*Estadísticas/);
    for (const title of ['Vehículos por tipo', 'Marcas (top 10)', 'Años de modelo (top 10)', 'Estaciones (top 10)', 'Inspección', 'Vehículos por servicio', 'Asignaciones por mes (últimos 12 meses)', 'Vehículos más asignados']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(9);
    await context.close();
  });
});
