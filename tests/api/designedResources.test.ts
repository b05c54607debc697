/**
 * Issue 29: resources designed by administrators through the API. A definition of six
 * fields (a reference to stations, a catalogue, a date, a unique text, a decimal, a
 * boolean) is created, served at once by the engine (Spanish 400s, case-blind 409,
 * search, filters, sort, export, versions), guarded by its own permission node, changed
 * (a field added, one removed with its data archived) and deleted. Bad definitions
 * change nothing. One app per database kind; on PostgreSQL a second app on the same
 * database serves the resource without a restart.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPermissionTree, MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { toggleNode } from '../../authProvider/permissions';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import { localStorage } from '../../server/lib/storage';
import { createUser, envelope, expectStatus, uniqueLetters } from '../support/api';
import { postgresTemplate, templateFor } from '../support/databaseTemplates';
import { fuelLogsDefinition } from '../fixtures/fuelLogsDefinition';
import { createCustomTestApp, createPostgresDatabase, describeOnEachDatabase, type TestApp } from '../support/testApp';

const NAME = 'fuel_logs';
const FORBIDDEN = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };

const definition = (): ResourceDefinition => fuelLogsDefinition(NAME);

describeOnEachDatabase('Recursos diseñados por administradores (issue 29)', (kind) => {
  let t: TestApp;
  let admin: string;
  let stationId: number;
  let filesDir: string;
  let def: ResourceDefinition;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.call(token, { method, url, payload: payload as object });
  const designedTables = async () => (await t.database.rawQuery("select table_name from information_schema.tables where table_schema = 'designed' order by 1")).map((r) => String(r.table_name));
  const definitionCount = async () => Number((await t.database.rawQuery('select count(*)::int as n from resource_definitions'))[0].n);
  const errorsOf = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return envelope(response).errors ?? [];
  };
  /** A signed-in user whose role has only module 8, or also the designed node. */
  const userWith = async (withNode: boolean) => {
    let tree = emptyPermissionTree();
    const mi = tree.findIndex((m) => m.id === MODULE_IDS.configuration);
    if (withNode) {
      const si = tree[mi].subModules.findIndex((s) => s.name === 'Cargas de combustible');
      expect(si).toBeGreaterThan(-1);
      tree = toggleNode(tree, [mi, si]);
    } else tree = toggleNode(tree, [mi, 0]);
    const role = expectStatus<{ id: number }>(await call(admin, 'POST', '/api/roles', { roleName: `Rol disenado ${uniqueLetters()}`, description: 'Prueba', active: true, data: tree }), 201).data;
    const user = await createUser(t, admin, { roleId: role.id });
    roleIds.push(role.id);
    return t.login(user.username, user.password);
  };
  const roleIds: number[] = [];

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'policia-designed-'));
    t = await createCustomTestApp(kind, { storage: localStorage(filesDir) });
    admin = await t.login();
    stationId = expectStatus<{ id: number }>(await call(admin, 'POST', '/api/gunpark/stations', { name: 'Estación Norte', code: 'EST-DIS-1' }), 201).data.id;
    def = definition();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('checks a definition without storing it; bad ones get Spanish 400s and change nothing', async () => {
    expect(expectStatus(await call(admin, 'POST', '/api/configuration/resources/check', def), 200).data).toEqual({ valid: true });
    const bad: [ResourceDefinition | Record<string, unknown>, string][] = [
      [{ ...def, name: 'select' }, 'El nombre "select" es una palabra reservada'],
      [{ ...def, name: 'stations' }, 'El nombre "stations" ya lo usa un recurso del sistema'],
      [{ ...def, name: 'gun_assignments' }, 'El nombre "gun_assignments" ya lo usa un recurso del sistema'],
      [{ ...def, name: 'x"; drop table users;--' }, 'El nombre debe empezar por una letra minúscula y tener de 3 a 40 letras minúsculas, cifras o guiones bajos'],
      [{ ...def, fields: { ...def.fields, 'x"; drop table users;--': { type: 'text', label: 'X' } } }, 'Nombre de campo inválido "x"; drop table users;--": debe empezar por una letra minúscula y tener de 2 a 40 letras o cifras'],
      [{ ...def, fields: { ...def.fields, liters: { type: 'decimal', label: 'Litros', rules: { min: { value: 10 }, max: { value: 5 } } } } }, 'Campo "liters": el valor mínimo no puede ser mayor que el máximo'],
      [{ ...def, fields: { ...def.fields, code: { type: 'text', label: 'Código', rules: { minLength: { value: 30 }, maxLength: { value: 20 } } } } }, 'Campo "code": la longitud mínima no puede ser mayor que la máxima'],
      [{ ...def, fields: { ...def.fields, station: { type: 'reference', label: 'Estación', reference: { resource: 'nowhere', display: 'name' } } } }, 'Campo "station": el recurso referenciado "nowhere" no existe'],
      [{ ...def, fields: { ...def.fields, service: { type: 'catalog', label: 'Servicio', catalog: 'configuration.nothing' } } }, 'Campo "service": el catálogo "configuration.nothing" no existe'],
      [{ ...def, fields: { ...def.fields, version: { type: 'integer', label: 'Versión' } } }, 'Campo "version": es un nombre reservado'],
      [{ ...def, fields: { ...def.fields, table: { type: 'integer', label: 'Mesa' } } }, 'Campo "table": es un nombre reservado'],
      [{ ...def, label: { one: 'Carga', many: 'Cargas' } }, 'label: falta "gender"'],
    ];
    for (const [body, message] of bad) {
      expect(errorsOf(await call(admin, 'POST', '/api/configuration/resources/check', body))).toContain(message);
      expect(errorsOf(await call(admin, 'POST', '/api/configuration/resources', body))).toContain(message);
    }
    expect(await designedTables()).toEqual([]);
    expect(await definitionCount()).toBe(0);
  });

  it('creates the resource and its table in one call; the engine serves its records at once', async () => {
    const created = expectStatus<{ name: string; version: number; definition: ResourceDefinition; versions: unknown[] }>(await call(admin, 'POST', '/api/configuration/resources', def), 201);
    expect(created.message).toBe('Recurso "fuel_logs" creado (versión 1)');
    expect(created.data).toMatchObject({ name: NAME, builtIn: false, version: 1, versions: [{ version: 1, author: 'admin' }] });
    // Default Spanish messages are filled in and stored.
    expect(created.data.definition.fields.code.rules?.required?.message).toBe('El campo Código es requerido');
    expect(created.data.definition.fields.code.unique?.message).toBe('Ya existe una carga de combustible con ese valor de Código');
    expect(await designedTables()).toEqual([NAME]);
    expect(envelope(await call(admin, 'POST', '/api/configuration/resources', def))).toEqual({ statusCode: 409, message: 'Ya existe un recurso con ese nombre' });
    const indexes = await t.database.rawQuery("select indexdef from pg_indexes where schemaname = 'designed'");
    // The searched texts folded into one generated column, read through its trigram index.
    expect(indexes.map((r) => String(r.indexdef)).join('\n')).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
    const list = expectStatus<{ name: string; builtIn: boolean }[]>(await call(admin, 'GET', '/api/configuration/resources'), 200).data;
    expect(list.find((r) => r.name === 'stations')).toMatchObject({ builtIn: true, apiPath: 'gunpark/stations' });
    expect(list.find((r) => r.name === NAME)).toMatchObject({ builtIn: false, version: 1 });
    expect(expectStatus<{ properties: object }>(await call(admin, 'GET', '/api/configuration/resources/schema'), 200).data.properties).toHaveProperty('fields');
    const context = expectStatus<{ builtInNames: string[]; referenceTargets: Record<string, string[]>; menuGroups: string[] }>(await call(admin, 'GET', '/api/configuration/resources/context'), 200).data;
    expect(context.builtInNames).toEqual(expect.arrayContaining(['stations', 'gun_assignments', 'users']));
    expect(context.referenceTargets.stations).toContain('name');
    expect(context.referenceTargets.users).not.toContain('password');
    expect(context.menuGroups).toContain('transport');
  });

  it('records: Spanish 400s, case-blind 409, search, filters, sort, pages, versions, export, delete', async () => {
    const base = `/api/designed/${NAME}`;
    const body = { code: 'CC-001', station: stationId, service: 1, loadedOn: '2026-11-01', liters: '40,5' };
    const first = expectStatus<{ id: number; version: number; stationRecord: { name: string }; paid: boolean; liters: number }>(await call(admin, 'POST', base, body), 201);
    expect(first.message).toBe('Carga de combustible guardada exitosamente');
    expect(first.data).toMatchObject({ code: 'CC-001', liters: 40.5, paid: false, stationRecord: { id: stationId, name: 'Estación Norte' } });
    expect(errorsOf(await call(admin, 'POST', base, { station: stationId, liters: 600 }))).toEqual(expect.arrayContaining(['El campo Código es requerido', 'La fecha de carga es requerida', 'No más de 500 litros']));
    expect(errorsOf(await call(admin, 'POST', base, { ...body, code: 'CC-404', station: 999999 }))).toEqual(['Estación: el registro seleccionado no existe']);
    expect(envelope(await call(admin, 'POST', base, { ...body, code: 'cc-001' }))).toEqual({ statusCode: 409, message: 'Ya existe una carga de combustible con ese valor de Código' });
    expectStatus(await call(admin, 'POST', base, { ...body, code: 'CC-002', loadedOn: '2026-10-01', paid: true }), 201);
    expectStatus(await call(admin, 'POST', base, { ...body, code: 'ZZ-003', loadedOn: '2026-12-01' }), 201);
    const codes = async (query: string) => expectStatus<{ code: string }[]>(await call(admin, 'GET', `${base}${query}`), 200).data.map((r) => r.code);
    expect(await codes('?search=cc-00&sort=code&order=ASC')).toEqual(['CC-001', 'CC-002']);
    expect(await codes('?paid=true')).toEqual(['CC-002']);
    expect(await codes(`?station=${stationId}&sort=loadedOn&order=DESC`)).toEqual(['ZZ-003', 'CC-001', 'CC-002']);
    const page = expectStatus(await call(admin, 'GET', `${base}?page=2&pageSize=2&sort=code&order=ASC`), 200);
    expect(page.meta).toEqual({ total_elements: 3, total_pages: 2, page_number: 2, page_size: 2 });
    expect(errorsOf(await call(admin, 'GET', `${base}?paid=quizas`)).length).toBe(1);
    // Optimistic version: the read one saves, a stale one is refused.
    const updated = expectStatus<{ version: number }>(await call(admin, 'PUT', `${base}/${first.data.id}`, { ...body, liters: 41, version: 1 }), 200);
    expect(updated.data.version).toBe(2);
    expect(envelope(await call(admin, 'PUT', `${base}/${first.data.id}`, { ...body, liters: 42, version: 1 })).statusCode).toBe(409);
    const exported = expectStatus<{ url: string }>(await call(admin, 'GET', `${base}/export/excel?paid=false`), 200);
    expect(exported.data.url).toMatch(/^\/api\/files\//);
    expect((await call(admin, 'GET', exported.data.url)).statusCode).toBe(200);
    // Totals are kept with the list's version: every write makes the next list count again.
    const total = async () => expectStatus(await call(admin, 'GET', `${base}?pageSize=1`), 200).meta?.total_elements;
    expect(await total()).toBe(3);
    const extra = expectStatus<{ id: number }>(await call(admin, 'POST', base, { ...body, code: 'DEL-1' }), 201).data;
    expect(await total()).toBe(4);
    expect(expectStatus(await call(admin, 'DELETE', `${base}/${extra.id}`), 200).message).toBe('Carga de combustible eliminada exitosamente');
    expect(await total()).toBe(3);
    expect((await call(admin, 'GET', `${base}/${extra.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/designed/nothing_here')).statusCode).toBe(404);
    // A table changed by another instance not yet heard from: 409 and a retry, not a 500.
    await t.database.rawQuery(`alter table designed.${NAME} rename column liters to liters_gone`);
    expect(envelope(await call(admin, 'GET', base))).toEqual({ statusCode: 409, message: 'La definición del recurso cambió mientras se atendía la solicitud. Recargue e intente de nuevo.' });
    await t.database.rawQuery(`alter table designed.${NAME} rename column liters_gone to liters`);
    expectStatus(await call(admin, 'GET', base), 200);
  });

  it('only administrators design; the records follow the designed node of the permission tree', async () => {
    const without = await userWith(false);
    expect(envelope(await call(without, 'GET', '/api/configuration/resources'))).toEqual(FORBIDDEN);
    expect(envelope(await call(without, 'POST', '/api/configuration/resources/check', def))).toEqual(FORBIDDEN);
    expect(envelope(await call(without, 'GET', `/api/designed/${NAME}`))).toEqual(FORBIDDEN);
    expect(envelope(await call(without, 'POST', `/api/designed/${NAME}`, {}))).toEqual(FORBIDDEN);
    const designed = expectStatus<{ resources: { name: string }[]; permissionNodes: { module: number; name: string }[] }>(await call(without, 'GET', '/api/designed'), 200).data;
    expect(designed.permissionNodes).toEqual([expect.objectContaining({ module: MODULE_IDS.configuration, name: 'Cargas de combustible' })]);
    const withNode = await userWith(true);
    expect(expectStatus<unknown[]>(await call(withNode, 'GET', `/api/designed/${NAME}`), 200).data.length).toBe(3);
    expect(envelope(await call(withNode, 'GET', '/api/configuration/resources'))).toEqual(FORBIDDEN);
    // A role edited by a client that does not know the designed nodes keeps them.
    const withoutDesigned = emptyPermissionTree().map((m) => ({ ...m, selected: m.id === MODULE_IDS.configuration, subModules: m.subModules.filter((sub) => sub.id < 100) }));
    expectStatus(await call(admin, 'PUT', `/api/roles/${roleIds[1]}`, { roleName: `Rol disenado ${uniqueLetters()}`, description: 'Prueba', active: true, data: withoutDesigned }), 200);
    expect(expectStatus<unknown[]>(await call(withNode, 'GET', `/api/designed/${NAME}`), 200).data.length).toBe(3);
  });

  it('a resource under an existing sub-module follows its internal modules (Transporte)', async () => {
    const washes = { name: 'vehicle_washes', label: { one: 'Lavado', many: 'Lavados', gender: 'm' }, fields: { plate: { type: 'text', label: 'Placa', rules: { required: {} } } }, menu: { group: 'transport' }, permission: { module: 3, subModule: 2 } };
    expectStatus(await call(admin, 'POST', '/api/configuration/resources', washes), 201);
    const [transport, gunpark] = [await t.login('lhernandez'), await t.login('crodriguez')];
    expectStatus(await call(transport, 'POST', '/api/designed/vehicle_washes', { plate: 'AB123CD' }), 201);
    expect(expectStatus<unknown[]>(await call(transport, 'GET', '/api/designed/vehicle_washes'), 200).data).toHaveLength(1);
    expect(envelope(await call(gunpark, 'GET', '/api/designed/vehicle_washes'))).toEqual(FORBIDDEN);
    // It adds no node of its own.
    expect(emptyPermissionTree().find((m) => m.id === 3)!.subModules.map((s) => s.id)).toEqual([1, 2]);
    expectStatus(await call(admin, 'DELETE', '/api/configuration/resources/vehicle_washes?confirm=vehicle_washes'), 200);
  });

  it('adds a field (a column), refuses a required one without default on rows, and a stale version', async () => {
    const url = `/api/configuration/resources/${NAME}`;
    const withNotes = { ...def, fields: { ...def.fields, notes: { type: 'longText', label: 'Notas', list: false, search: true }, odometer: { type: 'integer', label: 'Odómetro', rules: { required: {} }, default: 0 } } } as ResourceDefinition;
    const noDefault = { ...def, fields: { ...def.fields, driver: { type: 'text', label: 'Conductor', rules: { required: {} } } } } as ResourceDefinition;
    expect(errorsOf(await call(admin, 'PUT', url, { version: 1, definition: noDefault }))).toEqual(['Campo "driver": un campo requerido nuevo necesita un valor por defecto, pues ya hay registros']);
    // A type change, or a unique rule over repeated values, is refused and changes nothing.
    const retyped = { ...def, fields: { ...def.fields, liters: { type: 'integer', label: 'Litros' } } } as ResourceDefinition;
    expect(errorsOf(await call(admin, 'PUT', url, { version: 1, definition: retyped }))).toEqual(['Campo "liters": no se puede cambiar su tipo; quítelo y agregue uno nuevo']);
    const uniqueLiters = { ...def, fields: { ...def.fields, liters: { ...def.fields.liters, unique: {} } } } as ResourceDefinition;
    expect(errorsOf(await call(admin, 'PUT', url, { version: 1, definition: uniqueLiters }))).toEqual(['Hay registros con valores repetidos en un campo que se quiere hacer único']);
    expect(Number((await t.database.rawQuery('select version from resource_definitions where name = $1', [NAME]))[0].version)).toBe(1);
    const changed = expectStatus<{ version: number }>(await call(admin, 'PUT', url, { version: 1, definition: withNotes }), 200);
    expect(changed.data.version).toBe(2);
    expect(envelope(await call(admin, 'PUT', url, { version: 1, definition: withNotes })).statusCode).toBe(409);
    const rows = expectStatus<{ odometer: number; notes: string | null }[]>(await call(admin, 'GET', `/api/designed/${NAME}`), 200).data;
    expect(rows.every((r) => r.odometer === 0 && r.notes === null)).toBe(true);
    expectStatus(await call(admin, 'POST', `/api/designed/${NAME}`, { code: 'CC-NOTE', station: stationId, loadedOn: '2026-11-02', notes: 'Con notas de la Estación', odometer: 12 }), 201);
    // The new searched field is part of the search at once (accents and case ignored).
    expect(expectStatus<{ code: string }[]>(await call(admin, 'GET', `/api/designed/${NAME}?search=estacion`), 200).data.map((r) => r.code)).toEqual(['CC-NOTE']);
    def = withNotes;
  });

  it('removes a field only when confirmed, archiving its data first (named in the audit trail)', async () => {
    const url = `/api/configuration/resources/${NAME}`;
    const { notes: _notes, ...fields } = def.fields;
    const withoutNotes = { ...def, fields };
    expect(errorsOf(await call(admin, 'PUT', url, { version: 2, definition: withoutNotes }))[0]).toMatch(/^Quitar "Notas" borra sus datos de 4 registro\(s\): confirme escribiendo el nombre del recurso \(fuel_logs\)$/);
    const removed = expectStatus<{ version: number; archive: string }>(await call(admin, 'PUT', url, { version: 2, definition: withoutNotes, confirm: NAME }), 200);
    expect(removed.data.version).toBe(3);
    expect(removed.data.archive).toMatch(/^archives\/designed\/fuel_logs\/.+\.xlsx$/);
    expect(existsSync(join(filesDir, removed.data.archive))).toBe(true);
    expect(removed.message).toContain(removed.data.archive);
    const columns = await t.database.rawQuery("select column_name from information_schema.columns where table_schema = 'designed' and table_name = $1", [NAME]);
    expect(columns.map((c) => c.column_name)).not.toContain('notes');
    expect(expectStatus<unknown[]>(await call(admin, 'GET', `/api/designed/${NAME}?search=estacion`), 200).data).toEqual([]);
    expect(expectStatus<unknown[]>(await call(admin, 'GET', `/api/designed/${NAME}?search=cc-note`), 200).data).toHaveLength(1);
    await t.app.flushAudit();
    const audit = await t.database.rawQuery("select res::text as res from audits where endpoint = $1 and method = 'PUT' and status_code = 200 order by id desc limit 1", [url]);
    expect(String(audit[0].res)).toContain(removed.data.archive);
    expect(String(audit[0].res)).toContain('"version":3');
    def = withoutNotes;
  });

  it('documents the designed routes in the API description', async () => {
    const description = (await call(admin, 'GET', '/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(description.paths).toHaveProperty(['/api/designed/{name}']);
    expect(description.paths).toHaveProperty([`/api/designed/${NAME}`]);
    expect(description.paths).toHaveProperty([`/api/designed/${NAME}/{id}`]);
  });

  it('deletes the resource when confirmed: rows archived, table dropped, history kept', async () => {
    const url = `/api/configuration/resources/${NAME}`;
    expect(errorsOf(await call(admin, 'DELETE', url))).toEqual(['Para eliminar el recurso escriba su nombre (fuel_logs) como confirmación']);
    const deleted = expectStatus<{ archive: string; version: number }>(await call(admin, 'DELETE', `${url}?confirm=${NAME}`), 200);
    expect(deleted.data.version).toBe(4);
    expect(existsSync(join(filesDir, deleted.data.archive))).toBe(true);
    expect(await designedTables()).toEqual([]);
    expect(await definitionCount()).toBe(0);
    const history = await t.database.rawQuery('select version from resource_definition_versions where name = $1 order by version', [NAME]);
    expect(history.map((r) => Number(r.version))).toEqual([1, 2, 3, 4]);
    expect((await call(admin, 'GET', `/api/designed/${NAME}`)).statusCode).toBe(404);
    expect(emptyPermissionTree().find((m) => m.id === MODULE_IDS.configuration)!.subModules.map((s) => s.name)).toEqual(['Usuarios', 'Roles']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Recursos diseñados: una segunda instancia los sirve sin reiniciar', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresTemplate(templateFor(true)));
    a = await createCustomTestApp('postgres', { databaseUrl: database.url });
    b = await createCustomTestApp('postgres', { databaseUrl: database.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('a resource created on one instance is served by the other', async () => {
    const [adminA, adminB] = [await a.login(), await b.login()];
    const station = expectStatus<{ id: number }>(await a.call(adminA, { method: 'POST', url: '/api/gunpark/stations', payload: { name: 'Estación Sur', code: 'EST-DIS-2' } }), 201).data;
    expect((await b.call(adminB, { method: 'GET', url: `/api/designed/${NAME}` })).statusCode).toBe(404);
    expectStatus(await a.call(adminA, { method: 'POST', url: '/api/configuration/resources', payload: definition() }), 201);
    const until = Date.now() + 5_000;
    while ((await b.call(adminB, { method: 'GET', url: `/api/designed/${NAME}` })).statusCode !== 200) {
      if (Date.now() > until) throw new Error('the second instance did not load the resource');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expectStatus(await b.call(adminB, { method: 'POST', url: `/api/designed/${NAME}`, payload: { code: 'B-1', station: station.id, loadedOn: '2026-11-03' } }), 201);
    expect(expectStatus<{ code: string }[]>(await a.call(adminA, { method: 'GET', url: `/api/designed/${NAME}` }), 200).data.map((r) => r.code)).toEqual(['B-1']);
  });
});
