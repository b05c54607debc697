/**
 * Disciplinary reads (spec 3 §2.3, §7.1, §7.3b, RRHH §3.10): the list with search and
 * filters, the officer's cases, the OIDP selector, case documents checked by content,
 * the dashboard over known cases, and the demo cases of a first start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../resources/engine/dates';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { disciplinaryTokens, icapBody, oidpBody, withoutDemoCases } from './disciplinaryFixture';
import { demoOfficers, errorsOf, FILES, FORBIDDEN, multipart } from './gunparkFixture';

interface Case { id: number; numberOfCase: string; documents: { id: number; filename: string }[] }

describeOnEachDatabase('Disciplinario: consultas', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof disciplinaryTokens>>;
  let demo: { cases: number; links: number; counters: number };
  let officers: Awaited<ReturnType<typeof demoOfficers>>;
  const today = todayIsoDate();
  const cases: Case[] = [];
  const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const create = async (body: object) => {
    const created = expectStatus<Case>(await call(tokens.admin, 'POST', '/api/disciplinary', body), 201).data;
    cases.push(created);
    return created;
  };
  const get = async <T>(url: string, token = tokens.reader) => expectStatus<T>(await call(token, 'GET', url), 200);

  beforeAll(async () => {
    t = await createCustomTestApp(kind, {
      prepareDatabase: async (database) => {
        const [row] = await database.rawQuery(`select (select count(*)::int from disciplinary_cases) as cases, (select count(*)::int from disciplinary_case_officers) as links,
          (select count(*)::int from counters where name like 'disciplinary.%') as counters`);
        demo = row as typeof demo;
        await withoutDemoCases(database);
      },
    });
    tokens = await disciplinaryTokens(t);
    officers = await demoOfficers(t, 3);
    await create(icapBody({ victim: 'Pedro Ramírez', office: 'Oficina Central', fault: 'Abuso de autoridad', policeSelected: [officers[0].id, officers[1].id], dateInit: today }));
    await create(icapBody({ victim: 'Josefina Núñez', office: 'Oficina Central', fault: 'Abuso de autoridad', policeSelected: [officers[0].id], dateInit: today, dateEnd: today }));
    await create(oidpBody({ descriptionOfCase: 'Extorsión en alcabala de Petare', office: 'Inspectoría General', fault: 'Extorsión', typeFaults: 3, policeSelected: [officers[0].id], dateInit: today }));
    await create(oidpBody({ descriptionOfCase: 'Caso antiguo', office: 'Inspectoría General', dateInit: '2020-01-10' }));
    expectStatus(await call(tokens.admin, 'PATCH', `/api/disciplinary/${cases[1].id}/status`, { statusDisciplinary: 5 }), 200);
    expectStatus(await call(tokens.admin, 'PATCH', `/api/disciplinary/${cases[1].id}/sanction`, { sanction: 'Amonestación escrita', typeOfSanction: 2 }), 200);
    expectStatus(await call(tokens.admin, 'PATCH', `/api/disciplinary/${cases[2].id}/status`, { statusDisciplinary: 2 }), 200);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a first start holds a few hundred demo cases with involved officers, and counters past their numbers', () => {
    expect(demo.cases).toBeGreaterThanOrEqual(300);
    expect(demo.links).toBeGreaterThanOrEqual(demo.cases);
    expect(demo.counters).toBeGreaterThanOrEqual(3);
  });

  it('lists with search by case number, victim or description, and the typeDisciplinary / statusDisciplinary filters', async () => {
    const list = await get<Case[]>('/api/disciplinary?page=1&pageSize=10&search=josefina');
    expect(list.data.map((c) => c.id)).toEqual([cases[1].id]);
    expect(list.meta).toEqual({ total_elements: 1, total_pages: 1, page_number: 1, page_size: 10 });
    expect((await get<Case[]>(`/api/disciplinary?search=${cases[2].numberOfCase}`)).data.map((c) => c.id)).toEqual([cases[2].id]);
    expect((await get<Case[]>('/api/disciplinary?typeDisciplinary=2')).meta?.total_elements).toBe(2);
    expect((await get<Case[]>('/api/disciplinary?typeDisciplinary=1&statusDisciplinary=5')).data.map((c) => c.id)).toEqual([cases[1].id]);
    expect(envelope(await call(tokens.reader, 'GET', '/api/disciplinary?pageSize=101')).statusCode).toBe(400);
  });

  it('finds a number from its start, any fragment of it, and victims and descriptions folded, never across fields', async () => {
    const ids = async (search: string) => (await get<Case[]>(`/api/disciplinary?pageSize=100&search=${encodeURIComponent(search)}`)).data.map((c) => c.id);
    const year = new Date().getFullYear();
    const number = cases[2].numberOfCase; // OIDP-<year>-00001, read as a prefix
    expect(await ids(number.toLowerCase())).toEqual([cases[2].id]);
    expect(await ids(number.slice(0, 9))).toEqual([cases[3].id, cases[2].id]);
    expect(await ids(`Ó${number.slice(1)}`)).toEqual([cases[2].id]);
    // A fragment that is not a start still goes through the contains path.
    expect(await ids(`idp-${year}-0000`)).toEqual([cases[3].id, cases[2].id]);
    expect(await ids(`EXP-${year}-00002`)).toEqual([cases[3].id]);
    expect(await ids('ICAP-1999')).toEqual([]);
    // Victims and descriptions: accents and case ignored; the end of one and the start of the next never meet.
    expect(await ids('RAMIREZ')).toEqual([cases[0].id]);
    expect(await ids('alcabala de petáre')).toEqual([cases[2].id]);
    expect(await ids('ramírez\u001fdenuncia')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const answered = (await get<Record<string, unknown>[]>('/api/disciplinary?search=ramirez')).data[0];
    expect(answered).not.toHaveProperty('searchText');
    expect((await get<Record<string, unknown>>(`/api/disciplinary/${cases[0].id}`)).data).not.toHaveProperty('searchText');
  });

  it('answers the cases of an officer, newest first, as the officer views read them', async () => {
    const answer = await get<Record<string, unknown>[]>(`/api/disciplinary/cases-by-officer/${officers[0].id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.map((c) => c.id)).toEqual([cases[2].id, cases[1].id, cases[0].id]);
    expect(answer.data[1]).toMatchObject({ typeRegister: 1, numberOfCase: cases[1].numberOfCase, dateInit: today, fault: 'Abuso de autoridad', sanction: 'Amonestación escrita', isCouncil: false, decision: null });
    expect(answer.data[0]).toMatchObject({ typeRegister: 2 });
    expect((await get<unknown[]>(`/api/disciplinary/cases-by-officer/${officers[2].id}`)).data).toEqual([]);
    expect(envelope(await call(tokens.reader, 'GET', '/api/disciplinary/cases-by-officer/99999999'))).toEqual({ statusCode: 404, message: 'Funcionario no encontrado' });
    // Whoever may read the officer's record (human resources) reads the history too; others may not.
    expect(expectStatus<unknown[]>(await call(tokens.other, 'GET', `/api/disciplinary/cases-by-officer/${officers[0].id}`), 200).data).toEqual(answer.data);
    expect(envelope(await call(await t.login('crodriguez'), 'GET', `/api/disciplinary/cases-by-officer/${officers[0].id}`))).toEqual(FORBIDDEN);
  });

  it('offers OIDP cases in the selector by its statuses (1 Activo, 2 Cerrado, 3 En Proceso) and by number or description', async () => {
    expect((await get<Case[]>('/api/disciplinary/oidp-selector')).data.map((c) => c.id)).toEqual([cases[3].id, cases[2].id]);
    expect((await get<Case[]>('/api/disciplinary/oidp-selector?status=3')).data.map((c) => c.id)).toEqual([cases[2].id]);
    expect((await get<Case[]>('/api/disciplinary/oidp-selector?status=1')).data.map((c) => c.id)).toEqual([cases[3].id]);
    expect((await get<Case[]>('/api/disciplinary/oidp-selector?status=2')).data).toEqual([]);
    expect((await get<Case[]>('/api/disciplinary/oidp-selector?search=petare')).data.map((c) => c.id)).toEqual([cases[2].id]);
    expect(envelope(await call(tokens.reader, 'GET', '/api/disciplinary/oidp-selector?status=7')).statusCode).toBe(400);
  });

  describe('documents', () => {
    it('uploads pdf, doc, docx, jpg and png checked by content, lists them in the case and deletes them by documentIds', async () => {
      const url = `/api/disciplinary/${cases[0].id}/documents`;
      const files = [{ name: 'acta.pdf', content: FILES.pdf }, { name: 'foto.jpg', content: FILES.jpg }, { name: 'informe.docx', content: FILES.docx }, { name: 'oficio.doc', content: FILES.doc }, { name: 'plano.png', content: FILES.png }];
      const uploaded = expectStatus<{ id: number }[]>(await t.call(tokens.icap, { method: 'POST', url, ...multipart(files) }), 201).data;
      expect(uploaded).toHaveLength(5);
      const stored = (await get<Case>(`/api/disciplinary/${cases[0].id}`)).data;
      expect(stored.documents.map((d) => d.filename).sort()).toEqual(['acta.pdf', 'foto.jpg', 'informe.docx', 'oficio.doc', 'plano.png']);
      const removed = expectStatus<{ ids: number[] }>(await call(tokens.icap, 'DELETE', url, { documentIds: [uploaded[0].id] }), 200);
      expect(removed.data.ids).toEqual([uploaded[0].id]);
      expect(errorsOf(await call(tokens.icap, 'DELETE', url, { documentIds: [] }))).toEqual(['Debe indicar los documentos a eliminar']);
    });

    it('refuses a file whose content does not match its extension, or an extension outside the list, and keeps nothing', async () => {
      const url = `/api/disciplinary/${cases[1].id}/documents`;
      expect(errorsOf(await t.call(tokens.icap, { method: 'POST', url, ...multipart([{ name: 'acta.pdf', content: FILES.script }]) }))).toHaveLength(1);
      expect(errorsOf(await t.call(tokens.icap, { method: 'POST', url, ...multipart([{ name: 'script.sh', content: FILES.script }]) }))).toHaveLength(1);
      expect(await t.database.rawQuery('select * from disciplinary_cases_documents where owner_id = $1', [cases[1].id])).toEqual([]);
      expect(envelope(await t.call(tokens.reader, { method: 'POST', url, ...multipart([{ name: 'acta.pdf', content: FILES.pdf }]) }))).toEqual(FORBIDDEN);
    });
  });

  it('computes the dashboard over the last 12 months of cases', async () => {
    const dash = async <T>(path: string) => (await get<T>(`/api/disciplinary/dashboard/${path}`)).data;
    expect(await dash('stats')).toEqual({ totalCases: 3, activeCases: 2, closedCases: 1, resolutionRate: 33.3 });
    expect(await dash('case-type-distribution')).toEqual([{ label: 'Administrativo', count: 2 }, { label: 'Penal', count: 1 }]);
    expect(await dash('office-distribution')).toEqual([{ label: 'Oficina Central', count: 2 }, { label: 'Inspectoría General', count: 1 }]);
    expect(await dash('status-distribution')).toEqual([{ label: 'En Investigación', count: 1 }, { label: 'Iniciado', count: 1 }, { label: 'Resuelto', count: 1 }]);
    expect(await dash('sanction-distribution')).toEqual([{ label: 'Amonestación Escrita', count: 1 }]);
    expect(await dash('most-frequent-violations')).toEqual([{ label: 'Abuso de autoridad', count: 2 }, { label: 'Extorsión', count: 1 }]);
    expect(await dash('case-severity-distribution')).toEqual([{ label: 'Causal de Destitución', count: 1 }]);
    expect(await dash('resolution-time-stats')).toEqual({ averageDays: 0, minDays: 0, maxDays: 0, cases: 1 });
    const months = await dash<{ count: number; finished: number }[]>('monthly-trends');
    expect(months).toHaveLength(12);
    expect(months[11]).toMatchObject({ count: 3, finished: 1 });
    expect(await dash('officer-involvement-stats')).toEqual({
      officersInvolved: 2, casesWithOfficers: 3, casesWithoutOfficers: 0, averageOfficersPerCase: 1.3,
      topOfficers: [expect.objectContaining({ id: officers[0].id, cases: 3 }), expect.objectContaining({ id: officers[1].id, cases: 1 })],
    });
    expect(envelope(await call(tokens.other, 'GET', '/api/disciplinary/dashboard/stats'))).toEqual(FORBIDDEN);
  });
});
