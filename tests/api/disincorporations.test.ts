/**
 * Egresos (RRHH §2.7, §4, §5.7, §7.3): create and edit with the spec's messages,
 * processing on approval (the officer's lists saved on the record and cleared from the
 * profile, condition set, all in one transaction), reject, real delete, 409 on decided
 * records and the permission of sub-module 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { countIn, daysFromToday, disincorporationBody, officerState, officerWithCondition, tokenWith } from './movementsFixture';
import { answer, createOfficer } from './officersFixture';

interface Disincorporation {
  id: number;
  policeId: number;
  police: { identification: number };
  dateOut: string;
  dateIn: string | null;
  condition: number;
  comment: string;
  status: number;
  dependencies: { value: number; label: string }[];
  subDependencies: { value: number; label: string }[];
  positions: { value: number; label: string }[];
}

const OFFICER_DEPENDENCIES = [{ value: 4, label: 'Dirección de Operaciones' }];
const OFFICER_SUBS = [{ value: 401, label: 'División de Patrullaje' }];
const OFFICER_POSITIONS = [{ value: 19, label: 'Funcionario(a) Policial de Servicio' }];

describeOnEachDatabase('Egresos', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
  });
  afterAll(() => t.close());

  const save = (token: string | null, payload: object) => t.call(token, { method: 'POST', url: '/api/rrhh/adddisincorporation', payload });
  const decide = (token: string | null, id: number, payload: object) => t.call(token, { method: 'PUT', url: `/api/rrhh/disincorporation/${id}/status`, payload });
  const remove = (token: string | null, id: number) => t.call(token, { method: 'DELETE', url: `/api/rrhh/disincorporation/${id}` });
  const create = async (officerId: number, overrides: Record<string, unknown> = {}) => answer<Disincorporation>(await save(rrhh, disincorporationBody(officerId, overrides)), 201).data;

  describe('POST rrhh/adddisincorporation', () => {
    it('creates a pending egreso with the officer\'s current lists, leaving the officer unchanged until approval', async () => {
      const officer = await createOfficer(t, admin);
      const created = answer<Disincorporation & { message: string }>(await save(rrhh, disincorporationBody(officer.id)), 201);
      expect(created.message).toBe('Desincorporación creada exitosamente');
      expect(created.data).toMatchObject({ policeId: officer.id, status: 1, condition: 4, dateIn: null, message: 'Desincorporación creada exitosamente', dependencies: OFFICER_DEPENDENCIES, positions: OFFICER_POSITIONS });
      expect(await officerState(t, officer.id)).toMatchObject({ condition: 1, dependencies: OFFICER_DEPENDENCIES });
    });

    it('answers 400 with the messages of §5.7 (condition Activo refused) and stores nothing', async () => {
      const officer = await createOfficer(t, admin);
      const empty = answer(await save(rrhh, {}), 400);
      expect(empty.errors).toEqual(expect.arrayContaining([
        'Debe buscar y seleccionar un funcionario primero',
        'El motivo de desincorporación es requerido',
        'La fecha de desincorporación es requerida',
        'La condición del egreso es requerida',
      ]));
      const bad = answer(await save(rrhh, disincorporationBody(officer.id, { comment: 'breve', dateOut: daysFromToday(2), condition: 1 })), 400);
      expect(bad.errors).toEqual(['Debe tener al menos 10 caracteres', 'La fecha de desincorporación no puede ser mayor a la fecha actual', 'La condición del egreso no puede ser Activo']);
      expect(answer(await save(rrhh, disincorporationBody(officer.id, { condition: 99 })), 400).errors).toEqual(['La condición del egreso no es válida']);
      expect(await countIn(t, 'disincorporations', officer.id)).toBe(0);
    });

    it('refuses an officer who already left and a second pending egreso', async () => {
      const left = await officerWithCondition(t, admin, 2);
      expect(answer(await save(rrhh, disincorporationBody(left.id)), 409).message).toBe('El funcionario ya se encuentra egresado (su condición no es Activo)');
      const officer = await createOfficer(t, admin);
      await create(officer.id);
      expect(answer(await save(rrhh, disincorporationBody(officer.id)), 409).message).toBe('El funcionario ya tiene un egreso pendiente');
      expect(await countIn(t, 'disincorporations', officer.id)).toBe(1);
    });

    it('edits a pending egreso and refuses a decided one', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = await create(officer.id);
      const edited = answer<Disincorporation>(await save(rrhh, disincorporationBody(officer.id, { id, condition: 2, comment: 'Jubilación por años de servicio' })), 200);
      expect(edited).toMatchObject({ message: 'Desincorporación actualizada exitosamente', data: { id, condition: 2, comment: 'Jubilación por años de servicio' } });
      answer(await decide(rrhh, id, { status: 3, statusNotes: 'Falta documentación' }), 200);
      expect(answer(await save(rrhh, disincorporationBody(officer.id, { id })), 409)).toMatchObject({ message: 'Estado no válido', errors: ['Solo se pueden editar registros pendientes'] });
    });
  });

  describe('PUT rrhh/disincorporation/{id}/status', () => {
    it('approving processes the egreso: lists saved on the record, cleared from the profile, condition set', async () => {
      const officer = await createOfficer(t, admin);
      // The form sent other lists; approval saves what the officer holds at that moment.
      const { id } = await create(officer.id, { dependencies: [{ value: 1, label: 'Dirección General' }] });
      const approved = answer<Disincorporation>(await decide(rrhh, id, { status: 2, statusNotes: 'Procesado' }), 200);
      expect(approved).toMatchObject({ message: 'Desincorporación aprobada exitosamente', data: { status: 2, statusNotes: 'Procesado', dependencies: OFFICER_DEPENDENCIES, subDependencies: OFFICER_SUBS, positions: OFFICER_POSITIONS } });
      expect(await officerState(t, officer.id)).toEqual({ condition: 4, haveReentryPending: false, dependencies: [], subDependencies: [], positions: [] });
      expect(answer(await decide(rrhh, id, { status: 3 }), 409)).toMatchObject({ message: 'Estado no válido', errors: ['Solo se pueden aprobar o rechazar registros pendientes'] });
    });

    it('rejecting changes nothing on the officer', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = await create(officer.id);
      expect(answer<Disincorporation>(await decide(rrhh, id, { status: 3 }), 200)).toMatchObject({ message: 'Desincorporación rechazada exitosamente', data: { status: 3 } });
      expect(await officerState(t, officer.id)).toMatchObject({ condition: 1, dependencies: OFFICER_DEPENDENCIES, positions: OFFICER_POSITIONS });
    });

    it('processing is all or nothing: a failure clearing the profile leaves the record pending with its lists', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = await create(officer.id, { dependencies: [{ value: 1, label: 'Dirección General' }] });
      await t.database.rawQuery(`create or replace function fail_officer_clear() returns trigger language plpgsql as $$ begin raise exception 'fallo simulado'; end $$`);
      await t.database.rawQuery(`create trigger fail_officer_clear before update of dependencies on officers for each row when (old.id = ${officer.id}) execute function fail_officer_clear()`);
      try {
        expect((await decide(rrhh, id, { status: 2 })).statusCode).toBe(500);
      } finally {
        await t.database.rawQuery('drop trigger fail_officer_clear on officers');
      }
      const [row] = await t.database.rawQuery('select status, dependencies from disincorporations where id = $1', [id]);
      expect(row).toEqual({ status: 1, dependencies: [{ value: 1, label: 'Dirección General' }] });
      expect(await officerState(t, officer.id)).toMatchObject({ condition: 1, dependencies: OFFICER_DEPENDENCIES, positions: OFFICER_POSITIONS });
    });

    it('refuses to process the egreso of an officer who is no longer active', async () => {
      const officer = await createOfficer(t, admin);
      const { id } = await create(officer.id);
      await t.database.rawQuery('update officers set condition = 6 where id = $1', [officer.id]);
      expect(answer(await decide(rrhh, id, { status: 2 }), 409)).toMatchObject({ message: 'Estado no válido', errors: ['El funcionario ya se encuentra egresado (su condición no es Activo)'] });
      const [row] = await t.database.rawQuery('select status from disincorporations where id = $1', [id]);
      expect(row.status).toBe(1);
    });
  });

  describe('DELETE rrhh/disincorporation/{id} and GET rrhh/disincorporations', () => {
    it('deletes a pending egreso, refuses a decided one, and lists with search', async () => {
      const officer = await createOfficer(t, admin);
      const pending = await create(officer.id);
      expect(answer(await remove(rrhh, pending.id), 200).message).toBe('Desincorporación eliminada exitosamente');
      expect(await countIn(t, 'disincorporations', officer.id)).toBe(0);
      const decided = await create(officer.id, { comment: 'Destitución por procedimiento disciplinario' });
      answer(await decide(rrhh, decided.id, { status: 3 }), 200);
      expect(answer(await remove(rrhh, decided.id), 409).errors).toEqual(['Solo se pueden eliminar registros pendientes']);
      const found = answer<Disincorporation[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/disincorporations?search=procedimiento%20disciplinario&page=1&pageSize=5' }), 200);
      expect(found.data.map((d) => d.id)).toEqual([decided.id]);
      expect(found.meta).toEqual({ total_elements: 1, total_pages: 1, page_number: 1, page_size: 5 });
    });
  });

  describe('access', () => {
    it('needs a session and the Egresos sub-module', async () => {
      const officer = await createOfficer(t, admin);
      expect((await save(null, disincorporationBody(officer.id))).statusCode).toBe(401);
      expect((await save(auditor, disincorporationBody(officer.id))).statusCode).toBe(403);
      const reentryOnly = await tokenWith(t, admin, [{ module: 1, sub: 2 }]);
      expect((await save(reentryOnly, disincorporationBody(officer.id))).statusCode).toBe(403);
      expect(await countIn(t, 'disincorporations', officer.id)).toBe(0);
      const egresosOnly = await tokenWith(t, admin, [{ module: 1, sub: 3 }]);
      const { id } = answer<Disincorporation>(await save(egresosOnly, disincorporationBody(officer.id)), 201).data;
      expect((await decide(reentryOnly, id, { status: 2 })).statusCode).toBe(403);
      expect((await remove(auditor, id)).statusCode).toBe(403);
      answer(await remove(egresosOnly, id), 200);
    });
  });
});
