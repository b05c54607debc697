/**
 * Issue 28 on the server: a date that does not exist and a date pair out of order answer a
 * Spanish 400 storing nothing (also an update that sends one date of a pair against the
 * other as stored), and every Excel export is named in Spanish with the day, writes real
 * dates shown dd/mm/aaaa and catalogue labels instead of keys.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_DATE_MESSAGES } from '../../resources/disciplinary/declaration';
import { todayIsoDate } from '../../resources/engine/dates';
import { excelDate, excelFileName } from '../../server/engine/excel';
import { expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { icapBody } from './disciplinaryFixture';
import { studentBody } from './educationFixture';
import { errorsOf } from './gunparkFixture';

describe('excel names and dates', () => {
  it('names a file after its label in Spanish, without accents, with the day', () => {
    expect(excelFileName('Vehículos', '2026-11-27')).toBe('vehiculos_2026-11-27.xlsx');
    expect(excelFileName('Reporte hijos', '2026-11-27')).toBe('reporte_hijos_2026-11-27.xlsx');
    expect(excelFileName('Estaciones')).toBe(`estaciones_${todayIsoDate()}.xlsx`);
  });

  it('writes an ISO date as a date at UTC midnight, and nothing for none', () => {
    expect(excelDate('2024-01-15')).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(excelDate('2024-01-15T10:00:00.000Z')).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(excelDate(null)).toBe('');
  });
});

describeOnEachDatabase('Entradas en español: fechas y exportaciones', (kind) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.call(admin, { method, url, payload });
  const countCases = async () => Number((await t.database.rawQuery('select count(*)::int as n from disciplinary_cases'))[0].n);

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('disciplinary case dates', () => {
    it('refuses a closing date before the start with a Spanish 400, storing nothing', async () => {
      const before = await countCases();
      expect(errorsOf(await call('POST', '/api/disciplinary', icapBody({ dateInit: '2026-03-02', dateEnd: '2026-03-01' })))).toEqual([CASE_DATE_MESSAGES.closing]);
      expect(await countCases()).toBe(before);
    });

    it('refuses 31/02/2026 as an invalid date', async () => {
      expect(errorsOf(await call('POST', '/api/disciplinary', icapBody({ dateEnd: '2026-02-31' })))).toEqual(['Fecha de cierre: fecha inválida']);
    });

    it('checks an update that sends only the closing date against the stored start', async () => {
      const created = expectStatus<{ id: number; dateEnd: string | null }>(await call('POST', '/api/disciplinary', icapBody({ dateInit: '2026-03-02' })), 201).data;
      expect(errorsOf(await call('PUT', `/api/disciplinary/${created.id}`, { dateEnd: '2026-02-20' }))).toEqual([CASE_DATE_MESSAGES.closing]);
      const [stored] = await t.database.rawQuery(`select date_end from disciplinary_cases where id = ${created.id}`);
      expect(stored.date_end).toBeNull();
      const closed = expectStatus<{ dateEnd: string }>(await call('PUT', `/api/disciplinary/${created.id}`, { dateEnd: '2026-03-02' }), 200).data;
      expect(closed.dateEnd).toBe('2026-03-02');
    });
  });

  describe('Excel exports', () => {
    const download = async (path: string) => {
      const link = expectStatus<{ url: string }>(await call('GET', path), 200).data.url;
      const file = await t.call(null, { method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      return file;
    };

    it.each([
      ['/api/unes/export/excel', 'estudiantes'],
      ['/api/gunpark/guns/filter/excel', 'armas'],
      ['/api/vehicle/filter/excel', 'vehiculos'],
      ['/api/website/news/export/excel', 'noticias'],
    ])('%s downloads as %s_<day>.xlsx', async (path, name) => {
      const file = await download(path);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}_${todayIsoDate()}.xlsx"`);
    });

    it('writes dates as real dates shown dd/mm/aaaa and catalogue values as their labels', async () => {
      const student = expectStatus<{ identification: string }>(await call('POST', '/api/unes', studentBody({ career: 'CRIMINALISTICA', dateBirth: '2002-04-15', admissionDate: '2024-01-15' })), 201).data;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(`/api/unes/export/excel?search=${student.identification}`)).rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
      expect(sheet.rowCount).toBe(2);
      expect(cell('Fecha de nacimiento').value).toEqual(new Date(Date.UTC(2002, 3, 15)));
      expect(cell('Fecha de nacimiento').numFmt).toBe('dd/mm/yyyy');
      expect(cell('Fecha de ingreso').value).toEqual(new Date(Date.UTC(2024, 0, 15)));
      expect(cell('Carrera').value).toBe('Criminalística');
      expect(cell('Estatus').value).toBe('Activo');
      expect(cell('Semestre').value).toBe('Semestre 3');
    });
  });
});
