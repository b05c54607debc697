/**
 * The Excel import's calls in the API tests (issue 30): a workbook of rows, a multipart
 * upload, and the check / run / job / workbook calls under a resource's api path.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { expectStatus } from '../support/api';
import type { TestApp } from '../support/testApp';
import { XLSX } from './gunparkFixture';

export interface ImportJob {
  id: number; status: string; totalRows: number; errorRows: number; validRows: number; doneRows: number; mode: string; resource: string;
  errors: { row: number; column: string; message: string }[]; errorsUrl: string | null; message: string | null; userName: string;
}

export async function xlsxOf(rows: unknown[][], build?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Datos');
  for (const row of rows) sheet.addRow(row);
  build?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function upload(name: string, content: Buffer) {
  const boundary = `----importacion${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The import calls of the resource under `/api/<apiPath>`. */
export function importCalls(t: TestApp, apiPath: string) {
  const check = (token: string, name: string, content: Buffer, mode = 'create') => t.call(token, { method: 'POST', url: `/api/${apiPath}/import/check?mode=${mode}`, ...upload(name, content) });
  return {
    check,
    checked: async (token: string, name: string, content: Buffer, mode = 'create') => expectStatus<ImportJob>(await check(token, name, content, mode), 200).data,
    run: async (token: string, id: number) => expectStatus<ImportJob>(await t.call(token, { method: 'POST', url: `/api/${apiPath}/import/${id}/run` }), 202).data,
    template: async (token: string) => expectStatus<{ url: string }>(await t.call(token, { method: 'GET', url: `/api/${apiPath}/import/template` }), 200).data.url,
    async waitForEnd(token: string, id: number): Promise<ImportJob> {
      for (;;) {
        const job = expectStatus<ImportJob>(await t.call(token, { method: 'GET', url: `/api/imports/${id}` }), 200).data;
        if (job.status !== 'running') return job;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async workbookAt(url: string): Promise<ExcelJS.Workbook> {
      const download = await t.call(null, { method: 'GET', url });
      expect(download.headers['content-type']).toContain(XLSX);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
      return workbook;
    },
  };
}

/** A date as a user types it in a cell: dd/mm/aaaa. */
export function typedDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
