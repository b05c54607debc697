/**
 * No request can make the audit trail lose an entry (issue 26): a request carrying NUL
 * bytes or lone surrogates in its path, query, headers or body has its entry stored, made
 * storable and marked; an entry the database refuses never takes the rest of its batch
 * with it; and every failed write is logged and counted (`GET /api/audits/write-failures`).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRole, createUser, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

interface StoredEntry { endpoint: string; origin: string | null; status_code: number; user_name: string | null; req: Record<string, unknown> | null; res: unknown }

describeOnEachDatabase('Registro de auditoría sin pérdidas', (kind) => {
  let t: TestApp;
  let admin: string;
  let readers: { token: string; username: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    readers = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t, admin, { isAdmin: true });
      readers.push({ username: user.username, token: await t.login(user.username, user.password) });
    }
  }, 180_000);
  afterAll(async () => t?.close());

  /** Entries whose request carried this marker in its query or a header. */
  const entriesMarked = async (marker: string): Promise<StoredEntry[]> => {
    await t.app.flushAudit();
    return (await t.database.rawQuery(
      'select endpoint, origin, status_code, user_name, req, res from audits where req::text like $1 or endpoint like $1 order by id',
      [`%${marker}%`],
    )).map((row) => ({
      ...(row as unknown as StoredEntry),
      req: typeof row.req === 'string' ? JSON.parse(row.req) as Record<string, unknown> : row.req as Record<string, unknown> | null,
    }));
  };

  const failures = async () =>
    expectStatus<{ failedWrites: number; lostEntries: number; instance: { failedWrites: number; lostEntries: number } }>(
      await t.call(admin, { method: 'GET', url: '/api/audits/write-failures' }), 200).data;

  it('anonymous requests with NUL and lone surrogates anywhere keep their entries and those of the users reading meanwhile', async () => {
    const bad = [
      { method: 'GET', url: '/api/users?search=a%00b&marca=malo-1' },
      { method: 'GET', url: '/api/users?search=%ED%A0%80&marca=malo-2' },
      { method: 'GET', url: '/api/users/a%00b?marca=malo-3' },
      { method: 'GET', url: '/api/users?marca=malo-4', headers: { 'user-agent': 'x\u0000y', origin: 'o\u0000' } },
      { method: 'GET', url: '/api/users?marca=malo-5', headers: { 'x-extra': '\ud800' } },
      { method: 'POST', url: '/api/auth/login?marca=malo-6', headers: { 'content-type': 'application/json' }, payload: '{"username":"a\\u0000","password":"\\ud800"}' },
      { method: 'POST', url: '/api/auth/login?marca=malo-7', headers: { 'content-type': 'application/json' }, payload: Buffer.from([0x7b, 0x22, 0x75, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0xaf, 0x22, 0x7d]) },
      { method: 'GET', url: '/api/users?marca=malo-8&%00clave=1' },
    ] as const;
    const reads = readers.flatMap((reader, r) => Array.from({ length: 6 }, (_, i) => () =>
      t.call(reader.token, { method: 'GET', url: `/api/users?search=lectura-${r}-${i}&marca=lectura` })));
    const sent = await Promise.all([...bad.map((request) => () => t.app.inject(request)), ...reads].map((send) => send()));
    for (const response of sent) expect(response.statusCode).toBeLessThan(500);

    const readEntries = await entriesMarked('lectura');
    expect(readEntries).toHaveLength(reads.length);
    for (const entry of readEntries) expect(entry.req?.saneado).toBeUndefined();
    for (let i = 1; i <= bad.length; i++) expect(await entriesMarked(`malo-${i}`), `malo-${i}`).toHaveLength(1);

    const [nulQuery] = await entriesMarked('malo-1');
    expect(nulQuery.req).toMatchObject({ query: { search: 'a\\u0000b' }, saneado: ['req.query'] });
    const [headers] = await entriesMarked('malo-4');
    expect(headers.origin).toBe('o\\u0000');
    expect(headers.req).toMatchObject({ headers: { 'user-agent': 'x\\u0000y' } });
    expect(headers.req?.saneado).toEqual(expect.arrayContaining(['origin', 'req.headers']));
    const [body] = await entriesMarked('malo-6');
    expect(body.status_code).toBe(400);
    expect(body.req).toMatchObject({ body: { username: 'a\\u0000', password: '[REDACTADO]' }, saneado: expect.arrayContaining(['req.body']) });
    expect(await failures()).toMatchObject({ failedWrites: 0, lostEntries: 0 });
  });

  it('an entry the database refuses is written alone and reduced, and one it refuses entirely is counted lost, never taking the others', async () => {
    // The database refuses entries as a broken disk or a future constraint would: by a trigger.
    await t.database.rawQuery(`create function refuse_poisoned_audit() returns trigger language plpgsql as $$
      begin
        if new.endpoint like '%veneno-total%' or new.req::text like '%veneno-parcial%' then raise exception 'entrada rechazada'; end if;
        return new;
      end $$`);
    await t.database.rawQuery('create trigger refuse_poisoned_audit before insert on audits for each row execute function refuse_poisoned_audit()');
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const before = await failures();
      const reads = readers.map((reader, r) => () => t.call(reader.token, { method: 'GET', url: `/api/users?search=vecina-${r}&marca=vecina` }));
      const poisoned = [
        () => t.call(null, { method: 'GET', url: '/api/users?marca=veneno-parcial' }),
        () => t.call(null, { method: 'GET', url: '/api/veneno-total' }),
      ];
      await Promise.all([...reads, ...poisoned, ...reads].map((send) => send()));
      // A write's entry is written before its answer: the same rule holds there.
      expectStatus(await t.call(admin, { method: 'POST', url: '/api/auth/logout?marca=veneno-parcial-escritura' }), 200);
      admin = await t.login();

      expect(await entriesMarked('vecina')).toHaveLength(2 * readers.length);
      const partial = await entriesMarked('veneno-parcial');
      expect(partial).toHaveLength(0); // stored reduced: without the request that carried the marker
      const reduced = (await t.database.rawQuery("select endpoint, method, status_code, req, res from audits where req::text like '%descartado%' order by id"))
        .map((row) => ({ ...row, req: typeof row.req === 'string' ? JSON.parse(row.req) as unknown : row.req }));
      expect(reduced).toHaveLength(2);
      expect(reduced).toEqual(expect.arrayContaining([
        { endpoint: '/api/users', method: 'GET', status_code: 401, req: { descartado: expect.stringContaining('no pudieron guardarse') }, res: null },
        { endpoint: '/api/auth/logout', method: 'POST', status_code: 200, req: { descartado: expect.stringContaining('no pudieron guardarse') }, res: null },
      ]));
      expect(await entriesMarked('veneno-total')).toHaveLength(0);
      const after = await failures();
      const messages = logged.mock.calls.map((call) => call[1]);
      const failedBatches = messages.filter((m) => m === 'audit batch not stored: writing its entries one by one').length;
      expect(failedBatches).toBeGreaterThanOrEqual(1);
      expect(messages.filter((m) => m === 'audit entry not stored whole')).toHaveLength(3);
      expect(messages.filter((m) => m === 'audit entry lost')).toHaveLength(1);
      // Each batch that failed, each poisoned entry, and the reduced entry that failed too.
      expect(after.failedWrites - before.failedWrites).toBe(failedBatches + 4);
      expect(after.lostEntries - before.lostEntries).toBe(1);
      expect(after.instance).toEqual({ failedWrites: after.failedWrites, lostEntries: after.lostEntries });
      const stored = await t.database.rawQuery("select name, value from counters where name like 'audit_%' order by name");
      expect(stored).toEqual([{ name: 'audit_entries_lost', value: 1 }, { name: 'audit_write_failures', value: failedBatches + 4 }]);
    } finally {
      logged.mockRestore();
      await t.database.rawQuery('drop trigger refuse_poisoned_audit on audits');
    }
  });

  it('only the audit module reads the failure counts', async () => {
    const auditor = await createRole(t, admin, { modules: [9] });
    const other = await createRole(t, admin, { modules: [1] });
    for (const [role, status] of [[auditor, 200], [other, 403]] as const) {
      const user = await createUser(t, admin, { isAdmin: false, roleId: role.id });
      expectStatus(await t.call(await t.login(user.username, user.password), { method: 'GET', url: '/api/audits/write-failures' }), status);
    }
    expectStatus(await t.call(null, { method: 'GET', url: '/api/audits/write-failures' }), 401);
  });
});
