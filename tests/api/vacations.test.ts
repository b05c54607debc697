/**
 * Vacations, rests and service commissions (RRHH §2.8, §3.9, §5.8, §7.3): the two save
 * paths with the spec's messages, overlaps, approve / reject, real delete, 409 on
 * decided records, and the per-module permissions of sub-module 4.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { commissionBody, countIn, daysFromToday, tokenWith, vacationBody } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

interface Vacation {
  id: number;
  idPoliceOfficer: number;
  idBestower: number | null;
  bestowerOfficer: { id: number; identification: number } | null;
  typeVacationAndRest: number;
  idType: number | null;
  dateIn: string;
  dateOut: string;
  days: number;
  motive: string;
  expiredVacationYear: number | null;
  personOfCom: { name: string } | null;
  organization1: string | null;
  status: number;
}

describeOnEachDatabase('Vacaciones, reposos y comisiones', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;
  let chief: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
    chief = await createOfficer(t, admin);
  });
  afterAll(() => t.close());

  const saveVacation = (token: string | null, payload: object) => t.call(token, { method: 'POST', url: '/api/rrhh/addvacationorrest', payload });
  const saveCommission = (token: string | null, payload: object) => t.call(token, { method: 'POST', url: '/api/rrhh/com-service', payload });
  const decide = (token: string | null, id: number, payload: object) => t.call(token, { method: 'PUT', url: `/api/rrhh/vacation/${id}/status`, payload });
  const remove = (token: string | null, id: number) => t.call(token, { method: 'DELETE', url: `/api/rrhh/vacation/${id}` });

  describe('POST rrhh/addvacationorrest', () => {
    it('creates a vacation and a rest with their granting officer and duration in days', async () => {
      const officer = await createOfficer(t, admin);
      const vacation = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id)), 201);
      expect(vacation).toMatchObject({ message: 'Registro creado exitosamente', data: { typeVacationAndRest: 1, idType: 1, status: 1, days: 15, idBestower: chief.id, bestowerOfficer: { identification: chief.identification } } });
      const rest = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { typeVacationAndRest: 3, idType: null, dateIn: daysFromToday(-2), dateOut: daysFromToday(5), motive: 'Reposo médico por fractura' })), 201);
      expect(rest.data).toMatchObject({ typeVacationAndRest: 3, idType: null, days: 7 });
    });

    it('answers 400 with the messages of §5.8 and stores nothing', async () => {
      const officer = await createOfficer(t, admin);
      const empty = answer(await saveVacation(rrhh, { typeVacationAndRest: 1 }), 400);
      expect(empty.errors).toEqual(expect.arrayContaining([
        'El funcionario es requerido', 'El funcionario que otorga es requerido', 'El tipo de vacación es requerido',
        'La fecha de inicio es requerida', 'La fecha fin es requerida', 'El motivo es requerido',
      ]));
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { typeVacationAndRest: 7 })), 400).errors).toEqual(['Tipo de módulo no válido']);
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { typeVacationAndRest: 2 })), 400).errors).toEqual(['Tipo de módulo no válido']);
      const sameDay = daysFromToday(3);
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { dateIn: sameDay, dateOut: sameDay })), 400).errors).toEqual(['La fecha de inicio debe ser menor a la fecha fin']);
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { idType: 2 })), 400).errors).toEqual(['El año de las vacaciones vencidas es requerido']);
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { idType: 2, expiredVacationYear: 1949 })), 400).errors).toEqual(['El año de las vacaciones vencidas no puede ser menor a 1950']);
      const nextYear = new Date().getFullYear() + 1;
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { idType: 2, expiredVacationYear: nextYear })), 400).errors).toEqual(['El año de las vacaciones vencidas no puede ser mayor al año actual']);
      expect(await countIn(t, 'vacations', officer.id)).toBe(0);
      const expired = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { idType: 2, expiredVacationYear: 2020 })), 201);
      expect(expired.data.expiredVacationYear).toBe(2020);
      // Only 'Vencidas' keeps a year.
      const normal = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { idType: 1, expiredVacationYear: 2020, dateIn: daysFromToday(40), dateOut: daysFromToday(50) })), 201);
      expect(normal.data.expiredVacationYear).toBeNull();
    });

    it('refuses overlapping days of the same module, an unknown granting officer, and edits only pending records', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id)), 201).data;
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { dateIn: daysFromToday(20), dateOut: daysFromToday(30) })), 409).message).toBe('El funcionario ya tiene un registro de este tipo que se solapa con esas fechas');
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, 999_999, { dateIn: daysFromToday(60), dateOut: daysFromToday(61) })), 404).message).toBe('El funcionario que otorga no existe');
      const edited = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { id, dateOut: daysFromToday(20), motive: 'Vacaciones ajustadas' })), 200);
      expect(edited).toMatchObject({ message: 'Registro actualizado exitosamente', data: { id, days: 10, motive: 'Vacaciones ajustadas' } });
      answer(await decide(rrhh, id, { status: 2 }), 200);
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { id })), 409).errors).toEqual(['Solo se pueden editar registros pendientes']);
      expect(await countIn(t, 'vacations', officer.id)).toBe(1);
    });
  });

  describe('POST rrhh/com-service', () => {
    it('creates a commission, with the spec\'s messages when a field is missing', async () => {
      const officer = await createOfficer(t, admin);
      const created = answer<Vacation>(await saveCommission(rrhh, commissionBody(officer.id)), 201);
      expect(created.data).toMatchObject({ typeVacationAndRest: 2, days: 90, organization1: 'Policía del Estado Miranda', personOfCom: { name: 'Comisario Jefe Luis Mora' }, idBestower: null });
      const bad = answer(await saveCommission(rrhh, commissionBody(officer.id, { personOfCom: null, personOfApplication: { name: '' }, numberOfRenew: -1, organization1: 'PM' })), 400);
      expect(bad.errors).toEqual(['El número de renovaciones no puede ser menor a 0', 'La persona que otorga la comisión es requerida', 'La persona que solicita la comisión es requerida', 'El organismo debe tener al menos 3 caracteres']);
      expect(answer(await saveCommission(rrhh, commissionBody(officer.id, { numberOfRenew: null, organization1: '' })), 400).errors).toEqual(['El número de renovaciones es requerido', 'El organismo es requerido']);
      expect(await countIn(t, 'vacations', officer.id)).toBe(1);
      // A commission is not edited through the vacation path.
      expect(answer(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { id: created.data.id })), 409).message).toBe('Las comisiones de servicio se registran con rrhh/com-service');
    });
  });

  describe('status and delete', () => {
    it('approves and rejects pending records only, and deletes pending ones for real', async () => {
      const officer = await createOfficer(t, admin);
      const first = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id)), 201).data;
      const second = answer<Vacation>(await saveCommission(rrhh, commissionBody(officer.id)), 201).data;
      expect(answer(await decide(rrhh, first.id, { status: 2, statusNotes: 'Conforme' }), 200)).toMatchObject({ message: 'Registro aprobado exitosamente', data: { status: 2, statusNotes: 'Conforme' } });
      expect(answer(await decide(rrhh, first.id, { status: 3 }), 409).errors).toEqual(['Solo se pueden aprobar o rechazar registros pendientes']);
      expect(answer(await remove(rrhh, first.id), 409).errors).toEqual(['Solo se pueden eliminar registros pendientes']);
      expect(answer(await decide(rrhh, second.id, { status: 3 }), 200).message).toBe('Registro rechazado exitosamente');
      const third = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { typeVacationAndRest: 3, dateIn: daysFromToday(100), dateOut: daysFromToday(101) })), 201).data;
      expect(answer(await remove(rrhh, third.id), 200).message).toBe('Registro eliminado exitosamente');
      expect(answer(await remove(rrhh, third.id), 404).message).toBe('Registro no encontrado');
      expect(await countIn(t, 'vacations', officer.id)).toBe(2);
    });
  });

  describe('GET rrhh/vacations', () => {
    it('filters by module and status and searches by officer or motive', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = answer<Vacation>(await saveVacation(rrhh, vacationBody(officer.id, chief.id, { typeVacationAndRest: 3, motive: 'Reposo por intervención quirúrgica' })), 201).data;
      const rests = answer<Vacation[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/vacations?typeVacationAndRest=3&status=1&pageSize=100' }), 200);
      expect(rests.data.map((v) => v.id)).toContain(id);
      expect(rests.data.every((v) => v.typeVacationAndRest === 3 && v.status === 1)).toBe(true);
      const found = answer<Vacation[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/vacations?search=quirurgica' }), 200);
      expect(found.data.map((v) => v.id)).toEqual([id]);
      const vacationsOnly = answer<Vacation[]>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/vacations?typeVacationAndRest=1&search=${officer.identification}` }), 200);
      expect(vacationsOnly.data).toEqual([]);
    });
  });

  describe('access per module', () => {
    it('Registrar creates, Editar decides, each on its own module; Consultar lists', async () => {
      const officer = await createOfficer(t, admin);
      expect((await saveVacation(null, vacationBody(officer.id, chief.id))).statusCode).toBe(401);
      expect((await saveVacation(auditor, vacationBody(officer.id, chief.id))).statusCode).toBe(403);
      const vacationClerk = await tokenWith(t, admin, [{ module: 1, sub: 4, internal: 1, permission: 'Registrar' }, { module: 1, sub: 4, internal: 1, permission: 'Consultar' }]);
      const commissionEditor = await tokenWith(t, admin, [{ module: 1, sub: 4, internal: 2, permission: 'Editar' }]);
      const vacation = answer<Vacation>(await saveVacation(vacationClerk, vacationBody(officer.id, chief.id)), 201).data;
      expect((await saveCommission(vacationClerk, commissionBody(officer.id))).statusCode).toBe(403);
      answer(await t.call(vacationClerk, { method: 'GET', url: '/api/rrhh/vacations' }), 200);
      expect((await t.call(commissionEditor, { method: 'GET', url: '/api/rrhh/vacations' })).statusCode).toBe(403);
      // Editing and deciding need Editar on the record's module.
      expect((await saveVacation(vacationClerk, vacationBody(officer.id, chief.id, { id: vacation.id }))).statusCode).toBe(403);
      expect((await decide(vacationClerk, vacation.id, { status: 2 })).statusCode).toBe(403);
      expect((await decide(commissionEditor, vacation.id, { status: 2 })).statusCode).toBe(403);
      expect((await remove(commissionEditor, vacation.id)).statusCode).toBe(403);
      const commission = answer<Vacation>(await saveCommission(rrhh, commissionBody(officer.id)), 201).data;
      answer(await decide(commissionEditor, commission.id, { status: 2 }), 200);
      const [row] = await t.database.rawQuery('select status from vacations where id = $1', [vacation.id]);
      expect(row.status).toBe(1);
    });
  });
});
