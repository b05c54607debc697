/**
 * Officer searches (RRHH §2.2–2.4, §5.9, §7.1): the paged query with its filters and
 * accent-insensitive name matching, the Excel export, the exact and quick searches, and
 * the family search and children report.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { iterateSearch } from '../../server/officers/search';
import { answer, createOfficer, yearsAgo, type OfficerAnswer } from './officersFixture';

interface Row {
  id: number;
  identification: number;
  firstName: string;
  statusIn: number;
  typeRegister: number;
  gender: number;
  dependencies: { value: number }[];
}

async function downloadSheet(t: TestApp, url: string): Promise<string[][]> {
  const response = await t.call(null, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describeOnEachDatabase('Funcionarios: búsquedas', (kind) => {
  let t: TestApp;
  let token: string;
  let eulogio: OfficerAnswer;
  let obrera: OfficerAnswer;
  const unique = `Wenceslá`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('mgonzalez');
    eulogio = await createOfficer(t, token, { firstName: unique, secondName: null });
    obrera = await createOfficer(t, token, { firstName: unique, secondName: null, firstLastname: 'Núñez', secondLastname: null, gender: 2, typeRegister: 5, range: null, dependencies: [{ value: 7, label: 'Dirección de Logística' }] });
  });
  afterAll(() => t.close());

  const search = async (query: string) => answer<Row[]>(await t.call(token, { method: 'GET', url: `/api/rrhh/search?${query}` }), 200);

  describe('GET rrhh/search', () => {
    it('matches name fragments without accents or case ("perez" finds "Pérez")', async () => {
      for (const term of ['wencesla perez', 'WENCESLÁ PÉREZ', 'wenceslá zuniga']) {
        expect((await search(`search=${encodeURIComponent(term)}`)).data.map((r) => r.id)).toEqual([eulogio.id]);
      }
      expect((await search('names=wencesla&lastnames=nunez')).data.map((r) => r.id)).toEqual([obrera.id]);
      expect((await search('names=wencesla')).data.map((r) => r.id)).toEqual([obrera.id, eulogio.id]);
    });

    it('finds by cédula or partial code through search', async () => {
      expect((await search(`search=V-${eulogio.identification}`)).data.map((r) => r.id)).toEqual([eulogio.id]);
      expect((await search(`codeRrhh=${encodeURIComponent(`x-${eulogio.identification}`)}`)).data.map((r) => r.id)).toEqual([eulogio.id]);
    });

    it('applies every exact filter', async () => {
      const page = await search('names=wencesla&gender=2&typeRegister=5&dependency=7&statusIn=1');
      expect(page.data.map((r) => r.id)).toEqual([obrera.id]);
      expect((await search('names=wencesla&subDependency=401&position=19&range=4')).data.map((r) => r.id)).toEqual([eulogio.id]);
      const approved = await search('statusIn=2&typeRegister=1&pageSize=20');
      expect(approved.data.length).toBeGreaterThan(0);
      expect(approved.data.every((r) => r.statusIn === 2 && r.typeRegister === 1)).toBe(true);
    });

    it('pages newest first with the spec\'s metadata', async () => {
      const first = await search('page=1&pageSize=5');
      expect(first.data.map((r) => r.id)).toEqual([obrera.id, eulogio.id, ...first.data.slice(2).map((r) => r.id)]);
      const second = await search('page=2&pageSize=5');
      expect(second.meta).toEqual({ total_elements: first.meta!.total_elements, total_pages: Math.ceil(first.meta!.total_elements / 5), page_number: 2, page_size: 5 });
      expect(first.meta!.total_elements).toBeGreaterThanOrEqual(502);
      expect(second.data.some((r) => first.data.some((f) => f.id === r.id))).toBe(false);
    });

    it('counts the search on a page past the last one and on an empty search', async () => {
      const total = (await search('statusIn=2&pageSize=5')).meta!.total_elements;
      const past = await search(`statusIn=2&pageSize=5&page=${Math.ceil(total / 5) + 3}`);
      expect(past.data).toEqual([]);
      expect(past.meta!.total_elements).toBe(total);
      const names = await search(`search=${unique}&pageSize=1&page=9`);
      expect(names.data).toEqual([]);
      expect(names.meta!.total_elements).toBe(2);
      expect((await search('search=zzqqxxnadie')).meta).toEqual({ total_elements: 0, total_pages: 0, page_number: 1, page_size: 10 });
    });

    it('exports the first `top` rows to a real XLSX file (data.url)', async () => {
      const exported = answer<{ url: string; total: number }>(await t.call(token, { method: 'GET', url: '/api/rrhh/search?isExcel=true&top=3' }), 200);
      expect(exported.message).toBe('Archivo Excel generado exitosamente');
      expect(exported.data.total).toBe(3);
      const rows = await downloadSheet(t, exported.data.url);
      expect(rows[0].slice(0, 8)).toEqual(['Código del Funcionario', 'Código ACTUAL', 'Tipo de Personal', 'Cédula', 'Nombre', 'Apellido', 'Condición', 'Estado']);
      expect(rows).toHaveLength(4);
      expect(rows[1].slice(2, 8)).toEqual(['Obreros', `V-${obrera.identification}`, unique, 'Núñez', 'Activo', 'Pendiente']);
      expect(rows[2].slice(3, 6)).toEqual([`V-${eulogio.identification}`, unique, 'Pérez Zúñiga']);
    });

    it('exports every filtered row', async () => {
      const exported = answer<{ url: string; total: number }>(await t.call(token, { method: 'GET', url: '/api/rrhh/search?isExcel=true&top=100000&typeRegister=1' }), 200);
      const list = await search('typeRegister=1&pageSize=1');
      expect(exported.data.total).toBe(list.meta!.total_elements);
      expect((await downloadSheet(t, exported.data.url)).slice(1).every((r) => r[2] === 'Policiales')).toBe(true);
    });

    it('walks the export in batches in list order, even when creation times tie', async () => {
      const batches: number[][] = [];
      for await (const batch of iterateSearch(t.database.db, { typeRegister: 1 }, 45, 7)) batches.push(batch.map((r) => r.id));
      expect(batches.map((b) => b.length)).toEqual([7, 7, 7, 7, 7, 7, 3]);
      const listed = [...(await search('typeRegister=1&pageSize=45')).data.map((r) => r.id)];
      expect(batches.flat()).toEqual(listed);
    });
  });

  describe('exact and quick searches', () => {
    it('finds exactly one officer by whole codes and filters (GET rrhh/search/exact)', async () => {
      const url = `/api/rrhh/search/exact?codeRrhh=${encodeURIComponent(`qx-${eulogio.identification}`)}&statusIn=1`;
      expect(answer<OfficerAnswer>(await t.call(token, { method: 'GET', url }), 200).data).toMatchObject({ id: eulogio.id, family: expect.any(Array) });
      const partial = answer(await t.call(token, { method: 'GET', url: `/api/rrhh/search/exact?codeRrhh=QX-${String(eulogio.identification).slice(0, 4)}` }), 404);
      expect(partial.message).toBe('No se encontró ningún funcionario con los criterios especificados');
      const empty = answer(await t.call(token, { method: 'GET', url: '/api/rrhh/search/exact?codeRrhh=&identification=' }), 400);
      expect(empty.errors).toEqual(['Debe llenar al menos un campo de búsqueda']);
    });

    it('answers at most 5 full officers with partial codes (GET rrhh/search/multi)', async () => {
      const many = answer<OfficerAnswer[]>(await t.call(token, { method: 'GET', url: '/api/rrhh/search/multi?code=00&limit=50' }), 200);
      expect(many.data).toHaveLength(5);
      expect(many.message).toBe('5 funcionarios encontrados');
      expect(many.data.every((o) => Array.isArray(o.family) && Array.isArray(o.profesionality))).toBe(true);
      // The same whole officers the record answers.
      for (const officer of many.data.slice(0, 2)) expect(officer).toEqual(answer<OfficerAnswer>(await t.call(token, { method: 'GET', url: `/api/rrhh/${officer.id}` }), 200).data);
      const one = answer<OfficerAnswer[]>(await t.call(token, { method: 'GET', url: `/api/rrhh/search/multi?code=${eulogio.identification}&names=WENCESLA&limit=5` }), 200);
      expect(one).toMatchObject({ message: '1 funcionario encontrado', data: [{ id: eulogio.id }] });
      const none = answer<OfficerAnswer[]>(await t.call(token, { method: 'GET', url: '/api/rrhh/search/multi?identification=1' }), 200);
      expect(none).toMatchObject({ message: 'No se encontraron funcionarios con los criterios especificados', data: [] });
      expect(answer(await t.call(token, { method: 'GET', url: '/api/rrhh/search/multi?names=' }), 400).errors).toEqual(['Debe llenar al menos un campo de búsqueda']);
    });
  });

  describe('family search and children report', () => {
    it('finds family members by age range (completed years) with their officer', async () => {
      const url = (q: string) => `/api/rrhh/family/search?search=luisito&officerIdentification=${eulogio.identification}&${q}`;
      const found = answer<{ firstName: string; age: number; officer: { id: number } }[]>(await t.call(token, { method: 'GET', url: url('minAge=4&maxAge=5') }), 200);
      expect(found.message).toBe('Búsqueda de familiares completada');
      expect(found.data).toEqual([expect.objectContaining({ firstName: 'Luisito', age: 5, officer: expect.objectContaining({ id: eulogio.id }) })]);
      expect(answer<unknown[]>(await t.call(token, { method: 'GET', url: url('minAge=6&maxAge=40') }), 200).data).toEqual([]);
      expect(answer<unknown[]>(await t.call(token, { method: 'GET', url: url('') }), 200).data).toHaveLength(1);
    });

    it('refuses ages outside 1 to 40', async () => {
      const outside = answer(await t.call(token, { method: 'GET', url: '/api/rrhh/family/search?minAge=0&maxAge=41' }), 400);
      expect(outside.errors).toEqual(['El rango de edad debe estar entre 1 y 40 años']);
      const reversed = answer(await t.call(token, { method: 'GET', url: '/api/rrhh/family/search?minAge=10&maxAge=5' }), 400);
      expect(reversed.errors).toEqual(['La edad mínima no puede ser mayor que la máxima']);
    });

    it('reports the officers\' children as an XLSX file (POST rrhh/report/children)', async () => {
      const report = answer<{ url: string; total: number }>(await t.call(token, { method: 'POST', url: '/api/rrhh/report/children', payload: { minAge: 5, maxAge: 5 } }), 200);
      const rows = await downloadSheet(t, report.data.url);
      expect(rows[0]).toContain('Parentesco');
      expect(rows.length - 1).toBe(report.data.total);
      expect(rows.slice(1).every((r) => r[3] === 'Hijo(a)' && r[6] === '5')).toBe(true);
      expect(rows.some((r) => r[1] === 'Luisito' && r[7] === `V-${eulogio.identification}`)).toBe(true);
    });
  });

  it('asks for the query permission (401, 403)', async () => {
    const auditor = await t.login('jperez');
    for (const url of ['/api/rrhh/search', '/api/rrhh/search/exact?identification=1', '/api/rrhh/search/multi?code=1', '/api/rrhh/family/search']) {
      expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await t.call(auditor, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.call(auditor, { method: 'POST', url: '/api/rrhh/report/children', payload: {} })).statusCode).toBe(403);
  });

  it('keeps children born exactly on the boundary day inside the range', async () => {
    const officer = await createOfficer(t, token, {
      family: [{ identification: 39_000_001, firstName: 'Cumpleañera', firstLastname: 'Pérez', gender: 2, dateBirth: yearsAgo(7), civilState: 1, parentage: 3 }],
    });
    const url = `/api/rrhh/family/search?officerIdentification=${officer.identification}&minAge=7&maxAge=7`;
    expect(answer<{ age: number }[]>(await t.call(token, { method: 'GET', url }), 200).data).toEqual([expect.objectContaining({ age: 7 })]);
  });
});
