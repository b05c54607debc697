/**
 * The audit trail (spec 1 §2.9, §3.7, §7 audits calls): every call is written with secrets
 * redacted; the viewer filters by user, endpoint, dates and text, and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, expectStatus, idOf, type PageMeta } from '../support/api';
import { ADMIN_PASSWORD, createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  origin: string;
  endpoint: string;
  method: string;
  statusCode: number;
  responseTime: number;
  req: { body: Record<string, unknown> | null; query: Record<string, unknown>; headers: Record<string, unknown> };
  res: { body: Record<string, unknown> | null; headers: Record<string, unknown> };
}

const REDACTED = '[REDACTADO]';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describeOnEachDatabase('API de auditoría', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let auditorToken: string;
  let auditorId: number;
  const audits = async (query: Record<string, string | number> = {}, token = adminToken) => {
    await t.app.flushAudit();
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return expectStatus<AuditEntry[]>(await t.call(token, { method: 'GET', url: `/api/audits?${search}` }), 200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
    auditorToken = await t.login('jperez');
    auditorId = await idOf(t, 'users', 'jperez');
    await t.call(auditorToken, { method: 'GET', url: '/api/data-init', headers: { origin: 'https://intranet.policia.gob.ve' } });
    await t.call(null, { method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'clave-equivocada' } });
    await t.call(adminToken, { method: 'GET', url: '/api/users?search=jose' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes every call with user, origin, endpoint, method, status, time, request and response', async () => {
    const [entry] = (await audits({ endpoint: '/api/data-init' })).data;
    expect(entry).toMatchObject({ user_id: auditorId, user_name: 'jperez', origin: 'https://intranet.policia.gob.ve', endpoint: '/api/data-init', method: 'GET', statusCode: 200 });
    expect(entry.responseTime).toBeGreaterThanOrEqual(0);
    expect(Date.now() - new Date(entry.created_at).getTime()).toBeLessThan(5 * 60_000);
    expect(entry.req.headers.authorization).toBe(REDACTED);
    expect(entry.res.headers['x-app-version']).toBe('1.0.0-test');
    expect(entry.res.body).toEqual({ truncado: true, tamano: expect.any(Number) }); // large bodies are cut
    const [list] = (await audits({ endpoint: '/api/users', userId: await idOf(t, 'users', 'admin') })).data;
    expect(list.req.query).toMatchObject({ search: 'jose' });
    expect(list.res.body).toMatchObject({ statusCode: 200, data: [{ username: 'jperez' }], meta: { total_elements: 1 } });
  });

  it('a login entry keeps the user name and redacts the password and the issued token', async () => {
    const entries = (await audits({ endpoint: '/api/auth/login' })).data;
    const success = entries.find((e) => e.statusCode === 200 && e.user_name === 'jperez')!;
    expect(success.req.body).toEqual({ username: 'jperez', password: REDACTED });
    expect(success.res.body).toMatchObject({ statusCode: 200, data: { access_token: REDACTED, user: { username: 'jperez' } } });
    const failure = entries.find((e) => e.statusCode === 401)!;
    expect(failure).toMatchObject({ user_id: null, user_name: null, method: 'POST' });
    expect(failure.req.body).toEqual({ username: 'admin', password: REDACTED });
    expect(failure.res.body).toEqual({ statusCode: 401, message: 'Usuario o contraseña incorrectos' });
    const stored = await t.database.rawQuery('select count(*)::int as n from audits where req::text like $1 or res::text like $2', [`%${ADMIN_PASSWORD}%`, `%${adminToken}%`]);
    expect(stored[0].n).toBe(0);
  });

  it('download links are written without their signed token', async () => {
    const { url } = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel' }), 200).data;
    expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(200);
    const downloads = (await audits({ endpoint: `/api/files/${REDACTED}` })).data;
    expect(downloads).toHaveLength(1);
    expect(downloads[0].res.body).toBe('[application/vnd.openxmlformats-officedocument.spreadsheetml.sheet]');
    const [exportEntry] = (await audits({ endpoint: '/api/users/export/excel' })).data;
    expect(exportEntry.res.body).toMatchObject({ data: { url: `/api/files/${REDACTED}` } });
    const token = url.split('/').pop()!;
    expect((await t.database.rawQuery('select count(*)::int as n from audits where endpoint like $1 or res::text like $1', [`%${token}%`]))[0].n).toBe(0);
  });

  describe('filters', () => {
    it('userId keeps only that user’s entries', async () => {
      const body = await audits({ userId: auditorId, pageSize: 100 });
      expect(body.data.length).toBeGreaterThan(0);
      expect(new Set(body.data.map((e) => e.user_name))).toEqual(new Set(['jperez']));
    });

    it('endpoint matches exactly', async () => {
      const body = await audits({ endpoint: '/api/users', pageSize: 100 });
      expect(body.data.length).toBeGreaterThan(0);
      expect(new Set(body.data.map((e) => e.endpoint))).toEqual(new Set(['/api/users']));
    });

    it('bare dates cover whole days, the end date included', async () => {
      const total = (await audits()).meta!.total_elements;
      expect(total).toBeGreaterThan(0);
      expect((await audits({ startDate: day(-1), endDate: day(0) })).meta!.total_elements).toBeGreaterThanOrEqual(total);
      expect((await audits({ endDate: day(-2) })).meta!.total_elements).toBe(0);
      expect((await audits({ startDate: day(1) })).meta!.total_elements).toBe(0);
    });

    it('ISO instants bound the entries to the instant', async () => {
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      expect((await audits({ startDate: hourAgo, endDate: inAnHour })).meta!.total_elements).toBeGreaterThan(0);
      expect((await audits({ startDate: inAnHour })).meta!.total_elements).toBe(0);
      expect((await audits({ endDate: hourAgo })).meta!.total_elements).toBe(0);
    });

    it('an invalid date answers 400 "Fecha inválida"', async () => {
      const body = expectStatus(await t.call(adminToken, { method: 'GET', url: '/api/audits?startDate=ayer' }), 400);
      expect(body.errors).toEqual(['Fecha inválida']);
    });

    it('search matches the endpoint, the user name or the method', async () => {
      const byEndpoint = await audits({ search: 'DATA-INIT', pageSize: 100 });
      expect(byEndpoint.data.length).toBeGreaterThan(0);
      for (const e of byEndpoint.data) expect(e.endpoint).toContain('data-init');
      const byUser = await audits({ search: 'jperez', pageSize: 100 });
      expect(byUser.data.length).toBeGreaterThan(0);
      for (const e of byUser.data) expect(`${e.endpoint} ${e.user_name}`).toContain('jperez');
      const byMethod = await audits({ search: 'post', pageSize: 100 });
      expect(byMethod.data.length).toBeGreaterThan(0);
      for (const e of byMethod.data) expect(e.method).toBe('POST');
      expect((await audits({ search: 'no-existe-nada' })).data).toEqual([]);
    });

    it('with an exact endpoint, the search still matches its text, the user name or the method', async () => {
      const endpoint = '/api/users';
      const all = await audits({ endpoint, pageSize: 100 });
      expect(all.data.length).toBeGreaterThan(0);
      expect((await audits({ endpoint, search: 'USERS', pageSize: 100 })).meta!.total_elements).toBe(all.meta!.total_elements);
      const user = all.data[0].user_name!;
      const byUser = await audits({ endpoint, search: user.slice(1), pageSize: 100 });
      expect(byUser.data.map((e) => e.user_name)).toEqual(all.data.filter((e) => e.user_name?.includes(user.slice(1))).map((e) => e.user_name));
      const byMethod = await audits({ endpoint, search: 'get', pageSize: 100 });
      expect(byMethod.data.map((e) => e.id)).toEqual(all.data.filter((e) => e.method === 'GET').map((e) => e.id));
      expect((await audits({ endpoint, search: 'no-existe-nada' })).data).toEqual([]);
      // Names are matched through the trail's distinct names: every name written is there, once.
      expect((await audits({ endpoint, search: user.slice(1).toUpperCase(), pageSize: 100 })).data.map((e) => e.id)).toEqual(byUser.data.map((e) => e.id));
      const [names] = await t.database.rawQuery(
        `select (select count(distinct user_name)::int from audits) as written,
                (select count(*)::int from audit_user_names where user_name in (select user_name from audits)) as known`,
      );
      expect(Number(names.written)).toBeGreaterThanOrEqual(2);
      expect(names.known).toBe(names.written);
    });
  });

  it('pages newest first with meta', async () => {
    await t.app.flushAudit();
    const until = new Date().toISOString(); // later entries (these very calls) stay out of the pages
    const total = Number((await t.database.rawQuery('select count(*)::int as n from audits where created_at <= $1', [until]))[0].n);
    expect(total).toBeGreaterThan(4);
    const first = await audits({ page: 1, pageSize: 2, endDate: until });
    expect(first.meta).toEqual<PageMeta & { total_is_lower_bound: boolean }>({ total_elements: total, total_pages: Math.ceil(total / 2), page_number: 1, page_size: 2, total_is_lower_bound: false });
    const second = await audits({ page: 2, pageSize: 2, endDate: until });
    expect(second.meta?.page_number).toBe(2);
    const four = await audits({ page: 1, pageSize: 4, endDate: until });
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(four.data.map((e) => e.id));
    const times = four.data.map((e) => new Date(e.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps of an audit page everything but its entries (the trail does not copy itself)', async () => {
    const page = await audits({ pageSize: 3, search: 'auth' });
    expect(page.data).toHaveLength(3);
    const [entry] = (await audits({ endpoint: '/api/audits', pageSize: 1 })).data;
    expect(entry.req.query).toMatchObject({ pageSize: 3, search: 'auth' });
    expect(entry.res.body).toEqual({ statusCode: 200, data: '[3 entradas del registro de auditoría]', meta: page.meta });
  });

  it('audits/endpoints/autocomplete answers data.items [{label, value}]; empty search → no items', async () => {
    await audits();
    const items = expectStatus<{ items: { label: string; value: string }[] }>(await t.call(adminToken, { method: 'GET', url: '/api/audits/endpoints/autocomplete?search=AUTH' }), 200).data.items;
    expect(items).toContainEqual({ label: '/api/auth/login', value: '/api/auth/login' });
    for (const item of items) {
      expect(item.value).toBe(item.label);
      expect(item.value.toLowerCase()).toContain('auth');
    }
    expect(new Set(items.map((i) => i.value)).size).toBe(items.length);
    expect(expectStatus(await t.call(adminToken, { method: 'GET', url: '/api/audits/endpoints/autocomplete?search=' }), 200).data).toEqual({ items: [] });
  });

  it('only the audit module or an administrator can read the trail', async () => {
    expectStatus(await t.call(auditorToken, { method: 'GET', url: '/api/audits' }), 200);
    expectStatus(await t.call(auditorToken, { method: 'GET', url: '/api/audits/endpoints/autocomplete?search=api' }), 200);
    const forbidden = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };
    for (const username of ['mgonzalez', 'amartinez']) {
      const token = await t.login(username);
      expect(envelope(await t.call(token, { method: 'GET', url: '/api/audits' }))).toEqual(forbidden);
      expect(envelope(await t.call(token, { method: 'GET', url: '/api/audits/endpoints/autocomplete?search=api' }))).toEqual(forbidden);
    }
    expectStatus(await t.call(null, { method: 'GET', url: '/api/audits' }), 401);
  });

  it('refused calls are written too, with the caller when there is one', async () => {
    const entries = (await audits({ endpoint: '/api/audits', pageSize: 100 })).data;
    expect(entries.filter((e) => e.statusCode === 403).map((e) => e.user_name).sort()).toEqual(['amartinez', 'mgonzalez']);
    expect(entries.filter((e) => e.statusCode === 401)).toEqual([expect.objectContaining({ user_id: null, user_name: null, method: 'GET' })]);
  });
});
