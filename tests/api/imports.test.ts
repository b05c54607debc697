/**
 * Excel import of a declared resource (issue 30), on guns: the template, the check with
 * the form's rules and messages (nothing stored), the error workbook fixed in place and
 * uploaded again, the import as a job (all rows or none), 'Actualizar existentes' by the
 * unique code, hostile files, permissions, two imports racing for the same code, and
 * 'Importaciones'.
 */
import ExcelJS from 'exceljs';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../server/lib/storage';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { moduleTokens, stationBody, withoutDemoAssets } from './gunparkFixture';
import { importCalls, xlsxOf, type ImportJob as Job } from './importFixture';
import { zipOf } from './zipOf';

const HEADERS = ['Código', 'Tipo', 'Marca', 'Modelo', 'Serial', 'Estado', 'Calibre', 'Estación', 'Fecha de asignación especial', 'Operatividad'];

describeOnEachDatabase('Importar Excel (armas)', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-import-files-'));
  const keptRows = (id: number) => join(filesDir, 'imports', 'checked', `${id}.v8.gz`);
  const countGuns = async () => Number((await t.database.rawQuery('select count(*)::int as n from guns'))[0].n);
  const calls = () => importCalls(t, 'gunpark/guns');
  const check = (token: string, name: string, content: Buffer, mode = 'create') => calls().check(token, name, content, mode);
  const checked = (token: string, name: string, content: Buffer, mode = 'create') => calls().checked(token, name, content, mode);
  const waitForEnd = (token: string, id: number) => calls().waitForEnd(token, id);
  const run = (token: string, id: number) => calls().run(token, id);
  const workbookAt = (url: string) => calls().workbookAt(url);
  const gunRow = (code: string, overrides: Partial<Record<string, unknown>> = {}) => {
    const values: Record<string, unknown> = { 'Código': code, Tipo: 'Pistola', Marca: 'Glock', Modelo: '17', Serial: `SER-${code}`, Estado: 'Disponible', Calibre: '9 mm', 'Estación': 'Estación Central', 'Fecha de asignación especial': '05/03/2024', Operatividad: 'Sí', ...overrides };
    return HEADERS.map((h) => values[h] ?? null);
  };

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets, storage: localStorage(filesDir) });
    tokens = await moduleTokens(t, 1);
    expectStatus(await t.call(tokens.admin, { method: 'POST', url: '/api/gunpark/stations', payload: stationBody({ name: 'Estación Central', code: 'EST-CEN' }) }), 201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('offers a template with the declared headers, required ones marked, lists and instructions', async () => {
    const { url } = expectStatus<{ url: string }>(await t.call(tokens.register, { method: 'GET', url: '/api/gunpark/guns/import/template' }), 200).data;
    const workbook = await workbookAt(url);
    const sheet = workbook.getWorksheet('Armas')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toContain('Código *');
    expect(headers).toContain('Estación');
    expect(headers).toContain('Serial del cilindro');
    const typeColumn = headers.indexOf('Tipo *') + 1;
    expect(sheet.getCell(2, typeColumn).dataValidation).toMatchObject({ type: 'list' });
    const lists = workbook.getWorksheet('Listas')!;
    expect(lists.getColumn(typeColumn).values).toContain('Pistola');
    expect(lists.getColumn(headers.indexOf('Estación') + 1).values).toContain('Estación Central');
    const help = workbook.getWorksheet('Instrucciones')!;
    const helpRows = help.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    expect(helpRows).toContainEqual(['Fecha de asignación especial', 'No', 'Fecha dd/mm/aaaa']);
    expect(helpRows).toContainEqual(['Serial', 'Sí', expect.stringContaining('mínimo 5 caracteres')]);
  });

  it('checks every row with the form messages, stores nothing, and imports the file fixed through the error workbook', async () => {
    const file = await xlsxOf([
      HEADERS,
      gunRow('IMP-001'),
      gunRow('IMP-002', { Tipo: 'Cañón', Serial: 'abc' }),
      gunRow('IMP-003', { 'Estación': 'Estación Lunar', 'Fecha de asignación especial': '31/02/2024' }),
      gunRow('IMP-001', { Serial: 'SER-OTRO' }),
      gunRow('IMP-005', { Marca: null }),
    ]);
    const job = await checked(tokens.register, 'armas.xlsx', file);
    expect(job).toMatchObject({ status: 'invalid', totalRows: 5, errorRows: 4, validRows: 1, createRows: 1, updateRows: 0 });
    expect(job.errors).toEqual(expect.arrayContaining([
      { row: 3, column: 'Tipo', message: 'Tipo: «Cañón» no es un valor de la lista' },
      { row: 4, column: 'Estación', message: 'Estación: no existe «Estación Lunar»' },
      { row: 5, column: 'Código', message: 'Ya existe un arma con ese código (repetido en la fila 2)' },
      { row: 6, column: 'Marca', message: 'La marca es requerida' },
    ]));
    expect(await countGuns()).toBe(0);
    expect(envelope(await t.call(tokens.register, { method: 'POST', url: `/api/gunpark/guns/import/${job.id}/run` })).statusCode).toBe(409);

    // The error workbook: the same rows with an 'Errores' column; fixed in place and uploaded again.
    const workbook = await workbookAt(job.errorsUrl!);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(HEADERS.length + 1).value).toBe('Errores');
    expect(String(sheet.getRow(3).getCell(HEADERS.length + 1).value)).toContain('Tipo: «Cañón» no es un valor de la lista');
    expect(sheet.getRow(2).getCell(HEADERS.length + 1).value ?? '').toBe('');
    sheet.getRow(3).getCell(2).value = 'Revólver';
    sheet.getRow(3).getCell(5).value = 'SER-00002';
    sheet.getRow(4).getCell(8).value = 'Estación Central';
    sheet.getRow(4).getCell(9).value = '29/02/2024';
    sheet.getRow(5).getCell(1).value = 'IMP-004';
    sheet.getRow(6).getCell(3).value = 'Beretta';
    const fixed = await checked(tokens.register, 'armas-corregido.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(fixed).toMatchObject({ status: 'checked', totalRows: 5, errorRows: 0, errors: [] });
    expect(await countGuns()).toBe(0);

    expect(await run(tokens.register, fixed.id)).toMatchObject({ status: 'running' });
    expect(await waitForEnd(tokens.register, fixed.id)).toMatchObject({ status: 'done', doneRows: 5 });
    const stored = await t.database.rawQuery('select code_gun, type_gun, station, date::text as date, operability from guns order by code_gun');
    expect(stored.map((r) => r.code_gun)).toEqual(['IMP-001', 'IMP-002', 'IMP-003', 'IMP-004', 'IMP-005']);
    expect(stored[1]).toMatchObject({ type_gun: 2, operability: true });
    expect(stored[2].date).toBe('2024-02-29');
    // A job runs once.
    expect(envelope(await t.call(tokens.register, { method: 'POST', url: `/api/gunpark/guns/import/${fixed.id}/run` })).statusCode).toBe(409);
    // One audit entry per import: who, what and how many, with the kept file.
    const [audit] = await t.database.rawQuery(`select user_name, req::text as req, res::text as res from audits where endpoint = $1 and method = 'IMPORT'`, [`/api/imports/${fixed.id}`]);
    expect(JSON.parse(String(audit.req))).toMatchObject({ resource: 'guns', mode: 'create', fileName: 'armas-corregido.xlsx', rows: 5 });
    expect(JSON.parse(String(audit.res))).toMatchObject({ status: 'done', rows: 5 });
  });

  it('updates the records its rows name by code, changing only the columns present, each change audited', async () => {
    const stored = async () => t.database.rawQuery(`select id, code_gun, brand, status, model, version from guns where code_gun in ('IMP-001', 'IMP-002', 'IMP-003') order by code_gun`);
    const [one, two, three] = await stored();
    // Rows that change different columns, and one that names its record only.
    const file = await xlsxOf([['Código', 'Marca', 'Estado'], ['imp-001', 'Taurus', 'En Mantenimiento'], ['IMP-002', null, 'Fuera de Servicio'], ['IMP-003', null, null]]);
    const job = await checked(tokens.admin, 'cambios.xlsx', file, 'update');
    expect(job).toMatchObject({ status: 'checked', totalRows: 3, errorRows: 0, mode: 'update', updateRows: 3, createRows: 0 });
    await run(tokens.admin, job.id);
    expect(await waitForEnd(tokens.admin, job.id)).toMatchObject({ status: 'done', doneRows: 3 });
    expect(await stored()).toEqual([
      { ...one, brand: 'Taurus', status: 3, version: Number(one.version) + 1 },
      { ...two, status: 4, version: Number(two.version) + 1 },
      // Saved as the form's edit saves a record sent unchanged: its version raised.
      { ...three, version: Number(three.version) + 1 },
    ]);
    const [audit] = await t.database.rawQuery(`select res::text as res from audits where endpoint = $1 and method = 'IMPORT'`, [`/api/imports/${job.id}`]);
    expect(JSON.parse(String(audit.res)).changes).toEqual([
      { id: one.id, changes: { brand: ['Glock', 'Taurus'], status: [one.status, 3] } },
      { id: two.id, changes: { status: [two.status, 4] } },
      { id: three.id, changes: {} },
    ]);
    const missing = await checked(tokens.admin, 'cambios.xlsx', await xlsxOf([['Código', 'Marca'], ['IMP-001', 'Colt'], ['NO-EXISTE', 'X'], ['IMP-002', 'Colt']]), 'update');
    expect(missing.errors).toEqual([{ row: 3, column: 'Código', message: 'No existe un registro con Código «NO-EXISTE»' }]);
    // 'Crear nuevos' refuses a row whose code is stored.
    const again = await checked(tokens.register, 'otra.xlsx', await xlsxOf([HEADERS, gunRow('IMP-001', { Serial: 'SER-NUEVO' })]));
    expect(again.errors).toEqual([{ row: 2, column: 'Código', message: 'Ya existe un arma con ese código' }]);
  });

  it('imports the rows its check kept, asking the database again for what it alone can tell', async () => {
    const invalid = await checked(tokens.register, 'con-error.xlsx', await xlsxOf([HEADERS, gunRow('KEPT-0', { Marca: null })]));
    expect(invalid.status).toBe('invalid');
    expect(existsSync(keptRows(invalid.id))).toBe(false);

    const job = await checked(tokens.register, 'guardadas.xlsx', await xlsxOf([HEADERS, gunRow('KEPT-1'), gunRow('KEPT-2')]));
    expect(job.status).toBe('checked');
    expect(existsSync(keptRows(job.id))).toBe(true);
    // Between the check and 'Importar', another user stores the second row's code.
    const taken = await xlsxOf([HEADERS, gunRow('KEPT-2', { Serial: 'SER-OTRA' })]);
    const other = await checked(tokens.register, 'otra.xlsx', taken);
    await run(tokens.register, other.id);
    expect(await waitForEnd(tokens.register, other.id)).toMatchObject({ status: 'done' });
    await run(tokens.register, job.id);
    expect(await waitForEnd(tokens.register, job.id)).toMatchObject({
      status: 'failed', message: 'El archivo tiene errores: no se guardó ningún registro',
      errors: [{ row: 3, column: 'Código', message: 'Ya existe un arma con ese código' }],
    });
    expect(await t.database.rawQuery(`select code_gun from guns where code_gun like 'KEPT-%' order by code_gun`)).toEqual([{ code_gun: 'KEPT-2' }]);
    expect(existsSync(keptRows(job.id))).toBe(false);

    // Rows a storage lost: the file is read and checked again.
    const lost = await checked(tokens.register, 'perdidas.xlsx', await xlsxOf([HEADERS, gunRow('KEPT-3'), gunRow('KEPT-4')]));
    rmSync(keptRows(lost.id));
    await run(tokens.register, lost.id);
    expect(await waitForEnd(tokens.register, lost.id)).toMatchObject({ status: 'done', doneRows: 2 });
    expect(await t.database.rawQuery(`select code_gun, brand from guns where code_gun in ('KEPT-3', 'KEPT-4') order by code_gun`)).toEqual([{ code_gun: 'KEPT-3', brand: 'Glock' }, { code_gun: 'KEPT-4', brand: 'Glock' }]);
  });

  it('reads a CSV in UTF-8 with either separator', async () => {
    const csv = `\uFEFF${HEADERS.join(';')}\n${gunRow('CSV-001').map((v) => (v === null ? '' : `"${String(v)}"`)).join(';')}\n`;
    const job = await checked(tokens.register, 'armas.csv', Buffer.from(csv, 'utf8'));
    expect(job).toMatchObject({ status: 'checked', totalRows: 1 });
    const comma = `${HEADERS.join(',')}\n${gunRow('CSV-002').map((v) => (v === null ? '' : String(v))).join(',')}\n`;
    expect(await checked(tokens.register, 'armas.csv', Buffer.from(comma, 'utf8'))).toMatchObject({ status: 'checked', totalRows: 1 });
  });

  describe('hostile and wrong files: a Spanish 400, nothing stored', () => {
    const refusal = async (name: string, content: Buffer) => {
      const before = await countGuns();
      const answer = envelope(await check(tokens.register, name, content));
      expect(answer.statusCode).toBe(400);
      expect(await countGuns()).toBe(before);
      return answer.message;
    };
    it('refuses what is not a spreadsheet, an empty file and a CSV in another encoding', async () => {
      expect(await refusal('armas.xlsx', Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBe('El archivo no es un libro de Excel (.xlsx) ni un CSV válido');
      expect(await refusal('armas.exe', await xlsxOf([HEADERS]))).toBe('El archivo no es un libro de Excel (.xlsx) ni un CSV válido');
      expect(await refusal('armas.xlsx', Buffer.from('504b030414000000', 'hex'))).toBe('El archivo no es un libro de Excel (.xlsx) ni un CSV válido');
      expect(await refusal('armas.xlsx', Buffer.alloc(0))).toBe('Debe adjuntar un archivo .xlsx o .csv');
      expect(await refusal('armas.xlsx', await xlsxOf([]))).toBe('El archivo está vacío');
      expect(await refusal('armas.xlsx', await xlsxOf([HEADERS]))).toBe('El archivo no tiene filas de datos');
      expect(await refusal('armas.csv', Buffer.from(`${HEADERS.join(';')}\nIMP-9;Pistola;Año;17;SERIAL9;Disponible\n`, 'latin1'))).toBe('El archivo CSV debe estar codificado en UTF-8');
    });
    it('refuses wrong or missing headers', async () => {
      expect(await refusal('armas.xlsx', await xlsxOf([['Código', 'Tipo', 'Color'], ['A', 'Pistola', 'Rojo']]))).toBe('Columna desconocida: «Color». Use los encabezados de la plantilla');
      expect(await refusal('armas.xlsx', await xlsxOf([['Código', 'Tipo'], ['A', 'Pistola']]))).toBe('Falta la columna requerida «Marca»');
    });
    it('refuses too many columns and cells of megabytes', async () => {
      expect(await refusal('armas.xlsx', await xlsxOf([[...HEADERS, ...Array.from({ length: 200 }, (_, i) => `X${i}`)]]))).toBe('El archivo excede el máximo de 100 columnas');
      expect(await refusal('armas.xlsx', await xlsxOf([HEADERS, gunRow('BIG', { Marca: 'x'.repeat(40_000) })]))).toMatch(/^Fila 2: una celda excede/);
    });
    it('refuses a zip bomb before the workbook reader opens it, whatever sizes its entries declare', async () => {
      const bomb = 'El libro de Excel se expande a un tamaño desmedido al descomprimirlo: no se procesa';
      const sheetXml = (rows: string) => Buffer.from(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);
      const types = { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') };
      // 20 MB of blanks in a sheet: a few kilobytes on the wire, a thousand times more once inflated.
      const blanks = Buffer.concat([sheetXml(''), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
      const file = zipOf([types, { name: 'xl/worksheets/sheet1.xml', data: blanks }]);
      expect(file.length).toBeLessThan(100_000);
      expect(await refusal('bomba.xlsx', file)).toBe(bomb);
      // The same with the shared strings the reader would keep in memory.
      expect(await refusal('bomba.xlsx', zipOf([types, { name: 'xl/sharedStrings.xml', data: blanks }]))).toBe(bomb);
      // An index that points outside the file, or an entry compressed some other way: not a workbook.
      const broken = zipOf([types]);
      broken.writeUInt32LE(0x7fffffff, broken.length - 6);
      expect(await refusal('roto.xlsx', broken)).toBe('El archivo no es un libro de Excel (.xlsx) ni un CSV válido');
      // A real workbook of the template still goes through the guard.
      expect(await checked(tokens.register, 'armas.xlsx', await xlsxOf([HEADERS, gunRow('ZIP-OK')]))).toMatchObject({ status: 'checked', totalRows: 1 });
    });
    it('refuses a million rows at once, before checking any of them', async () => {
      const tooMany = 'El archivo excede el máximo de 200.000 filas';
      // A row at Excel's last line: a small file that claims a million rows.
      const lastLine = await xlsxOf([HEADERS, gunRow('LAST-1')], (sheet) => { sheet.getRow(1_048_576).values = gunRow('LAST-2') as ExcelJS.CellValue[]; });
      expect(await refusal('millon.xlsx', lastLine)).toBe(tooMany);
      const csv = `${HEADERS.join(';')}\n${`${gunRow('X').map((v) => (v === null ? '' : String(v))).join(';')}\n`.repeat(200_001)}`;
      // Refused by the reading pass that precedes the check (importJobs.ts): no row reaches the database.
      expect(await refusal('millon.csv', Buffer.from(csv, 'utf8'))).toBe(tooMany);
    });
    it('reads the stored result of a formula, never computing it', async () => {
      const file = await xlsxOf([HEADERS, gunRow('FORM-1')], (sheet) => {
        sheet.getCell('C2').value = { formula: 'WEBSERVICE("http://example.invalid/x")', result: 'Glock' };
      });
      expect(await checked(tokens.register, 'formula.xlsx', file)).toMatchObject({ status: 'checked', totalRows: 1 });
    });
  });

  it('needs the create permission (and update to update existing records)', async () => {
    const file = await xlsxOf([HEADERS, gunRow('PERM-1')]);
    expect(envelope(await check(tokens.query, 'armas.xlsx', file)).statusCode).toBe(403);
    expect(envelope(await check(tokens.other, 'armas.xlsx', file)).statusCode).toBe(403);
    expect(envelope(await t.call(tokens.query, { method: 'GET', url: '/api/gunpark/guns/import/template' })).statusCode).toBe(403);
    expect(envelope(await check(tokens.register, 'armas.xlsx', file, 'update')).statusCode).toBe(403);
    expect(envelope(await check(tokens.edit, 'armas.xlsx', file, 'update')).statusCode).toBe(403);
    // Another user cannot run or see someone else's job; the administrator sees every job.
    const job = await checked(tokens.register, 'armas.xlsx', file);
    expect(envelope(await t.call(tokens.admin, { method: 'POST', url: `/api/gunpark/guns/import/${job.id}/run` })).statusCode).toBe(404);
    expect(envelope(await t.call(tokens.edit, { method: 'GET', url: `/api/imports/${job.id}` })).statusCode).toBe(404);
    const mine = expectStatus<Job[]>(await t.call(tokens.register, { method: 'GET', url: '/api/imports?pageSize=100' }), 200);
    expect(mine.data.map((j) => j.id)).toContain(job.id);
    expect(mine.data.every((j) => j.userName === mine.data[0].userName)).toBe(true);
    const all = expectStatus<Job[]>(await t.call(tokens.admin, { method: 'GET', url: '/api/imports?pageSize=100' }), 200);
    expect(new Set(all.data.map((j) => j.userName)).size).toBeGreaterThan(1);
  });

  it('two imports of the same new code at once: one stores it, the other reports the duplicate row', async () => {
    const first = await checked(tokens.register, 'a.xlsx', await xlsxOf([HEADERS, gunRow('RACE-1'), gunRow('RACE-2')]));
    const second = await checked(tokens.register, 'b.xlsx', await xlsxOf([HEADERS, gunRow('RACE-2', { Serial: 'SER-RACE-B' }), gunRow('RACE-3')]));
    await Promise.all([run(tokens.register, first.id), run(tokens.register, second.id)]);
    const results = [await waitForEnd(tokens.register, first.id), await waitForEnd(tokens.register, second.id)];
    expect(results.map((r) => r.status).sort()).toEqual(['done', 'failed']);
    const failed = results.find((r) => r.status === 'failed')!;
    expect(failed.message).toBe('El archivo tiene errores: no se guardó ningún registro');
    // The row and column of the code, though the rows were written in one statement.
    expect(failed.errors).toEqual([{ row: failed.id === first.id ? 3 : 2, column: 'Código', message: 'Ya existe un arma con ese código' }]);
    const codes = (await t.database.rawQuery(`select code_gun from guns where code_gun like 'RACE-%' order by code_gun`)).map((r) => r.code_gun);
    expect(codes).toEqual(failed.id === first.id ? ['RACE-2', 'RACE-3'] : ['RACE-1', 'RACE-2']);
  });
});
