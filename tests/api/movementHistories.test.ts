/**
 * Officer-level calls of the movement area (RRHH §3.10, §7.1, §7.2, §7.3): histories of
 * re-entries, egresos and each vacation module, the whole vacation history, the work
 * time after an egreso and a re-entry, and the picker lookup by cédula.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { commissionBody, daysFromToday, disincorporationBody, reentryBody, tokenWith, vacationBody } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

interface History<T> {
  data: T[];
  meta: { total_elements: number; page_size: number };
}

describeOnEachDatabase('Historiales, tiempo de servicio y selector de funcionario', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let officer: OfficerAnswer;
  let chief: OfficerAnswer;

  const post = (url: string, payload: object) => t.call(rrhh, { method: 'POST', url, payload });
  const put = (url: string, payload: object) => t.call(rrhh, { method: 'PUT', url, payload });
  const get = (url: string, token = rrhh) => t.call(token, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh] = await Promise.all([t.login(), t.login('mgonzalez')]);
    // Entered 2015-03-01, left 100 days ago, came back 40 days ago.
    officer = await createOfficer(t, admin, { dateIn: '2015-03-01', previousWorkYears: 2, previousWorkMonths: 6, previousWorkDays: 20 });
    chief = await createOfficer(t, admin);
    const egreso = answer<{ id: number }>(await post('/api/rrhh/adddisincorporation', disincorporationBody(officer.id, { dateOut: daysFromToday(-100) })), 201).data;
    answer(await put(`/api/rrhh/disincorporation/${egreso.id}/status`, { status: 2 }), 200);
    const reentry = answer<{ id: number }>(await post('/api/rrhh/addreentry', reentryBody(officer.id, { dateIn: daysFromToday(-40) })), 201).data;
    answer(await put(`/api/rrhh/reentry/${reentry.id}/status`, { status: 2 }), 200);
    answer(await post('/api/rrhh/addvacationorrest', vacationBody(officer.id, chief.id, { dateIn: '2024-01-10', dateOut: '2024-01-25', motive: 'Vacaciones 2023' })), 201);
    answer(await post('/api/rrhh/addvacationorrest', vacationBody(officer.id, chief.id, { dateIn: '2025-02-01', dateOut: '2025-02-16', motive: 'Vacaciones 2024' })), 201);
    answer(await post('/api/rrhh/addvacationorrest', vacationBody(officer.id, chief.id, { typeVacationAndRest: 3, idType: null, dateIn: '2025-05-01', dateOut: '2025-05-04', motive: 'Reposo médico' })), 201);
    answer(await post('/api/rrhh/com-service', commissionBody(officer.id)), 201);
  });
  afterAll(() => t.close());

  it('GET rrhh/{id}/reentries and rrhh/{id}/disincorporations answer data.data with meta, newest first', async () => {
    const reentries = answer<History<{ dateIn: string; position: string; comment: string; status: number }>>(await get(`/api/rrhh/${officer.id}/reentries?page=1&pageSize=1000`), 200);
    expect(reentries.data.data).toEqual([expect.objectContaining({ dateIn: daysFromToday(-40), position: 'Analista', status: 2 })]);
    expect(reentries.data.meta).toMatchObject({ total_elements: 1, page_size: 1000 });
    const egresos = answer<History<{ dateOut: string; dateIn: string; comment: string; condition: number }>>(await get(`/api/rrhh/${officer.id}/disincorporations?page=1&pageSize=1000`), 200);
    expect(egresos.data.data).toEqual([expect.objectContaining({ dateOut: daysFromToday(-100), dateIn: daysFromToday(-40), condition: 4 })]);
    const pendingOnly = answer<History<unknown>>(await get(`/api/rrhh/${officer.id}/reentries?status=1`), 200);
    expect(pendingOnly.data.data).toEqual([]);
    expect(answer(await get('/api/rrhh/999999/reentries'), 404).message).toBe('Funcionario no encontrado');
  });

  it('GET rrhh/{id}/{type} pages one module with comment = motive', async () => {
    const vacations = answer<History<{ dateIn: string; dateOut: string; comment: string }>>(await get(`/api/rrhh/${officer.id}/vacations?page=1&pageSize=1`), 200);
    expect(vacations.data.data).toEqual([expect.objectContaining({ dateIn: '2025-02-01', dateOut: '2025-02-16', comment: 'Vacaciones 2024' })]);
    expect(vacations.data.meta.total_elements).toBe(2);
    const rests = answer<History<{ comment: string }>>(await get(`/api/rrhh/${officer.id}/rests`), 200);
    expect(rests.data.data.map((r) => r.comment)).toEqual(['Reposo médico']);
    const commissions = answer<History<{ typeVacationAndRest: number }>>(await get(`/api/rrhh/${officer.id}/commissions`), 200);
    expect(commissions.data.data).toHaveLength(1);
  });

  it('GET rrhh/listvacationandrest/{id} gives the officer with data.listVacationAndRest, optionally one module', async () => {
    const all = answer<{ identification: number; firstName: string; listVacationAndRest: { typeVacationAndRest: number; days: number }[] }>(await get(`/api/rrhh/listvacationandrest/${officer.id}`), 200);
    expect(all.data).toMatchObject({ id: officer.id, identification: officer.identification, firstName: 'Eulogio', secondLastname: 'Zúñiga' });
    expect(all.data.listVacationAndRest).toHaveLength(4);
    const vacations = answer<{ listVacationAndRest: { typeVacationAndRest: number; days: number }[] }>(await get(`/api/rrhh/listvacationandrest/${officer.id}?type=1`), 200);
    expect(vacations.data.listVacationAndRest.map((v) => v.days)).toEqual([15, 15]);
    expect(answer(await get('/api/rrhh/listvacationandrest/999999'), 404).message).toBe('Funcionario no encontrado');
  });

  it('GET rrhh/work-time/{id} counts from the entry date plus previous work, without the egress gap', async () => {
    const workTime = answer<{
      totalWorkYears: number; totalWorkTime: number; vacationDays: number;
      calculationPeriod: { start: string; end: string }; workPeriods: { start: string; end: string }[];
    }>(await get(`/api/rrhh/work-time/${officer.id}`), 200);
    expect(workTime.data.workPeriods.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: '2015-03-01', end: daysFromToday(-100) },
      { start: daysFromToday(-40), end: daysFromToday(0) },
    ]);
    expect(workTime.data.calculationPeriod).toEqual({ start: '2015-03-01', end: daysFromToday(0) });
    const daysInService = Math.round((Date.parse(`${daysFromToday(-100)}T00:00:00Z`) - Date.parse('2015-03-01T00:00:00Z')) / 86_400_000) + 40;
    expect(workTime.data.totalWorkTime).toBe(daysInService + 2 * 365 + 6 * 30 + 20);
    expect(workTime.data.totalWorkYears).toBeGreaterThanOrEqual(12);
    expect(workTime.data.vacationDays).toBe(21);
    expect(answer(await get('/api/rrhh/work-time/999999'), 404).message).toBe('Funcionario no encontrado');
  });

  it('GET rrhh/identification/{identification} finds the picker\'s officer with the last approved egreso', async () => {
    const card = answer<{ id: number; condition: number; lastDisincorporation: { dateOut: string; dependencies: unknown[] } | null }>(await get(`/api/rrhh/identification/V-${officer.identification}`), 200);
    expect(card).toMatchObject({ message: 'Funcionario encontrado', data: { id: officer.id, condition: 1, lastDisincorporation: { dateOut: daysFromToday(-100), dependencies: [{ value: 4, label: 'Dirección de Operaciones' }] } } });
    expect(answer(await get('/api/rrhh/identification/1'), 404).message).toBe('No se encontró ningún funcionario con los criterios especificados');
    expect(answer(await get('/api/rrhh/identification/abc'), 400).errors).toBeDefined();
  });

  it('officer-level calls accept the RRHH read rule or a movement sub-module, and refuse others', async () => {
    const reentryOnly = await tokenWith(t, admin, [{ module: 1, sub: 2 }]);
    const consulta = await tokenWith(t, admin, [{ module: 1, sub: 1, internal: 8 }]);
    for (const token of [reentryOnly, consulta]) {
      answer(await get(`/api/rrhh/identification/${officer.identification}`, token), 200);
      answer(await get(`/api/rrhh/${officer.id}/disincorporations`, token), 200);
      answer(await get(`/api/rrhh/work-time/${officer.id}`, token), 200);
      answer(await get(`/api/rrhh/listvacationandrest/${officer.id}`, token), 200);
    }
    // The picker's search follows the rights to register: a vacation Registrar finds officers, a Consultar-only user does not.
    const vacationRegistrar = await tokenWith(t, admin, [{ module: 1, sub: 4, internal: 1, permission: 'Registrar' }]);
    const vacationQuery = await tokenWith(t, admin, [{ module: 1, sub: 4, internal: 1, permission: 'Consultar' }]);
    answer(await get(`/api/rrhh/identification/${officer.identification}`, vacationRegistrar), 200);
    expect((await get(`/api/rrhh/identification/${officer.identification}`, vacationQuery)).statusCode).toBe(403);
    const auditor = await t.login('jperez');
    expect((await get(`/api/rrhh/${officer.id}/vacations`, auditor)).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/rrhh/work-time/${officer.id}` })).statusCode).toBe(401);
  });
});
