/**
 * Issue 17's documents in Chromium, driven as a user does and timed from the click to the
 * finished download (1 warm-up + 10 measured each; target median ≤ 2 s):
 * - the permit PDF of each type (obligatorio, potestativo, estudio) from the permits list;
 * - the permit report: 'Generar Reporte' → the preview shown, then 'Descargar PDF';
 * - 'INFORME MÉDICO' and 'CONSTANCIA MÉDICA' from the medical list.
 * Anchor: a minimal one-page jsPDF document drawn in the same page (the floor of any PDF
 * made there; bench/browserApp.ts). The officer PDFs bench also splits a click into the
 * API calls and the app's drawing.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { PermitRecord } from '../../resources/permits/api';
import { getData, MEASURED, minimalJspdf, timing, WARMUP, withBrowserApp, type Timing } from '../browserApp';

export const DOCUMENT_MEDIAN_TARGET_MS = 2_000;

export interface DocumentClick {
  label: string;
  fileName: string;
  bytes: number;
  click: Timing;
}

export type DocumentBenchReport = { skipped: string } | { browserVersion: string; distDir: string; jspdf: Timing; documents: DocumentClick[] };

interface MedicalRow { id: number; diagnosis: string; status: number }

/** Click → download complete, `times` times; the downloaded file must be a PDF. */
async function timeDownloads(page: Page, click: () => Promise<void>, afterEach: () => Promise<void>): Promise<{ samples: number[]; fileName: string; bytes: number }> {
  const samples: number[] = [];
  let fileName = '';
  let bytes = 0;
  for (let i = 0; i < WARMUP + MEASURED; i++) {
    const downloaded = page.waitForEvent('download', { timeout: 30_000 });
    const started = performance.now();
    await click();
    const file = await downloaded;
    const content = readFileSync(await file.path());
    const elapsed = performance.now() - started;
    if (content.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${file.suggestedFilename()} is not a PDF`);
    fileName = file.suggestedFilename();
    bytes = content.length;
    if (i >= WARMUP) samples.push(elapsed);
    await afterEach();
  }
  return { samples, fileName, bytes };
}

/** The list row of `text`, found through the list's search box. */
async function rowOf(page: Page, route: string, searchPlaceholder: RegExp, text: string): Promise<Locator> {
  await page.goto(route);
  await page.getByPlaceholder(searchPlaceholder).fill(text);
  const row = page.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await row.waitFor();
  return row;
}

const toastGone = (page: Page) => page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);

export async function benchPermitMedicalPdfs(root: string, log: (line: string) => void): Promise<DocumentBenchReport> {
  return withBrowserApp(root, log, [], async ({ base, token, page, distDir, browserVersion }) => {
    const documents: DocumentClick[] = [];
    const permits = await getData<PermitRecord[]>(`${base}/api/permits?page=1&pageSize=100`, token);
    for (const kind of ['obligatorio', 'potestativo', 'estudio'] as const) {
      const permit = permits.find((p) => p.permitType === kind);
      if (!permit) throw new Error(`the demo data has no ${kind} permit`);
      log(`  permiso ${kind} (${permit.requestNumber}): ${WARMUP} + ${MEASURED} downloads …`);
      const row = await rowOf(page, '/home/permits', /^Buscar por funcionario/, permit.requestNumber);
      const run = await timeDownloads(page, () => row.getByRole('button', { name: /^Descargar el PDF/ }).click(), () => toastGone(page));
      documents.push({ label: `Permiso ${kind}`, fileName: run.fileName, bytes: run.bytes, click: timing(run.samples) });
    }

    log(`  reporte de permisos: ${WARMUP} + ${MEASURED} previews and downloads …`);
    await page.goto('/home/permits');
    const previews: number[] = [];
    const report = await timeDownloads(page, async () => {
      await page.getByRole('button', { name: 'Reporte PDF' }).click();
      const config = page.getByRole('dialog');
      await config.getByText('Configurar Reporte PDF').waitFor();
      const started = performance.now();
      await config.getByRole('button', { name: 'Generar Reporte' }).click();
      const preview = page.getByRole('dialog');
      await preview.getByText('Vista Previa del Reporte de Permisos').waitFor();
      await preview.locator('iframe').waitFor();
      previews.push(performance.now() - started);
      await preview.getByRole('button', { name: 'Descargar PDF' }).click();
    }, async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });
    documents.push({ label: "Reporte de permisos: 'Generar Reporte' → vista previa", fileName: '(vista previa)', bytes: 0, click: timing(previews.slice(WARMUP)) });
    documents.push({ label: "Reporte de permisos: 'Reporte PDF' → descarga (diálogo, vista previa y descarga)", fileName: report.fileName, bytes: report.bytes, click: timing(report.samples) });

    const reports = await getData<MedicalRow[]>(`${base}/api/medical/reports?page=1&pageSize=50`, token);
    const approved = reports.find((r) => r.status === 2) ?? reports[0];
    if (!approved) throw new Error('the demo data has no medical report');
    for (const [button, label] of [['Descargar Informe Completo', 'Informe médico'], ['Descargar Constancia', 'Constancia médica']] as const) {
      log(`  ${label} (informe ${approved.id}): ${WARMUP} + ${MEASURED} downloads …`);
      const row = await rowOf(page, '/home/medical', /^Buscar por funcionario/, approved.diagnosis.slice(0, 40));
      const run = await timeDownloads(page, () => row.getByRole('button', { name: button, exact: true }).click(), () => toastGone(page));
      documents.push({ label, fileName: run.fileName, bytes: run.bytes, click: timing(run.samples) });
    }
    const jspdf = timing(await minimalJspdf(page));
    return { browserVersion, distDir, jspdf, documents };
  });
}
