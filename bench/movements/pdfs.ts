/**
 * The three officer PDFs in Chromium, driven as a user does: the query screen filtered
 * by the officer's cédula, the row menu, the document entry; each timed from the click
 * on the entry to the download being complete (1 warm-up + 10 measured per document).
 * Target: median ≤ 2 s per document.
 *
 * The server is the e2e one: the app with the built browser bundle (dist/ or
 * BENCH_DIST_DIR) on PGlite in memory with the demo data, /usr/bin/chromium through
 * playwright-core. The PDFs are built in the browser, so the database matters little.
 *
 * Anchors, in the same page: (1) a minimal one-page jsPDF document (a title and a
 * paragraph, letter, compressed, `output('blob')`) with the same jsPDF version the app
 * bundles — the app's chunk does not expose jsPDF, so node_modules/jspdf's UMD build is
 * evaluated in the page — the floor of any PDF made there; (2) the API calls each
 * document makes before drawing (the officer, its parts, the verification POST), with
 * fetch in the page: the network and server share of the click. What remains is the
 * app's own work: drawing, the QR, the photo's JPEG, the dialog and the download.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DOCUMENT_LABELS, documentFileName, ISSUE_DOCUMENT_PATH, type DocumentKind } from '../../resources/officers/pdf/documentTypes';
import { getData, MEASURED, minimalJspdf, timing, WARMUP, withBrowserApp, type Timing } from '../browserApp';

export const PDF_MEDIAN_TARGET_MS = 2_000;

export interface DocumentTiming {
  kind: DocumentKind;
  label: string;
  fileName: string;
  /** Bytes of the last download. */
  bytes: number;
  click: Timing;
  /** In the page: the menu entry's click event → the PDF handed to the download link (the app's work). */
  app: Timing;
  /** The API calls the document needs, with fetch in the page. */
  calls: Timing;
  callList: string;
}

export type PdfBenchReport =
  | { skipped: string }
  | { distDir: string; chromium: string; browserVersion: string; jspdf: Timing; documents: DocumentTiming[] };

interface OfficerSummary { id: number; identification: number; condition: number; positions: unknown[] }

