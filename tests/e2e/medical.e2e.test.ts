/**
 * Medical reports in Chromium (spec 3 §2.7, §2.12, §8.5, §9): the demo doctor creates a
 * report (officer searched by cédula first), finds it with the list search, opens
 * 'Detalles del Informe Médico', approves it, downloads 'INFORME MÉDICO' and 'CONSTANCIA
 * MÉDICA' as Letter-size PDFs read back with pdftotext (officer, report number, footer)
 * and rendered with pdftoppm; the officer's medical history shows the report; the
 * dashboard draws its charts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type ApiSession } from './support/apiSession';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startE2e, type E2eServer } from './support/browser';

interface Summary { id: number; identification: number; firstName: string; secondName: string | null; firstLastname: string; secondLastname: string | null; condition: number }
interface Report { id: number; diagnosis: string; status: number }

const OUT = resolve('.tmp/e2e-medical');
const DIAGNOSIS = 'Tendinitis aguda del hombro derecho por esfuerzo repetitivo';
let e2e: E2eServer;
let admin: ApiSession;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  e2e = await startE2e();
  admin = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await e2e?.close();
});

const fullName = (o: Summary) => [o.firstName, o.secondName, o.firstLastname, o.secondLastname].filter(Boolean).join(' ');
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-']).toString();
const pdfPageSize = (path: string) => /Page size:\s+([\d.]+) x ([\d.]+)/.exec(execFileSync('pdfinfo', [path]).toString())!.slice(1).map(Number);

async function downloadFrom(page: Page, rowText: string, button: string, toast: string): Promise<string> {
  const row = page.getByRole('row', { name: new RegExp(rowText) });
  const downloaded = page.waitForEvent('download');
  await row.getByRole('button', { name: button, exact: true }).click();
  const file = await downloaded;
  const path = join(OUT, file.suggestedFilename());
  await file.saveAs(path);
  await page.getByText(toast, { exact: true }).first().waitFor();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return path;
}

describe('medical reports', () => {
  it('creates, approves and prints a report; the history and the dashboard show it', async () => {
    const officer = (await admin.get<Summary[]>('rrhh/search?statusIn=2&page=1&pageSize=20')).find((o) => o.condition === 1)!;
    expect(officer).toBeDefined();
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/medical', 'dmedina', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Informes Médicos' }).waitFor();
    await page.getByRole('navigation', { name: /ruta|breadcrumb/i }).getByText('Médico').waitFor().catch(() => undefined);
    await page.getByPlaceholder('Buscar por funcionario, médico o diagnóstico...').waitFor();

    // Create: the officer first, then the medical information.
    await page.getByRole('button', { name: 'Nuevo Informe Médico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Informe Médico' });
    await dialog.getByText('Debe buscar y seleccionar un funcionario para continuar').waitFor();
    await dialog.getByLabel('Cédula del funcionario').fill(String(officer.identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await dialog.getByText(`V-${officer.identification}`).waitFor();
    await dialog.getByText('Daniela Medina Rojas').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El diagnóstico es requerido').waitFor();
    await dialog.getByRole('textbox', { name: /^Diagnóstico/ }).fill(DIAGNOSIS);
    await dialog.getByLabel('Recomendación 1', { exact: true }).fill('Reposo del miembro superior derecho');
    await dialog.getByRole('button', { name: 'Agregar recomendación' }).click();
    await dialog.getByLabel('Recomendación 2', { exact: true }).fill('Fisioterapia tres veces por semana');
    await page.screenshot({ path: join(OUT, 'form.png') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Informe médico creado con éxito', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The list search finds it by the officer's name.
    await page.getByPlaceholder('Buscar por funcionario, médico o diagnóstico...').fill(`${officer.firstName} ${officer.firstLastname}`);
    const row = page.getByRole('row', { name: /Tendinitis aguda/ });
    await row.waitFor();
    await expect(row.getByText(`V-${officer.identification}`).count()).resolves.toBe(1);
    await page.screenshot({ path: join(OUT, 'list.png') });
    const report = (await admin.get<Report[]>(`medical/by-police/${officer.id}`)).find((r) => r.diagnosis === DIAGNOSIS)!;
    expect(report.status).toBe(1);

    await row.getByRole('button', { name: 'Ver Detalles' }).click();
    const detail = page.getByRole('dialog', { name: 'Detalles del Informe Médico' });
    await detail.getByText(DIAGNOSIS).waitFor();
    await detail.getByText('Fisioterapia tres veces por semana').waitFor();
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    await row.getByRole('button', { name: 'Aprobar', exact: true }).click();
    const decision = page.getByRole('dialog', { name: 'Aprobar Informe Médico' });
    await decision.getByLabel('Notas (opcional)').fill('Reposo avalado');
    await decision.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Estado actualizado con éxito', { exact: true }).first().waitFor();
    await row.getByText('Aprobado').waitFor();
    // A decided report offers no edit, delete or decision.
    await expect(row.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);

    const informe = await downloadFrom(page, 'Tendinitis aguda', 'Descargar Informe Completo', 'Informe médico descargado exitosamente');
    expect(informe.endsWith(`informe_medico_${report.id}.pdf`)).toBe(true);
    const constancia = await downloadFrom(page, 'Tendinitis aguda', 'Descargar Constancia', 'Constancia médica descargada exitosamente');
    expect(constancia.endsWith(`constancia_medica_${report.id}.pdf`)).toBe(true);
    for (const [path, title] of [[informe, 'INFORME MÉDICO'], [constancia, 'CONSTANCIA MÉDICA']]) {
      const text = pdfText(path).replace(/\s+/g, ' ');
      expect(text).toContain(title);
      expect(text).toContain(fullName(officer).toUpperCase());
      expect(text).toContain(String(report.id));
      expect(text).toContain('Documento generado automáticamente por el Sistema');
      // Letter: 612 x 792 points.
      expect(pdfPageSize(path)).toEqual([612, 792]);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, path.replace(/\.pdf$/, '')]);
    }
    expect(pdfText(informe)).toMatch(/APROBADO|Aprobado/);
    await context.close();

    // The officer's medical history (RRHH staff) lists it.
    const rrhh = await e2e.newPage();
    await e2e.open(rrhh.page, `/home/human-resources/query?identification=${officer.identification}`);
    const officerRow = rrhh.page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await officerRow.getByRole('button', { name: /^Acciones de / }).click();
    await rrhh.page.getByRole('menu').getByRole('menuitem', { name: 'Historial médico', exact: true }).click();
    const history = rrhh.page.getByRole('dialog', { name: 'Historial Médico' });
    await history.getByText(DIAGNOSIS).waitFor();
    await expect(history.getByText('Error al cargar el histórico médico').count()).resolves.toBe(0);

    // The dashboard draws its four charts.
    await rrhh.page.goto('/home/medical/statistics');
    await rrhh.page.getByRole('heading', { level: 1, name: 'Estadísticas Médicas' }).waitFor();
    await expect.poll(() => rrhh.page.getByTestId('dashboard-chart').count()).toBe(4);
    await expect.poll(() => rrhh.page.locator('[data-testid="dashboard-chart"] svg.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    await rrhh.page.screenshot({ path: join(OUT, 'dashboard.png'), fullPage: true });
    await rrhh.context.close();
  }, 300_000);
});
