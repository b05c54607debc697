/**
 * Gun assignments to officers (spec 3 §3.4, §4.3, §5.3, §7.3): create with the defaults,
 * the §5.3 messages, at most one active assignment per gun (409, also under concurrent
 * requests), finish, delete, the gun's status kept in step, the officer's assigned assets
 * and the general statistics counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../resources/engine/dates';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { demoOfficers, errorsOf, FORBIDDEN, gunBody, moduleTokens, UNAUTHENTICATED, withoutDemoAssets } from './gunparkFixture';

interface Assignment {
  id: number; gunId: number; policeId: number; assignmentType: number; startDate: string; endDate: string | null; purpose: string; observations: string | null; active: boolean;
  gun: { id: number; codeGun: string; brand: string; model: string; serial: string }; police: { id: number; identification: number; firstName: string; firstLastname: string };
}
interface Gun { id: number; codeGun: string; serial: string; status: number; activeAssignment: { id: number; police: { identification: number } } | null }

const ACTIVE_CONFLICT = { statusCode: 409, message: 'El arma ya tiene una asignación activa. Finalícela antes de asignarla de nuevo.' };

describeOnEachDatabase('Parque de Armas: asignaciones a funcionarios', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  let officers: Awaited<ReturnType<typeof demoOfficers>>;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const newGun = async () => expectStatus<Gun>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody({ status: 1 })), 201).data;
  const gunStatus = async (id: number) => Number((await t.database.rawQuery('select status from guns where id = $1', [id]))[0].status);
  const assign = (gunId: number, policeId: number, extra: Record<string, unknown> = {}) =>
    call(tokens.edit, 'POST', '/api/gunpark/officer-assignments', { gunId, policeId, purpose: 'Servicio de patrullaje', ...extra });
  const storedFor = async (gunId: number) => t.database.rawQuery('select active from gun_assignments where gun_id = $1 order by id', [gunId]);

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 1);
    officers = await demoOfficers(t, 3);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('assigns with type 1 and today by default, embeds gun and officer, and puts the gun "En Uso"', async () => {
    const gun = await newGun();
    const body = expectStatus<Assignment>(await assign(gun.id, officers[0].id, { observations: 'Entrega con 2 cargadores' }), 201);
    expect(body.message).toBe('Arma asignada exitosamente');
    expect(body.data).toMatchObject({ gunId: gun.id, policeId: officers[0].id, assignmentType: 1, startDate: todayIsoDate(), endDate: null, active: true });
    expect(body.data.gun).toEqual({ id: gun.id, codeGun: gun.codeGun, brand: 'Glock', model: '17', serial: gun.serial });
    expect(body.data.police).toEqual({ id: officers[0].id, identification: officers[0].identification, firstName: officers[0].firstName, firstLastname: officers[0].firstLastname });
    expect(await gunStatus(gun.id)).toBe(2);
    const shown = expectStatus<Gun>(await call(tokens.query, 'GET', `/api/gunpark/guns/${gun.id}`), 200).data;
    expect(shown.activeAssignment).toMatchObject({ id: body.data.id, police: { identification: officers[0].identification } });
  });

  it('ignores an `active` sent by the client: a new assignment is always active', async () => {
    const gun = await newGun();
    expect(expectStatus<Assignment>(await assign(gun.id, officers[0].id, { active: false }), 201).data.active).toBe(true);
    expect(await storedFor(gun.id)).toEqual([{ active: true }]);
  });

  it.each([
    [{ gunId: undefined }, ['Debe seleccionar un arma']],
    [{ gunId: 99_999_999 }, ['Debe seleccionar un arma']],
    [{ policeId: undefined }, ['Debe buscar y seleccionar un funcionario primero']],
    [{ purpose: '' }, ['El propósito es requerido']],
    [{ startDate: '' }, ['La fecha de inicio es requerida']],
    [{ assignmentType: null }, ['El tipo de asignación es requerido']],
    [{ startDate: '2026-03-10', endDate: '2026-03-01' }, ['La fecha de inicio debe ser menor a la fecha fin']],
    [{ policeId: 99_999_999 }, ['Debe buscar y seleccionar un funcionario primero']],
  ])('refuses %j with 400 %j and stores nothing', async (change, messages) => {
    const gun = await newGun();
    expect(errorsOf(await assign(gun.id, officers[1].id, change))).toEqual(messages);
    expect(await storedFor(gun.id)).toEqual([]);
    expect(await gunStatus(gun.id)).toBe(1);
  });

  it('refuses a second active assignment of the same gun with 409 and stores nothing', async () => {
    const gun = await newGun();
    expectStatus(await assign(gun.id, officers[0].id), 201);
    expect(envelope(await assign(gun.id, officers[1].id))).toEqual(ACTIVE_CONFLICT);
    expect(await storedFor(gun.id)).toEqual([{ active: true }]);
  });

  it('lets exactly one of two simultaneous assignments of a gun through', async () => {
    const gun = await newGun();
    const answers = await Promise.all([assign(gun.id, officers[0].id), assign(gun.id, officers[1].id), assign(gun.id, officers[2].id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(envelope(refused)).toEqual(ACTIVE_CONFLICT);
    expect(await storedFor(gun.id)).toEqual([{ active: true }]);
  });

  it('refuses (409) a gun that is not operative or not available, stores nothing and leaves its status', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ operability: false, status: 4 }, 'El arma no está operativa'],
      [{ operability: false }, 'El arma no está operativa'],
      [{ status: 4 }, 'El arma no está disponible (Fuera de Servicio)'],
      [{ status: 3 }, 'El arma no está disponible (En Mantenimiento)'],
      [{ status: 5 }, 'El arma no está disponible (En Revisión)'],
    ];
    for (const [state, message] of cases) {
      const gun = expectStatus<Gun>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody(state)), 201).data;
      expect(envelope(await assign(gun.id, officers[0].id))).toEqual({ statusCode: 409, message });
      expect(await storedFor(gun.id)).toEqual([]);
      expect(await gunStatus(gun.id)).toBe(state.status ?? 1);
    }
  });

  it('refuses to move an assignment onto a gun that cannot serve; two simultaneous assignments of one available gun: one 201, one 409', async () => {
    const [gun, broken] = [await newGun(), expectStatus<Gun>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody({ status: 4 })), 201).data];
    const created = expectStatus<Assignment>(await assign(gun.id, officers[0].id), 201).data;
    const moved = await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}`, { gunId: broken.id, policeId: officers[0].id, purpose: 'Servicio de patrullaje', assignmentType: 1, startDate: created.startDate });
    expect(envelope(moved)).toEqual({ statusCode: 409, message: 'El arma no está disponible (Fuera de Servicio)' });
    expect(await gunStatus(gun.id)).toBe(2);

    const other = await newGun();
    const answers = await Promise.all([assign(other.id, officers[1].id), assign(other.id, officers[2].id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await storedFor(other.id)).toEqual([{ active: true }]);
  });

  it('the database refuses a second active row even without the API check', async () => {
    const gun = await newGun();
    expectStatus(await assign(gun.id, officers[0].id), 201);
    await expect(t.database.rawQuery(
      "insert into gun_assignments (gun_id, police_id, assignment_type, start_date, purpose) values ($1, $2, 1, '2026-01-01', 'x')",
      [gun.id, officers[1].id],
    )).rejects.toThrow(/gun_assignments_one_active_per_gun/);
  });

  describe('finish', () => {
    it('sets the end date and observations; the assignment reads finished and the gun is available again', async () => {
      const gun = await newGun();
      const created = expectStatus<Assignment>(await assign(gun.id, officers[0].id, { startDate: '2026-01-10' }), 201).data;
      expect(errorsOf(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { observations: 'x' }))).toEqual(['La fecha de finalización es requerida']);
      expect(errorsOf(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { endDate: '2026-01-09' }))).toEqual(['La fecha de inicio debe ser menor a la fecha fin']);
      const finished = expectStatus<Assignment>(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { endDate: '2026-02-01', observations: 'Devuelta en buen estado' }), 200);
      expect(finished.message).toBe('Asignación finalizada exitosamente');
      expect(finished.data).toMatchObject({ active: false, endDate: '2026-02-01', observations: 'Devuelta en buen estado' });
      expect(await gunStatus(gun.id)).toBe(1);
      expect(envelope(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { endDate: '2026-02-02' }))).toEqual({ statusCode: 409, message: 'La asignación ya está finalizada' });
      // Once finished, the gun can be assigned again.
      expectStatus(await assign(gun.id, officers[1].id), 201);
      expect(await storedFor(gun.id)).toEqual([{ active: false }, { active: true }]);
    });

    it('keeps a status staff set meanwhile (maintenance) when the assignment ends', async () => {
      const gun = await newGun();
      const created = expectStatus<Assignment>(await assign(gun.id, officers[0].id), 201).data;
      await t.database.rawQuery('update guns set status = 3 where id = $1', [gun.id]);
      expectStatus(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { endDate: todayIsoDate() }), 200);
      expect(await gunStatus(gun.id)).toBe(3);
    });
  });

  it('lists per gun (filters.gunId), per officer and by state, newest start first', async () => {
    const gun = await newGun();
    const first = expectStatus<Assignment>(await assign(gun.id, officers[2].id, { startDate: '2025-05-01' }), 201).data;
    expectStatus(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${first.id}/finish`, { endDate: '2025-06-01' }), 200);
    const second = expectStatus<Assignment>(await assign(gun.id, officers[2].id, { startDate: '2025-07-01' }), 201).data;
    const list = expectStatus<Assignment[]>(await call(tokens.query, 'GET', `/api/gunpark/officer-assignments?gunId=${gun.id}&page=1&pageSize=10`), 200);
    expect(list.data.map((a) => [a.id, a.active])).toEqual([[second.id, true], [first.id, false]]);
    expect(list.meta).toEqual({ total_elements: 2, total_pages: 1, page_number: 1, page_size: 10 });
    const active = expectStatus<Assignment[]>(await call(tokens.query, 'GET', `/api/gunpark/officer-assignments?gunId=${gun.id}&active=true`), 200).data;
    expect(active.map((a) => a.id)).toEqual([second.id]);
  });

  it('deletes any assignment ("Asignación eliminada exitosamente"); a gun with assignments cannot be deleted', async () => {
    const gun = await newGun();
    const created = expectStatus<Assignment>(await assign(gun.id, officers[0].id), 201).data;
    expect(envelope(await call(tokens.edit, 'DELETE', `/api/gunpark/guns/${gun.id}`))).toEqual({ statusCode: 409, message: 'No se puede eliminar el arma: tiene asignaciones registradas' });
    expect(expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/officer-assignments/${created.id}`), 200).message).toBe('Asignación eliminada exitosamente');
    expect(await storedFor(gun.id)).toEqual([]);
    expect(await gunStatus(gun.id)).toBe(1);
    expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/guns/${gun.id}`), 200);
  });

  it('GET rrhh/assigned-assets/{id}: the officer\'s active guns (brand, model, serial)', async () => {
    const officer = (await demoOfficers(t, 10))[9];
    const [held, returned] = [await newGun(), await newGun()];
    expectStatus(await assign(held.id, officer.id, { startDate: '2026-01-05' }), 201);
    const old = expectStatus<Assignment>(await assign(returned.id, officer.id, { startDate: '2025-01-05' }), 201).data;
    expectStatus(await call(tokens.edit, 'PUT', `/api/gunpark/officer-assignments/${old.id}/finish`, { endDate: '2025-02-05' }), 200);
    const rrhh = await t.login('mgonzalez');
    const assets = expectStatus<{ gun: Record<string, unknown>[]; vehicle: unknown[] }>(await call(rrhh, 'GET', `/api/rrhh/assigned-assets/${officer.id}`), 200).data;
    expect(assets.gun).toEqual([{ id: held.id, assignmentId: expect.any(Number), startDate: '2026-01-05', assignmentType: 1, codeGun: held.codeGun, brand: 'Glock', model: '17', serial: held.serial }]);
    expect(assets.vehicle).toEqual([]);
    expect(envelope(await call(rrhh, 'GET', '/api/rrhh/assigned-assets/99999999'))).toEqual({ statusCode: 404, message: 'Funcionario no encontrado' });
    expect(envelope(await call(tokens.edit, 'GET', `/api/rrhh/assigned-assets/${officer.id}`))).toEqual(FORBIDDEN);
  });

  it('characterization/total counts the guns', async () => {
    const [row] = await t.database.rawQuery('select count(*)::int as n from guns');
    const totals = expectStatus<{ weapon: number }>(await call(tokens.query, 'GET', '/api/characterization/total'), 200).data;
    expect(totals.weapon).toBe(Number(row.n));
    expect(totals.weapon).toBeGreaterThan(5);
  });

  it('permissions: edit (3) manages assignments; query (2) and register (1) only read', async () => {
    const gun = await newGun();
    const created = expectStatus<Assignment>(await assign(gun.id, officers[0].id), 201).data;
    for (const token of [tokens.query, tokens.register]) {
      expectStatus(await call(token, 'GET', `/api/gunpark/officer-assignments?gunId=${gun.id}`), 200);
      expect(envelope(await call(token, 'POST', '/api/gunpark/officer-assignments', { gunId: gun.id, policeId: officers[1].id, purpose: 'x' }))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'PUT', `/api/gunpark/officer-assignments/${created.id}/finish`, { endDate: todayIsoDate() }))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'DELETE', `/api/gunpark/officer-assignments/${created.id}`))).toEqual(FORBIDDEN);
    }
    expect(envelope(await call(null, 'GET', '/api/gunpark/officer-assignments'))).toEqual(UNAUTHENTICATED);
    expect(envelope(await call(tokens.other, 'GET', '/api/gunpark/officer-assignments'))).toEqual(FORBIDDEN);
    expect(await storedFor(gun.id)).toEqual([{ active: true }]);
  });
});
