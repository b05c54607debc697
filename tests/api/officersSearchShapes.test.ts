/**
 * Officer search statements are kept per shape (server/lib/statementsByShape.ts): on a real
 * database, searches of one shape that follow each other answer each with its own values,
 * and on PostgreSQL the kept statements stay unnamed, so every call is planned for its
 * values (tests/unit/officerSearchShapes.test.ts compares the statements themselves).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer } from './officersFixture';

interface Row {
  id: number;
  identification: number;
}

describeOnEachDatabase('Funcionarios: búsquedas de una misma forma', (kind) => {
  let t: TestApp;
  let token: string;
  /** Newest first, as the searches list them. */
  let newest: { id: number; identification: number; first_lastname: string; gender: number }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('mgonzalez');
    newest = (await t.database.rawQuery('select id, identification, first_lastname, gender from officers order by created_at desc, id desc')) as typeof newest;
  });
  afterAll(() => t.close());

  const get = async <T>(path: string) => answer<T>(await t.call(token, { method: 'GET', url: `/api/rrhh/${path}` }), 200);
  const ids = async (path: string) => (await get<Row[]>(path)).data.map((r) => r.id);

  it('searches of one shape with other values each find their own officers, page after page', async () => {
    for (const officer of [newest[3], newest[40], newest[3], newest[200]]) {
      expect(await ids(`search?identification=${officer.identification}`)).toEqual([officer.id]);
      expect(await ids(`search?search=${officer.identification}`)).toEqual([officer.id]);
      expect(await ids(`search/multi?identification=${officer.identification}`)).toEqual([officer.id]);
    }
    for (const gender of [1, 2, 1]) {
      const expected = newest.filter((o) => o.gender === gender).map((o) => o.id);
      for (const page of [1, 2, 3]) {
        const found = await get<Row[]>(`search?gender=${gender}&page=${page}&pageSize=7`);
        expect(found.data.map((r) => r.id)).toEqual(expected.slice((page - 1) * 7, page * 7));
        expect(found.meta?.total_elements).toBe(expected.length);
      }
    }
    for (const lastname of [newest[0].first_lastname, newest[90].first_lastname]) {
      const found = await get<Row[]>(`search?lastnames=${encodeURIComponent(lastname)}&pageSize=100`);
      expect(found.data.map((r) => r.id)).toContain(newest.find((o) => o.first_lastname === lastname)!.id);
    }
  });

  if (kind === 'postgres') it('kept statements are not prepared by name on the server (each call is planned for its values)', async () => {
    for (let i = 0; i < 8; i++) await get(`search?search=${['perez', 'gonzalez'][i % 2]}`);
    // The pool hands back the connection used last: the one these searches ran on.
    const named = await t.database.rawQuery(`select name from pg_prepared_statements where statement like '%officer_search%'`);
    expect(named).toEqual([]);
    const sessionStatement = await t.database.rawQuery(`select count(*)::int as n from pg_prepared_statements`);
    // The same connection does keep the app's named statements (the session read of every call).
    expect(Number(sessionStatement[0].n)).toBeGreaterThan(0);
  });
});
