/**
 * Stations of the weapons park (spec 3 §2.4, §3.3, §5.2, §6, §7.3, §8.2): paged list
 * with search and the service / status / defaultPark filters, create / update / delete
 * with their messages, validation, permissions per internal module, and the station
 * assign / unassign calls of a gun.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { errorsOf, FORBIDDEN, gunBody, moduleTokens, stationBody, UNAUTHENTICATED, withoutDemoAssets } from './gunparkFixture';

interface Station { id: number; name: string; code: string; address: string | null; service: number | null; defaultPark: boolean; status: boolean }
interface Gun { id: number; codeGun: string; station: number | null; stationInfo: { id: number; name: string; code: string } | null }

describeOnEachDatabase('Parque de Armas: estaciones', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const create = async (overrides: Record<string, unknown> = {}) => expectStatus<Station>(await call(tokens.admin, 'POST', '/api/gunpark/stations', stationBody(overrides)), 201).data;
  const codes = async (query: string) => expectStatus<Station[]>(await call(tokens.query, 'GET', `/api/gunpark/stations${query}`), 200).data.map((s) => s.code);

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a station with the spec message and defaults (active, not the default park)', async () => {
    const body = expectStatus<Station>(await call(tokens.register, 'POST', '/api/gunpark/stations', { name: ' Estación Catia ', code: 'EST-CAT' }), 201);
    expect(body.message).toBe('Estación creada exitosamente');
    expect(body.data).toMatchObject({ name: 'Estación Catia', code: 'EST-CAT', address: null, defaultPark: false, status: true });
    expect(await t.database.rawQuery("select name, status from stations where code = 'EST-CAT'")).toEqual([{ name: 'Estación Catia', status: true }]);
  });

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ code: undefined }, 'El código es requerido'],
    [{ name: 'x'.repeat(151) }, 'El nombre no puede exceder 150 caracteres'],
  ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
    const before = await t.database.rawQuery('select count(*)::int as n from stations');
    expect(errorsOf(await call(tokens.admin, 'POST', '/api/gunpark/stations', { name: 'Nueva', code: 'EST-NUEVA', ...change }))).toEqual([message]);
    expect(await t.database.rawQuery('select count(*)::int as n from stations')).toEqual(before);
  });

  it('refuses a repeated code with 409', async () => {
    expect(envelope(await call(tokens.admin, 'POST', '/api/gunpark/stations', { name: 'Otra', code: 'est-cat' }))).toEqual({ statusCode: 409, message: 'Ya existe una estación con ese código' });
  });

  it('lists by name with search, filters and select lists of 100', async () => {
    await create({ name: 'Estación El Valle', code: 'EST-VAL', service: 2, defaultPark: true });
    await create({ name: 'Estación Petare', code: 'EST-PET', service: 2, status: false, address: '' });
    const page = expectStatus<Station[]>(await call(tokens.query, 'GET', '/api/gunpark/stations?page=1&pageSize=2'), 200);
    expect(page.meta).toEqual({ total_elements: 3, total_pages: 2, page_number: 1, page_size: 2 });
    expect(page.data.map((s) => s.name)).toEqual(['Estación Catia', 'Estación El Valle']);
    expect(await codes('?search=petare')).toEqual(['EST-PET']);
    expect(await codes('?service=2')).toEqual(['EST-VAL', 'EST-PET']);
    expect(await codes('?status=false')).toEqual(['EST-PET']);
    expect(await codes('?defaultPark=true')).toEqual(['EST-VAL']);
    expect(await codes('?pageSize=100')).toHaveLength(3);
    expect(expectStatus<Station[]>(await call(tokens.query, 'GET', '/api/gunpark/stations?search=petare'), 200).data[0].address).toBeNull();
  });

  it('updates and deletes with the spec messages', async () => {
    const station = await create();
    const updated = expectStatus<Station>(await call(tokens.edit, 'PUT', `/api/gunpark/stations/${station.id}`, { ...stationBody(), code: station.code, name: 'Estación Renombrada', status: false }), 200);
    expect(updated.message).toBe('Estación actualizada exitosamente');
    expect(updated.data).toMatchObject({ name: 'Estación Renombrada', status: false });
    expect(expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/stations/${station.id}`), 200).message).toBe('Estación eliminada exitosamente');
    expectStatus(await call(tokens.query, 'GET', `/api/gunpark/stations/${station.id}`), 404);
  });

  it('assigns a gun to a station and takes it out again', async () => {
    const station = await create();
    const other = await create();
    const gun = expectStatus<Gun>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody()), 201).data;
    const assigned = expectStatus<Gun>(await call(tokens.edit, 'POST', `/api/gunpark/stations/${station.id}/assign/${gun.id}`), 200);
    expect(assigned.message).toBe('Arma asignada exitosamente');
    expect(assigned.data.stationInfo).toEqual({ id: station.id, name: station.name, code: station.code });
    expect(envelope(await call(tokens.edit, 'DELETE', `/api/gunpark/stations/${other.id}/unassign/${gun.id}`))).toEqual({ statusCode: 409, message: 'El arma no está asignada a esta estación' });
    expect(envelope(await call(tokens.admin, 'DELETE', `/api/gunpark/stations/${station.id}`))).toEqual({ statusCode: 409, message: 'No se puede eliminar la estación: tiene armas o vehículos asociados' });
    const unassigned = expectStatus<Gun>(await call(tokens.edit, 'DELETE', `/api/gunpark/stations/${station.id}/unassign/${gun.id}`), 200);
    expect(unassigned.message).toBe('Arma desasignada exitosamente');
    expect(unassigned.data).toMatchObject({ station: null, stationInfo: null });
    expect(envelope(await call(tokens.edit, 'POST', `/api/gunpark/stations/999999/assign/${gun.id}`))).toEqual({ statusCode: 404, message: 'No se encontró la estación' });
    expect(envelope(await call(tokens.edit, 'POST', `/api/gunpark/stations/${station.id}/assign/999999`))).toEqual({ statusCode: 404, message: 'No se encontró el arma' });
  });

  describe('permissions (module 3, weapons park sub-module 1)', () => {
    it('query (2) reads; register (1) creates; edit (3) updates, deletes and moves guns; others are refused', async () => {
      const station = await create();
      const body = { ...stationBody(), code: station.code };
      expect(envelope(await call(null, 'GET', '/api/gunpark/stations'))).toEqual(UNAUTHENTICATED);
      expect(envelope(await call(tokens.other, 'GET', '/api/gunpark/stations'))).toEqual(FORBIDDEN);
      for (const token of [tokens.register, tokens.edit]) expectStatus(await call(token, 'GET', `/api/gunpark/stations/${station.id}`), 200);
      for (const token of [tokens.query, tokens.edit, tokens.other]) expect(envelope(await call(token, 'POST', '/api/gunpark/stations', stationBody()))).toEqual(FORBIDDEN);
      for (const token of [tokens.query, tokens.register]) {
        expect(envelope(await call(token, 'PUT', `/api/gunpark/stations/${station.id}`, body))).toEqual(FORBIDDEN);
        expect(envelope(await call(token, 'DELETE', `/api/gunpark/stations/${station.id}`))).toEqual(FORBIDDEN);
        expect(envelope(await call(token, 'POST', `/api/gunpark/stations/${station.id}/assign/1`))).toEqual(FORBIDDEN);
      }
      // Transport staff (sub-module 2) read stations (vehicles sit in them) but change none.
      const transport = await t.login('lhernandez');
      expectStatus(await call(transport, 'GET', '/api/gunpark/stations'), 200);
      expect(envelope(await call(transport, 'POST', '/api/gunpark/stations', stationBody()))).toEqual(FORBIDDEN);
      expect(envelope(await call(transport, 'PUT', `/api/gunpark/stations/${station.id}`, body))).toEqual(FORBIDDEN);
      expectStatus(await call(await t.login('crodriguez'), 'GET', '/api/gunpark/stations'), 200);
    });
  });
});
