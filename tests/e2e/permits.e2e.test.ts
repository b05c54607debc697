/**
 * Permits in Chromium (spec 3 §2.6, §4.6, §5.6, §2.12): a study permit with two studies
 * and two schedules created through the form (its cascade and messages), approved from
 * its row, its PDF downloaded and read back (officer, request number, footer), the
 * details with the approval history, the report configured, previewed and downloaded,
 * the officer's permit history answered by the module, and the dashboard's charts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, daysAgo, type ApiSession, type Officer } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { dateField, typeDate, typeTime } from './support/dates';
import { pickOption } from './support/listbox';
import { colourShares } from './support/pixels';

let e2e: E2eServer;
let session: ApiSession;
const OUT = mkdtempSync(join(tmpdir(), 'permits-e2e-'));
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-']).toString();

beforeAll(async () => {
  e2e = await startE2e();
  session = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await e2e?.close();
});

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await pickOption(page, option);
}

async function saveDownload(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const downloaded = page.waitForEvent('download');
  await click();
  const file = await downloaded;
  const path = join(OUT, file.suggestedFilename());
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), path };
}

/**
 * The report preview draws the report: the page's security policy refused nothing
 * (Chromium shows its grey 'This content is blocked' otherwise) and Chromium's PDF viewer
 * drew it in the frame (its dark toolbar around a white page). The framed document is the
 * blob 'Descargar PDF' saves, whose text the test reads next.
 */
async function expectPreviewDrawn(page: Page, frame: Locator) {
  const viewerDrawn = async () => {
    const shares = await colourShares(page, await frame.screenshot(), { toolbar: [50, 54, 57], paper: [255, 255, 255] });
    return shares.toolbar > 0.03 && shares.paper > 0.2;
  };
  await expect.poll(viewerDrawn, { timeout: 30_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy)).toEqual([]);
}

