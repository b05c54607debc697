/**
 * The officer record imported from one workbook (issue 30): 'Funcionarios', 'Carga
 * familiar' and 'Aspectos profesionales' linked by cédula, checked with the registration
 * form's rules (plus the place by its names, dates in order, cédula and e-mail unique),
 * nothing stored by the check, the error workbook with every sheet, the fixed file imported
 * in one job, and the permission and mode the routes take.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { XLSX } from './gunparkFixture';

interface Job {
  id: number; status: string; totalRows: number; errorRows: number; validRows: number; doneRows: number; resource: string;
  errors: { row: number; column: string; message: string }[]; errorsUrl: string | null; message: string | null;
}

const OFFICER_HEADERS = [
  'Tipo de Personal', 'Cédula de identidad', 'Primer nombre', 'Primer apellido', 'Género', 'Correo electrónico', 'Estado civil', 'RIF',
  'Fecha de nacimiento', 'Estado de nacimiento', 'Municipio de nacimiento', 'Teléfono', 'Dirección', 'Estado', 'Municipio', 'Parroquia', 'Fecha de ingreso',
];
const FAMILY_HEADERS = ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil'];
const PROFESSIONAL_HEADERS = ['Cédula del funcionario', 'Grado de instrucción', 'Profesión o título', 'Institución', 'Fecha de inicio', 'Fecha de culminación'];

function officerRow(identification: number, overrides: Record<string, unknown> = {}): unknown[] {
  const values: Record<string, unknown> = {
    'Tipo de Personal': 'Policiales', 'Cédula de identidad': identification, 'Primer nombre': 'María', 'Primer apellido': 'Importada', 'Género': 'Femenino',
    'Correo electrónico': `importada${identification}@policia.test`, 'Estado civil': 'Soltero(a)', RIF: `V-${identification}-0`,
    'Fecha de nacimiento': '14/02/1990', 'Estado de nacimiento': 'Distrito Capital', 'Municipio de nacimiento': 'Libertador', 'Teléfono': '04141234567',
    'Dirección': 'Avenida Urdaneta, edificio 5', Estado: 'Distrito Capital', Municipio: 'Libertador', Parroquia: 'Altagracia', 'Fecha de ingreso': '01/03/2015',
    ...overrides,
  };
  return OFFICER_HEADERS.map((h) => values[h] ?? null);
}

async function workbookOf(sheets: { officers: unknown[][]; family?: unknown[][]; professional?: unknown[][] }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const add = (name: string, headers: string[], rows: unknown[][]) => {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(row);
  };
  add('Funcionarios', OFFICER_HEADERS, sheets.officers);
  if (sheets.family) add('Carga familiar', FAMILY_HEADERS, sheets.family);
  if (sheets.professional) add('Aspectos profesionales', PROFESSIONAL_HEADERS, sheets.professional);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of the sheets given, each as its header row then its rows (a file that updates carries the columns it changes). */
