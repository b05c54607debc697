/**
 * Re-entries (RRHH §2.6, §4, §5.6, §7.3): list and search, create and edit with the
 * spec's messages, approve (effective on the officer) / reject, real delete, only
 * pending records change, and the permission of sub-module 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { DEPENDENCIES, countIn, daysFromToday, disincorporationBody, officerState, officerWithCondition, POSITIONS, reentryBody, SUB_DEPENDENCIES, tokenWith } from './movementsFixture';
import { answer, createOfficer } from './officersFixture';

interface Reentry {
  id: number;
  index: number;
  idPoliceOfficer: number;
  policeOfficer: { id: number; identification: number; firstName: string };
  dateIn: string;
  comment: string;
  position: string | null;
  status: number;
  statusNotes: string | null;
  message?: string;
}

describeOnEachDatabase('Reingresos', (kind) => {
  let t: TestApp;
  let admin: string;
  let rrhh: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
  });
  afterAll(() => t.close());

  const save = (token: string | null, payload: object) => t.call(token, { method: 'POST', url: '/api/rrhh/addreentry', payload });
  const decide = (token: string | null, id: number, payload: object) => t.call(token, { method: 'PUT', url: `/api/rrhh/reentry/${id}/status`, payload });
  const remove = (token: string | null, id: number) => t.call(token, { method: 'DELETE', url: `/api/rrhh/reentry/${id}` });
  const create = async (officerId: number, overrides: Record<string, unknown> = {}) => answer<Reentry>(await save(rrhh, reentryBody(officerId, overrides)), 201).data;

  describe('POST rrhh/addreentry', () => {
    it('creates a pending re-entry for an officer who left, with data.message, and marks the re-entry pending on the officer', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const stats = async () => answer<{ pendingReentries: number }>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/dashboard/stats' }), 200).data.pendingReentries;
      const pendingBefore = await stats();
      const created = answer<Reentry>(await save(rrhh, reentryBody(officer.id)), 201);
      // The general statistics count the pending rows of this table.
      expect(await stats()).toBe(pendingBefore + 1);
      expect(created.message).toBe('Reingreso creado exitosamente');
      expect(created.data).toMatchObject({ idPoliceOfficer: officer.id, status: 1, message: 'Reingreso creado exitosamente', position: 'Analista', policeOfficer: { identification: officer.identification } });
      expect((await officerState(t, officer.id)).haveReentryPending).toBe(true);
    });

    it('answers 400 with every message of §5.6 and stores nothing', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const empty = answer(await save(rrhh, {}), 400);
      expect(empty.errors).toEqual(expect.arrayContaining([
        'Debe buscar y seleccionar un funcionario primero',
        'El motivo de reingreso es requerido',
        'La fecha de reingreso es requerida',
        'Las dependencias son requeridas',
        'Las sub dependencias son requeridas',
        'Los cargos son requeridos',
      ]));
      const short = answer(await save(rrhh, reentryBody(officer.id, { comment: 'corto', dateIn: daysFromToday(1) })), 400);
      expect(short.errors).toEqual(['Debe tener al menos 10 caracteres', 'La fecha de reingreso no puede ser mayor a la fecha actual']);
      const long = answer(await save(rrhh, reentryBody(officer.id, { comment: 'x'.repeat(501), positions: [] })), 400);
      expect(long.errors).toEqual(['No puede exceder 500 caracteres', 'Los cargos son requeridos']);
      expect(await countIn(t, 'reentries', officer.id)).toBe(0);
    });

    it('refuses an active officer, a second pending re-entry and an unknown officer', async () => {
      const active = await createOfficer(t, admin);
      expect(answer(await save(rrhh, reentryBody(active.id)), 409).message).toBe('El funcionario se encuentra activo: el reingreso aplica solo a funcionarios egresados');
      const left = await officerWithCondition(t, admin, 2);
      await create(left.id);
      expect(answer(await save(rrhh, reentryBody(left.id)), 409).message).toBe('El funcionario ya tiene un reingreso pendiente');
      expect(await countIn(t, 'reentries', left.id)).toBe(1);
      expect(answer(await save(rrhh, reentryBody(999_999)), 404).message).toBe('Funcionario no encontrado');
    });

    it('edits a pending re-entry (its officer stays) and refuses to edit a decided one with 409', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const other = await officerWithCondition(t, admin, 4);
      const { id } = await create(officer.id);
      const edited = answer<Reentry>(await save(rrhh, reentryBody(other.id, { id, comment: 'Motivo corregido del reingreso' })), 200);
      expect(edited).toMatchObject({ message: 'Reingreso actualizado exitosamente', data: { id, idPoliceOfficer: officer.id, comment: 'Motivo corregido del reingreso' } });
      answer(await decide(rrhh, id, { status: 3 }), 200);
      const refused = answer(await save(rrhh, reentryBody(officer.id, { id, comment: 'Otro motivo más largo' })), 409);
      expect(refused).toMatchObject({ message: 'Estado no válido', errors: ['Solo se pueden editar registros pendientes'] });
      expect(answer(await save(rrhh, reentryBody(officer.id, { id: 999_999 })), 404).message).toBe('Reingreso no encontrado');
    });
  });

  describe('PUT rrhh/reentry/{id}/status', () => {
    it('approving restores the officer: lists, condition Activo, the egreso it ends gets its re-entry date', async () => {
      const officer = await createOfficer(t, admin);
      const egreso = answer<{ id: number }>(await t.call(rrhh, { method: 'POST', url: '/api/rrhh/adddisincorporation', payload: disincorporationBody(officer.id, { dateOut: daysFromToday(-30) }) }), 201).data;
      answer(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/disincorporation/${egreso.id}/status`, payload: { status: 2 } }), 200);
      expect(await officerState(t, officer.id)).toMatchObject({ condition: 4, dependencies: [] });

      const { id } = await create(officer.id, { dateIn: daysFromToday(-2) });
      const approved = answer<Reentry>(await decide(rrhh, id, { status: 2, statusNotes: 'Aprobado por la dirección' }), 200);
      expect(approved).toMatchObject({ message: 'Reingreso aprobado exitosamente', data: { status: 2, statusNotes: 'Aprobado por la dirección' } });
      expect(await officerState(t, officer.id)).toEqual({ condition: 1, haveReentryPending: false, dependencies: DEPENDENCIES, subDependencies: SUB_DEPENDENCIES, positions: POSITIONS });
      const [ended] = await t.database.rawQuery('select to_char(date_in, \'YYYY-MM-DD\') as date_in from disincorporations where id = $1', [egreso.id]);
      expect(ended.date_in).toBe(daysFromToday(-2));
    });

    it('rejecting leaves the officer as it was; a decided record answers 409 and bad statuses 400', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const before = await officerState(t, officer.id);
      const { id } = await create(officer.id);
      expect(answer(await decide(rrhh, id, { status: 5 }), 400).errors).toEqual(['Estado no válido']);
      expect(answer(await decide(rrhh, id, {}), 400).errors).toEqual(['Estado no válido']);
      const rejected = answer<Reentry>(await decide(rrhh, id, { status: 3 }), 200);
      expect(rejected).toMatchObject({ message: 'Reingreso rechazado exitosamente', data: { status: 3, statusNotes: null } });
      expect(await officerState(t, officer.id)).toEqual({ ...before, haveReentryPending: false });
      expect(answer(await decide(rrhh, id, { status: 2 }), 409)).toMatchObject({ message: 'Estado no válido', errors: ['Solo se pueden aprobar o rechazar registros pendientes'] });
      expect((await officerState(t, officer.id)).condition).toBe(4);
      expect(answer(await decide(rrhh, 999_999, { status: 2 }), 404).message).toBe('Reingreso no encontrado');
    });

    it('approval is all or nothing: a failure while restoring the officer stores nothing', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const { id } = await create(officer.id);
      await t.database.rawQuery(`create or replace function fail_officer_update() returns trigger language plpgsql as $$ begin raise exception 'fallo simulado'; end $$`);
      await t.database.rawQuery(`create trigger fail_officer_update before update of condition on officers for each row when (old.id = ${officer.id}) execute function fail_officer_update()`);
      try {
        expect((await decide(rrhh, id, { status: 2 })).statusCode).toBe(500);
      } finally {
        await t.database.rawQuery('drop trigger fail_officer_update on officers');
      }
      const [row] = await t.database.rawQuery('select status, status_date from reentries where id = $1', [id]);
      expect(row).toEqual({ status: 1, status_date: null });
      expect(await officerState(t, officer.id)).toMatchObject({ condition: 4, haveReentryPending: true });
    });
  });

  describe('DELETE rrhh/reentry/{id}', () => {
    it('deletes a pending re-entry for real and refuses a decided one', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const { id } = await create(officer.id);
      expect(answer(await remove(rrhh, id), 200)).toMatchObject({ message: 'Reingreso eliminado exitosamente', data: { id } });
      expect(await countIn(t, 'reentries', officer.id)).toBe(0);
      expect((await officerState(t, officer.id)).haveReentryPending).toBe(false);
      expect(answer(await remove(rrhh, id), 404).message).toBe('Reingreso no encontrado');
      const decided = await create(officer.id);
      answer(await decide(rrhh, decided.id, { status: 3 }), 200);
      expect(answer(await remove(rrhh, decided.id), 409)).toMatchObject({ message: 'Estado no válido', errors: ['Solo se pueden eliminar registros pendientes'] });
      expect(await countIn(t, 'reentries', officer.id)).toBe(1);
    });
  });

  describe('GET rrhh/reentries', () => {
    it('pages newest first and searches by name, cédula, id or reason', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      const { id } = await create(officer.id, { comment: 'Reingreso extraordinario por sentencia judicial' });
      const page = answer<Reentry[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/reentries?page=1&pageSize=2' }), 200);
      expect(page.data[0]).toMatchObject({ id, index: 1 });
      expect(page.meta).toMatchObject({ page_number: 1, page_size: 2 });
      for (const search of [String(officer.identification), `V-${officer.identification}`, 'sentencia judicial', String(id)]) {
        const found = answer<Reentry[]>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/reentries?search=${encodeURIComponent(search)}` }), 200);
        expect(found.data.map((r) => r.id), search).toContain(id);
      }
      const byName = answer<Reentry[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/reentries?search=eulogio%20zuniga&status=1&pageSize=100' }), 200);
      expect(byName.data.map((r) => r.id)).toContain(id);
      expect(byName.data.every((r) => r.status === 1)).toBe(true);
      const none = answer<Reentry[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/reentries?search=inexistente' }), 200);
      expect(none).toMatchObject({ data: [], meta: { total_elements: 0 } });
    });
  });

  describe('access', () => {
    it('needs a session and the Reingreso sub-module; the Egresos sub-module alone is refused', async () => {
      const officer = await officerWithCondition(t, admin, 4);
      expect((await save(null, reentryBody(officer.id))).statusCode).toBe(401);
      expect((await save(auditor, reentryBody(officer.id))).statusCode).toBe(403);
      const egresosOnly = await tokenWith(t, admin, [{ module: 1, sub: 3 }]);
      expect((await t.call(egresosOnly, { method: 'GET', url: '/api/rrhh/reentries' })).statusCode).toBe(403);
      expect(await countIn(t, 'reentries', officer.id)).toBe(0);
      const reentryOnly = await tokenWith(t, admin, [{ module: 1, sub: 2 }]);
      const { id } = answer<Reentry>(await save(reentryOnly, reentryBody(officer.id)), 201).data;
      expect((await decide(auditor, id, { status: 2 })).statusCode).toBe(403);
      expect((await remove(null, id)).statusCode).toBe(401);
      answer(await decide(reentryOnly, id, { status: 2 }), 200);
    });
  });
});
