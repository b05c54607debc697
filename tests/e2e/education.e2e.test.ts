/**
 * Student registry and evaluation board in Chromium (spec 3 §2.8, §2.9; issue 15), as the
 * education user: the sidebar's 'Educación Policial' group, the dashboard against
 * `GET unes/summary`, a student registered, found, shown, edited, its status changed and
 * deleted; an evaluation created with officers picked by cédula and its average as the
 * criteria change, one approved and one rejected with a reason; the reports' period bars.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { api, choose } from './support/gunparkAssets';
import { dateFieldByName, typeDate } from './support/dates';
import { formatNumber } from '../../resources/engine/numbers';

let e2e: E2eServer;
// Seeding the demo data on a busy machine can outlast the default hook timeout.
beforeAll(async () => {
  e2e = await startE2e();
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

interface Summary { total: number; counts: Record<string, number>; distributions: Record<string, { key: unknown; count: number }[]> }

const es = (n: number) => formatNumber(n);
const card = (page: Page, label: string) => page.locator(`.MuiCard-root[aria-label="${label}"]`);

/** Opens a row's '⋮' menu and picks an entry. */
async function rowMenu(page: Page, row: Locator, entry: string) {
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

describe('education', () => {
  it('the sidebar shows the education group and not the website one; the dashboard matches the API', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'educacion');
    // Groups start open.
    await expect(page.getByRole('menuitem', { name: 'Educación Policial', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('menuitem', { name: 'Junta de Evaluación' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Sitio Web', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('menuitem', { name: 'Gestor de Noticias' }).count()).resolves.toBe(0);
    await page.getByRole('menuitem', { name: 'Registro UNES' }).click();
    await page.waitForURL('**/home/unes');
    const summary = (await api<Summary>(page, 'GET', 'unes/summary')).data;
    expect(summary.total).toBeGreaterThanOrEqual(150);
    await card(page, 'Total de estudiantes').getByText(es(summary.total), { exact: true }).waitFor();
    for (const [label, key] of [['Activos', 'active'], ['Graduados', 'graduated'], ['Inactivos', 'inactive']] as const) {
      await card(page, label).getByText(es(summary.counts[key]), { exact: true }).waitFor();
    }
    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    await page.getByRole('heading', { name: 'Estudiantes por estatus' }).waitFor();
    await page.getByRole('heading', { name: 'Estudiantes por carrera' }).waitFor();
    await context.close();
  });

  it('registers a student, finds, shows, edits, changes its status and deletes it', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/unes', 'educacion');
    await page.getByRole('tab', { name: 'Registro' }).click();
    await page.waitForURL('**/home/unes/students');
    const form = page.getByRole('tabpanel');
    await form.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['La cédula es requerida', 'El primer nombre es requerido', 'El primer apellido es requerido', 'El género es requerido', 'El estado es requerido', 'La carrera es requerida', 'La dirección es requerida']) {
      await form.getByText(message).first().waitFor();
    }
    const text = (name: string) => form.getByRole('textbox', { name, exact: true });
    await text('Cédula').fill('31987654');
    await text('Primer nombre').fill('Valentina');
    await text('Primer apellido').fill('Quintero');
    await choose(form, page, 'Género', 'Femenino');
    await typeDate(dateFieldByName(form, 'dateBirth'), '2002-04-17');
    await choose(form, page, 'Tipo de sangre', 'O+');
    await text('Teléfono').fill('0414-5551234');
    await text('Correo electrónico').fill('vquintero@unes.edu.ve');
    await text('Contacto de emergencia').fill('Marta Quintero');
    await text('Teléfono de emergencia').fill('0212-5559876');
    await choose(form, page, 'Estado', 'Miranda');
    await form.getByRole('combobox', { name: 'Municipio', exact: true }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Parroquia', exact: true }).click();
    await page.getByRole('option').first().click();
    await text('Dirección').fill('Calle Real de Los Teques, casa 12');
    await choose(form, page, 'Carrera', 'Criminalística');
    await choose(form, page, 'Semestre', 'Semestre 3');
    await text('Período académico').fill('2025-1');
    await typeDate(dateFieldByName(form, 'admissionDate'), '2024-09-16');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Estudiante registrado exitosamente').waitFor();

    await page.getByRole('tab', { name: 'Consulta' }).click();
    await page.waitForURL('**/home/unes/query');
    await page.getByPlaceholder(/Buscar/).fill('31987654');
    const row = page.getByRole('row', { name: /31987654/ });
    await row.waitFor();
    // The new student is first in the unfiltered list too: wait for the debounced search.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await expect(row.innerText()).resolves.toMatch(/Valentina[\s\S]*Quintero[\s\S]*Criminalística/);

    await rowMenu(page, row, 'Ver detalles');
    let dialog = page.getByRole('dialog');
    await dialog.getByText('vquintero@unes.edu.ve').waitFor();
    await dialog.getByText('17/04/2002').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await rowMenu(page, row, 'Editar');
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Segundo nombre', exact: true }).fill('Andrea');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Estudiante actualizado exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await rowMenu(page, row, 'Cambiar estatus');
    dialog = page.getByRole('dialog');
    await choose(dialog, page, 'Estatus', 'Suspendido');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Estado actualizado exitosamente').waitFor();
    await row.getByText('Suspendido').waitFor();
    // `GET unes` answers the spec's paged shape: {data: {data, total, ...}}.
    const stored = (await api<{ data: { id: number; secondName: string; status: number }[] }>(page, 'GET', 'unes?search=31987654')).data.data;
    expect(stored.map((s) => [s.secondName, s.status])).toEqual([['Andrea', 5]]);

    await rowMenu(page, row, 'Eliminar');
    dialog = page.getByRole('dialog');
    await dialog.getByText('Esta acción no se puede deshacer').first().waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    await expect(api(page, 'GET', `unes/${stored[0].id}`).then((r) => r.status)).resolves.toBe(404);
    await context.close();
  }, 120_000);

  it('creates an evaluation with its live average, approves one, rejects one, and reports per period', async () => {
    const admin = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
    const [evaluated, evaluator] = await admin.get<{ identification: number }[]>('rrhh/search?pageSize=2');
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/evaluation-board/evaluations', 'educacion');
    await page.getByRole('button', { name: 'Nuevo registro: Evaluación' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe seleccionar el funcionario a evaluar').waitFor();
    const pick = async (label: string, identification: number) => {
      const box = dialog.getByRole('textbox', { name: `${label} — Cédula del funcionario` });
      await box.fill(String(identification));
      await box.locator('xpath=ancestor::div[contains(@class,"MuiBox-root")][1]').getByRole('button', { name: 'Buscar' }).click();
      await dialog.getByText(`V-${identification}`).waitFor();
    };
    await pick('Funcionario evaluado', evaluated.identification);
    await pick('Evaluador', evaluator.identification);
    await choose(dialog, page, 'Tipo de evaluación', 'Anual');
    // The period is chosen from the offered list (spec 3 §9), not typed.
    await choose(dialog, page, 'Período', '2026-1');
    await typeDate(dateFieldByName(dialog, 'startDate'), '2026-01-05');
    await typeDate(dateFieldByName(dialog, 'endDate'), '2026-06-30');
    const average = dialog.getByRole('textbox', { name: 'Promedio' });
    await expect(average.inputValue()).resolves.toBe('5,00');
    await dialog.locator('input[name=discipline]').fill('3');
    await dialog.locator('input[name=leadership]').fill('4');
    await expect(average.inputValue()).resolves.toBe('4,70');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Evaluación creada exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const rowOf = (n: number) => page.getByRole('row').nth(n);
    await expect(rowOf(1).innerText()).resolves.toMatch(/2026-1[\s\S]*4[.,]70[\s\S]*Pendiente/);
    await rowMenu(page, rowOf(1), 'Aprobar');
    await page.getByRole('dialog').getByText('¿Aprobar esta evaluación?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Evaluación aprobada exitosamente').waitFor();
    await rowOf(1).getByText('Aprobado').waitFor();

    // Reject the next pending one, with a reason (required first).
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Pendiente', exact: true }).click();
    await rowOf(1).getByText('Pendiente').waitFor();
    await rowMenu(page, rowOf(1), 'Rechazar');
    const reject = page.getByRole('dialog');
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await reject.getByText('El motivo del rechazo es requerido').waitFor();
    await reject.getByRole('textbox', { name: 'Motivo del rechazo' }).fill('Faltan soportes del período evaluado');
    await reject.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Evaluación rechazada exitosamente').waitFor();
    const rejected = (await api<{ status: number; rejectionReason: string }[]>(page, 'GET', 'evaluation-board/evaluations?status=4&pageSize=100')).data;
    expect(rejected.some((e) => e.rejectionReason === 'Faltan soportes del período evaluado')).toBe(true);

    const summary = (await api<Summary>(page, 'GET', 'evaluation-board/evaluations/summary')).data;
    await page.getByRole('tab', { name: 'Reportes' }).click();
    await page.waitForURL('**/home/evaluation-board/reports');
    await page.getByRole('heading', { name: 'Evaluaciones por período' }).waitFor();
    const periods = summary.distributions.evaluationPeriod;
    expect(periods.length).toBeGreaterThan(1);
    for (const period of periods) await page.getByRole('progressbar', { name: String(period.key), exact: true }).waitFor();
    await context.close();
  });
});
