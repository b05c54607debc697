/**
 * Permit decisions, report and figures (spec 3 §4.1, §7.5, §7.10, §3.13): approve,
 * reject and status with notes and the approval history; a decided request is never
 * edited, deleted or decided again (409 'Estado no válido'); two concurrent approvals →
 * exactly one wins; the report data with its filters; the dashboard statistics; the
 * verification code of a permit document.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { tokenWith } from './movementsFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';
import { countPermits, obligatoryBody, studyBody, type PermitAnswer } from './permitsFixture';

interface Statistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { typeKey: number; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  restDays: { totalDays: number; averageDays: number };
}

describeOnEachDatabase('Permisos: decisiones, reporte y estadísticas', (kind) => {
  let t: TestApp;
  let admin: string;
  let permitsUser: string;
  let rrhh: string;
  let officer: OfficerAnswer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, rrhh] = await Promise.all([t.login(), t.login('mgonzalez')]);
    permitsUser = await tokenWith(t, admin, [{ module: 10 }]);
    officer = await createOfficer(t, admin);
  }, 240_000);
  afterAll(() => t.close());

  const create = async (payload: object) => answer<PermitAnswer>(await t.call(permitsUser, { method: 'POST', url: '/api/permits', payload }), 201).data;
  const post = (token: string | null, url: string, payload: object = {}) => t.call(token, { method: 'POST', url, payload });
  const statistics = async () => answer<Statistics>(await t.call(permitsUser, { method: 'GET', url: '/api/permits/statistics' }), 200).data;

  it('approves with comments, records the approval history, and refuses any later change with 409', async () => {
    const permit = await create(studyBody(officer.id));
    const approved = answer<PermitAnswer>(await post(permitsUser, `/api/permits/${permit.id}/approve`, { approverId: 1, comments: 'Cumple con los requisitos' }), 200);
    expect(approved.message).toBe('Permiso aprobado exitosamente');
    expect(approved.data).toMatchObject({ status: 'approved', statusNotes: 'Cumple con los requisitos' });
    expect(approved.data.approvals).toEqual([expect.objectContaining({ approvalLevel: 1, approvalStatus: 'approved', comments: 'Cumple con los requisitos', approver: expect.objectContaining({ fullName: expect.any(String) }) })]);
    const again = answer(await post(permitsUser, `/api/permits/${permit.id}/reject`, { comments: 'Tarde' }), 409);
    expect(again.message).toBe('Estado no válido');
    expect(answer(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${permit.id}/status`, payload: { status: 3 } }), 409).message).toBe('Estado no válido');
    expect(answer(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${permit.id}`, payload: studyBody(officer.id) }), 409).message).toBe('Estado no válido');
    expect(answer(await t.call(permitsUser, { method: 'DELETE', url: `/api/permits/${permit.id}` }), 409).message).toBe('Estado no válido');
    const detail = answer<PermitAnswer>(await t.call(permitsUser, { method: 'GET', url: `/api/permits/${permit.id}` }), 200).data;
    expect(detail.approvals).toHaveLength(1);
  });

  it('rejects through reject and through status (numeric and string), with notes', async () => {
    const a = await create(obligatoryBody(officer.id));
    expect(answer<PermitAnswer>(await post(permitsUser, `/api/permits/${a.id}/reject`, { approverId: 5, comments: 'Sin soportes' }), 200)).toMatchObject({ message: 'Permiso rechazado exitosamente', data: { status: 'rejected', approvals: [{ approvalStatus: 'rejected', comments: 'Sin soportes' }] } });
    const b = await create(obligatoryBody(officer.id));
    expect(answer<PermitAnswer>(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${b.id}/status`, payload: { status: 2, statusNotes: 'Aprobado por la jefatura' } }), 200).data).toMatchObject({ status: 'approved', statusNotes: 'Aprobado por la jefatura' });
    const c = await create(obligatoryBody(officer.id));
    expect(answer<PermitAnswer>(await t.call(permitsUser, { method: 'PATCH', url: `/api/permits/${c.id}/status`, payload: { status: 'rejected' } }), 200).data.status).toBe('rejected');
  });

  it('answers 400 to a bad decision body and 404 to an unknown request, storing nothing', async () => {
    const permit = await create(obligatoryBody(officer.id));
    for (const payload of [{}, { status: 1 }, { status: 'pending' }, { status: 7 }, { status: { $gt: 1 } }, { status: [2] }]) {
      expect(answer(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${permit.id}/status`, payload }), 400).errors).toContain('Estado no válido');
    }
    expect(answer(await t.call(permitsUser, { method: 'PUT', url: `/api/permits/${permit.id}/status`, payload: { status: 2, statusNotes: 'n'.repeat(501) } }), 400).errors).toContain('Las notas no pueden exceder 500 caracteres');
    // NUL bytes are refused (400) before anything is stored, whichever layer says so first.
    expect(answer(await post(permitsUser, `/api/permits/${permit.id}/approve`, { comments: 'con \u0000 nulo' }), 400).statusCode).toBe(400);
    expect(answer(await post(permitsUser, `/api/permits/${permit.id}/approve`, { comments: { a: 1 } }), 400).statusCode).toBe(400);
    expect(answer(await post(permitsUser, '/api/permits/987654/approve', {}), 404).message).toBe('Solicitud de permiso no encontrada');
    expect((await post(rrhh, `/api/permits/${permit.id}/approve`, {})).statusCode).toBe(403);
    expect((await post(null, `/api/permits/${permit.id}/approve`, {})).statusCode).toBe(401);
    expect(answer<PermitAnswer>(await t.call(permitsUser, { method: 'GET', url: `/api/permits/${permit.id}` }), 200).data).toMatchObject({ status: 'pending', approvals: [] });
  });

  it('lets exactly one of two concurrent approvals win; the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const someone = await createOfficer(t, admin);
      const permit = await create(obligatoryBody(someone.id));
      const answers = await Promise.all([
        post(permitsUser, `/api/permits/${permit.id}/approve`, { comments: 'Primera' }),
        post(permitsUser, `/api/permits/${permit.id}/reject`, { comments: 'Segunda' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await countPermits(t, someone.id)).approvals).toBe(1);
    }
  });

  it('answers the report data with its optional filters', async () => {
    const someone = await createOfficer(t, admin);
    const study = await create(studyBody(someone.id));
    const obligatory = await create(obligatoryBody(someone.id));
    await post(permitsUser, `/api/permits/${obligatory.id}/approve`, {});
    const report = async (query: Record<string, string>) => answer<PermitAnswer[]>(await t.call(permitsUser, { method: 'GET', url: '/api/permits/report/pdf', query }), 200);
    const all = await report({ policeId: String(someone.id) });
    expect(all.data.map((p) => p.id)).toEqual([obligatory.id, study.id]);
    expect(all.meta!.total_elements).toBe(2);
    expect(all.data[1].studies).toHaveLength(2);
    expect((await report({ policeId: String(someone.id), typeKey: '3' })).data.map((p) => p.id)).toEqual([study.id]);
    expect((await report({ policeId: String(someone.id), status: 'approved' })).data.map((p) => p.id)).toEqual([obligatory.id]);
    expect((await report({ policeId: String(someone.id), dateFrom: '2999-01-01' })).data).toEqual([]);
    expect((await report({ policeId: String(someone.id), dateFrom: '', dateTo: '' })).data).toHaveLength(2);
    expect(answer(await t.call(permitsUser, { method: 'GET', url: '/api/permits/report/pdf', query: { dateFrom: '2024-02-30' } }), 400).errors).toContain('Fecha inválida');
    expect((await t.call(permitsUser, { method: 'GET', url: '/api/permits/report/pdf', query: { typeKey: '7' } })).statusCode).toBe(400);
    expect((await t.call(rrhh, { method: 'GET', url: '/api/permits/report/pdf' })).statusCode).toBe(403);
  });

  it('counts the statistics from the table: statuses, types, the 12 months and the days', async () => {
    const before = await statistics();
    expect(before.byMonth).toHaveLength(12);
    const someone = await createOfficer(t, admin);
    const a = await create(studyBody(someone.id));
    await create(obligatoryBody(someone.id));
    await post(permitsUser, `/api/permits/${a.id}/reject`, {});
    const after = await statistics();
    expect(after.total - before.total).toBe(2);
    expect(after.pending - before.pending).toBe(1);
    expect(after.rejected - before.rejected).toBe(1);
    expect(after.byType.find((x) => x.typeKey === 3)!.count - before.byType.find((x) => x.typeKey === 3)!.count).toBe(1);
    const now = new Date();
    const month = (s: Statistics) => s.byMonth.find((m) => m.year === now.getFullYear() && m.month === now.getMonth() + 1)!.count;
    expect(month(after) - month(before)).toBe(2);
    expect(after.restDays.totalDays - before.restDays.totalDays).toBe(121);
    const [row] = await t.database.rawQuery('select count(*)::int as n, coalesce(sum(duration_days), 0)::int as days from permits');
    expect(after.total).toBe(Number(row.n));
    expect(after.restDays.totalDays).toBe(Number(row.days));
  });

  it('issues a verification code for a permit document that the public page accepts', async () => {
    const permit = await create(obligatoryBody(officer.id));
    const issued = answer<{ code: string; verificationPath: string; documentType: string }>(await post(permitsUser, `/api/permits/${permit.id}/verification`), 201).data;
    expect(issued.documentType).toContain(permit.requestNumber);
    const verified = answer<{ name: string; identification: number; documentType: string }>(await t.call(null, { method: 'GET', url: `/api/public/verify/${issued.code}` }), 200).data;
    expect(verified).toMatchObject({ identification: officer.identification, documentType: issued.documentType });
    expect((await post(permitsUser, '/api/permits/987654/verification')).statusCode).toBe(404);
    expect((await post(rrhh, '/api/permits/report/verification', {})).statusCode).toBe(403);
  });

  it('counts on the server the requests a report lists, for its filters; a count sent by the client is refused', async () => {
    const applicant = await createOfficer(t, admin);
    await create(obligatoryBody(applicant.id));
    await create(obligatoryBody(applicant.id));
    const verifiedName = async (filters: object) => {
      const issued = answer<{ code: string; total: number }>(await post(permitsUser, '/api/permits/report/verification', filters), 201).data;
      const shown = answer<{ name: string }>(await t.call(null, { method: 'GET', url: `/api/public/verify/${issued.code}` }), 200).data.name;
      return { total: issued.total, shown };
    };
    const data = await t.call(permitsUser, { method: 'GET', url: `/api/permits/report/pdf?policeId=${applicant.id}` });
    expect(answer(data, 200).meta).toMatchObject({ total_elements: 2 });
    expect(await verifiedName({ policeId: applicant.id })).toEqual({ total: 2, shown: 'Reporte de Permisos (2 solicitudes)' });
    expect(await verifiedName({ policeId: applicant.id, typeKey: 2 })).toEqual({ total: 0, shown: 'Reporte de Permisos (0 solicitudes)' });
    const [{ n }] = await t.database.rawQuery('select count(*)::int as n from permits');
    expect((await verifiedName({})).total).toBe(Number(n));
    // The client's own figure is not a filter: refused, and nothing is issued.
    expect((await post(permitsUser, '/api/permits/report/verification', { total: 3 })).statusCode).toBe(400);
    expect((await post(permitsUser, '/api/permits/report/verification', { dateFrom: '2026-02-31' })).statusCode).toBe(400);
  });

  it('finds the form officer by cédula with rrhh/identification', async () => {
    const found = answer<{ id: number; identification: number }>(await t.call(permitsUser, { method: 'GET', url: `/api/rrhh/identification/${officer.identification}` }), 200).data;
    expect(found).toMatchObject({ id: officer.id, identification: officer.identification });
    expect((await t.call(permitsUser, { method: 'GET', url: '/api/rrhh/identification/999999998' })).statusCode).toBe(404);
    expect((await t.call(permitsUser, { method: 'GET', url: '/api/rrhh/identification/abc' })).statusCode).toBe(400);
  });
});
