/**
 * A workbook whose parts come in another order than Excel's still reads (issue 30): the
 * worksheet before the workbook part, as exceljs's own writer sometimes orders them. The
 * reader refused such a valid file as 'El archivo no es un libro de Excel…' now and then
 * in CI, depending on the order the writer happened to produce.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from '../../server/engine/import/readSheet';
import { assertNoZipBomb } from '../../server/engine/import/zipGuard';
import { zipOf } from './zipOf';

async function workbookWithSheetFirst(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Armas');
  sheet.addRow(['Código *', 'Serial *']);
  sheet.addRow(['ORD-1', 'SER-ORD-1']);
  const written = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const names = Object.keys(written.files).filter((name) => !written.files[name].dir);
  // The shared strings and relationships first, then the sheet, then the workbook part.
  const late = ['xl/worksheets/sheet1.xml', 'xl/workbook.xml'];
  const order = [...names.filter((name) => !late.includes(name)), ...late];
  expect(names).toEqual(expect.arrayContaining(['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', ...late]));
  expect(order.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(order.indexOf('xl/workbook.xml'));
  return zipOf(await Promise.all(order.map(async (name) => ({ name, data: Buffer.from(await written.file(name)!.async('uint8array')) }))));
}

describe('orden de las partes de un libro de Excel', () => {
  it('reads the first sheet when the workbook part comes after it', async () => {
    const file = await workbookWithSheetFirst();
    await assertNoZipBomb(file);
    const rows = [];
    for await (const row of xlsxRows(Readable.from([file]))) rows.push(row.cells);
    expect(rows).toEqual([['Código *', 'Serial *'], ['ORD-1', 'SER-ORD-1']]);
  });
});
