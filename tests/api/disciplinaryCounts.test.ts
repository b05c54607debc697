/**
 * The disciplinary counts (migration 0034, server/disciplinary/counts.ts) against the cases
 * themselves: after a series of writes through the API and straight in SQL (new cases,
 * changes of dateInit, status, archive, sanction, office, fault, dateEnd, links added,
 * replaced and removed, cases deleted with their links, bulk updates), every dashboard
 * endpoint answers what the former queries over the cases answer (kept here as the
 * reference), and the list totals what count(*) counts.
 */
import { and, count, countDistinct, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../resources/engine/dates';
import { catalogLabel } from '../../resources/engine/catalogPath';
import { DISCIPLINARY_STATUS, TYPE_DISCIPLINARY, TYPE_FAULTS, TYPE_OF_SANCTION, TYPE_OF_STATUS_DISCIPLINARY } from '../../server/catalogues/disciplinary';
import type { Database } from '../../server/db/client';
import { disciplinaryCaseOfficers, disciplinaryCases, officers } from '../../server/db/schema';
import { caseListTotal } from '../../server/disciplinary/counts';
import { distribution, monthlyAssignments, NOT_SPECIFIED, percentage, seriesStart, TOP } from '../../server/routes/gunpark/dashboardQueries';
import { disciplinaryDashboardEndpoints } from '../../server/routes/disciplinary/dashboard';
import { expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { icapBody, oidpBody } from './disciplinaryFixture';
import { demoOfficers } from './gunparkFixture';

const c = disciplinaryCases;
const closed = sql`(${c.isArchive} or (${c.typeDisciplinary} = 1 and ${c.statusDisciplinary} in (5, 6)) or (${c.typeDisciplinary} = 2 and ${c.statusDisciplinary} in (3, 4)))`;
const inWindow = (): SQL => gte(c.dateInit, seriesStart().iso);
const inLastYear = (extra?: SQL) => (extra ? and(inWindow(), extra) : inWindow());

/** The dashboard as it was computed from the cases before the counts (the reference). */
function referenceEndpoints(db: Database): Record<string, () => Promise<unknown>> {
  return {
    stats: async () => {
      const [row] = await db.select({ total: count(), closed: sql<number>`count(*) filter (where ${closed})`.mapWith(Number) }).from(c).where(inWindow());
      const totalCases = Number(row.total);
      return { totalCases, activeCases: totalCases - row.closed, closedCases: row.closed, resolutionRate: percentage(row.closed, totalCases) };
    },
    'case-type-distribution': () => distribution(db, c, c.typeDisciplinary, { catalog: TYPE_DISCIPLINARY, where: inLastYear() }),
    'office-distribution': () => distribution(db, c, c.office, { limit: TOP, where: inLastYear() }),
    'status-distribution': async () => {
      const rows = await db.select({ kind: c.typeDisciplinary, status: c.statusDisciplinary, n: count() }).from(c).where(inWindow()).groupBy(c.typeDisciplinary, c.statusDisciplinary);
      const byLabel = new Map<string, number>();
      for (const r of rows) {
        const label = catalogLabel(r.kind === 2 ? DISCIPLINARY_STATUS : TYPE_OF_STATUS_DISCIPLINARY, r.status) || NOT_SPECIFIED;
        byLabel.set(label, (byLabel.get(label) ?? 0) + Number(r.n));
      }
      return [...byLabel].map(([label, n]) => ({ label, count: n })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    },
    'sanction-distribution': () => distribution(db, c, c.typeOfSanction, { catalog: TYPE_OF_SANCTION, where: inLastYear(isNotNull(c.typeOfSanction)) }),
    'monthly-trends': () => monthlyAssignments(db, c, c.dateInit, c.dateEnd),
    'most-frequent-violations': () => distribution(db, c, c.fault, { limit: TOP, where: inLastYear(isNotNull(c.fault)) }),
    'resolution-time-stats': async () => {
      const days = sql`(${c.dateEnd} - ${c.dateInit})`;
      const [row] = await db
        .select({ averageDays: sql<number | null>`round(avg(${days}), 1)`.mapWith(Number), minDays: sql<number | null>`min(${days})`, maxDays: sql<number | null>`max(${days})`, cases: count() })
        .from(c).where(and(inWindow(), isNotNull(c.dateEnd), sql`${c.dateEnd} >= ${c.dateInit}`));
      const cases = Number(row.cases);
      return { averageDays: cases ? Number(row.averageDays) : 0, minDays: cases ? Number(row.minDays) : 0, maxDays: cases ? Number(row.maxDays) : 0, cases };
    },
    'case-severity-distribution': () => distribution(db, c, c.typeFaults, { catalog: TYPE_FAULTS, where: inLastYear(isNotNull(c.typeFaults)) }),
    'officer-involvement-stats': async () => {
      const links = disciplinaryCaseOfficers;
      const windowed = and(inWindow(), eq(c.id, links.caseId));
      const [[totals], [cases], top] = await Promise.all([
        db.select({ officers: countDistinct(links.officerId), links: count(), casesWithOfficers: countDistinct(links.caseId) }).from(links).innerJoin(c, windowed),
        db.select({ n: count() }).from(c).where(inWindow()),
        db.select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname, cases: count() })
          .from(links).innerJoin(c, windowed).innerJoin(officers, eq(officers.id, links.officerId))
          .groupBy(officers.id).orderBy(desc(count()), officers.id).limit(TOP),
      ]);
      const withOfficers = Number(totals.casesWithOfficers);
      return {
        officersInvolved: Number(totals.officers),
        casesWithOfficers: withOfficers,
        casesWithoutOfficers: Number(cases.n) - withOfficers,
        averageOfficersPerCase: withOfficers ? Math.round((Number(totals.links) / withOfficers) * 10) / 10 : 0,
        topOfficers: top.map((o) => ({ ...o, cases: Number(o.cases) })),
      };
    },
  };
}

describeOnEachDatabase('Disciplinario: conteos del tablero y de la lista', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: Awaited<ReturnType<typeof demoOfficers>>;
  const today = todayIsoDate();
  const raw = (text: string, params?: unknown[]) => t.database.rawQuery(text, params);
  const create = async (body: object) => expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/disciplinary', payload: body }), 201).data.id;
  const call = async (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => expectStatus(await t.call(admin, { method, url, payload }), 200);

  /** Every endpoint and every list total agree with the cases. */
  async function expectSameAnswers() {
    const endpoints = disciplinaryDashboardEndpoints(t.database);
    const reference = referenceEndpoints(t.database.db);
    for (const [path, endpoint] of Object.entries(endpoints)) {
      expect({ path, answer: await endpoint.run() }).toEqual({ path, answer: await reference[path]() });
    }
    const total = caseListTotal(t.database.db).countTotal;
    for (const [filters, where] of [
      [{}, ''], [{ typeDisciplinary: 1 }, 'where type_disciplinary = 1'], [{ typeDisciplinary: 2, statusDisciplinary: 3 }, 'where type_disciplinary = 2 and status_disciplinary = 3'],
      [{ statusDisciplinary: 1 }, 'where status_disciplinary = 1'],
    ] as const) {
      const [row] = await raw(`select count(*)::int as n from disciplinary_cases ${where}`);
      expect({ filters, total: await total({ filters }, notCounted) }).toEqual({ filters, total: row.n });
    }
  }
  const notCounted = () => Promise.reject(new Error('the total should come from the counts'));

  beforeAll(async () => {
    t = await createCustomTestApp(kind);
    admin = await t.login();
    staff = await demoOfficers(t, 12);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('start from the demo cases as the cases themselves count them', async () => {
    const [row] = await raw('select count(*)::int as n from disciplinary_cases');
    expect(row.n).toBeGreaterThan(100);
    await expectSameAnswers();
    const involvement = (await disciplinaryDashboardEndpoints(t.database)['officer-involvement-stats'].run()) as { officersInvolved: number; topOfficers: unknown[] };
    expect(involvement.officersInvolved).toBeGreaterThan(10);
    expect(involvement.topOfficers).toHaveLength(10);
  });

  it('follow cases and links written through the API', async () => {
    const a = await create(icapBody({ dateInit: today, office: 'Oficina Nueva', fault: 'Falta nueva', policeSelected: [staff[0].id, staff[1].id, staff[10].id] }));
    const b = await create(oidpBody({ dateInit: today, typeFaults: 2, office: null, policeSelected: [staff[10].id] }));
    const old = await create(icapBody({ dateInit: '2019-05-04', policeSelected: [staff[11].id] }));
    await expectSameAnswers();
    await call('PUT', `/api/disciplinary/${a}`, { policeSelected: [staff[1].id, staff[2].id], office: 'Otra Oficina', fault: '  Falta nueva ', dateEnd: today });
    await call('PATCH', `/api/disciplinary/${a}/status`, { statusDisciplinary: 5 });
    await call('PATCH', `/api/disciplinary/${a}/sanction`, { sanction: 'Amonestación escrita', typeOfSanction: 2 });
    await call('PUT', `/api/disciplinary/${b}`, { isArchive: true, policeSelected: [] });
    await call('PUT', `/api/disciplinary/${old}`, { dateInit: today });
    await expectSameAnswers();
    await call('PUT', `/api/disciplinary/${old}`, { dateInit: '2018-01-01', policeSelected: [staff[11].id, staff[3].id] });
    await call('DELETE', `/api/disciplinary/${a}`);
    await expectSameAnswers();
  });

  it('follow changes written straight in SQL, bulk ones included', async () => {
    const [linked] = await raw(`select c.id from disciplinary_cases c where c.date_init >= $1 and exists (select 1 from disciplinary_case_officers l where l.case_id = c.id) order by c.id limit 1`, [seriesStart().iso]);
    const [outside] = await raw(`select c.id from disciplinary_cases c where c.date_init < $1 and exists (select 1 from disciplinary_case_officers l where l.case_id = c.id) order by c.id limit 1`, [seriesStart().iso]);
    await raw("update disciplinary_cases set date_init = '2015-03-03' where id = $1", [linked.id]);
    await raw('update disciplinary_cases set date_init = $2 where id = $1', [outside.id, today]);
    await raw('update disciplinary_cases set date_init = null where id = (select min(id) from disciplinary_cases where date_init is not null)');
    await raw("update disciplinary_cases set date_end = date_init + 3, status_disciplinary = 6, is_archive = true where id % 5 = 0");
    await raw("update disciplinary_cases set office = 'Inspectoría General', fault = null, type_of_sanction = 4 where id % 7 = 1");
    await raw("update disciplinary_cases set date_end = null where id % 11 = 2");
    await raw("update disciplinary_cases set date_end = date_init - 2 where id % 13 = 3");
    await expectSameAnswers();
    await raw('insert into disciplinary_case_officers (case_id, officer_id) select c.id, $1 from disciplinary_cases c where c.id % 3 = 0 on conflict do nothing', [staff[4].id]);
    await raw('delete from disciplinary_case_officers where officer_id = $1', [staff[0].id]);
    await raw('update disciplinary_case_officers set officer_id = $1 where officer_id = $2 and case_id % 2 = 0', [staff[5].id, staff[4].id]);
    await expectSameAnswers();
    await raw('update disciplinary_cases set id_relation_disciplinary = null');
    await raw('delete from disciplinary_cases where id in (select case_id from disciplinary_case_officers where officer_id = $1 order by case_id limit 5)', [staff[5].id]);
    await expectSameAnswers();
  });

  it('keep the officer window of an older start, and move to the current one on the next call', async () => {
    const officerWindow = async () => (await raw('select officer_id, cases from disciplinary_officer_window order by officer_id')).map((r) => [Number(r.officer_id), Number(r.cases)]);
    const direct = async (start: string) => (await raw(`select l.officer_id, count(*)::int as cases from disciplinary_case_officers l join disciplinary_cases c on c.id = l.case_id
      where c.date_init >= $1 group by l.officer_id order by l.officer_id`, [start])).map((r) => [Number(r.officer_id), Number(r.cases)]);
    await raw("select disciplinary_officer_window_at('2016-01-01')");
    await raw("update disciplinary_cases set date_init = '2015-06-01' where id = (select max(case_id) from disciplinary_case_officers)");
    await raw("update disciplinary_cases set date_init = '2017-06-01' where id = (select min(case_id) from disciplinary_case_officers)");
    await create(icapBody({ dateInit: '2016-02-02', policeSelected: [staff[6].id, staff[7].id] }));
    expect(await officerWindow()).toEqual(await direct('2016-01-01'));
    const [state] = await raw("select officers from disciplinary_officer_window_state");
    expect(state.officers).toBe((await direct('2016-01-01')).length);
    await expectSameAnswers();
    expect(await officerWindow()).toEqual(await direct(seriesStart().iso));
  });

  describe('the list', () => {
    it('keeps the total of a search while no case is written, and counts again after a write', async () => {
      const total = caseListTotal(t.database.db).countTotal;
      let counted = 0;
      const countRows = async () => ++counted * 100;
      const query = { search: ' ramírez ', filters: { typeDisciplinary: 1 } };
      expect(await total(query, countRows)).toBe(100);
      expect(await total({ ...query, search: 'ramírez' }, countRows)).toBe(100);
      expect(await total({ ...query, filters: { typeDisciplinary: 2 } }, countRows)).toBe(200);
      await raw("update disciplinary_cases set victim = 'Ana Ramírez' where id = (select min(id) from disciplinary_cases)");
      expect(await total(query, countRows)).toBe(300);
      expect(await total(query, countRows)).toBe(300);
      await create(icapBody());
      expect(await total(query, countRows)).toBe(400);
    });

    it('answers its totals from the counts, and a short page tells its own', async () => {
      const page = async (query: string) => expectStatus<unknown[]>(await t.call(admin, { method: 'GET', url: `/api/disciplinary?${query}` }), 200);
      for (const query of ['page=1&pageSize=10', 'typeDisciplinary=2&page=3&pageSize=5', 'typeDisciplinary=1&statusDisciplinary=6&page=1&pageSize=100', 'search=zzzz-nada&page=1&pageSize=10']) {
        const filters = new URLSearchParams(query);
        const where = [['typeDisciplinary', 'type_disciplinary'], ['statusDisciplinary', 'status_disciplinary']].filter(([p]) => filters.has(p)).map(([p, column]) => `${column} = ${Number(filters.get(p))}`);
        const [row] = await raw(`select count(*)::int as n from disciplinary_cases ${where.length ? `where ${where.join(' and ')}` : ''}${filters.has('search') ? ' where false' : ''}`);
        expect({ query, total: (await page(query)).meta?.total_elements }).toEqual({ query, total: row.n });
      }
    });
  });
});
