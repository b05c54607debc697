/**
 * Permit list totals kept between calls (server/lib/listTotals.ts, migration 0035) and the
 * request-number prefix search: every answer must be the one a plain count of the matching
 * rows gives, after writes of permits, renamed officers, and across two repositories (two
 * app instances each keep their own totals).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fanOutOfficers } from '../../bench/fanOut';
import { PermitRepository } from '../../server/permits/repository';
import { uniqueLetters } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, type OfficerAnswer } from './officersFixture';
import { obligatoryBody, type PermitAnswer } from './permitsFixture';

describeOnEachDatabase('Permisos: totales de la lista', (kind) => {
  let t: TestApp;
  let admin: string;
  let first: OfficerAnswer;
  let second: OfficerAnswer;
  const name = `Zoraida${uniqueLetters()}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    [first, second] = await Promise.all([createOfficer(t, admin, { firstName: name, firstLastname: 'Quevedo' }), createOfficer(t, admin, { firstName: 'Berenice', firstLastname: 'Quevedo' })]);
  }, 180_000);
  afterAll(() => t.close());

  const create = async (policeId: number) => answer<PermitAnswer>(await t.call(admin, { method: 'POST', url: '/api/permits', payload: obligatoryBody(policeId) }), 201).data;
  const page = async (query: Record<string, string | number>) => {
    const body = answer<PermitAnswer[]>(await t.call(admin, { method: 'GET', url: '/api/permits', query: Object.fromEntries(Object.entries({ page: 1, pageSize: 2, ...query }).map(([k, v]) => [k, String(v)])) }), 200);
    return { ids: body.data.map((p) => p.id), total: body.meta!.total_elements };
  };
  /** The plain answer: every request whose officer's name or cédula, or request number, matches. */
  const expected = async (where: string, params: unknown[]) => {
    const rows = await t.database.rawQuery(`select p.id from permits p join officers o on o.id = p.officer_id where ${where} order by p.created_at desc, p.id desc`, params);
    return rows.map((r) => Number(r.id));
  };
  const byName = (text: string) => expected(`f_unaccent(lower(o.first_name || ' ' || coalesce(o.second_name, '') || ' ' || o.first_lastname || ' ' || coalesce(o.second_lastname, ''))) like '%' || f_unaccent(lower($1)) || '%'`, [text]);

  it('counts a search again after each write of a permit, and keeps it while nothing changed', async () => {
    for (let i = 0; i < 3; i++) await create(first.id);
    let want = await byName(name);
    expect(want).toHaveLength(3);
    expect(await page({ search: name })).toEqual({ ids: want.slice(0, 2), total: 3 });
    expect(await page({ search: name })).toEqual({ ids: want.slice(0, 2), total: 3 });
    expect(await page({ search: name, page: 2 })).toEqual({ ids: want.slice(2), total: 3 });

    const added = await create(first.id);
    want = await byName(name);
    expect(await page({ search: name })).toEqual({ ids: [added.id, want[1]], total: 4 });

    expect((await t.call(admin, { method: 'DELETE', url: `/api/permits/${added.id}` })).statusCode).toBe(200);
    expect(await page({ search: name })).toEqual({ ids: want.slice(1, 3), total: 3 });

    // A decision changes no total by name, but does by status.
    await create(first.id);
    const before = await page({ search: name, status: 'approved' });
    const decided = (await byName(name))[0];
    expect((await t.call(admin, { method: 'POST', url: `/api/permits/${decided}/approve`, payload: { comments: 'Conforme' } })).statusCode).toBe(200);
    expect((await page({ search: name, status: 'approved' })).total).toBe(before.total + 1);
    expect((await page({ search: name })).total).toBe(4);
  });

  it('counts again when an officer is renamed or his cédula changes', async () => {
    for (let i = 0; i < 3; i++) await create(second.id);
    const total = (await byName(name)).length;
    expect((await page({ search: name })).total).toBe(total);
    await t.database.rawQuery('update officers set first_name = $1 where id = $2', [name, second.id]);
    expect((await page({ search: name })).total).toBe(total + 3);
    expect((await page({ search: String(second.identification) })).total).toBe(3);
    const changed = 98_700_000 + (second.id % 100_000);
    await t.database.rawQuery('update officers set identification = $1 where id = $2', [changed, second.id]);
    expect((await page({ search: String(second.identification) })).total).toBe(0);
    expect((await page({ search: String(changed) })).total).toBe(3);
    await t.database.rawQuery('update officers set first_name = $1 where id = $2', ['Berenice', second.id]);
    expect((await page({ search: name })).total).toBe(total);
  });

  it('answers every instance exactly: a repository that kept a total counts again after another one wrote', async () => {
    const mine = new PermitRepository(t.database.db);
    const counted = await mine.list({ page: 1, pageSize: 1, search: name });
    expect(counted.total).toBe((await byName(name)).length);
    await create(first.id); // through the app's own repository
    expect((await mine.list({ page: 1, pageSize: 1, search: name })).total).toBe(counted.total + 1);
    expect((await mine.list({ page: 1, pageSize: 1 })).total).toBe(Number((await t.database.rawQuery('select count(*)::int as n from permits'))[0].n));
  });

  it('searches a request number by its start, any case, with the same answer as a fragment anywhere', async () => {
    const permit = await create(first.id);
    const number = permit.requestNumber;
    for (const text of [number, number.toLowerCase(), number.slice(0, 10), `${number.slice(0, 9).toLowerCase()}`]) {
      const want = await expected(`lower(p.request_number) like '%' || lower($1) || '%'`, [text]);
      const all = answer<PermitAnswer[]>(await t.call(admin, { method: 'GET', url: '/api/permits', query: { search: text, pageSize: '100' } }), 200);
      expect(all.data.map((p) => p.id)).toEqual(want);
      expect((await page({ search: text })).total).toBe(want.length);
    }
    expect((await page({ search: number })).ids).toEqual([permit.id]);
    // Only a text starting with 'per-' is a prefix; a fragment from the middle still matches.
    expect((await page({ search: number.slice(4) })).ids).toEqual([permit.id]);
    expect((await page({ search: 'per-1999-' })).total).toBe(0);
    expect((await page({ search: 'per-%' })).total).toBe(0);
    // A text no request number can hold (a letter other than p, e, r) is looked for in names only.
    for (const text of ['z', 'quevedo']) expect((await page({ search: text, pageSize: 100 })).ids).toEqual(await byName(text));
  });

  it('pages a first name many officers hold (read through the name words) as the plain query does', async () => {
    // 250 officers named alike: enough for the page to check the newest requests against their ids.
    const common = `Maritza${uniqueLetters()}`;
    await fanOutOfficers(t.database, 250);
    const named = (await t.database.rawQuery('update officers set first_name = $1 where id in (select id from officers order by id desc limit 250) returning id', [common])).map((r) => Number(r.id));
    for (const [i, id] of named.slice(0, 7).entries()) {
      await create(id);
      if (i % 2 === 0) await create(first.id); // newer requests of someone else between them
    }
    const want = await byName(common);
    expect(want).toHaveLength(7);
    for (const pageNumber of [1, 2, 3]) expect(await page({ search: common, pageSize: 3, page: pageNumber })).toEqual({ ids: want.slice((pageNumber - 1) * 3, pageNumber * 3), total: 7 });
    expect(await page({ search: common.toUpperCase(), pageSize: 3, status: 'pending' })).toEqual({ ids: want.slice(0, 3), total: 7 });
  });
});