describe('permits', () => {
  it('creates a study permit, approves it, downloads its PDF and the report, and shows it in the history and the dashboard', async () => {
    const [officer] = await session.get<Officer[]>('rrhh/search?page=1&pageSize=1&condition=1');
    const { page } = await e2e.newPage();
    await page.addInitScript(() => {
      const blocked: string[] = [];
      Object.assign(window, { blockedByPolicy: blocked });
      document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await e2e.open(page, '/home/permits', 'admin', ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Permisos').waitFor();
    await page.getByPlaceholder('Buscar por funcionario, número de solicitud o tipo...').waitFor();

    await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nueva Solicitud de Permiso').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe seleccionar un funcionario').waitFor();
    await expect(dialog.getByText('El tipo de permiso es requerido').isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Cédula del funcionario').fill(String(officer.identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByText(`V-${officer.identification}`).waitFor();
    await choose(page, dialog, 'Tipo de Permiso', 'Estudio');
    await choose(page, dialog, 'Personal', 'Funcionario');
    await choose(page, dialog, 'Días', 'Período académico');
    await choose(page, dialog, 'Motivo del permiso', 'Asistencia a clases');
    await expect(dialog.getByLabel('Duración (días)').inputValue()).resolves.toBe('120');
    await typeDate(dateField(dialog, 'Fecha de inicio'), daysAgo(-7));
    await typeDate(dateField(dialog, 'Fecha de fin'), daysAgo(-126));
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Corto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El motivo debe tener al menos 10 caracteres').waitFor();
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Asistencia a clases del período académico 2026-II');

    const study1 = dialog.getByRole('group', { name: 'Estudio 1' });
    await study1.getByLabel('Institución').fill('Universidad Central de Venezuela');
    await study1.getByLabel('Carrera').fill('Derecho');
    await dialog.getByRole('button', { name: 'Agregar estudio' }).click();
    const study2 = dialog.getByRole('group', { name: 'Estudio 2' });
    await study2.getByLabel('Institución').fill('UNES');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await study2.getByText('La carrera es requerida').waitFor();
    await study2.getByLabel('Carrera').fill('Ciencias Policiales');
    await choose(page, study2, 'Tipo de estudio', 'Trimestre');

    const schedule1 = dialog.getByRole('group', { name: 'Horario 1' });
    await choose(page, schedule1, 'Día', 'Lunes');
    await typeTime(dateField(schedule1, 'Hora de inicio'), '18:00');
    await typeTime(dateField(schedule1, 'Hora de fin'), '21:00');
    await choose(page, schedule1, 'Tipo de horario', 'Nocturno');
    await dialog.getByRole('button', { name: 'Agregar horario' }).click();
    const schedule2 = dialog.getByRole('group', { name: 'Horario 2' });
    await choose(page, schedule2, 'Día', 'Sábado');
    await typeTime(dateField(schedule2, 'Hora de inicio'), '08:00');
    await typeTime(dateField(schedule2, 'Hora de fin'), '12:00');
    await choose(page, schedule2, 'Tipo de horario', 'Diurno');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/permits') && r.request().method() === 'POST' && r.status() === 201);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const permit = ((await (await created).json()) as { data: { id: number; requestNumber: string; studies: unknown[]; schedules: unknown[] } }).data;
    await page.getByText('Permiso creado exitosamente').waitFor();
    expect(permit.studies).toHaveLength(2);
    expect(permit.schedules).toHaveLength(2);

    await page.getByPlaceholder('Buscar por funcionario, número de solicitud o tipo...').fill(permit.requestNumber);
    const row = page.getByRole('row', { name: new RegExp(permit.requestNumber) });
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await expect(row.getByText(`V-${officer.identification}`).isVisible()).resolves.toBe(true);
    await row.getByRole('button', { name: /^Aprobar la solicitud/ }).click();
    await page.getByRole('dialog').getByText('Aprobar Solicitud de Permiso').waitFor();
    await page.getByRole('dialog').getByLabel('Notas (opcional)').fill('Horario compatible con el servicio');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Permiso aprobado exitosamente').waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: /^Editar la solicitud/ }).count()).resolves.toBe(0);

    await row.getByRole('button', { name: /^Ver detalles/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Detalles de Solicitud').waitFor();
    await details.getByRole('table', { name: 'Historial de Aprobaciones' }).getByText('Horario compatible con el servicio').waitFor();
    await details.getByRole('button', { name: 'Cerrar' }).click();

    const pdf = await saveDownload(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click());
    expect(pdf.name).toBe(`Permiso_estudio_${permit.requestNumber}.pdf`);
    const text = pdfText(pdf.path);
    expect(text).toContain(officer.firstName);
    expect(text).toContain(permit.requestNumber);
    expect(text).toContain('Documento generado automáticamente por el Sistema');
    expect(text).toContain('Universidad Central de Venezuela');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf.path, join(OUT, 'permit')]);

    await page.getByRole('button', { name: 'Reporte PDF' }).click();
    const config = page.getByRole('dialog');
    await config.getByText('Configurar Reporte PDF').waitFor();
    await choose(page, config, 'Tipo de Permiso', 'Estudio');
    await config.getByRole('button', { name: 'Generar Reporte' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText('Vista Previa del Reporte de Permisos').waitFor();
    await expect(preview.locator('iframe').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(600);
    await expectPreviewDrawn(page, preview.locator('iframe'));
    const report = await saveDownload(page, () => preview.getByRole('button', { name: 'Descargar PDF' }).click());
    expect(report.name).toMatch(/^Reporte_Permisos_estudio_\d{2}-\d{2}-\d{4}\.pdf$/);
    const reportText = pdfText(report.path);
    expect(reportText).toContain('REPORTE DE PERMISOS');
    expect(reportText).toContain(permit.requestNumber);
    await preview.getByRole('button', { name: 'Cerrar' }).click();

    const history = await session.get<{ id: number }[]>(`permits?policeId=${officer.id}&page=1&pageSize=100`);
    expect(history.map((h) => h.id)).toContain(permit.id);

    await page.goto('/home/permits/statistics');
    await page.getByText('Estadísticas de Permisos').first().waitFor();
    await page.locator('[data-testid="dashboard-chart"] .recharts-surface').first().waitFor();
    await expect(page.locator('[data-testid="dashboard-chart"]').count()).resolves.toBe(3);
    await page.screenshot({ path: join(OUT, 'dashboard.png'), fullPage: true });
    console.log(`permits e2e output: ${OUT}`);
  });
});
