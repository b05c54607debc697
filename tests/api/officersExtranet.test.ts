/**
 * The extranet report (RRHH §2.2 search type 3, §7.1 `GET rrhh/report/extranet`): an XLSX
 * of the officers matching the query filters, its columns and rows, the permission, and
 * the Spanish messages of bad filters.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

const HEADERS = [
  'Código del Funcionario', 'Código ACTUAL', 'Cédula', 'Nombres', 'Apellidos', 'Rango', 'Dependencias', 'Sub dependencias', 'Cargos',
  'Correo electrónico', 'Teléfono', 'Estado', 'Condición',
];

async function downloadSheet(t: TestApp, url: string): Promise<string[][]> {
  const response = await t.call(null, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(String(response.headers['content-disposition'])).toMatch(/filename="reporte_extranet_\d{4}-\d{2}-\d{2}\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets[0].name).toBe('Extranet');
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(HEADERS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

describeOnEachDatabase('Funcionarios: reporte extranet', (kind) => {
  let t: TestApp;
  let token: string;
  let police: OfficerAnswer;
  let worker: OfficerAnswer;
  const unique = 'Gumersinda';

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('mgonzalez');
    police = await createOfficer(t, token, { firstName: unique, secondName: 'Inés', phone: ['04141234567', '02129876543'] });
    worker = await createOfficer(t, token, {
      firstName: unique, secondName: null, firstLastname: 'Núñez', secondLastname: null, gender: 2, typeRegister: 5, range: null,
      dependencies: [{ value: 7, label: 'Dirección de Logística' }], subDependencies: [], positions: [{ value: 17, label: 'Obrero(a) de Mantenimiento' }],
    });
    answer(await t.call(token, { method: 'PATCH', url: `/api/rrhh/${worker.id}/status`, payload: { statusIn: 4 } }), 200);
  });
  afterAll(() => t.close());

  const report = async (query: string) => answer<{ url: string; total: number }>(await t.call(token, { method: 'GET', url: `/api/rrhh/report/extranet?${query}` }), 200);

  describe('GET rrhh/report/extranet', () => {
    it('writes the matching officers with the extranet columns (newest first)', async () => {
      const generated = await report(`names=${encodeURIComponent('gumersinda')}`);
      expect(generated.message).toBe('Reporte extranet generado');
      expect(generated.data.total).toBe(2);
      expect(generated.data.url).toMatch(/^\/api\/files\//);
      const rows = await downloadSheet(t, generated.data.url);
      expect(rows).toEqual([
        HEADERS,
        [
          `QX-${worker.identification}`, `PM-${worker.identification}`, `V-${worker.identification}`, unique, 'Núñez', '', 'Dirección de Logística', '',
          'Obrero(a) de Mantenimiento', `eulogio.${worker.identification}@correo.com`, '04141234567', 'Bloqueado', 'Activo',
        ],
        [
          `QX-${police.identification}`, `PM-${police.identification}`, `V-${police.identification}`, `${unique} Inés`, 'Pérez Zúñiga', 'Supervisor',
          'Dirección de Operaciones', 'División de Patrullaje', 'Funcionario(a) Policial de Servicio', `eulogio.${police.identification}@correo.com`,
          '04141234567 / 02129876543', 'Pendiente', 'Activo',
        ],
      ]);
    });

    it('applies the query screen\'s filters (accent-insensitive names, status, dependency, codes)', async () => {
      const firstCells = async (query: string) => (await downloadSheet(t, (await report(query)).data.url)).slice(1).map((r) => r[2]);
      expect(await firstCells('names=gumersinda&lastnames=NUNEZ')).toEqual([`V-${worker.identification}`]);
      expect(await firstCells('names=gumersinda&statusIn=1')).toEqual([`V-${police.identification}`]);
      expect(await firstCells('names=gumersinda&dependency=7&gender=2&typeRegister=5')).toEqual([`V-${worker.identification}`]);
      expect(await firstCells(`codeRrhh=${police.identification}&subDependency=401&position=19`)).toEqual([`V-${police.identification}`]);
      expect(await firstCells(`identification=${worker.identification}`)).toEqual([`V-${worker.identification}`]);
      expect((await report('names=gumersinda&statusIn=3')).data.total).toBe(0);
    });

    it('holds as many rows as the search finds', async () => {
      const generated = await report('typeRegister=1&statusIn=2');
      const listed = answer<unknown[]>(await t.call(token, { method: 'GET', url: '/api/rrhh/search?typeRegister=1&statusIn=2&pageSize=1' }), 200);
      expect(generated.data.total).toBe(listed.meta!.total_elements);
      expect(generated.data.total).toBeGreaterThan(0);
      const rows = await downloadSheet(t, generated.data.url);
      expect(rows).toHaveLength(generated.data.total + 1);
      expect(rows.slice(1).every((r) => r[11] === 'Aprobado')).toBe(true);
    });

    it('refuses bad filters with Spanish messages (400)', async () => {
      const bad = answer(await t.call(token, { method: 'GET', url: `/api/rrhh/report/extranet?statusIn=9&gender=abc&dependency=99&identification=0&codeRrhh=${'x'.repeat(101)}` }), 400);
      expect(bad.message).toBe('Datos enviados incorrectos.');
      expect(bad.errors).toEqual(expect.arrayContaining([
        'El valor del filtro Estado no existe en la lista',
        'El filtro Género debe ser un número entero',
        'El valor del filtro Dependencia no existe en la lista',
        'La cédula debe ser mayor a 0',
        'El filtro Código del Funcionario admite hasta 100 caracteres',
      ]));
      expect(bad.errors).toHaveLength(5);
      expect(answer(await t.call(token, { method: 'GET', url: '/api/rrhh/report/extranet?position=1.5' }), 400).errors).toEqual(['El filtro Cargo debe ser un número entero']);
    });

    it('asks for the query permission (401, 403)', async () => {
      const url = '/api/rrhh/report/extranet?names=gumersinda';
      expect(answer(await t.call(null, { method: 'GET', url }), 401).message).toBeTruthy();
      const auditor = await t.login('jperez');
      expect(answer(await t.call(auditor, { method: 'GET', url }), 403).message).toBe('No tienes permisos para realizar esta acción.');
    });
  });
});