async function sheetsOf(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(name: string, content: Buffer) {
  const boundary = `----funcionarios${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeOnEachDatabase('Importar Excel (registro del funcionario)', (kind) => {
  let t: TestApp;
  let rrhh: string;
  let auditor: string;
  const count = async (table: string) => Number((await t.database.rawQuery(`select count(*)::int as n from ${table}`))[0].n);
  const counts = async () => ({ officers: await count('officers'), family: await count('officer_family_members'), items: await count('officer_professional_items') });
  const check = (token: string, content: Buffer, mode = 'create') => t.call(token, { method: 'POST', url: `/api/rrhh/import/check?mode=${mode}`, ...upload('funcionarios.xlsx', content) });
  const workbookAt = async (url: string) => {
    const download = await t.call(null, { method: 'GET', url });
    expect(download.headers['content-type']).toContain(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    return workbook;
  };
  const waitForEnd = async (id: number): Promise<Job> => {
    for (;;) {
      const job = expectStatus<Job>(await t.call(rrhh, { method: 'GET', url: `/api/imports/${id}` }), 200).data;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  // Every check here runs the form rules in worker threads, as a file of thousands of rows does (ruleWorkers.ts).
  const workersFrom = process.env.IMPORT_RULE_WORKERS_FROM;
  beforeAll(async () => {
    process.env.IMPORT_RULE_WORKERS_FROM = '0';
    t = await createTestApp(kind);
    [rrhh, auditor] = await Promise.all([t.login('mgonzalez'), t.login('jperez')]);
  }, 120_000);
  afterAll(async () => {
    if (workersFrom === undefined) delete process.env.IMPORT_RULE_WORKERS_FROM;
    else process.env.IMPORT_RULE_WORKERS_FROM = workersFrom;
    await t?.close();
  });

  it('offers a workbook with a sheet per part of the record, linked by cédula', async () => {
    const { url } = expectStatus<{ url: string }>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/import/template' }), 200).data;
    const workbook = await workbookAt(url);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Funcionarios', 'Carga familiar', 'Aspectos profesionales', 'Listas', 'Instrucciones']);
    const headers = (name: string) => (workbook.getWorksheet(name)!.getRow(1).values as unknown[]).slice(1);
    expect(headers('Funcionarios')).toEqual(expect.arrayContaining(['Cédula de identidad *', 'Correo electrónico *', 'Estado de nacimiento *', 'Parroquia']));
    expect(headers('Carga familiar')[0]).toBe('Cédula del funcionario *');
    expect(headers('Aspectos profesionales')).toContain('Grado de instrucción *');
    const help = workbook.getWorksheet('Instrucciones')!;
    const helpText = help.getSheetValues().flat().filter((v) => typeof v === 'string').join('\n');
    expect(helpText).toContain('Hoja «Carga familiar»');
    expect(helpText).toContain('por la columna «Cédula del funcionario»');
  });

  it('checks every sheet with the form rules, stores nothing, then imports the fixed workbook whole', async () => {
    const before = await counts();
    const file = await workbookOf({
      officers: [
        officerRow(27100001),
        officerRow(27100002, { Municipio: 'Maracaibo', 'Fecha de ingreso': '01/01/1985' }),
        officerRow(27100007, { 'Correo electrónico': 'IMPORTADA27100001@policia.test' }),
      ],
      family: [
        [27100001, 30100001, 'Pedro', 'Importado', 'Masculino', '10/10/2015', 'Hijo(a)', 'Soltero(a)'],
        [27999999, 30100002, 'Ana', 'Importada', 'Femenino', '10/10/2016', 'Hijo(a)', 'Soltero(a)'],
      ],
      professional: [[27100001, 'Maestría', 'Magíster en Seguridad', 'UNES', '01/09/2018', '01/07/2016']],
    });
    const job = expectStatus<Job>(await check(rrhh, file), 200).data;
    expect(job).toMatchObject({ status: 'invalid', resource: 'officers', totalRows: 6, errorRows: 4 });
    expect(job.errors).toEqual(expect.arrayContaining([
      { row: 4, column: 'Correo electrónico', message: 'Ya existe un funcionario registrado con el correo IMPORTADA27100001@policia.test (repetido en la fila 2)' },
      { row: 3, column: 'Municipio', message: 'El municipio y la parroquia deben pertenecer al estado seleccionado' },
      { row: 3, column: 'Fecha de ingreso', message: 'La fecha de ingreso no puede ser anterior a la fecha de nacimiento' },
      { row: 3, column: 'Carga familiar: Cédula del funcionario', message: 'No hay un funcionario con la cédula «27999999» en la hoja «Funcionarios»' },
      { row: 2, column: 'Aspectos profesionales: Fecha de culminación', message: 'La fecha de culminación no puede ser anterior a la fecha de inicio' },
    ]));
    expect(await counts()).toEqual(before);

    // The error workbook: every sheet as uploaded, each with its 'Errores' column; fixed in place.
    const errors = await workbookAt(job.errorsUrl!);
    expect(errors.worksheets.map((s) => s.name)).toEqual(['Funcionarios', 'Carga familiar', 'Aspectos profesionales']);
    const officersSheet = errors.getWorksheet('Funcionarios')!;
    const errorsColumn = OFFICER_HEADERS.length + 1;
    expect(officersSheet.getRow(1).getCell(errorsColumn).value).toBe('Errores');
    expect(String(officersSheet.getRow(3).getCell(errorsColumn).value)).toContain('Municipio: El municipio y la parroquia deben pertenecer al estado seleccionado');
    const cell = (sheet: ExcelJS.Worksheet, header: string, headers: string[], row: number) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);
    cell(officersSheet, 'Correo electrónico', OFFICER_HEADERS, 4).value = 'importada27100007@policia.test';
    cell(officersSheet, 'Municipio', OFFICER_HEADERS, 3).value = 'Libertador';
    cell(officersSheet, 'Fecha de ingreso', OFFICER_HEADERS, 3).value = '01/01/2012';
    cell(officersSheet, 'Parroquia', OFFICER_HEADERS, 3).value = 'Catedral';
    cell(errors.getWorksheet('Carga familiar')!, 'Cédula del funcionario', FAMILY_HEADERS, 3).value = 27100002;
    cell(errors.getWorksheet('Aspectos profesionales')!, 'Fecha de culminación', PROFESSIONAL_HEADERS, 2).value = '15/07/2020';
    const fixed = Buffer.from(await errors.xlsx.writeBuffer());

    const clean = expectStatus<Job>(await check(rrhh, fixed), 200).data;
    expect(clean).toMatchObject({ status: 'checked', totalRows: 6, errorRows: 0, validRows: 6, errors: [] });
    expect(await counts()).toEqual(before);
    expectStatus(await t.call(rrhh, { method: 'POST', url: `/api/rrhh/import/${clean.id}/run` }), 202);
    const ended = await waitForEnd(clean.id);
    expect(ended, JSON.stringify(ended)).toMatchObject({ status: 'done', doneRows: 6 });
    expect(await counts()).toEqual({ officers: before.officers + 3, family: before.family + 2, items: before.items + 1 });

    const [stored] = await t.database.rawQuery(`select id, grade, status_in, condition, address from officers where identification = 27100001`);
    expect(stored).toMatchObject({ grade: 7, status_in: 1, condition: 1 });
    const officer = expectStatus<{ family: { identification: number; parentage: number }[]; address: { state: number; municipality: string; parish: string }[] }>(
      await t.call(rrhh, { method: 'GET', url: `/api/rrhh/${Number(stored.id)}` }), 200).data;
    expect(officer.family).toEqual([expect.objectContaining({ identification: 30100001, parentage: 3 })]);
    expect(officer.address[0]).toMatchObject({ state: 24, municipality: 'Libertador', parish: 'Altagracia' });

    // The same workbook again: every cédula is stored now.
    const again = expectStatus<Job>(await check(rrhh, fixed), 200).data;
    expect(again.errors).toEqual(expect.arrayContaining([{ row: 2, column: 'Cédula de identidad', message: 'Ya existe un funcionario registrado con la cédula V-27100001' }]));
  });

  it('takes the officers sheet alone, and refuses what the record does not allow', async () => {
    const alone = expectStatus<Job>(await check(rrhh, await workbookOf({ officers: [officerRow(27100003)] })), 200).data;
    expect(alone).toMatchObject({ status: 'checked', totalRows: 1 });
    expect((await check(auditor, await workbookOf({ officers: [officerRow(27100005)] }))).statusCode).toBe(403);
    const wrongHeader = await check(rrhh, await workbookOf({ officers: [officerRow(27100006)], family: [[27100006, 1]] }).then(async (buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
      workbook.getWorksheet('Carga familiar')!.getRow(1).getCell(2).value = 'Cedula del familiar';
      return Buffer.from(await workbook.xlsx.writeBuffer());
    }));
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toBe('Carga familiar: Columna desconocida: «Cedula del familiar». Use los encabezados de la plantilla');
  });

  it('answers a check that outlasts its wait as a job in course, followed to its end', async () => {
    process.env.IMPORT_CHECK_WAIT_MS = '0';
    try {
      const answer = await check(rrhh, await workbookOf({ officers: [officerRow(27100010), officerRow(27100011)] }));
      expect(answer.statusCode).toBe(202);
      const job = answer.json().data as Job;
      expect(job).toMatchObject({ status: 'checking', totalRows: 2 });
      let seen = job;
      while (seen.status === 'checking') {
        // The check yields to the event loop between rows: a poll that never leaves the microtask queue would starve it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = expectStatus<Job>(await t.call(rrhh, { method: 'GET', url: `/api/imports/${job.id}` }), 200).data;
      }
      expect(seen).toMatchObject({ status: 'checked', totalRows: 2, validRows: 2, errorRows: 0 });
    } finally {
      delete process.env.IMPORT_CHECK_WAIT_MS;
    }
  });

  describe('Actualizar existentes', () => {
    const officerRowOf = async (identification: number) => (await t.database.rawQuery(
      `select id, first_name, first_lastname, email, rif, phone, address, date_in, grade, version, updated_by from officers where identification = ${identification}`))[0];
    const membersOf = (officerId: unknown) => t.database.rawQuery(`select identification, first_name, first_lastname, occupation, date_birth from officer_family_members where officer_id = ${Number(officerId)} order by identification`);
    const itemsOf = (officerId: unknown) => t.database.rawQuery(`select type, title, institution, mention, to_char(date_out, 'YYYY-MM-DD') as date_out from officer_professional_items where officer_id = ${Number(officerId)} order by id`);
    /** The import's audit entry, written just after its job is marked done. */
    const auditOf = async (id: number): Promise<{ req: unknown; res: unknown }> => {
      for (;;) {
        const [audit] = await t.database.rawQuery(`select req::text as req, res::text as res from audits where endpoint = $1 and method = 'IMPORT'`, [`/api/imports/${id}`]);
        if (audit) return { req: JSON.parse(String(audit.req)), res: JSON.parse(String(audit.res)) };
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const importWhole = async (file: Buffer, mode = 'create') => {
      const job = expectStatus<Job>(await check(rrhh, file, mode), 200).data;
      expect(job, JSON.stringify(job.errors)).toMatchObject({ status: 'checked', errorRows: 0 });
      expectStatus(await t.call(rrhh, { method: 'POST', url: `/api/rrhh/import/${job.id}/run` }), 202);
      const ended = await waitForEnd(job.id);
      expect(ended, JSON.stringify(ended)).toMatchObject({ status: 'done' });
      return ended;
    };

    beforeAll(async () => {
      await importWhole(await workbookOf({
        officers: [officerRow(27200001), officerRow(27200002), officerRow(27200003)],
        family: [[27200001, 31200001, 'Pedro', 'Importado', 'Masculino', '10/10/2015', 'Hijo(a)', 'Soltero(a)']],
        professional: [[27200001, 'Especialización', 'Licenciado en Derecho', 'UCV', '01/09/2008', '01/07/2013']],
      }));
    });

    it('changes only the filled cells of each officer, adds or updates family and items, and audits every change', async () => {
      const [first, second] = [await officerRowOf(27200001), await officerRowOf(27200002)];
      const before = await counts();
      const file = await sheetsOf({
        Funcionarios: [
          ['Cédula de identidad', 'Primer nombre', 'Teléfono', 'Parroquia', 'Correo electrónico'],
          [27200001, 'Mariela', null, 'Catedral', null],
          [27200002, null, '04241112233', null, 'nuevo27200002@policia.test'],
        ],
        'Carga familiar': [
          ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil', 'Ocupación'],
          [27200001, 31200001, 'Pedrito', null, null, null, null, null, 'Estudiante'],
          [27200002, 31200002, 'Lucía', 'Nueva', 'Femenino', '01/01/2010', 'Hijo(a)', 'Soltero(a)', null],
        ],
        'Aspectos profesionales': [
          ['Cédula del funcionario', 'Grado de instrucción', 'Profesión o título', 'Institución', 'Mención', 'Fecha de inicio', 'Fecha de culminación'],
          [27200001, 'Especialización', 'licenciado en derecho', 'ucv', 'Penal', null, null],
          [27200002, 'Maestría', 'Magíster en Seguridad', 'UNES', null, '01/09/2018', '01/07/2020'],
        ],
      });
      const job = expectStatus<Job & { mode: string }>(await check(rrhh, file, 'update'), 200).data;
      expect(job, JSON.stringify(job.errors)).toMatchObject({ status: 'checked', mode: 'update', totalRows: 6, validRows: 6, errorRows: 0 });
      // Two officers and the stored member and item change; the new member and item are added.
      expect(job).toMatchObject({ updateRows: 4, createRows: 2 });
      expect(await counts()).toEqual(before);
      expect(await officerRowOf(27200001)).toEqual(first);

      const ended = await importWhole(file, 'update');
      expect(ended.doneRows).toBe(6);
      // One member and one item added; the matched member and item changed in place.
      expect(await counts()).toEqual({ officers: before.officers, family: before.family + 1, items: before.items + 1 });

      const updated = await officerRowOf(27200001);
      expect(updated).toMatchObject({ first_name: 'Mariela', first_lastname: first.first_lastname, email: first.email, rif: first.rif, phone: first.phone, date_in: first.date_in, version: Number(first.version) + 1 });
      expect(updated.address).toEqual([{ ...(first.address as Record<string, unknown>[])[0], parish: 'Catedral' }]);
      const other = await officerRowOf(27200002);
      expect(other).toMatchObject({ first_name: second.first_name, phone: ['04241112233'], email: 'nuevo27200002@policia.test', address: second.address, grade: 7 });
      expect(await membersOf(first.id)).toEqual([expect.objectContaining({ identification: 31200001, first_name: 'Pedrito', first_lastname: 'Importado', occupation: 'Estudiante' })]);
      expect(await membersOf(second.id)).toEqual([expect.objectContaining({ identification: 31200002, first_name: 'Lucía' })]);
      // The item is matched by its type, title and institution (case and accents aside), which keep their stored spelling.
      expect(await itemsOf(first.id)).toEqual([{ type: 6, title: 'Licenciado en Derecho', institution: 'UCV', mention: 'Penal', date_out: '2013-07-01' }]);
      expect(await itemsOf(second.id)).toEqual([expect.objectContaining({ title: 'Magíster en Seguridad', type: 7 })]);

      // One audit entry for the import, listing each officer's changes: before and after.
      const audit = await auditOf(ended.id);
      expect(audit).toMatchObject({ req: { resource: 'officers', mode: 'update' }, res: { status: 'done', rows: 6 } });
      const changes = (audit.res as { changes: Record<string, unknown>[] }).changes;
      expect(changes).toEqual(expect.arrayContaining([
        { id: first.id, changes: { firstName: ['María', 'Mariela'], address: [first.address, updated.address] } },
        { id: second.id, changes: { phone: [second.phone, ['04241112233']], email: [second.email, 'nuevo27200002@policia.test'] } },
        { id: first.id, sheet: 'Carga familiar', record: 31200001, changes: { firstName: ['Pedro', 'Pedrito'], occupation: [null, 'Estudiante'] } },
        expect.objectContaining({ id: second.id, sheet: 'Carga familiar', record: 31200002, changes: expect.objectContaining({ firstName: [null, 'Lucía'] }) }),
        { id: first.id, sheet: 'Aspectos profesionales', record: expect.any(Number), changes: { mention: [null, 'Penal'] } },
        expect.objectContaining({ id: second.id, sheet: 'Aspectos profesionales', changes: expect.objectContaining({ title: [null, 'Magíster en Seguridad'] }) }),
      ]));
      expect(changes).toHaveLength(6);
    });

    it('checks the merged record with the form and import rules, reports every problem and stores nothing', async () => {
      const before = await counts();
      const [second, third] = [await officerRowOf(27200002), await officerRowOf(27200003)];
      const file = await sheetsOf({
        Funcionarios: [
          ['Cédula de identidad', 'Primer nombre', 'Correo electrónico', 'Estado', 'Fecha de ingreso'],
          [27299999, 'Nadie', null, null, null],
          // The e-mail of an officer the file leaves as it is.
          [27200001, null, String(third.email).toUpperCase(), null, null],
          [27200002, 'J', null, 'Zulia', null],
          [27200001, null, null, null, '01/01/1980'],
          [27200001, null, null, null, null],
        ],
        'Carga familiar': [
          ['Cédula del funcionario', 'Cédula', 'Primer nombre'],
          [27299998, 31200003, 'Ana'],
          [27200001, 31200009, 'Nuevo'],
        ],
        'Aspectos profesionales': [
          ['Cédula del funcionario', 'Grado de instrucción', 'Profesión o título', 'Institución'],
          [27200001, 'Doctorado', 'Doctor en Derecho', 'UCV'],
          [27200001, 'Doctorado', 'Doctor en derecho', 'U.C.V.'],
          [27200001, 'Doctorado', 'doctor en Derecho', 'ucv'],
        ],
      });
      const job = expectStatus<Job>(await check(rrhh, file, 'update'), 200).data;
      expect(job).toMatchObject({ status: 'invalid', totalRows: 10, errorRows: 8 });
      expect(job.errors).toEqual(expect.arrayContaining([
        { row: 2, column: 'Cédula de identidad', message: 'No existe un registro con Cédula de identidad «27299999»' },
        { row: 3, column: 'Correo electrónico', message: `Ya existe un funcionario registrado con el correo ${String(third.email).toUpperCase()}` },
        // The stored municipality is not of the state the row changes.
        { row: 4, column: 'Primer nombre', message: 'El nombre debe tener al menos 2 caracteres' },
        { row: 4, column: 'Municipio', message: 'El municipio y la parroquia deben pertenecer al estado seleccionado' },
        { row: 5, column: 'Fecha de ingreso', message: 'La fecha de ingreso no puede ser anterior a la fecha de nacimiento' },
        { row: 6, column: 'Cédula de identidad', message: 'Ya existe un funcionario registrado con la cédula V-27200001 (repetido en la fila 3)' },
        { row: 2, column: 'Carga familiar: Cédula del funcionario', message: 'No hay un funcionario registrado con la cédula «27299998»' },
        // A member the officer does not have is added: the form's required fields apply.
        { row: 3, column: 'Carga familiar: Primer apellido', message: 'El primer apellido es requerido' },
        // Items are matched by grade, title and institution: the file names each once.
        { row: 4, column: 'Aspectos profesionales: Profesión o título', message: 'El estudio (grado, título e institución) ya figura para este funcionario (repetido en la fila 2)' },
      ]));
      expect(await counts()).toEqual(before);
      expect(await officerRowOf(27200002)).toEqual(second);

      // The error workbook of an update file: its sheets as uploaded, with 'Errores'.
      const errors = await workbookAt(job.errorsUrl!);
      expect(errors.worksheets.map((s) => s.name)).toEqual(['Funcionarios', 'Carga familiar', 'Aspectos profesionales']);
      const officersSheet = errors.getWorksheet('Funcionarios')!;
      expect(officersSheet.getRow(1).getCell(6).value).toBe('Errores');
      expect(String(officersSheet.getRow(2).getCell(6).value)).toContain('Cédula de identidad: No existe un registro con Cédula de identidad «27299999»');
    });

    it('lets officers of one file swap their e-mails, and refuses one the file leaves taken', async () => {
      const [first, third] = [await officerRowOf(27200001), await officerRowOf(27200003)];
      const firstEmail = String(first.email).toUpperCase();
      const ended = await importWhole(await sheetsOf({ Funcionarios: [['Cédula de identidad', 'Correo electrónico'], [27200001, third.email], [27200003, firstEmail]] }), 'update');
      expect([(await officerRowOf(27200001)).email, (await officerRowOf(27200003)).email]).toEqual([third.email, firstEmail]);
      expect((await auditOf(ended.id)).res).toMatchObject({ changes: [
        { id: first.id, changes: { email: [first.email, third.email] } },
        { id: third.id, changes: { email: [third.email, firstEmail] } },
      ] });
      // Taken from an officer whose row keeps it: the file's own uniqueness refuses it.
      const kept = await sheetsOf({ Funcionarios: [['Cédula de identidad', 'Primer nombre', 'Correo electrónico'], [27200001, null, first.email], [27200003, 'Rosa', null]] });
      const job = expectStatus<Job>(await check(rrhh, kept, 'update'), 200).data;
      expect(job).toMatchObject({ status: 'invalid', errorRows: 1 });
      expect(job.errors).toEqual([{ row: 3, column: 'Correo electrónico', message: `Ya existe un funcionario registrado con el correo ${firstEmail} (repetido en la fila 2)` }]);
    });

    describe('a file of several batches', () => {
      const COUNT = 600;
      const cedulas = Array.from({ length: COUNT }, (_, i) => 27300000 + i);
      const emailOf = (i: number) => `importada${cedulas[i]}@policia.test`;
      const officerHeader = ['Cédula de identidad', 'Primer nombre', 'Teléfono', 'Correo electrónico'];
      const familyHeader = ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil', 'Ocupación'];
      // A first name, a phone or nothing; the first and the last officer (in different batches) swap e-mails.
      const officerRows = cedulas.map((cedula, i) => [cedula, i % 3 === 0 ? 'Rosa' : null, i % 3 === 1 ? '04261234567' : null, i === 0 ? emailOf(COUNT - 1) : i === COUNT - 1 ? emailOf(0) : null]);
      // Every other stored member's occupation changed; a member added to every fifth officer.
      const familyRows = cedulas.flatMap((cedula, i) => [
        ...(i % 2 === 0 ? [[cedula, 32300000 + i, null, null, null, null, null, null, 'Estudiante']] : []),
        ...(i % 5 === 0 ? [[cedula, 33300000 + i, 'Ana', 'Nueva', 'Femenino', '01/01/2012', 'Hijo(a)', 'Soltero(a)', null]] : []),
      ]);
      const storedOfficers = async () => new Map((await t.database.rawQuery(
        `select id, identification, first_name, phone, email, version from officers where identification between ${cedulas[0]} and ${cedulas[COUNT - 1]}`,
      )).map((row) => [Number(row.identification), row]));

      beforeAll(async () => {
        await importWhole(await workbookOf({
          officers: cedulas.map((cedula) => officerRow(cedula)),
          family: cedulas.map((cedula, i) => [cedula, 32300000 + i, 'Pedro', 'Importado', 'Masculino', '10/10/2015', 'Hijo(a)', 'Soltero(a)']),
        }));
      }, 120_000);

      it('refuses the rows of unknown cédulas, in whichever batch', async () => {
        const file = await sheetsOf({ Funcionarios: [officerHeader, officerRows[0], [27399998, 'Nadie', null, null], ...officerRows.slice(1), [27399999, 'Nadie', null, null]] });
        const job = expectStatus<Job>(await check(rrhh, file, 'update'), 200).data;
        expect(job).toMatchObject({ status: 'invalid', totalRows: COUNT + 2, errorRows: 2 });
        expect(job.errors).toEqual([
          { row: 3, column: 'Cédula de identidad', message: 'No existe un registro con Cédula de identidad «27399998»' },
          { row: COUNT + 3, column: 'Cédula de identidad', message: 'No existe un registro con Cédula de identidad «27399999»' },
        ]);
      });

      it('stores and audits each row as it would row by row, in the order of the file', async () => {
        const before = await storedOfficers();
        const members = await count('officer_family_members');
        const ended = await importWhole(await sheetsOf({ Funcionarios: [officerHeader, ...officerRows], 'Carga familiar': [familyHeader, ...familyRows] }), 'update');
        expect(ended.doneRows).toBe(COUNT + familyRows.length);
        expect(await count('officer_family_members')).toBe(members + COUNT / 5);
        const after = await storedOfficers();
        const officerChanges = cedulas.map((cedula, i) => {
          const was = before.get(cedula)!;
          const changes: Record<string, unknown[]> = {};
          if (i % 3 === 0) changes.firstName = [was.first_name, 'Rosa'];
          if (i % 3 === 1) changes.phone = [was.phone, ['04261234567']];
          if (i === 0 || i === COUNT - 1) changes.email = [was.email, emailOf(COUNT - 1 - i)];
          expect(after.get(cedula), String(cedula)).toEqual({
            ...was, first_name: changes.firstName?.[1] ?? was.first_name, phone: changes.phone?.[1] ?? was.phone, email: changes.email?.[1] ?? was.email,
            version: Number(was.version) + (Object.keys(changes).length ? 1 : 0),
          });
          return { id: was.id, changes };
        });
        const memberChanges = cedulas.flatMap((cedula, i) => [
          ...(i % 2 === 0 ? [{ id: before.get(cedula)!.id, sheet: 'Carga familiar', record: 32300000 + i, changes: { occupation: [null, 'Estudiante'] } }] : []),
          ...(i % 5 === 0 ? [expect.objectContaining({ id: before.get(cedula)!.id, sheet: 'Carga familiar', record: 33300000 + i, changes: expect.objectContaining({ firstName: [null, 'Ana'] }) })] : []),
        ]);
        expect((await auditOf(ended.id)).res).toEqual({ status: 'done', rows: ended.doneRows, seconds: expect.any(Number), changes: [...officerChanges, ...memberChanges] });
      });

      it.runIf(kind === 'postgres')('fails with the constraint\'s message when another save takes a row\'s e-mail while the import runs', async () => {
        const taker = await officerRowOf(cedulas[10]);
        let release!: () => void;
        const released = new Promise<void>((resolve) => { release = resolve; });
        let took!: () => void;
        const taken = new Promise<void>((resolve) => { took = resolve; });
        // Another save changes an officer's e-mail and has not committed when the import checks and writes.
        const other = t.database.db.transaction(async (tx) => {
          await tx.execute(sql`update officers set email = 'carrera@policia.test' where identification = ${cedulas[11]}`);
          took();
          await released;
        });
        await taken;
        // The e-mail in the file's middle row: the batch write and the commit name no row, the error does.
        const rows = [[cedulas[12], 'Rosa', null], [cedulas[10], null, 'CARRERA@policia.test'], [cedulas[13], 'Rosa', null]];
        const job = expectStatus<Job>(await check(rrhh, await sheetsOf({ Funcionarios: [['Cédula de identidad', 'Primer nombre', 'Correo electrónico'], ...rows] }), 'update'), 200).data;
        expect(job.status).toBe('checked');
        expectStatus(await t.call(rrhh, { method: 'POST', url: `/api/rrhh/import/${job.id}/run` }), 202);
        // Its row written, the import's commit waits for the other save's.
        while (expectStatus<Job>(await t.call(rrhh, { method: 'GET', url: `/api/imports/${job.id}` }), 200).data.doneRows < 1) await new Promise((resolve) => setTimeout(resolve, 20));
        release();
        await other;
        expect(await waitForEnd(job.id)).toMatchObject({
          status: 'failed', message: 'El archivo tiene errores: no se guardó ningún registro',
          errors: [{ row: 3, column: 'Correo electrónico', message: 'Otro registro guardó mientras tanto un funcionario con uno de los correos del archivo' }],
        });
        expect((await officerRowOf(cedulas[10])).email).toBe(taker.email);
      });
    });

    it('needs the officer edit permission, checked by the server', async () => {
      const file = await sheetsOf({ Funcionarios: [['Cédula de identidad', 'Primer nombre'], [27200001, 'Otra']] });
      expect((await check(auditor, file, 'update')).statusCode).toBe(403);
      const first = await officerRowOf(27200001);
      const [job] = await t.database.rawQuery(`select count(*)::int as n from import_jobs where mode = 'update' and user_name = 'jperez'`);
      expect(job.n).toBe(0);
      expect(await officerRowOf(27200001)).toEqual(first);
    });
  });
});
