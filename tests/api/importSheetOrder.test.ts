/**
 * A workbook whose parts come in another order than Excel's still reads (issue 30): the
 * worksheet before the workbook part, as exceljs's own writer sometimes orders them. The
 * reader refused such a valid file as 'El archivo no es un libro de Excel…' now and then
 * in CI, depending on the order the writer happened to produce.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { firstSheetPart } from '../../server/engine/import/workbookParts';
import { xlsxRows } from '../../server/engine/import/readSheet';
import { assertNoZipBomb } from '../../server/engine/import/zipGuard';
import { zipOf } from './zipOf';

type Parts = Record<string, Buffer>;

async function partsOf(workbook: ExcelJS.Workbook): Promise<Parts> {
  const written = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const names = Object.keys(written.files).filter((name) => !written.files[name].dir);
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, Buffer.from(await written.file(name)!.async('uint8array'))] as const)));
}

/** The parts zipped with `first` at the start and `last` at the end, in the order given. */
function zipInOrder(parts: Parts, first: string[], last: string[]): Buffer {
  for (const name of [...first, ...last]) expect(parts).toHaveProperty([name]);
  const middle = Object.keys(parts).filter((name) => !first.includes(name) && !last.includes(name));
  return zipOf([...first, ...middle, ...last].map((name) => ({ name, data: parts[name] })));
}

async function rowsOfFile(file: Buffer): Promise<unknown[][]> {
  await assertNoZipBomb(file);
  const rows = [];
  const part = await firstSheetPart(file);
  expect(part).not.toBeNull();
  for await (const row of xlsxRows(file, part!)) rows.push(row.cells);
  return rows;
}

/** A data sheet followed by a hidden list sheet and an instructions sheet, as the import's own template. */
function threeSheets(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Armas');
  data.addRow(['Código *', 'Serial *']);
  data.addRow(['ORD-2', 'SER-ORD-2']);
  workbook.addWorksheet('Listas', { state: 'veryHidden' }).addRow(['Pistola', 'Escopeta']);
  workbook.addWorksheet('Instrucciones').addRow(['Columna', 'Formato']);
  return workbook;
}

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
    expect(await rowsOfFile(file)).toEqual([['Código *', 'Serial *'], ['ORD-1', 'SER-ORD-1']]);
  });

  it('reads the first sheet when a later sheet is emitted before it', async () => {
    // The data sheet before the shared strings (the reader holds it back to the end), the
    // hidden list sheet after them and before the workbook part (the reader emits it at once).
    const parts = await partsOf(threeSheets());
    const file = zipInOrder(parts, ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet2.xml'], ['xl/workbook.xml']);
    expect(await firstSheetPart(file)).toBe('xl/worksheets/sheet1.xml');
    expect(await rowsOfFile(file)).toEqual([['Código *', 'Serial *'], ['ORD-2', 'SER-ORD-2']]);
  });

  it('reads the first sheet when a later sheet is streamed just before it', async () => {
    // Both sheets after the shared strings and relationships: the reader streams them from
    // the zip one after the other, so the one skipped must be read through, not left open.
    const parts = await partsOf(threeSheets());
    const file = zipInOrder(parts, ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml', 'xl/worksheets/sheet1.xml'], ['xl/workbook.xml']);
    expect(await rowsOfFile(file)).toEqual([['Código *', 'Serial *'], ['ORD-2', 'SER-ORD-2']]);
  });

  it('follows the workbook part when its first sheet is not the first part', async () => {
    // Sheets moved in Excel keep their parts: the workbook part lists 'Instrucciones' first.
    const parts = await partsOf(threeSheets());
    const workbookXml = parts['xl/workbook.xml'].toString('utf8');
    const sheetElements = workbookXml.match(/<sheet\s[^>]*>/g)!;
    expect(sheetElements).toHaveLength(3);
    parts['xl/workbook.xml'] = Buffer.from(workbookXml.replace(sheetElements.join(''), [sheetElements[2], sheetElements[0], sheetElements[1]].join('')));
    const file = zipInOrder(parts, ['xl/workbook.xml'], []);
    expect(await firstSheetPart(file)).toBe('xl/worksheets/sheet3.xml');
    expect(await rowsOfFile(file)).toEqual([['Columna', 'Formato']]);
  });

  it('takes the first sheet part when the workbook part does not name one', async () => {
    const parts = await partsOf(threeSheets());
    delete parts['xl/_rels/workbook.xml.rels'];
    expect(await firstSheetPart(zipInOrder(parts, ['xl/worksheets/sheet3.xml'], []))).toBe('xl/worksheets/sheet1.xml');
  });

  it('keeps letters of two bytes whole wherever the inflated chunks end', async () => {
    // Accented names over many chunks of inflated XML, written inline and as shared strings.
    const names = Array.from({ length: 6000 }, (_, i) => `María José Núñez Pérez ${'ñ'.repeat(i % 7)}${i}`);
    for (const useSharedStrings of [false, true]) {
      const chunks: Buffer[] = [];
      const sink = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings, useStyles: false });
      const sheet = writer.addWorksheet('Funcionarios');
      for (const name of names) sheet.addRow([name]).commit();
      sheet.commit();
      await writer.commit();
      const rows = await rowsOfFile(Buffer.concat(chunks));
      expect(rows.map((row) => row[0])).toEqual(names);
    }
  });

  it('reads a workbook whose strings are written inline, without a shared strings part', async () => {
    const chunks: Buffer[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false });
    for (const name of ['Funcionarios', 'Carga familiar']) {
      const sheet = writer.addWorksheet(name);
      sheet.addRow(['Cédula', name]).commit();
      sheet.addRow([27100001, 'María']).commit();
      sheet.commit();
    }
    await writer.commit();
    const file = Buffer.concat(chunks);
    expect(Object.keys((await JSZip.loadAsync(file)).files)).not.toContain('xl/sharedStrings.xml');
    expect(await rowsOfFile(file)).toEqual([['Cédula', 'Funcionarios'], [27100001, 'María']]);
  });
});
