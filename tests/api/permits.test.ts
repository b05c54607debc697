/**
 * Permits (spec 3 §2.6, §5.6, §7.5): create with the cascade, studies and schedules and a
 * server-generated request number; list, search and the officer's history; edit and
 * delete of pending requests; every §5.6 rule and malformed input → 400 with nothing
 * stored; the permission tree (module 10; RRHH readers only for an officer's history).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { tokenWith } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';
import { countPermits, obligatoryBody, SCHEDULES, STUDIES, studyBody, type PermitAnswer } from './permitsFixture';

describeOnEachDatabase('Permisos', (kind) => {
  let t: TestApp;
  let admin: string;
  let permitsUser: string;
  let rrhh: string;
  let auditor: string;
  let officer: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh, auditor] = await Promise.all([t.login(), t.login('mgonzalez'), t.login('jperez')]);
    permitsUser = await tokenWith(t, admin, [{ module: 10 }]);
    officer = await createOfficer(t, admin);
  }, 240_000);
  afterAll(() => t.close());

  const create = (token: string | null, payload: unknown) => t.call(token, { method: 'POST', url: '/api/permits', payload: payload as object });
  const list = (token: string | null, query: Record<string, string | number>) => t.call(token, { method: 'GET', url: '/api/permits', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

  describe('POST permits', () => {
    it('creates a pending study permit with its studies, schedules, labels and a sequential request number', async () => {
      const first = answer<PermitAnswer>(await create(permitsUser, studyBody(officer.id)), 201);
      expect(first.message).toBe('Permiso creado exitosamente');
      expect(first.data).toMatchObject({
        policeId: officer.id, status: 'pending', typeKey: 3, permitType: 'estudio', typeLabel: 'Estudio', reasonLabel: 'Asistencia a clases',
        police: { id: officer.id, identification: officer.identification, firstName: officer.firstName },
        studies: STUDIES.map(({ institution, career, studyType }) => ({ institution, career, studyType })),
        schedules: SCHEDULES, approvals: [],
      });
      const year = new Date().getFullYear();
      expect(first.data.requestNumber).toMatch(new RegExp(`^PER-${year}-\\d{6}$`));
      const second = answer<PermitAnswer>(await create(permitsUser, obligatoryBody(officer.id)), 201).data;
      expect(Number(second.requestNumber.slice(-6))).toBe(Number(first.data.requestNumber.slice(-6)) + 1);
      const detail = answer<PermitAnswer>(await t.call(permitsUser, { method: 'GET', url: `/api/permits/${first.data.id}` }), 200).data;
      expect(detail.studies).toHaveLength(2);
      expect(detail.schedules).toHaveLength(2);
    });

    it('drops blank study and schedule rows, omits empty lists, and keeps no studies on other types', async () => {
      const blankRows = answer<PermitAnswer>(await create(permitsUser, studyBody(officer.id, { studies: [STUDIES[0], { institution: '', career: '' }], schedules: [{ dayOfWeek: '', timeFrom: '', timeTo: '', scheduleType: '' }] })), 201).data;
      expect(blankRows.studies).toHaveLength(1);
      expect(blankRows.schedules).toEqual([]);
      const obligatory = answer<PermitAnswer>(await create(permitsUser, obligatoryBody(officer.id, { studies: STUDIES, schedules: SCHEDULES })), 201).data;
      expect(obligatory.studies).toEqual([]);
      expect(obligatory.schedules).toEqual([]);
    });

    it('gives distinct sequential request numbers to concurrent creates', async () => {
      const other = await createOfficer(t, admin);
      const answers = await Promise.all(Array.from({ length: 6 }, () => create(permitsUser, obligatoryBody(other.id))));
      const numbers = answers.map((a) => answer<PermitAnswer>(a, 201).data.requestNumber).map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers[5] - numbers[0]).toBe(5);
    });

    it('answers 400 with every message of §5.6 and stores nothing', async () => {
      const fresh = await createOfficer(t, admin);
      const empty = answer(await create(permitsUser, {}), 400);
      expect(empty.errors).toEqual(expect.arrayContaining([
        'Debe seleccionar un funcionario', 'El tipo de permiso es requerido', 'Requerido', 'Debe ser mayor a 0',
        'La fecha de inicio es requerida', 'La fecha de fin es requerida', 'El motivo es requerido',
      ]));
      const cases: [Record<string, unknown>, string][] = [
        [{ durationDays: 0 }, 'Debe ser mayor a 0'],
        [{ durationDays: 367 }, 'La duración no puede exceder 366 días'],
        [{ motive: 'Corto' }, 'El motivo debe tener al menos 10 caracteres'],
        [{ motive: 'x'.repeat(1001) }, 'El motivo no puede exceder 1000 caracteres'],
        [{ personalKey: 3 }, 'La opción seleccionada no corresponde a la selección anterior'],
        [{ reasonKey: 9 }, 'La opción seleccionada no corresponde a la selección anterior'],
        [{ typeKey: 9 }, 'El tipo de permiso es requerido'],
        [{ periodFrom: '2026-05-10', periodTo: '2026-05-01' }, 'La fecha de fin no puede ser anterior a la fecha de inicio'],
        [{ supportsDelivered: 's'.repeat(501) }, 'Los soportes no pueden exceder 500 caracteres'],
      ];
      for (const [overrides, message] of cases) expect(answer(await create(permitsUser, obligatoryBody(fresh.id, overrides)), 400).errors).toContain(message);
      const rows = answer(await create(permitsUser, studyBody(fresh.id, {
        studies: [{ institution: 'UCV', career: '' }, { institution: '', career: 'Derecho', lastLevelAverage: 120, studyType: 'BIMESTRE' }],
        schedules: [{ dayOfWeek: 2, timeFrom: '', timeTo: '10:00', scheduleType: '' }, { dayOfWeek: 9, timeFrom: '10:00', timeTo: '', scheduleType: 'diurno' }, { dayOfWeek: '', timeFrom: '11:00', timeTo: '09:00', scheduleType: 'diurno' }],
      })), 400);
      expect(rows.errors).toEqual(expect.arrayContaining([
        'La carrera es requerida', 'La institución es requerida', 'El promedio debe estar entre 0 y 100', 'Tipo de estudio no válido',
        'La hora de inicio es requerida', 'El tipo de horario es requerido', 'La hora de fin es requerida', 'El día es requerido',
        'El día debe estar entre 1 (lunes) y 7 (domingo)', 'La hora de fin debe ser posterior a la hora de inicio',
      ]));
      expect(answer(await create(permitsUser, studyBody(fresh.id, { studies: Array(11).fill(STUDIES[0]) })), 400).errors).toContain('No se pueden registrar más de 10 estudios');
      expect(answer(await create(permitsUser, obligatoryBody(999_999_999)), 404).message).toBe('Funcionario no encontrado');
      expect(await countPermits(t, fresh.id)).toEqual({ permits: 0, studies: 0, schedules: 0, approvals: 0 });
    });

    it('never answers 5xx to malformed input', async () => {
      const fresh = await createOfficer(t, admin);
      const bodies: unknown[] = [
        [], 'texto', obligatoryBody(fresh.id, { motive: { $ne: 1 } }), obligatoryBody(fresh.id, { motive: 'Motivo con \u0000 nulo dentro' }),
        obligatoryBody(fresh.id, { durationDays: 1e308 }), obligatoryBody(fresh.id, { durationDays: '3 días' }), obligatoryBody(fresh.id, { typeKey: [1] }),
        obligatoryBody(fresh.id, { policeId: 99_999_999_999 }), obligatoryBody(fresh.id, { periodFrom: '2024-02-30', periodTo: '2024-03-01' }),
        obligatoryBody(fresh.id, { periodTo: '20240-01-01' }), obligatoryBody(fresh.id, { periodFrom: { y: 2024 } }),
        studyBody(fresh.id, { studies: 'UCV' }), studyBody(fresh.id, { studies: ['UCV'] }), studyBody(fresh.id, { schedules: [{ dayOfWeek: 1, timeFrom: '25:00', timeTo: '26:00', scheduleType: 'diurno' }] }),
        studyBody(fresh.id, { studies: [{ institution: 'UCV\u0000', career: 'Derecho' }] }), obligatoryBody(fresh.id, { supportsDelivered: ['a'] }),
      ];
      for (const body of bodies) {
        const response = await create(permitsUser, body);
        expect({ body, status: response.statusCode }).toMatchObject({ status: expect.any(Number) });
        expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
      expect(answer(await create(permitsUser, obligatoryBody(fresh.id, { periodFrom: '2024-02-30', periodTo: '2024-03-01' })), 400).errors).toContain('Fecha inválida');
      expect((await list(permitsUser, { page: 0 })).statusCode).toBe(400);
      expect((await list(permitsUser, { pageSize: 101 })).statusCode).toBe(400);
      expect((await list(permitsUser, { policeId: 'abc' })).statusCode).toBe(400);
      expect((await t.call(permitsUser, { method: 'GET', url: '/api/permits/99999999999' })).statusCode).toBe(400);
      expect(await countPermits(t, fresh.id)).toEqual({ permits: 0, studies: 0, schedules: 0, approvals: 0 });
    });
  });

  describe('GET permits', () => {
    it('pages newest first, searches by officer, cédula, request number and type, and filters by officer and status', async () => {
      const someone = await createOfficer(t, admin);
      const study = answer<PermitAnswer>(await create(permitsUser, studyBody(someone.id)), 201).data;
      const obligatory = answer<PermitAnswer>(await create(permitsUser, obligatoryBody(someone.id)), 201).data;
      const page = answer<PermitAnswer[]>(await list(permitsUser, { page: 1, pageSize: 5 }), 200);
      expect(page.data[0].id).toBe(obligatory.id);
      expect(page.meta).toMatchObject({ page_number: 1, page_size: 5 });
      expect(page.meta!.total_elements).toBeGreaterThanOrEqual(2);
      const ids = async (query: Record<string, string | number>) => answer<PermitAnswer[]>(await list(permitsUser, { pageSize: 100, ...query }), 200).data.map((p) => p.id);
      expect(await ids({ search: study.requestNumber })).toEqual([study.id]);
      expect(await ids({ search: `V-${someone.identification}` })).toEqual([obligatory.id, study.id]);
      expect(await ids({ search: `${someone.firstName} ${someone.firstLastname}`.toUpperCase(), policeId: someone.id })).toEqual([obligatory.id, study.id]);
      expect(await ids({ search: 'estudio', policeId: someone.id })).toEqual([study.id]);
      expect(await ids({ policeId: someone.id, status: 'pending' })).toEqual([obligatory.id, study.id]);
      expect(await ids({ policeId: someone.id, status: 'approved' })).toEqual([]);
      expect(await ids({ policeId: someone.id, typeKey: 1 })).toEqual([obligatory.id]);
    });

    it('lets RRHH readers see an officer history only; module 10 for the rest', async () => {
      expect(answer<PermitAnswer[]>(await list(rrhh, { policeId: officer.id, page: 1, pageSize: 100 }), 200).data.every((p) => p.policeId === officer.id)).toBe(true);
      expect((await list(rrhh, { page: 1 })).statusCode).toBe(403);
      expect((await create(rrhh, obligatoryBody(officer.id))).statusCode).toBe(403);
      expect((await list(auditor, { policeId: officer.id })).statusCode).toBe(403);
      expect((await t.call(auditor, { method: 'GET', url: '/api/permits/statistics' })).statusCode).toBe(403);
      expect((await list(null, { page: 1 })).statusCode).toBe(401);
      expect((await create(null, obligatoryBody(officer.id))).statusCode).toBe(401);
    });
  });

  describe('PUT and DELETE permits/{id}', () => {
    it('edits a pending request, replacing its studies and schedules', async () => {
      const created = answer<PermitAnswer>(await create(permitsUser, studyBody(officer.id)), 201).data;
      const edited = answer<PermitAnswer>(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${created.id}`, payload: studyBody(officer.id, { studies: [STUDIES[1]], schedules: [SCHEDULES[0]], motive: 'Motivo corregido por el funcionario' }) }), 200);
      expect(edited.message).toBe('Permiso actualizado exitosamente');
      expect(edited.data).toMatchObject({ requestNumber: created.requestNumber, studies: [{ institution: 'UNES' }], schedules: [SCHEDULES[0]] });
      expect(answer(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${created.id}`, payload: { ...studyBody(officer.id), motive: '' } }), 400).errors).toContain('El motivo es requerido');
      expect((await t.call(rrhh, { method: 'PUT', url: `/api/permits/${created.id}`, payload: studyBody(officer.id) })).statusCode).toBe(403);
      expect(answer(await t.call(permitsUser, { method: 'PUT', url: '/api/permits/987654', payload: studyBody(officer.id) }), 404).message).toBe('Solicitud de permiso no encontrada');
    });

    it('deletes a pending request with its rows', async () => {
      const someone = await createOfficer(t, admin);
      const created = answer<PermitAnswer>(await create(permitsUser, studyBody(someone.id)), 201).data;
      expect((await t.call(auditor, { method: 'DELETE', url: `/api/permits/${created.id}` })).statusCode).toBe(403);
      expect(answer(await t.call(permitsUser, { method: 'DELETE', url: `/api/permits/${created.id}` }), 200).message).toBe('Permiso eliminado exitosamente');
      expect(await countPermits(t, someone.id)).toEqual({ permits: 0, studies: 0, schedules: 0, approvals: 0 });
      expect((await t.call(permitsUser, { method: 'DELETE', url: `/api/permits/${created.id}` })).statusCode).toBe(404);
    });
  });
});
