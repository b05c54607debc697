/**
 * Movement screens in Chromium (RRHH §2.6–2.8): a re-entry created for a demo officer
 * and approved (the officer becomes active with the re-entry's lists, checked through
 * the API), an egreso created and rejected (the officer unchanged), and a vacation
 * created and seen in the officer's history modal.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../resources/officers/validation';
import { DEMO_PASSWORD, startE2e, type E2eServer } from './support/browser';

interface Officer {
  id: number;
  identification: number;
  firstName: string;
  condition: number;
  dependencies: { value: number; label: string }[];
  positions: { value: number; label: string }[];
}

let e2e: E2eServer;
let token: string;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const daysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return isoDate(d);
};

beforeAll(async () => {
  e2e = await startE2e();
  const login = await fetch(`${e2e.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'mgonzalez', password: DEMO_PASSWORD }) });
  token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
});
afterAll(async () => {
  await e2e?.close();
});

async function pickOfficer(page: Page, identification: number, label = 'Cédula del funcionario') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label).fill(String(identification));
  await dialog.getByRole('button', { name: 'Buscar' }).first().click();
  await dialog.getByText(`V-${identification}`).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('movements', () => {
  it('creates a re-entry for an officer who left and approves it: the officer is active again', async () => {
    const [officer] = await api<Officer[]>('rrhh/search?page=1&pageSize=1&condition=4');
    expect(officer.condition).toBe(4);
    const { page } = await e2e.newPage();
    await e2e.login(page, 'mgonzalez');
    await page.goto('/home/re-entry');
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Reingresos').waitFor();
    await page.getByRole('button', { name: 'Nuevo Reingreso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe buscar y seleccionar un funcionario primero').waitFor();
    await expect(dialog.getByText('Los cargos son requeridos').isVisible()).resolves.toBe(true);

    await pickOfficer(page, officer.identification);
    await dialog.getByLabel('Fecha de reingreso').fill(daysAgo(2));
    await dialog.getByLabel('Motivo de reingreso').fill('corto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe tener al menos 10 caracteres').waitFor();
    await dialog.getByLabel('Motivo de reingreso').fill('Reingreso aprobado por la dirección general');
    await choose(page, 'Dependencias', 'Dirección de Recursos Humanos');
    await choose(page, 'Sub dependencias', 'División de Registro y Control');
    await choose(page, 'Cargos', 'Analista');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Reingreso creado exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Aprobar / }).click();
    await page.getByRole('dialog').getByText('Aprobar Reingreso').waitFor();
    await page.getByRole('dialog').getByLabel('Notas (opcional)').fill('Documentación completa');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Reingreso aprobado exitosamente').waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    // A decided record offers only the detail.
    await expect(row.getByRole('button', { name: /^Editar / }).count()).resolves.toBe(0);

    const after = await api<Officer>(`rrhh/${officer.id}`);
    expect(after).toMatchObject({ condition: 1, dependencies: [{ value: 2, label: 'Dirección de Recursos Humanos' }], positions: [{ value: 8, label: 'Analista' }] });

    await row.getByRole('button', { name: /^Ver detalle de / }).click();
    await page.getByRole('dialog').getByText('Detalle de Reingreso').waitFor();
    await expect(page.getByRole('dialog').getByText('Documentación completa').isVisible()).resolves.toBe(true);
  });

  it('creates an egreso and rejects it: the officer keeps its condition and lists', async () => {
    const [officer] = await api<Officer[]>('rrhh/search?page=1&pageSize=1&condition=1');
    const { page } = await e2e.newPage();
    await e2e.login(page, 'mgonzalez');
    await page.goto('/home/disincorporations-rrhh');
    await page.getByText('Al aprobar un egreso se procesa la desincorporación', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Nuevo Egreso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nueva Desincorporación').waitFor();
    await pickOfficer(page, officer.identification);
    await dialog.getByRole('heading', { name: 'Dependencias y cargos actuales' }).waitFor();
    await dialog.getByLabel('Fecha de desincorporación').fill(daysAgo(1));
    await choose(page, 'Condición del egreso', 'Renuncia');
    await expect(page.getByRole('option', { name: 'Activo', exact: true }).count()).resolves.toBe(0);
    await dialog.getByLabel('Motivo de desincorporación').fill('Renuncia voluntaria presentada por escrito');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Desincorporación creada exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByRole('button', { name: /^Rechazar / }).click();
    await page.getByRole('dialog').getByText('Rechazar Desincorporación').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Desincorporación rechazada exitosamente').waitFor();
    await row.getByText('Rechazado', { exact: true }).waitFor();

    const after = await api<Officer>(`rrhh/${officer.id}`);
    expect(after).toMatchObject({ condition: 1, dependencies: officer.dependencies, positions: officer.positions });
  });

  it('creates a vacation and shows it in the officer\'s history with its totals', async () => {
    const [officer, chief] = await api<Officer[]>('rrhh/search?page=2&pageSize=2&condition=1');
    const { page } = await e2e.newPage();
    await e2e.login(page, 'mgonzalez');
    await page.goto('/home/vac-com');
    await page.getByRole('button', { name: 'Nueva Vacación' }).click();
    const dialog = page.getByRole('dialog');
    await pickOfficer(page, officer.identification);
    await pickOfficer(page, chief.identification, 'Funcionario que otorga');
    await choose(page, 'Tipo de vacación', 'Normales');
    const year = new Date().getFullYear();
    await dialog.getByLabel('Fecha de inicio').fill(`${year}-12-01`);
    await dialog.getByLabel('Fecha fin').fill(`${year}-12-01`);
    await dialog.getByLabel('Motivo').fill('Vacaciones del período anual');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La fecha de inicio debe ser menor a la fecha fin').waitFor();
    await dialog.getByLabel('Fecha fin').fill(`${year}-12-16`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Registro creado exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByText('15 días').waitFor();
    await row.getByRole('button', { name: /^Ver histórico de / }).click();
    const history = page.getByRole('dialog');
    await history.getByText('Histórico de Vacaciones').waitFor();
    await history.getByText('Vacaciones del período anual').waitFor();
    const card = (label: string) => history.getByText(label, { exact: true }).locator('..');
    await expect(card('Total Registros').innerText()).resolves.toContain('1');
    await expect(card('Total Días').innerText()).resolves.toContain('15');
    await expect(card('Este Año').innerText()).resolves.toContain('1');
  });
});