/** A photo for the integral report (as the e2e test does): a PNG drawn in the page, uploaded as the uniformed photo. */
async function uploadPhoto(page: Page, officerId: number) {
  const png = Buffer.from(await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#8aa9d6';
    c.fillRect(0, 0, 480, 640);
    c.fillStyle = '#1a2b4c';
    c.fillRect(80, 400, 320, 240);
    c.beginPath();
    c.arc(240, 250, 110, 0, Math.PI * 2);
    c.fillStyle = '#d9b38c';
    c.fill();
    return Array.from(new Uint8Array(await (await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'))).arrayBuffer()));
  }));
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  const response = await page.request.fetch(`/api/rrhh/${officerId}/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, multipart: { type: '2', file: { name: 'foto.png', mimeType: 'image/png', buffer: png } } });
  if (response.status() >= 300) throw new Error(`photo upload answered ${response.status()}: ${await response.text()}`);
}

/** The calls of OfficerDocumentDialog's buildDocument (documentData.ts) for `kind`, timed in the page. */
async function dataCalls(page: Page, kind: DocumentKind, officerId: number): Promise<{ samples: number[]; failed: string[] }> {
  const parallel = kind === 'reporte_integral'
    ? [`rrhh/work-time/${officerId}`, `rrhh/assigned-assets/${officerId}`]
    : kind === 'registro_ex_funcionario'
      ? [`rrhh/${officerId}/reentries?page=1&pageSize=1000`, `rrhh/${officerId}/disincorporations?page=1&pageSize=1000`, `disciplinary/cases-by-officer/${officerId}`, `rrhh/work-time/${officerId}`]
      : [];
  return page.evaluate(async ({ warmup, measured, officerId, parallel, photo, issue, kind }) => {
    const token = window.localStorage.getItem('access_token') ?? '';
    // The optional parts may fail (the app leaves them out): their status is reported.
    const failed = new Set<string>();
    const get = async (path: string) => {
      const response = await fetch(`/api/${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      if (!response.ok) failed.add(`${path.split('?')[0].replace(String(officerId), '{id}')} ${response.status}`);
      return response;
    };
    const samples: number[] = [];
    for (let i = 0; i < warmup + measured; i++) {
      const started = performance.now();
      const officer = (await (await get(`rrhh/${officerId}`)).json()) as { data: { condition: number; images?: { type: number; url?: string }[] } };
      const images = officer.data.images ?? [];
      const image = images.find((m) => m.type === 2) ?? images.find((m) => m.type === 1) ?? images[0];
      const paths = [...parallel];
      if (photo && image?.url) paths.push(`external-services/proxy-image?url=${encodeURIComponent(image.url)}`);
      // A certificate for an officer who left also reads the egresos and re-entries.
      if (kind === 'constancia' && officer.data.condition !== 1) paths.push(`rrhh/${officerId}/reentries?page=1&pageSize=1000`, `rrhh/${officerId}/disincorporations?page=1&pageSize=1000`);
      await Promise.all(paths.map(async (path) => (await get(path)).arrayBuffer()));
      const issued = await fetch(`/api/${issue}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ documentType: kind, policeId: officerId }) });
      if (issued.status !== 201) throw new Error(`${issue}: ${issued.status}`);
      await issued.arrayBuffer();
      if (i >= warmup) samples.push(performance.now() - started);
    }
    return { samples, failed: [...failed] };
  }, { warmup: WARMUP, measured: MEASURED, officerId, parallel, photo: kind === 'reporte_integral', issue: ISSUE_DOCUMENT_PATH, kind });
}

/**
 * In-page marks (plain script, run before the app): when a menu entry is clicked and
 * when the app hands the PDF to a download link (saveBlob), to split the click's time
 * into the app's work and the browser's download.
 */
const MARKS_SCRIPT = `
  window.__benchMarks = { clicked: 0, saved: 0 };
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) window.__benchMarks.clicked = performance.now();
  }, true);
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute('download')) window.__benchMarks.saved = performance.now();
    return click.call(this);
  };`;

interface Marks { clicked: number; saved: number }

/** Click → download complete, through the query screen's row menu. */
async function clickTimings(page: Page, kind: DocumentKind, identification: number): Promise<{ samples: number[]; inPage: number[]; bytes: number }> {
  await page.goto(`/home/human-resources/query?identification=${identification}`);
  const row = page.getByRole('row', { name: new RegExp(`V-${identification}`) });
  await row.waitFor();
  const samples: number[] = [];
  const inPage: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + MEASURED; i++) {
    await row.getByRole('button', { name: /^Acciones de / }).click();
    const entry = page.getByRole('menu').getByRole('menuitem', { name: DOCUMENT_LABELS[kind] });
    await entry.waitFor();
    const downloaded = page.waitForEvent('download', { timeout: 30_000 });
    const started = performance.now();
    await entry.click();
    const file = await downloaded;
    const path = await file.path();
    const elapsed = performance.now() - started;
    if (file.suggestedFilename() !== documentFileName(kind, identification)) throw new Error(`downloaded ${file.suggestedFilename()}, expected ${documentFileName(kind, identification)}`);
    const content = readFileSync(path);
    if (content.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${file.suggestedFilename()} is not a PDF`);
    bytes = content.length;
    const marks = await page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);
    if (i >= WARMUP) {
      samples.push(elapsed);
      inPage.push(marks.saved - marks.clicked);
    }
    // The progress dialog closes after the download starts; the next click waits for it.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return { samples, inPage, bytes };
}

export async function benchPdfs(root: string, log: (line: string) => void): Promise<PdfBenchReport> {
  return withBrowserApp(root, log, [MARKS_SCRIPT], async ({ base, token, page, distDir, chromium, browserVersion }) => {
    // As the e2e test picks them: an approved, active officer with one position (no position
    // picker) for the certificate and the report, and an officer who left for the record.
    const active = (await getData<OfficerSummary[]>(`${base}/api/rrhh/search?statusIn=2&page=1&pageSize=20`, token)).find((o) => o.condition === 1 && o.positions.length === 1);
    const departures = await getData<{ police: OfficerSummary }[]>(`${base}/api/rrhh/disincorporations?status=2&page=1&pageSize=20`, token);
    const left = (departures.find((d) => d.police.condition !== 1) ?? departures[0])?.police;
    if (!active || !left) throw new Error('the demo data has no active officer with one position or no approved egreso');
    await uploadPhoto(page, active.id);

    const documents: DocumentTiming[] = [];
    for (const [kind, officer] of [['constancia', active], ['reporte_integral', active], ['registro_ex_funcionario', left]] as const) {
      log(`  ${DOCUMENT_LABELS[kind]} (V-${officer.identification}): ${WARMUP} + ${MEASURED} downloads …`);
      const clicks = await clickTimings(page, kind, officer.identification);
      const calls = await dataCalls(page, kind, officer.id);
      documents.push({
        kind, label: DOCUMENT_LABELS[kind], fileName: documentFileName(kind, officer.identification), bytes: clicks.bytes, click: timing(clicks.samples), app: timing(clicks.inPage), calls: timing(calls.samples),
        callList: (kind === 'constancia' ? 'officer, verification' : kind === 'reporte_integral' ? 'officer, then photo + work time + assets, then verification' : 'officer, then re-entries + egresos + cases + work time, then verification')
          + (calls.failed.length ? `; answered ${calls.failed.join(', ')}` : ''),
      });
    }
    const jspdf = timing(await minimalJspdf(page));
    return { distDir, chromium, browserVersion, jspdf, documents };
  });
}
