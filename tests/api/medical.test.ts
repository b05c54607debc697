/**
 * Medical reports (spec 3 §2.7, §3.8, §5.7, §7.6, §8.5): create with the signed-in user
 * as the doctor, every §5.7 rule as a 400 that stores nothing, malformed input never a
 * 5xx, edit of a pending report, the list with its search, and permission module 11.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { DOCTOR_NAME, medicalUser, reportBody, reportCount, type MedicalReport } from './medicalFixture';
import { daysFromToday, tokenWith } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

describeOnEachDatabase('Informes médicos', (kind) => {
  let t: TestApp;
  let admin: string;
  let doctor: string;
  let rrhh: string;
  let officer: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    // RRHH staff (Ingreso > Consulta) may read an officer's medical history, nothing else.
    [doctor, rrhh] = await Promise.all([medicalUser(t, admin).then((u) => u.token), tokenWith(t, admin, [{ module: 1, sub: 1, internal: 8 }])]);
    officer = await createOfficer(t, admin, { firstName: 'Yenifer', firstLastname: 'Quintero' });
  }, 180_000);
  afterAll(() => t.close());

  const create = (token: string | null, payload: unknown) => t.call(token, { method: 'POST', url: '/api/medical/create', payload: payload as object });
  const update = (token: string | null, id: number | string, payload: unknown) => t.call(token, { method: 'PUT', url: `/api/medical/update/${id}`, payload: payload as object });
  const list = (token: string | null, query: Record<string, string | number>) => t.call(token, { method: 'GET', url: '/api/medical/reports', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const created = async (overrides: Record<string, unknown> = {}, policeId = officer.id) => answer<MedicalReport>(await create(doctor, reportBody(policeId, overrides)), 201).data;

  describe('POST medical/create', () => {
    it('creates a pending report whose doctor is the signed-in user, with the success text in message and data.message', async () => {
      const response = answer<MedicalReport>(await create(doctor, reportBody(officer.id, { recommendations: ['Reposo relativo en casa', '  ', '', 'Control en 7 días'] })), 201);
      expect(response.message).toBe('Informe médico creado con éxito');
      expect(response.data).toMatchObject({
        policeId: officer.id,
        police: { id: officer.id, identification: officer.identification, firstName: 'Yenifer', firstLastname: 'Quintero', condition: 1 },
        medical: { name: DOCTOR_NAME, fullname: DOCTOR_NAME },
        diagnosis: 'Lumbalgia mecánica aguda por esfuerzo',
        recommendations: ['Reposo relativo en casa', 'Control en 7 días'],
        restDays: 5,
        status: 1,
        currentStatus: 'Pendiente',
        message: 'Informe médico creado con éxito',
      });
      expect(response.data.medical?.email).toMatch(/@policia\.gob\.ve$/);
    });

    it('ignores a doctor or status sent in the body, and dates left out default to today', async () => {
      const report = answer<MedicalReport>(await create(doctor, { ...reportBody(officer.id), doctorId: 1, status: 2, restStartDate: undefined, restEndDate: undefined }), 201).data;
      expect(report).toMatchObject({ status: 1, restStartDate: daysFromToday(0), restEndDate: daysFromToday(0), restDays: 1, medical: { name: DOCTOR_NAME } });
    });

    it('answers 400 with every §5.7 message and stores nothing', async () => {
      const before = await reportCount(t);
      expect(answer(await create(doctor, {}), 400).errors).toEqual([
        'Debe buscar y seleccionar un funcionario primero',
        'El diagnóstico es requerido',
        'La recomendación es requerida',
      ]);
      const body = reportBody(officer.id, { diagnosis: 'corto', restStartDate: '', restEndDate: null, recommendations: ['abc'] });
      expect(answer(await create(doctor, body), 400).errors).toEqual([
        'Debe tener al menos 10 caracteres',
        'Debe tener al menos 5 caracteres',
        'La fecha de inicio de reposo es requerida',
        'La fecha de fin de reposo es requerida',
      ]);
      const long = reportBody(officer.id, { diagnosis: 'x'.repeat(1001), paraclinicalExams: 'y'.repeat(1001), recommendations: ['z'.repeat(501)] });
      expect(answer(await create(doctor, long), 400).errors).toEqual(['No puede exceder 1000 caracteres', 'No puede exceder 500 caracteres']);
      const eleven = reportBody(officer.id, { recommendations: Array.from({ length: 11 }, (_, i) => `Recomendación número ${i + 1}`) });
      expect(answer(await create(doctor, eleven), 400).errors).toEqual(['No puede agregar más de 10 recomendaciones']);
      const reversed = reportBody(officer.id, { restStartDate: daysFromToday(3), restEndDate: daysFromToday(1) });
      expect(answer(await create(doctor, reversed), 400).errors).toEqual(['La fecha de inicio no puede ser mayor a la fecha de fin']);
      expect(answer(await create(doctor, reportBody(officer.id, { recommendations: ['', ' '] })), 400).errors).toEqual(['La recomendación es requerida']);
      expect(await reportCount(t)).toBe(before);
    });

    it('never answers a 5xx to malformed input: wrong types, impossible dates, huge numbers, NUL bytes', async () => {
      const before = await reportCount(t);
      const cases: [Record<string, unknown>, string | RegExp][] = [
        [{ restStartDate: '2024-02-30' }, 'Fecha inválida'],
        [{ restEndDate: '2024-13-01' }, 'Fecha inválida'],
        [{ restStartDate: '99999-01-01' }, 'Fecha inválida'],
        [{ restStartDate: { year: 2024 } }, 'Fecha inválida'],
        [{ diagnosis: { text: 'Lumbalgia mecánica' } }, 'El diagnóstico es requerido'],
        [{ diagnosis: 'Lumbalgia\u0000 mecánica aguda' }, /caracteres no permitidos/],
        [{ pharmacologicalTreatment: ['a'] }, 'Debe ser texto'],
        [{ recommendations: 'Reposo relativo en casa' }, 'Las recomendaciones deben ser una lista de textos'],
        [{ recommendations: [{ text: 'Reposo relativo' }] }, 'Debe ser texto'],
        [{ recommendations: ['Reposo\u0000 relativo'] }, /caracteres no permitidos/],
        [{ policeId: 99_999_999_999 }, 'Debe buscar y seleccionar un funcionario primero'],
        [{ policeId: 'abc' }, 'Debe buscar y seleccionar un funcionario primero'],
        [{ policeId: 1.5 }, 'Debe buscar y seleccionar un funcionario primero'],
      ];
      for (const [overrides, message] of cases) {
        const response = await create(doctor, reportBody(officer.id, overrides));
        expect({ overrides, status: response.statusCode, errors: response.json().errors }).toEqual({ overrides, status: 400, errors: expect.arrayContaining([typeof message === 'string' ? message : expect.stringMatching(message)]) });
      }
      for (const payload of ['"texto"', '[1,2]', 'null']) {
        const response = await t.call(doctor, { method: 'POST', url: '/api/medical/create', payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode).toBe(400);
      }
      expect(answer(await create(doctor, reportBody(2_000_000_000)), 404).message).toBe('Funcionario no encontrado');
      expect(await reportCount(t)).toBe(before);
    });
  });

  describe('PUT medical/update/{id}', () => {
    it('edits a pending report; the officer and the doctor stay', async () => {
      const report = await created();
      const other = await createOfficer(t, admin);
      const edited = answer<MedicalReport>(await update(admin, report.id, reportBody(other.id, { diagnosis: 'Esguince de tobillo derecho grado I', recommendations: ['Hielo local tres veces al día'] })), 200);
      expect(edited.message).toBe('Informe médico actualizado con éxito');
      expect(edited.data).toMatchObject({ id: report.id, policeId: officer.id, diagnosis: 'Esguince de tobillo derecho grado I', recommendations: ['Hielo local tres veces al día'], medical: { name: DOCTOR_NAME } });
    });

    it('validates like the create, answers 404 for an unknown report and 400 for a malformed id', async () => {
      const report = await created();
      expect(answer(await update(doctor, report.id, reportBody(officer.id, { diagnosis: '' })), 400).errors).toEqual(['El diagnóstico es requerido']);
      expect(answer(await update(doctor, 2_000_000_000, reportBody(officer.id)), 404).message).toBe('Informe médico no encontrado');
      expect((await update(doctor, '99999999999', reportBody(officer.id))).statusCode).toBe(400);
      expect((await update(doctor, 'abc', reportBody(officer.id))).statusCode).toBe(400);
    });
  });

  describe('GET medical/reports', () => {
    it('pages newest first and searches by officer name, cédula, doctor and diagnosis, accents and case ignored', async () => {
      const searched = await createOfficer(t, admin, { firstName: 'Ramón', firstLastname: 'Peñaloza' });
      const report = await created({ diagnosis: 'Fractura de radio distal izquierdo' }, searched.id);
      const ids = async (search: string) => answer<MedicalReport[]>(await list(doctor, { search, pageSize: 100 }), 200).data.map((r) => r.id);
      expect(await ids('ramon penaloza')).toEqual([report.id]);
      expect(await ids(String(searched.identification))).toEqual([report.id]);
      expect(await ids('FRACTURA DE RADIO')).toEqual([report.id]);
      expect(await ids('carmen salazar')).toContain(report.id);
      expect(await ids('no existe ningún informe así')).toEqual([]);
      const page = answer<MedicalReport[]>(await list(doctor, { page: 1, pageSize: 5 }), 200);
      expect(page.data[0].id).toBeGreaterThanOrEqual(report.id);
      expect(page.meta).toMatchObject({ page_number: 1, page_size: 5, total_elements: await reportCount(t) });
      expect((await list(doctor, { pageSize: 101 })).statusCode).toBe(400);
      expect((await list(doctor, { page: 0 })).statusCode).toBe(400);
      expect((await list(doctor, { page: '1e30' as unknown as number })).statusCode).toBe(400);
      const one = answer<MedicalReport>(await t.call(doctor, { method: 'GET', url: `/api/medical/reports/${report.id}` }), 200).data;
      expect(one.diagnosis).toBe('Fractura de radio distal izquierdo');
    });
  });

  describe('the officer search of the create form (rrhh/identification)', () => {
    it('finds the officer by cédula (also as V-…) for the medical module', async () => {
      const found = answer<{ id: number }>(await t.call(doctor, { method: 'GET', url: `/api/rrhh/identification/V-${officer.identification}` }), 200).data;
      expect(found.id).toBe(officer.id);
      expect((await t.call(doctor, { method: 'GET', url: '/api/rrhh/identification/1' })).statusCode).toBe(404);
      expect((await t.call(doctor, { method: 'GET', url: '/api/rrhh/identification/abc' })).statusCode).toBe(400);
    });
  });

  describe('permissions (module 11)', () => {
    it('answers 401 without a session and 403 without module 11 on every route', async () => {
      const report = await created();
      const routes: [string, string][] = [
        ['GET', '/api/medical/reports'], ['GET', `/api/medical/reports/${report.id}`], ['POST', '/api/medical/create'],
        ['PUT', `/api/medical/update/${report.id}`], ['DELETE', `/api/medical/delete/${report.id}`], ['PUT', `/api/medical/${report.id}/status`],
        ['GET', '/api/medical/statistics'],
      ];
      for (const [method, url] of routes) {
        expect({ url, status: (await t.call(null, { method: method as 'GET', url })).statusCode }).toEqual({ url, status: 401 });
        expect({ url, status: (await t.call(rrhh, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : reportBody(officer.id) })).statusCode }).toEqual({ url, status: 403 });
      }
      expect((await t.call(null, { method: 'GET', url: `/api/medical/by-police/${officer.id}` })).statusCode).toBe(401);
      expect((await t.call(rrhh, { method: 'GET', url: `/api/medical/by-police/${officer.id}` })).statusCode).toBe(200);
      expect((await t.call(await tokenWith(t, admin, [{ module: 9 }]), { method: 'GET', url: `/api/medical/by-police/${officer.id}` })).statusCode).toBe(403);
      expect(await reportCount(t, officer.id)).toBeGreaterThan(0);
    });
  });
});
