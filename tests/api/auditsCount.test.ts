/**
 * How the audit list counts a large trail: at most COUNT_CAP entries (the answer says when
 * the total is a lower bound), and an unfiltered trail that the planner's statistics put
 * far above the cap is not counted at all. Its own app: the filler entries would change the
 * totals the other audit tests expect.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditQueries, COUNT_CAP } from '../../server/routes/audits';
import { expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

describeOnEachDatabase('API de auditoría: conteo de un registro grande', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const meta = async (query: string) => {
    await t.app.flushAudit();
    return expectStatus<unknown[]>(await t.call(adminToken, { method: 'GET', url: `/api/audits?${query}` }), 200).meta;
  };
  const countOf = async (threshold: number) => {
    const [row] = await auditQueries(t.database.db, undefined, 1, 10, threshold).count;
    return Number(row.total);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
    await t.database.rawQuery(
      `insert into audits (created_at, endpoint, method, status_code, response_time, user_name)
       select now() - interval '400 days' + g * interval '1 second', '/api/relleno/' || g, 'GET', 200, 1, 'relleno' from generate_series(1, $1::int) g`,
      [COUNT_CAP + 50],
    );
  });
  afterAll(() => t.close());

  it('stops counting at the cap and says the total is a lower bound; smaller results are exact', async () => {
    expect(await meta('pageSize=10')).toEqual({ total_elements: COUNT_CAP, total_pages: COUNT_CAP / 10, page_number: 1, page_size: 10, total_is_lower_bound: true });
    expect(await meta('search=relleno&pageSize=10')).toMatchObject({ total_elements: COUNT_CAP, total_is_lower_bound: true });
    expect(await meta('endpoint=/api/relleno/7')).toMatchObject({ total_elements: 1, total_is_lower_bound: false });
  });

  it('answers an unfiltered count from the statistics only when they put the trail above the threshold', async () => {
    await t.database.rawQuery('analyze audits');
    // The trail is partitioned by month: its statistics are the sum of its partitions'.
    const [{ reltuples }] = await t.database.rawQuery(
      `select sum(greatest(c.reltuples, 0))::float8 as reltuples from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'audits'::regclass`,
    );
    expect(Number(reltuples)).toBeGreaterThan(COUNT_CAP);
    await t.database.rawQuery(`delete from audits where endpoint like '/api/relleno/%' and endpoint <> '/api/relleno/7'`);
    const left = Number((await t.database.rawQuery('select count(*)::int as n from audits'))[0].n);
    expect(left).toBeLessThan(COUNT_CAP);
    // Below the threshold the entries are counted (the deleted ones are gone)…
    expect(await countOf(Number(reltuples) + 1)).toBe(left);
    // …at or above it, the statistics (still saying more than the cap) answer the capped total.
    expect(await countOf(Number(reltuples))).toBe(COUNT_CAP + 1);
  });
});
