/**
 * Medical reports, decisions and reads (spec 3 §4.1, §7.6, §7.10, §3.13): approve /
 * reject once (concurrent decisions: exactly one wins, the other is a 409), delete only
 * while pending, an officer's medical history, and the dashboard figures from the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { cheapTestHash } from '../support/databaseTemplates';
import { DEMO_DOCTOR, seedDemoMedical } from '../../server/medical/demoData';
import { medicalUser, reportBody, reportCount, type MedicalReport } from './medicalFixture';
import { daysFromToday } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

interface Statistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { type: string; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  topDiagnoses: { diagnosis: string; count: number }[];
  restDays: { totalDays: number; averageDays: number };
}

describeOnEachDatabase('Informes médicos: decisiones, historial y estadísticas', (kind) => {
  let t: TestApp;
  let admin: string;
  let doctor: string;
  let officer: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    doctor = (await medicalUser(t, admin, 'Luis Alberto Mora')).token;
    officer = await createOfficer(t, admin);
  }, 180_000);
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}, policeId = officer.id) =>
    answer<MedicalReport>(await t.call(doctor, { method: 'POST', url: '/api/medical/create', payload: reportBody(policeId, overrides) }), 201).data;
  const decide = (id: number | string, payload: object, method: 'PUT' | 'PATCH' = 'PUT') => t.call(doctor, { method, url: `/api/medical/${id}/status`, payload });
  const remove = (id: number | string) => t.call(doctor, { method: 'DELETE', url: `/api/medical/delete/${id}` });
  const statistics = async () => answer<Statistics>(await t.call(doctor, { method: 'GET', url: '/api/medical/statistics' }), 200).data;

  describe('medical/{id}/status', () => {
    it('approves with notes and records who decided; a decided report is never decided, edited or deleted again', async () => {
      const report = await create();
      const approved = answer<MedicalReport>(await decide(report.id, { status: 2, statusNotes: 'Reposo avalado por la junta médica' }), 200);
      expect(approved.message).toBe('Estado actualizado con éxito');
      expect(approved.data).toMatchObject({ status: 2, currentStatus: 'Aprobado', statusNotes: 'Reposo avalado por la junta médica', decidedBy: 'Luis Alberto Mora' });
      for (const response of [await decide(report.id, { status: 3 }), await remove(report.id), await t.call(doctor, { method: 'PUT', url: `/api/medical/update/${report.id}`, payload: reportBody(officer.id) })]) {
        expect(answer(response, 409).message).toBe('Estado no válido');
      }
      expect(await reportCount(t, officer.id)).toBeGreaterThan(0);
    });

    it('rejects (PATCH too), refuses unknown statuses and long notes with 400, unknown reports with 404', async () => {
      const report = await create();
      for (const body of [{ status: 1 }, { status: 5 }, { status: 'aprobar' }, {}, { status: { value: 2 } }]) expect(answer(await decide(report.id, body), 400).errors).toEqual(['Estado no válido']);
      expect(answer(await decide(report.id, { status: 3, statusNotes: 'x'.repeat(501) }), 400).errors).toEqual(['Las notas no pueden exceder 500 caracteres']);
      expect(answer<MedicalReport>(await decide(report.id, { status: 3 }, 'PATCH'), 200).data).toMatchObject({ status: 3, currentStatus: 'Rechazado', statusNotes: null });
      expect(answer(await decide(2_000_000_000, { status: 2 }), 404).message).toBe('Informe médico no encontrado');
      expect((await decide('99999999999', { status: 2 })).statusCode).toBe(400);
    });

    it('lets exactly one of two concurrent approvals win; the other answers 409', async () => {
      for (let round = 0; round < 3; round++) {
        const report = await create();
        const answers = await Promise.all([decide(report.id, { status: 2 }), decide(report.id, { status: 3 })]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((a) => a.statusCode === 200)!.json().data.status;
        const [stored] = await t.database.rawQuery('select status from medical_reports where id = $1', [report.id]);
        expect(Number(stored.status)).toBe(winner);
      }
    });
  });

  describe('DELETE medical/delete/{id}', () => {
    it('deletes a pending report with its success text', async () => {
      const report = await create();
      const response = answer<{ id: number }>(await remove(report.id), 200);
      expect(response.message).toBe('Informe médico eliminado con éxito');
      expect(answer(await remove(report.id), 404).message).toBe('Informe médico no encontrado');
    });
  });

  describe('GET medical/by-police/{id}', () => {
    it('lists an officer\'s reports (data is a list), newest rest first; RRHH staff may read it; 404 for an unknown officer', async () => {
      const patient = await createOfficer(t, admin);
      const older = await create({ restStartDate: daysFromToday(-40), restEndDate: daysFromToday(-35) }, patient.id);
      const newer = await create({ restStartDate: daysFromToday(-5), restEndDate: daysFromToday(-1) }, patient.id);
      const history = answer<MedicalReport[]>(await t.call(await t.login(), { method: 'GET', url: `/api/medical/by-police/${patient.id}` }), 200).data;
      expect(history.map((r) => r.id)).toEqual([newer.id, older.id]);
      expect(history[0]).toMatchObject({ restStartDate: newer.restStartDate, restEndDate: newer.restEndDate, diagnosis: newer.diagnosis, status: 1, police: { id: patient.id } });
      expect(answer<MedicalReport[]>(await t.call(doctor, { method: 'GET', url: `/api/medical/by-police/${(await createOfficer(t, admin)).id}` }), 200).data).toEqual([]);
      expect(answer(await t.call(doctor, { method: 'GET', url: '/api/medical/by-police/2000000000' }), 404).message).toBe('Funcionario no encontrado');
    });
  });

  describe('POST medical/{id}/documents/{kind}', () => {
    it('records the printed report or certificate; the verification page names what the server stored', async () => {
      const report = await create({ restStartDate: '2026-03-30', restEndDate: '2026-04-02' });
      const issue = (kind: string, id = report.id) => t.call(doctor, { method: 'POST', url: `/api/medical/${id}/documents/${kind}` });
      const verify = async (code: string) => answer<{ documentType: string; identification: number }>(await t.call(null, { method: 'GET', url: `/api/public/verify/${code}` }), 200).data;

      // The informe reports any state and names it; the constancia certifies a granted rest only.
      const informe = answer<{ code: string; verificationPath: string }>(await issue('informe'), 201).data;
      expect(informe.verificationPath).toBe(`/verify/${informe.code}`);
      expect(await verify(informe.code)).toMatchObject({ documentType: `Informe Médico N.º ${report.id} (Pendiente)`, identification: officer.identification });
      expect(answer(await issue('constancia'), 409).message).toBe('La constancia médica solo se emite para informes médicos aprobados');
      answer(await decide(report.id, { status: 2 }), 200);
      const constancia = answer<{ code: string }>(await issue('constancia'), 201).data;
      expect(await verify(constancia.code)).toMatchObject({
        documentType: `Constancia Médica del informe N.º ${report.id}: reposo del 30/03/2026 al 02/04/2026 (4 días)`,
        identification: officer.identification,
      });
      const rejected = await create();
      answer(await decide(rejected.id, { status: 3 }), 200);
      expect(answer(await issue('constancia', rejected.id), 409).message).toBe('La constancia médica solo se emite para informes médicos aprobados');

      // Nothing the client sends reaches the page: a body is ignored.
      const withBody = answer<{ code: string }>(await t.call(doctor, { method: 'POST', url: `/api/medical/${report.id}/documents/informe`, payload: { documentType: 'Constancia falsa' } }), 201).data;
      expect((await verify(withBody.code)).documentType).toBe(`Informe Médico N.º ${report.id} (Aprobado)`);

      expect((await issue('otro')).statusCode).toBe(400);
      expect(answer(await issue('informe', 2_000_000_000), 404).message).toBe('Informe médico no encontrado');
      expect((await t.call(null, { method: 'POST', url: `/api/medical/${report.id}/documents/informe` })).statusCode).toBe(401);
    });
  });

  describe('demo data', () => {
    it('seeds a doctor account and reports of active officers in the three statuses', async () => {
      for (let i = 0; i < 12; i++) await createOfficer(t, admin);
      const before = await reportCount(t);
      await t.database.db.transaction(async (tx) => seedDemoMedical(tx, await cheapTestHash(DEMO_PASSWORD)));
      const rows = await t.database.rawQuery('select status, count(*)::int as n from medical_reports group by status order by status');
      expect(rows.map((r) => Number(r.status))).toEqual([1, 2, 3]);
      expect(await reportCount(t)).toBeGreaterThanOrEqual(before + 12);
      const token = await t.login(DEMO_DOCTOR.username, DEMO_PASSWORD);
      expect(answer<MedicalReport[]>(await t.call(token, { method: 'GET', url: '/api/medical/reports', query: { search: 'daniela medina' } }), 200).data.length).toBeGreaterThan(0);
    });
  });

  describe('GET medical/statistics', () => {
    it('counts the last 6 months from the table: statuses, rest lengths, months, top 5 diagnoses and approved rest days', async () => {
      await t.database.rawQuery('delete from medical_reports');
      const diagnoses = ['Gastroenteritis aguda', 'Gastroenteritis aguda', 'GASTROENTERITIS AGUDA ', 'Lumbalgia mecánica', 'Lumbalgia mecánica', 'Cefalea tensional', 'Otitis media aguda', 'Conjuntivitis viral', 'Faringitis bacteriana'];
      const reports = [];
      for (const [i, diagnosis] of diagnoses.entries()) reports.push(await create({ diagnosis, restStartDate: daysFromToday(-10), restEndDate: daysFromToday(-10 + i * 5) }));
      await decide(reports[0].id, { status: 2 }); // 1 day
      await decide(reports[4].id, { status: 2 }); // 21 days
      await decide(reports[5].id, { status: 3 });
      // A report created 8 months ago is outside the window.
      const old = await create({ diagnosis: 'Gastroenteritis aguda' });
      await t.database.rawQuery(`update medical_reports set created_at = now() - interval '8 months' where id = $1`, [old.id]);
      const stats = await statistics();
      expect(stats).toMatchObject({ total: 9, pending: 6, approved: 2, rejected: 1, restDays: { totalDays: 22, averageDays: 11 } });
      expect(stats.byType).toEqual([
        { type: '1 a 3 días', count: 1 }, { type: '4 a 7 días', count: 1 }, { type: '8 a 15 días', count: 1 },
        { type: '16 a 30 días', count: 3 }, { type: 'Más de 30 días', count: 3 },
      ]);
      expect(stats.byMonth).toHaveLength(6);
      const now = new Date();
      expect(stats.byMonth[5]).toEqual({ year: now.getFullYear(), month: now.getMonth() + 1, count: 9 });
      expect(stats.byMonth.slice(0, 5).every((m) => m.count === 0)).toBe(true);
      expect(stats.topDiagnoses).toHaveLength(5);
      expect(stats.topDiagnoses.slice(0, 2)).toEqual([{ diagnosis: expect.stringMatching(/^gastroenteritis aguda$/i), count: 3 }, { diagnosis: 'Lumbalgia mecánica', count: 2 }]);
      expect(stats.topDiagnoses.slice(2).every((d) => d.count === 1)).toBe(true);
    });
  });
});
