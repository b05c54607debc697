/**
 * Issue 28 in Chromium, as a Spanish user types: a permit's start date typed 31/02/2026 is
 * reported as an invalid date (not as a missing one), a study average typed '15,5' is saved
 * as 15.5 and shown back as '15,5', schedule times are typed and shown in 24 hours.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, daysAgo, type Officer } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { dateField, shownDate, typeDate, typeTime } from './support/dates';
import { pickOption } from './support/listbox';

let e2e: E2eServer;
// Seeding the demo data on a busy machine can outlast the default hook timeout.
beforeAll(async () => {
  e2e = await startE2e();
}, 600_000);
afterAll(async () => {
  await e2e?.close();
});

/** Screenshots for a person to look at, only when SCREENSHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await pickOption(page, option);
}

describe('Spanish input', () => {
  it("reads 31/02/2026 as an invalid date, '15,5' as 15.5 and times in 24 hours", async () => {
    const session = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
    const [officer] = await session.get<Officer[]>('rrhh/search?page=1&pageSize=1&condition=1');
    const { page, context } = await e2e.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await e2e.open(page, '/home/permits', 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cédula del funcionario').fill(String(officer.identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByText(`V-${officer.identification}`).waitFor();
    await choose(page, dialog, 'Tipo de Permiso', 'Estudio');
    await choose(page, dialog, 'Personal', 'Funcionario');
    await choose(page, dialog, 'Días', 'Período académico');
    await choose(page, dialog, 'Motivo del permiso', 'Asistencia a clases');
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Asistencia a clases del período académico 2026-II');

    const start = dateField(dialog, 'Fecha de inicio');
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.type('31022026');
    await expect(shownDate(start)).resolves.toBe('31/02/2026');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await start.locator('..').getByText('Fecha inválida', { exact: true }).waitFor();
    await expect(dialog.getByText('La fecha de inicio es requerida').count()).resolves.toBe(0);
    await shot(page, 'permit-invalid-date-1366');

    await typeDate(start, daysAgo(-7));
    await typeDate(dateField(dialog, 'Fecha de fin'), daysAgo(-126));
    const study = dialog.getByRole('group', { name: 'Estudio 1' });
    await study.getByLabel('Institución').fill('Universidad Central de Venezuela');
    await study.getByLabel('Carrera').fill('Derecho');
    await study.getByLabel('Promedio').pressSequentially('15,5');
    await expect(study.getByLabel('Promedio').inputValue()).resolves.toBe('15,5');
    const schedule = dialog.getByRole('group', { name: 'Horario 1' });
    await choose(page, schedule, 'Día', 'Lunes');
    await typeTime(dateField(schedule, 'Hora de inicio'), '18:00');
    await typeTime(dateField(schedule, 'Hora de fin'), '21:00');
    await expect(shownDate(dateField(schedule, 'Hora de inicio'))).resolves.toBe('18:00');
    await choose(page, schedule, 'Tipo de horario', 'Nocturno');
    await shot(page, 'permit-form-1366');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/permits') && r.request().method() === 'POST' && r.status() === 201);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const permit = ((await (await created).json()) as { data: { requestNumber: string; studies: { lastLevelAverage: number }[]; schedules: { timeFrom: string }[] } }).data;
    expect(permit.studies[0].lastLevelAverage).toBe(15.5);
    expect(permit.schedules[0].timeFrom).toBe('18:00');

    await page.getByPlaceholder('Buscar por funcionario, número de solicitud o tipo...').fill(permit.requestNumber);
    const row = page.getByRole('row', { name: new RegExp(permit.requestNumber) });
    await row.getByRole('button', { name: /^Ver detalles/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Detalles de Solicitud').waitFor();
    await details.getByRole('cell', { name: '15,5', exact: true }).waitFor();
    await details.getByRole('cell', { name: '18:00', exact: true }).waitFor();
    await shot(page, 'permit-detail-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'permit-detail-390');
    await context.close();
  });
});
