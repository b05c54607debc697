/**
 * Excel import of the personnel movements (issue 30): re-entries, egresos and vacations.
 * Each: the template under the form's Spanish labels; a file with errors (unknown cédula,
 * bad date, the form's rules, the repository's rules on the officer's state, one pending
 * record and overlaps, also between rows of the same file) reported by row and column,
 * with nothing stored and the error workbook; the fixed file imported whole. A row the
 * repository refuses at the run stores nothing (also when two imports race for one
 * officer); 'Actualizar existentes' is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISINCORPORATION_ANSWERS, DISINCORPORATION_MESSAGES } from '../../resources/disincorporations/validation';
import { REENTRY_ANSWERS } from '../../resources/reentries/validation';
import { VACATION_ANSWERS, VACATION_MESSAGES } from '../../resources/vacations/validation';
import { envelope } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { importCalls, typedDate, xlsxOf } from './importFixture';
import { countIn, daysFromToday, officerState, officerWithCondition, tokenWith, vacationBody } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

const RETIRED = 4;
const ACTIVE = 1;
const UNKNOWN_ID = '987654321';

describeOnEachDatabase('Importar Excel (movimientos)', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
  }, 120_000);
  afterAll(() => t.close());

  const officers = (count: number, condition: number) => Promise.all(Array.from({ length: count }, () => officerWithCondition(t, admin, condition)));
  const countAll = async (table: 'reentries' | 'disincorporations' | 'vacations', people: OfficerAnswer[]) => (await Promise.all(people.map((p) => countIn(t, table, p.id)))).reduce((a, b) => a + b, 0);
  const headersOf = async (calls: ReturnType<typeof importCalls>, token: string) => {
    const workbook = await calls.workbookAt(await calls.template(token));
    return { workbook, headers: (workbook.worksheets[0].getRow(1).values as string[]).slice(1) };
  };

  describe('Reingresos', () => {
    const calls = () => importCalls(t, 'rrhh/reentries');
    const HEADERS = ['Cédula del funcionario', 'Fecha de reingreso', 'Motivo de reingreso', 'Dependencias', 'Sub dependencias', 'Cargos'];
    const row = (officer: OfficerAnswer | string, overrides: Record<string, unknown> = {}) => {
      const values: Record<string, unknown> = {
        'Cédula del funcionario': typeof officer === 'string' ? officer : officer.identification, 'Fecha de reingreso': typedDate(daysFromToday(-3)),
        'Motivo de reingreso': 'Reingreso por decisión de la dirección general', Dependencias: 'Dirección de Recursos Humanos',
        'Sub dependencias': 'División de Registro y Control, División de Nómina', Cargos: 'Analista', ...overrides,
      };
      return HEADERS.map((h) => values[h] ?? null);
    };

    it('offers a template with the form labels, required ones marked, and the organisation names', async () => {
      const { workbook, headers } = await headersOf(calls(), rrhh);
      expect(headers).toEqual(HEADERS.map((h) => `${h} *`));
      const values = workbook.getWorksheet('Valores')!;
      expect((values.getRow(1).values as string[]).slice(1)).toEqual(['Dependencias', 'Sub dependencias', 'Cargos']);
      expect(values.getColumn(1).values).toContain('Dirección de Recursos Humanos');
      expect(values.getColumn(3).values).toContain('Analista');
      const help = workbook.getWorksheet('Instrucciones')!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
      expect(help).toContainEqual(['Fecha de reingreso', 'Sí', 'Fecha dd/mm/aaaa']);
      expect(help).toContainEqual(['Cédula del funcionario', 'Sí', expect.stringContaining('cédula')]);
      expect(envelope(await t.call(auditor, { method: 'GET', url: '/api/rrhh/reentries/import/template' })).statusCode).toBe(403);
    });

    it('reports unknown cédulas, bad dates, names not in the lists, active officers and a second pending row; imports the fixed file', async () => {
      const [a, b, c, d, f, g] = await officers(6, RETIRED);
      const [active] = await officers(1, ACTIVE);
      const file = await xlsxOf([
        HEADERS,
        row(a),
        row(UNKNOWN_ID),
        row(b, { 'Fecha de reingreso': '31/02/2024' }),
        row(active),
        row(a, { 'Motivo de reingreso': 'Segundo reingreso del mismo funcionario' }),
        row(c, { Dependencias: 'Dirección Lunar', 'Sub dependencias': 'División de Registro y Control' }),
      ]);
      const job = await calls().checked(rrhh, 'reingresos.xlsx', file);
      expect(job).toMatchObject({ status: 'invalid', resource: 'reentries', totalRows: 6, errorRows: 5, validRows: 1 });
      expect(job.errors).toEqual([
        { row: 3, column: 'Cédula del funcionario', message: `No existe un funcionario con la cédula «${UNKNOWN_ID}»` },
        { row: 4, column: 'Fecha de reingreso', message: 'Fecha inválida' },
        { row: 5, column: 'Cédula del funcionario', message: REENTRY_ANSWERS.officerActive },
        { row: 6, column: 'Cédula del funcionario', message: REENTRY_ANSWERS.alreadyPending },
        { row: 7, column: 'Dependencias', message: 'Dependencias: «Dirección Lunar» no es un valor de la lista' },
        { row: 7, column: 'Sub dependencias', message: 'Sub dependencias: «División de Registro y Control» no pertenece a las dependencias indicadas' },
      ]);
      // The check wrote its rows only in a transaction it rolled back.
      expect(await countAll('reentries', [a, b, c, d, f, g, active])).toBe(0);
      expect((await officerState(t, a.id)).haveReentryPending).toBe(false);

      const workbook = await calls().workbookAt(job.errorsUrl!);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).getCell(HEADERS.length + 1).value).toBe('Errores');
      expect(String(sheet.getRow(5).getCell(HEADERS.length + 1).value)).toBe(`Cédula del funcionario: ${REENTRY_ANSWERS.officerActive}`);
      sheet.getRow(3).getCell(1).value = d.identification;
      sheet.getRow(4).getCell(2).value = typedDate(daysFromToday(-30));
      sheet.getRow(5).getCell(1).value = f.identification;
      sheet.getRow(6).getCell(1).value = g.identification;
      sheet.getRow(7).getCell(4).value = 'Dirección de Recursos Humanos';
      const fixed = await calls().checked(rrhh, 'reingresos-corregido.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(fixed).toMatchObject({ status: 'checked', totalRows: 6, errorRows: 0, errors: [] });
      expect(await countAll('reentries', [a, b, c, d, f, g])).toBe(0);

      await calls().run(rrhh, fixed.id);
      expect(await calls().waitForEnd(rrhh, fixed.id)).toMatchObject({ status: 'done', doneRows: 6 });
      expect(await countAll('reentries', [a, b, c, d, f, g])).toBe(6);
      expect(await officerState(t, a.id)).toMatchObject({ haveReentryPending: true });
      const [stored] = await t.database.rawQuery('select status, comment, dependencies, sub_dependencies, positions from reentries where officer_id = $1', [c.id]);
      expect(stored).toMatchObject({
        status: 1, dependencies: [{ value: 2, label: 'Dirección de Recursos Humanos' }],
        sub_dependencies: [{ value: 201, label: 'División de Registro y Control' }], positions: [{ value: 8, label: 'Analista' }],
      });
      const mine = answer<{ id: number; resource: string }[]>(await t.call(rrhh, { method: 'GET', url: '/api/imports?pageSize=100' }), 200).data;
      expect(mine.find((j) => j.id === fixed.id)?.resource).toBe('reentries');
    });

    it('two imports of a re-entry for the same officer at once: one stores it, the other reports the row', async () => {
      const [a, b, c] = await officers(3, RETIRED);
      const first = await calls().checked(rrhh, 'a.xlsx', await xlsxOf([HEADERS, row(a), row(b)]));
      const second = await calls().checked(rrhh, 'b.xlsx', await xlsxOf([HEADERS, row(c), row(b)]));
      await Promise.all([calls().run(rrhh, first.id), calls().run(rrhh, second.id)]);
      const results = [await calls().waitForEnd(rrhh, first.id), await calls().waitForEnd(rrhh, second.id)];
      expect(results.map((r) => r.status).sort()).toEqual(['done', 'failed']);
      expect(results.find((r) => r.status === 'failed')!.errors).toEqual([{ row: 3, column: 'Cédula del funcionario', message: REENTRY_ANSWERS.alreadyPending }]);
      expect(await countIn(t, 'reentries', b.id)).toBe(1);
      expect(await countAll('reentries', [a, c])).toBe(1);
    });

    it('only creates: "Actualizar existentes" is refused, and other users may not import', async () => {
      const [a] = await officers(1, RETIRED);
      const file = await xlsxOf([HEADERS, row(a)]);
      const update = envelope(await calls().check(admin, 'reingresos.xlsx', file, 'update'));
      expect(update).toMatchObject({ statusCode: 400, message: 'Este archivo solo puede crear registros nuevos: los existentes se corrigen en su formulario' });
      expect(envelope(await calls().check(auditor, 'reingresos.xlsx', file)).statusCode).toBe(403);
    });
  });

  describe('Egresos', () => {
    const calls = () => importCalls(t, 'rrhh/disincorporations');
    const HEADERS = ['Cédula del funcionario', 'Fecha de desincorporación', 'Condición del egreso', 'Motivo de desincorporación'];
    const row = (officer: OfficerAnswer | string, overrides: Record<string, unknown> = {}) => {
      const values: Record<string, unknown> = {
        'Cédula del funcionario': typeof officer === 'string' ? officer : officer.identification, 'Fecha de desincorporación': typedDate(daysFromToday(-10)),
        'Condición del egreso': 'Renuncia', 'Motivo de desincorporación': 'Renuncia voluntaria presentada por escrito', ...overrides,
      };
      return HEADERS.map((h) => values[h] ?? null);
    };

    it('offers a template with the form labels and the conditions as a list', async () => {
      const { workbook, headers } = await headersOf(calls(), rrhh);
      expect(headers).toEqual(HEADERS.map((h) => `${h} *`));
      expect(workbook.worksheets[0].getCell(2, 3).dataValidation).toMatchObject({ type: 'list' });
      expect(workbook.getWorksheet('Listas')!.getColumn(3).values).toContain('Renuncia');
    });

    it('reports a bad cédula, a future date, an officer already out, a second pending row and the Activo condition; imports the fixed file', async () => {
      const [h, i, k, l, m, n] = await officers(6, ACTIVE);
      const [out] = await officers(1, RETIRED);
      const file = await xlsxOf([
        HEADERS,
        row(h),
        row('V-12.abc'),
        row(i, { 'Fecha de desincorporación': typedDate(daysFromToday(5)) }),
        row(out),
        row(h),
        row(n, { 'Condición del egreso': 'Activo' }),
      ]);
      const job = await calls().checked(rrhh, 'egresos.xlsx', file);
      expect(job).toMatchObject({ status: 'invalid', totalRows: 6, errorRows: 5 });
      expect(job.errors).toEqual([
        { row: 3, column: 'Cédula del funcionario', message: 'La cédula «V-12.abc» no es válida: escriba solo el número' },
        { row: 4, column: 'Fecha de desincorporación', message: DISINCORPORATION_MESSAGES.dateFuture },
        { row: 5, column: 'Cédula del funcionario', message: DISINCORPORATION_ANSWERS.officerInactive },
        { row: 6, column: 'Cédula del funcionario', message: DISINCORPORATION_ANSWERS.alreadyPending },
        { row: 7, column: 'Condición del egreso', message: DISINCORPORATION_MESSAGES.conditionActive },
      ]);
      expect(await countAll('disincorporations', [h, i, n, out])).toBe(0);

      const workbook = await calls().workbookAt(job.errorsUrl!);
      const sheet = workbook.worksheets[0];
      sheet.getRow(3).getCell(1).value = k.identification;
      sheet.getRow(4).getCell(2).value = typedDate(daysFromToday(-1));
      sheet.getRow(5).getCell(1).value = l.identification;
      sheet.getRow(6).getCell(1).value = m.identification;
      sheet.getRow(7).getCell(3).value = 'Jubilado';
      const fixed = await calls().checked(rrhh, 'egresos-corregido.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(fixed).toMatchObject({ status: 'checked', totalRows: 6, errorRows: 0 });
      await calls().run(rrhh, fixed.id);
      expect(await calls().waitForEnd(rrhh, fixed.id)).toMatchObject({ status: 'done', doneRows: 6 });
      expect(await countAll('disincorporations', [h, i, k, l, m, n])).toBe(6);
      const [stored] = await t.database.rawQuery('select status, condition from disincorporations where officer_id = $1', [n.id]);
      expect(stored).toMatchObject({ status: 1, condition: 2 });
    });
  });

  describe('Vacaciones', () => {
    const calls = () => importCalls(t, 'rrhh/vacations');
    const HEADERS = ['Módulo', 'Cédula del funcionario', 'Cédula del funcionario que otorga', 'Tipo de vacación', 'Fecha de inicio', 'Fecha fin', 'Motivo', 'Año de las vacaciones vencidas'];
    let chief: OfficerAnswer;
    beforeAll(async () => {
      chief = await createOfficer(t, admin);
    });
    const row = (officer: OfficerAnswer | string, from: number, to: number, overrides: Record<string, unknown> = {}) => {
      const values: Record<string, unknown> = {
        'Módulo': 'Vacaciones', 'Cédula del funcionario': typeof officer === 'string' ? officer : officer.identification,
        'Cédula del funcionario que otorga': chief.identification, 'Tipo de vacación': 'Normales',
        'Fecha de inicio': typedDate(daysFromToday(from)), 'Fecha fin': typedDate(daysFromToday(to)), Motivo: 'Vacaciones anuales del período', ...overrides,
      };
      return HEADERS.map((h) => values[h] ?? null);
    };
    const saveVacation = (payload: object) => t.call(rrhh, { method: 'POST', url: '/api/rrhh/addvacationorrest', payload });

    it('offers a template with the form labels and the modules as a list', async () => {
      const { workbook, headers } = await headersOf(calls(), rrhh);
      expect(headers).toEqual(['Módulo *', 'Cédula del funcionario *', 'Cédula del funcionario que otorga *', 'Tipo de vacación', 'Fecha de inicio *', 'Fecha fin *', 'Motivo *', 'Año de las vacaciones vencidas']);
      const lists = workbook.getWorksheet('Listas')!;
      expect(lists.getColumn(1).values.slice(1)).toEqual(['Vacaciones', 'Reposo']);
      expect(lists.getColumn(4).values).toContain('Vencidas');
    });

    it('needs Registrar on vacations and rests, as their save route does to create', async () => {
      const path = (permission: 'Registrar' | 'Editar') => ({ module: 1, sub: 4, internal: 1, permission });
      const [editor, registrar] = await Promise.all([tokenWith(t, admin, [path('Editar')]), tokenWith(t, admin, [path('Registrar')])]);
      expect(envelope(await t.call(editor, { method: 'GET', url: '/api/rrhh/vacations/import/template' })).statusCode).toBe(403);
      expect(envelope(await calls().check(editor, 'vacaciones.xlsx', await xlsxOf([HEADERS, row(chief, 40, 50)]))).statusCode).toBe(403);
      expect(await calls().template(registrar)).toContain('/api/files/');
    });

    it('reports overlaps with stored records and between rows, bad modules, unknown officers and dates out of order; a refusal at the run stores nothing', async () => {
      const [p, q, r] = await officers(3, ACTIVE);
      answer(await saveVacation(vacationBody(p.id, chief.id, { dateIn: daysFromToday(10), dateOut: daysFromToday(25) })), 201);
      const file = await xlsxOf([
        HEADERS,
        row(p, 40, 50),
        row(p, 45, 55),
        row(p, 20, 30),
        row(q, 40, 50, { 'Módulo': 'Comisión de Servicio' }),
        row(q, 60, 70, { 'Módulo': 'Reposo', 'Cédula del funcionario que otorga': UNKNOWN_ID }),
        row(r, 60, 55),
      ]);
      const job = await calls().checked(rrhh, 'vacaciones.xlsx', file);
      expect(job).toMatchObject({ status: 'invalid', totalRows: 6, errorRows: 5 });
      expect(job.errors).toEqual([
        { row: 3, column: 'Fecha de inicio', message: VACATION_ANSWERS.overlap },
        { row: 4, column: 'Fecha de inicio', message: VACATION_ANSWERS.overlap },
        { row: 5, column: 'Módulo', message: VACATION_MESSAGES.invalidModule },
        { row: 6, column: 'Cédula del funcionario que otorga', message: `No existe un funcionario con la cédula «${UNKNOWN_ID}»` },
        { row: 7, column: 'Fecha fin', message: VACATION_MESSAGES.startBeforeEnd },
      ]);
      expect(await countAll('vacations', [p, q, r])).toBe(1);

      const workbook = await calls().workbookAt(job.errorsUrl!);
      const sheet = workbook.worksheets[0];
      sheet.getRow(3).getCell(5).value = typedDate(daysFromToday(51));
      sheet.getRow(4).getCell(5).value = typedDate(daysFromToday(26));
      sheet.getRow(5).getCell(1).value = 'Reposo';
      sheet.getRow(6).getCell(3).value = chief.identification;
      sheet.getRow(7).getCell(6).value = typedDate(daysFromToday(65));
      const fixed = await calls().checked(rrhh, 'vacaciones-corregido.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(fixed).toMatchObject({ status: 'checked', totalRows: 6, errorRows: 0 });

      // Between the check and the run a vacation of r is stored over row 7's dates: the run refuses it and stores nothing.
      const late = answer<{ id: number }>(await saveVacation(vacationBody(r.id, chief.id, { dateIn: daysFromToday(62), dateOut: daysFromToday(63) })), 201).data;
      await calls().run(rrhh, fixed.id);
      const failed = await calls().waitForEnd(rrhh, fixed.id);
      expect(failed).toMatchObject({ status: 'failed', message: 'El archivo tiene errores: no se guardó ningún registro', errors: [{ row: 7, column: 'Fecha de inicio', message: VACATION_ANSWERS.overlap }] });
      expect(await countAll('vacations', [p, q, r])).toBe(2);

      answer(await t.call(admin, { method: 'DELETE', url: `/api/rrhh/vacation/${late.id}` }), 200);
      const again = await calls().checked(rrhh, 'vacaciones-corregido.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      await calls().run(rrhh, again.id);
      expect(await calls().waitForEnd(rrhh, again.id)).toMatchObject({ status: 'done', doneRows: 6 });
      expect(await countAll('vacations', [p, q, r])).toBe(7);
      const rests = await t.database.rawQuery('select count(*)::int as n from vacations where officer_id = $1 and type_vacation_and_rest = 3', [q.id]);
      expect(Number(rests[0].n)).toBe(2);
    });
  });
});
