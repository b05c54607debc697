/**
 * A permission that guards an action guards its fields on every route (issue 26): the
 * matrix of every declared state action × every route that can write its fields × a role
 * with and without the action (made through the roles API with exactly the nodes needed),
 * and a decided value written from a state its action does not start from. Generated from
 * the registry: a new action is in the matrix as soon as it is declared.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { columnNameOf, type ResourceDeclaration } from '../../resources/engine/types';
import { resourceDeclarations } from '../../resources/registry';
import { createUser, expectStatus, uniqueLetters } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { cellsOf, treeWithPaths, type Cell } from './actionFieldCells';
import { icapBody } from './disciplinaryFixture';
import { evaluationBody, newsBody, studentBody } from './educationFixture';
import { demoOfficers } from './gunparkFixture';

type Values = Record<string, unknown>;

/**
 * A body that creates a valid record of each resource with actions (its officers given),
 * and the fields its server sets on create whatever the body says.
 */
const RECORDS: Record<string, { body: (officers: number[]) => Values; setOnCreate?: string[] }> = {
  students: { body: () => studentBody() },
  evaluations: { body: ([a, b]) => evaluationBody(a, b) },
  news: { body: () => newsBody() },
  disciplinaryCases: { body: () => icapBody(), setOnCreate: ['statusDisciplinary'] },
};

const declaredFields = (d: ResourceDeclaration, record: Values) => Object.fromEntries(Object.keys(d.fields).filter((f) => f in record).map((f) => [f, record[f]]));

const withActions = resourceDeclarations.filter((d) => (d.actions ?? []).length > 0);
/** The cells, built with placeholder officer ids (the bodies' other values do not decide a cell). */
const CELLS: Cell[] = withActions.filter((d) => RECORDS[d.name]).flatMap((d) => cellsOf(d, RECORDS[d.name].body([1, 2]), RECORDS[d.name].setOnCreate));

it('has a record body for every resource that declares actions', () => {
  expect(withActions.map((d) => d.name).filter((name) => !RECORDS[name])).toEqual([]);
});

it('covers every declared action with cells with and without its permission', () => {
  for (const declaration of withActions) for (const action of declaration.actions!) {
    expect(CELLS.some((c) => c.declaration === declaration && c.action === action && c.expected.status < 300), `${declaration.name}.${action.path}`).toBe(true);
  }
  expect(CELLS.filter((c) => c.expected.status === 403).length).toBeGreaterThan(0);
  expect(CELLS.filter((c) => c.expected.status === 409).length).toBeGreaterThan(0);
});

describeOnEachDatabase('Campos de las acciones: matriz de permisos por ruta', (kind) => {
  let t: TestApp;
  let admin: string;
  let officers: number[];
  const tokens = new Map<string, Promise<string>>();

  /** A user whose role holds exactly these nodes (one role per set of nodes). */
  const tokenFor = (cell: Cell) => {
    const key = JSON.stringify(cell.paths);
    if (!tokens.has(key)) {
      tokens.set(key, (async () => {
        const role = expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/roles', payload: { roleName: `Rol matriz ${uniqueLetters()}`, active: true, data: treeWithPaths(cell.paths) } }), 201).data;
        const user = await createUser(t, admin, { roleId: role.id });
        return t.login(user.username, user.password);
      })());
    }
    return tokens.get(key)!;
  };
  const bodyOf = (d: ResourceDeclaration) => RECORDS[d.name].body(officers);
  const read = async (d: ResourceDeclaration, id: number) => expectStatus<Values>(await t.call(admin, { method: 'GET', url: `/api/${d.apiPath}/${id}` }), 200).data;
  const count = async (d: ResourceDeclaration) => Number((await t.database.rawQuery(`select count(*)::int as n from ${d.table}`))[0].n);
  const fieldsOf = (row: Values, cell: Cell) => Object.fromEntries(Object.keys(cell.values).map((f) => [f, row[f] ?? null]));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
    officers = (await demoOfficers(t, 2)).map((o) => o.id);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(CELLS.map((cell) => [cell.name, cell] as const))('%s', async (_name, cell) => {
    const { declaration: d, route, expected } = cell;
    const token = await tokenFor(cell);
    if (route.method === 'POST') {
      const before = await count(d);
      const answer = await t.call(token, { method: 'POST', url: `/api/${d.apiPath}`, payload: { ...bodyOf(d), ...route.body(cell.values) } });
      const body = expectStatus<Values>(answer, expected.status);
      if (expected.status !== 201) {
        expect(await count(d)).toBe(before);
        return;
      }
      const plain = expectStatus<Values>(await t.call(admin, { method: 'POST', url: `/api/${d.apiPath}`, payload: bodyOf(d) }), 201).data;
      expect(fieldsOf(await read(d, Number(body.data.id)), cell)).toEqual(expected.stored === 'written' ? cell.values : fieldsOf(plain, cell));
      return;
    }
    const created = expectStatus<Values>(await t.call(admin, { method: 'POST', url: `/api/${d.apiPath}`, payload: bodyOf(d) }), 201).data;
    const id = Number(created.id);
    for (const [field, value] of Object.entries(cell.state)) {
      await t.database.rawQuery(`update ${d.table} set ${columnNameOf(field, d.fields[field])} = $1 where id = $2`, [value, id]);
    }
    const record = await read(d, id);
    const before = fieldsOf(record, cell);
    // An edit sends the whole record with the change, as the edit forms do.
    const payload = route.method === 'PUT' && route.path.endsWith('/:id') ? { ...declaredFields(d, record), ...route.body(cell.values) } : route.body(cell.values);
    const answer = await t.call(token, { method: route.method, url: `/api/${route.path.replace(':id', String(id))}`, payload });
    const body = expectStatus(answer, expected.status);
    if (expected.message) expect(body.message).toBe(expected.message);
    if (expected.errors) expect(body.errors).toEqual(expected.errors);
    expect(fieldsOf(await read(d, id), cell)).toEqual(expected.stored === 'written' ? cell.values : before);
  }, 60_000);
});
