/**
 * Medical list totals kept between calls (server/lib/listTotals.ts, migration 0035): every
 * answer must be the one a plain count of the matching reports gives, after writes of
 * reports, a renamed officer, a renamed doctor, and across two repositories (two app
 * instances each keep their own totals).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fanOutOfficers } from '../../bench/fanOut';
import { MedicalReportRepository } from '../../server/medical/reports';
import { uniqueLetters } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { medicalUser, reportBody, type MedicalReport } from './medicalFixture';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';

describeOnEachDatabase('Informes médicos: totales de la lista', (kind) => {
  let t: TestApp;
  let admin: string;
  let doctor: { token: string; id: number };
  let first: OfficerAnswer;
  let second: OfficerAnswer;
  const name = `Eloisa${uniqueLetters()}`;
  const diagnosis = `Tendinitis ${uniqueLetters()} del hombro derecho`;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    doctor = await medicalUser(t, admin, `Doctora ${uniqueLetters()} Salcedo`);
    [first, second] = await Promise.all([createOfficer(t, admin, { firstName: name, firstLastname: 'Urdaneta' }), createOfficer(t, admin, { firstName: 'Berenice', firstLastname: 'Urdaneta' })]);
  }, 180_000);
  afterAll(() => t.close());

  const create = async (policeId: number, overrides: Record<string, unknown> = {}) =>
    answer<MedicalReport>(await t.call(doctor.token, { method: 'POST', url: '/api/medical/create', payload: reportBody(policeId, overrides) }), 201).data;
  const page = async (query: Record<string, string | number>) => {
    const body = answer<MedicalReport[]>(await t.call(doctor.token, { method: 'GET', url: '/api/medical/reports', query: Object.fromEntries(Object.entries({ page: 1, pageSize: 2, ...query }).map(([k, v]) => [k, String(v)])) }), 200);
    return { ids: body.data.map((r) => r.id), total: body.meta!.total_elements };
  };
  /** The plain answer: reports whose officer's name, doctor's name or user name, or diagnosis contains the text. */
  const expected = async (text: string) => {
    const rows = await t.database.rawQuery(
      `select r.id from medical_reports r join officers o on o.id = r.police_id left join users u on u.id = r.doctor_id
       where f_unaccent(lower(o.first_name || ' ' || coalesce(o.second_name, '') || ' ' || o.first_lastname || ' ' || coalesce(o.second_lastname, ''))) like '%' || f_unaccent(lower($1)) || '%'
          or f_unaccent(lower(u.fullname)) like '%' || f_unaccent(lower($1)) || '%' or f_unaccent(lower(u.username)) like '%' || f_unaccent(lower($1)) || '%'
          or f_unaccent(lower(r.diagnosis)) like '%' || f_unaccent(lower($1)) || '%'
       order by r.id desc`,
      [text],
    );
    return rows.map((r) => Number(r.id));
  };

  it('counts a search again after each write of a report, and keeps it while nothing changed', async () => {
    for (let i = 0; i < 3; i++) await create(first.id);
    let want = await expected(name);
    expect(want).toHaveLength(3);
    expect(await page({ search: name })).toEqual({ ids: want.slice(0, 2), total: 3 });
    expect(await page({ search: name })).toEqual({ ids: want.slice(0, 2), total: 3 });
    expect(await page({ search: name, page: 2 })).toEqual({ ids: want.slice(2), total: 3 });

    const added = await create(first.id, { diagnosis });
    want = await expected(name);
    expect(await page({ search: name })).toEqual({ ids: want.slice(0, 2), total: 4 });
    expect((await t.call(doctor.token, { method: 'DELETE', url: `/api/medical/delete/${added.id}` })).statusCode).toBe(200);
    expect(await page({ search: name })).toEqual({ ids: (await expected(name)).slice(0, 2), total: 3 });

    // A decision changes no total by name, but does by status.
    const before = await page({ search: name, status: 2 });
    expect((await t.call(admin, { method: 'PUT', url: `/api/medical/${want[1]}/status`, payload: { status: 2 } })).statusCode).toBe(200);
    expect((await page({ search: name, status: 2 })).total).toBe(before.total + 1);
    expect((await page({ search: name })).total).toBe(3);
  });

  it('counts a diagnosis search again after an edit changes the diagnosis', async () => {
    const reports = [await create(second.id, { diagnosis }), await create(second.id, { diagnosis }), await create(second.id, { diagnosis })];
    expect((await page({ search: diagnosis.slice(11, 30) })).total).toBe((await expected(diagnosis.slice(11, 30))).length);
    expect((await page({ search: diagnosis.slice(11, 30) })).total).toBe(3);
    const edited = answer<MedicalReport>(await t.call(doctor.token, { method: 'PUT', url: `/api/medical/update/${reports[0].id}`, payload: reportBody(second.id, { diagnosis: 'Esguince de tobillo izquierdo grado uno' }) }), 200).data;
    expect(edited.diagnosis).toBe('Esguince de tobillo izquierdo grado uno');
    expect((await page({ search: diagnosis.slice(11, 30) })).total).toBe(2);
    await create(second.id, { diagnosis });
    expect((await page({ search: diagnosis.slice(11, 30) })).total).toBe(3);
  });

  it('counts again when an officer or a doctor is renamed', async () => {
    const total = (await expected(name)).length;
    expect((await page({ search: name })).total).toBe(total);
    await t.database.rawQuery('update officers set first_name = $1 where id = $2', [name, second.id]);
    expect((await page({ search: name })).total).toBe((await expected(name)).length);
    expect((await page({ search: name })).total).toBeGreaterThan(total);
    await t.database.rawQuery('update officers set first_name = $1 where id = $2', ['Berenice', second.id]);
    expect((await page({ search: name })).total).toBe(total);

    // Every report here is the doctor's: renamed to contain the text, they all match.
    const every = (await expected('')).length;
    await t.database.rawQuery('update users set fullname = $1 where id = $2', [`Doctora ${name} Salcedo`, doctor.id]);
    expect((await page({ search: name })).total).toBe(every);
    await t.database.rawQuery('update users set fullname = $1 where id = $2', ['Doctora Salcedo', doctor.id]);
    expect((await page({ search: name })).total).toBe(total);
  });

  it('looks a search up again once a write moved the list: a kept look-up that matched nothing still finds the new report', async () => {
    const unseen = `Bursitis ${uniqueLetters()} del codo`;
    expect(await page({ search: unseen })).toEqual({ ids: [], total: 0 });
    const created = await create(second.id, { diagnosis: unseen });
    expect(await page({ search: unseen })).toEqual({ ids: [created.id], total: 1 });
    expect(await page({ search: unseen.toUpperCase() })).toEqual({ ids: [created.id], total: 1 });
  });

  it('answers every instance exactly: a repository that kept a total counts again after another one wrote', async () => {
    const mine = new MedicalReportRepository(t.database.db);
    const counted = await mine.list({ page: 1, pageSize: 1, search: name });
    expect(counted.total).toBe((await expected(name)).length);
    await create(first.id); // through the app's own repository
    expect((await mine.list({ page: 1, pageSize: 1, search: name })).total).toBe(counted.total + 1);
    expect((await mine.list({ page: 1, pageSize: 1 })).total).toBe(Number((await t.database.rawQuery('select count(*)::int as n from medical_reports'))[0].n));
  });

  it('pages a first name many officers hold (read through the name words) and a diagnosis as the plain query does', async () => {
    // 250 officers named alike: enough for the page to check the newest reports against their ids.
    const common = `Yolimar${uniqueLetters()}`;
    const ailment = `Cervicalgia ${uniqueLetters()} postraumática`;
    await fanOutOfficers(t.database, 250);
    const named = (await t.database.rawQuery('update officers set first_name = $1 where id in (select id from officers order by id desc limit 250) returning id', [common])).map((r) => Number(r.id));
    for (const [i, id] of named.slice(0, 7).entries()) {
      await create(id, i % 3 === 0 ? { diagnosis: ailment } : {});
      if (i % 2 === 0) await create(first.id, { diagnosis: ailment }); // newer reports of someone else between them
    }
    for (const text of [common, common.toUpperCase(), ailment.slice(12, 40)]) {
      const want = await expected(text);
      expect(want.length).toBeGreaterThan(3);
      for (const pageNumber of [1, 2, 3]) expect(await page({ search: text, pageSize: 3, page: pageNumber })).toEqual({ ids: want.slice((pageNumber - 1) * 3, pageNumber * 3), total: want.length });
    }
  });
});
