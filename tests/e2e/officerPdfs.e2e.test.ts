/**
 * The officer documents in Chromium (RRHH §7.4, §8): from the query screen's row menu
 * the work certificate, the integral report (with the officer's photo re-encoded as
 * JPEG) and the ex-officer record download under their file names as real PDFs, whose
 * text (pdftotext) names the officer, the cédula, the city and the verification address;
 * one is rendered with pdftoppm. The address in the QR opens the public page, which
 * confirms the document without a session and rejects a forged code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

interface Summary { id: number; identification: number; firstName: string; secondName: string | null; firstLastname: string; secondLastname: string | null; condition: number; positions: { label: string }[] }
interface Issued { code: string; verificationPath: string; documentType: string }

const OUT = resolve('.tmp/e2e-officer-pdfs');
let e2e: E2eServer;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

async function api<T>(page: Page, url: string, init: { method?: string; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> } = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.fetch(url, { method: init.method ?? 'GET', headers: { Authorization: `Bearer ${token}` }, multipart: init.multipart });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

const fullName = (o: Summary) => [o.firstName, o.secondName, o.firstLastname, o.secondLastname].filter(Boolean).join(' ');
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-']).toString();

/** Picks a row-menu entry and returns the download, the verification the browser recorded and the saved path. */
async function download(page: Page, identification: number, entry: string): Promise<{ file: Download; issued: Issued; path: string }> {
  const row = page.getByRole('row', { name: new RegExp(`V-${identification}`) });
  await row.getByRole('button', { name: /^Acciones de / }).click();
  const issuedResponse = page.waitForResponse((r) => r.url().endsWith('/api/documents/verification') && r.request().method() === 'POST');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
  const answer = await issuedResponse;
  expect(answer.status()).toBe(201);
  const issued = ((await answer.json()) as { data: Issued }).data;
  const file = await downloaded;
  const path = join(OUT, file.suggestedFilename());
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return { file, issued, path };
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

describe('officer documents', () => {
  it('downloads the work certificate and the integral report, and the QR address confirms the certificate', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    // An approved, active demo officer with one position (the certificate needs no picker).
    const officer = (await api<Summary[]>(page, '/api/rrhh/search?statusIn=2&page=1&pageSize=20')).find((o) => o.condition === 1 && o.positions.length === 1)!;
    expect(officer).toBeDefined();
    // A photo for the integral report (a PNG: the report re-encodes it as JPEG).
    const png = Buffer.from(await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 320;
      const c = canvas.getContext('2d')!;
      c.fillStyle = '#8aa9d6';
      c.fillRect(0, 0, 240, 320);
      c.fillStyle = '#1a2b4c';
      c.fillRect(40, 200, 160, 120);
      return Array.from(new Uint8Array(await (await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'))).arrayBuffer()));
    }));
    await api(page, `/api/rrhh/${officer.id}/images`, { method: 'POST', multipart: { type: '2', file: { name: 'foto.png', mimeType: 'image/png', buffer: png } } });

    await page.goto(`/home/human-resources/query?identification=${officer.identification}`);
    await page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) }).waitFor();

    const certificate = await download(page, officer.identification, 'Constancia de Trabajo');
    expect(certificate.file.suggestedFilename()).toBe(`constancia_${officer.identification}.pdf`);
    await toast(page, 'Constancia de trabajo descargada exitosamente');
    expect(certificate.issued.documentType).toBe('constancia');
    const verifyUrl = `${e2e.baseUrl}${certificate.issued.verificationPath}`;
    const text = pdfText(certificate.path).replace(/\s+/g, ' ');
    for (const expected of ['POLICÍA NACIONAL', 'CONSTANCIA DE TRABAJO', fullName(officer).toUpperCase(), `V-${officer.identification}`, 'en Chacao', officer.positions[0].label.toUpperCase(), verifyUrl, 'Página 1 de 1']) {
      expect(text, expected).toContain(expected);
    }
    expect(execFileSync('pdfinfo', [certificate.path]).toString()).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);

    // Rendered to PNG as a person would look at it.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', certificate.path, join(OUT, 'constancia')]);
    expect(statSync(join(OUT, 'constancia.png')).size).toBeGreaterThan(10_000);

    const report = await download(page, officer.identification, 'Reporte Integral');
    expect(report.file.suggestedFilename()).toBe(`reporte_integral_${officer.identification}.pdf`);
    await toast(page, 'Reporte integral descargado exitosamente');
    const reportText = pdfText(report.path).replace(/\s+/g, ' ');
    for (const expected of ['REPORTE INTEGRAL DEL FUNCIONARIO', `V-${officer.identification}`, 'DATOS PERSONALES', 'TIEMPO DE SERVICIO', 'BIENES ASIGNADOS', `${e2e.baseUrl}${report.issued.verificationPath}`]) {
      expect(reportText, expected).toContain(expected);
    }
    // The photo travels as a JPEG (DCT) image; the QR is the other image.
    const images = execFileSync('pdfimages', ['-list', report.path]).toString();
    expect(images).toMatch(/\bimage\s+240\s+320\s+rgb\s+3\s+8\s+jpeg\b/);

    // When the work-time and assets lookups fail, the report is still produced, without them.
    await page.route('**/api/rrhh/work-time/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Error interno del servidor."}' }));
    await page.route('**/api/rrhh/assigned-assets/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Error interno del servidor."}' }));
    const reduced = await download(page, officer.identification, 'Reporte Integral');
    const reducedText = pdfText(reduced.path).replace(/\s+/g, ' ');
    expect(reducedText).toContain('DATOS INSTITUCIONALES');
    expect(reducedText).not.toContain('TIEMPO DE SERVICIO');
    expect(reducedText).not.toContain('BIENES ASIGNADOS');
    await page.unrouteAll();

    // The QR's address, opened without a session, confirms the certificate.
    const visitor = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: 'es-ES' });
    const publicPage = await visitor.newPage();
    await publicPage.goto(verifyUrl);
    await publicPage.getByText('Documento válido').waitFor();
    expect(await publicPage.getByText(fullName(officer), { exact: true }).count()).toBe(1);
    expect(await publicPage.getByText(`V-${officer.identification}`, { exact: true }).count()).toBe(1);
    expect(await publicPage.getByText('Constancia de Trabajo', { exact: true }).count()).toBe(1);
    await publicPage.screenshot({ path: join(OUT, 'verify-valid.png') });

    const code = certificate.issued.code;
    const at = code.indexOf('-') + 1;
    const forged = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
    await publicPage.goto(`/verify/${forged}`);
    await publicPage.getByText('Documento no válido').waitFor();
    expect(await publicPage.getByText(fullName(officer)).count()).toBe(0);
    await visitor.close();
    await context.close();
  });

  it('downloads the ex-officer record of an officer who left, with the egreso', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    const [left] = await api<{ dateOut: string; police: { id: number; identification: number } }[]>(page, '/api/rrhh/disincorporations?status=2&page=1&pageSize=1');
    expect(left, 'a demo officer with an approved egreso').toBeDefined();
    const identification = left.police.identification;
    await page.goto(`/home/human-resources/query?identification=${identification}`);
    await page.getByRole('row', { name: new RegExp(`V-${identification}`) }).waitFor();
    const record = await download(page, identification, 'Registro del Ex-Funcionario');
    expect(record.file.suggestedFilename()).toBe(`registro_ex_funcionario_${identification}.pdf`);
    await toast(page, 'Registro del ex-funcionario descargado exitosamente');
    const text = pdfText(record.path).replace(/\s+/g, ' ');
    const [y, m, d] = left.dateOut.split('-');
    // The disciplinary module answers (issue 16): the record lists the officer's cases, or says there are none.
    const cases = await api<{ numberOfCase: string }[]>(page, `/api/disciplinary/cases-by-officer/${left.police.id}`);
    for (const expected of ['REGISTRO DEL EX-FUNCIONARIO', `V-${identification}`, 'DATOS DEL EGRESO', `${d}/${m}/${y}`, 'CASOS DISCIPLINARIOS']) {
      expect(text, expected).toContain(expected);
    }
    // Case numbers may wrap inside their table cell: compared without white space.
    const compact = text.replace(/\s+/g, '');
    if (cases.length) for (const c of cases) expect(compact, c.numberOfCase).toContain(c.numberOfCase.replace(/\s+/g, ''));
    else expect(text).toContain('Sin casos disciplinarios registrados');
    expect(existsSync(record.path)).toBe(true);
    await context.close();
  });
});
