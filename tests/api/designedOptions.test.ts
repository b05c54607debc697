/**
 * A designed resource's reference choices (issue 29): whoever may create or edit its
 * records picks the referenced record through GET /api/designed/{name}/options/{field},
 * even without the referenced resource's own list; only `{id, <display>}` is answered;
 * a role without the resource's node, a field that is not a reference and an unknown
 * resource are refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emptyPermissionTree, MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { toggleNode } from '../../authProvider/permissions';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import { createUser, expectStatus, uniqueLetters } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { createOfficer } from './officersFixture';

const definition: ResourceDefinition = {
  name: 'station_visits',
  label: { one: 'Visita', many: 'Visitas a estaciones', gender: 'f' },
  fields: {
    station: { type: 'reference', label: 'Estación', reference: { resource: 'stations', display: 'name' }, rules: { required: {} }, list: true },
    visitor: { type: 'reference', label: 'Funcionario', reference: { resource: 'officers', display: 'identification' } },
    note: { type: 'text', label: 'Nota', list: true },
  },
  menu: { group: 'configuration' },
  permission: { module: MODULE_IDS.configuration },
};

describeOnEachDatabase('Opciones de las referencias de un recurso diseñado (issue 29)', (kind) => {
  let t: TestApp;
  let admin: string;
  const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

  /** A user whose role holds module 8 > the given sub-module (by name) only. */
  const userWithSub = async (subName: string) => {
    let tree = emptyPermissionTree();
    const mi = tree.findIndex((m) => m.id === MODULE_IDS.configuration);
    const si = tree[mi].subModules.findIndex((s) => s.name === subName);
    expect(si).toBeGreaterThan(-1);
    tree = toggleNode(tree, [mi, si]);
    const role = expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/roles', payload: { roleName: `Rol opciones ${uniqueLetters()}`, description: 'Prueba', active: true, data: tree } }), 201).data;
    const user = await createUser(t, admin, { roleId: role.id });
    return t.login(user.username, user.password);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    for (const [name, code] of [['Estación Oeste', 'EST-OPC-1'], ['Estación Este', 'EST-OPC-2']]) {
      expectStatus(await t.call(admin, { method: 'POST', url: '/api/gunpark/stations', payload: { name, code } }), 201);
    }
    expectStatus(await t.call(admin, { method: 'POST', url: '/api/configuration/resources', payload: definition }), 201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers the stations to a clerk of the resource who may not list stations', async () => {
    const clerk = await userWithSub('Visitas a estaciones');
    expect((await get(clerk, '/api/gunpark/stations')).statusCode).toBe(403);
    const options = expectStatus<Record<string, unknown>[]>(await get(clerk, '/api/designed/station_visits/options/station'), 200).data;
    expect(options.map((o) => o.name)).toEqual(expect.arrayContaining(['Estación Este', 'Estación Oeste']));
    for (const option of options) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    const found = expectStatus<Record<string, unknown>[]>(await get(clerk, '/api/designed/station_visits/options/station?search=oes'), 200).data;
    expect(found.map((o) => o.name)).toEqual(['Estación Oeste']);
    // The record is then created with the chosen station.
    const station = found[0].id;
    expectStatus(await t.call(clerk, { method: 'POST', url: '/api/designed/station_visits', payload: { station, note: 'Revisión' } }), 201);
  });

  it('offers officers by cédula or by the words of their name, with the names that tell them apart', async () => {
    const clerk = await userWithSub('Visitas a estaciones');
    const officer = await createOfficer(t, admin, { firstName: 'Zoraida', firstLastname: 'Quintero' });
    const byName = expectStatus<Record<string, unknown>[]>(await get(clerk, '/api/designed/station_visits/options/visitor?search=zoraida%20quint'), 200).data;
    expect(byName).toEqual([{ id: officer.id, identification: officer.identification, firstName: 'Zoraida', firstLastname: 'Quintero' }]);
    const byId = expectStatus<Record<string, unknown>[]>(await get(clerk, `/api/designed/station_visits/options/visitor?search=V-${officer.identification}`), 200).data;
    expect(byId.map((o) => o.id)).toEqual([officer.id]);
  });

  it('refuses a role without the node, a field that is no reference and an unknown resource', async () => {
    const other = await userWithSub('Usuarios');
    expect((await get(other, '/api/designed/station_visits/options/station')).statusCode).toBe(403);
    expect((await get(admin, '/api/designed/station_visits/options/note')).statusCode).toBe(404);
    expect((await get(admin, '/api/designed/station_visits/options/constructor')).statusCode).toBe(404);
    expect((await get(admin, '/api/designed/no_such_thing/options/station')).statusCode).toBe(404);
    expect((await get(admin, `/api/designed/station_visits/options/station?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
