/**
 * Initialization data (spec 1 §3.6, §7 GET data-init): needs a session; key/value lists,
 * dependencies with sub-dependencies, the 24 states with municipalities and parishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, TEST_VERSION, type TestApp } from '../support/testApp';

interface Item { key: number | string; value: string }
interface Dependency extends Item { subDependencies: Item[] }
interface State { id_estado: number; estado: string; municipios: { municipio: string; parroquias: string[] }[] }
interface DataInit {
  version: string;
  rrhh: Record<string, Item[]> & { dependencies: Dependency[] };
  configuration: Record<string, Item[]>;
  states: State[];
  disciplinary: Record<string, Item[]>;
}

const RRHH_LISTS = [
  'gender', 'bloodType', 'range', 'condition', 'psychomotricity', 'skinColor', 'hairColor', 'eyeColor', 'shirtSize', 'pantSize',
  'capSize', 'shoesSize', 'typeProfesionality', 'parentage', 'civilState', 'statusIn', 'position', 'typeRegister', 'typeOfDuration',
  'typeImage', 'services', 'typeServices', 'currentPositions', 'housingType', 'dependencies',
];
const CONFIGURATION_LISTS = ['rangeAdmin', 'typeUser', 'typeDocument'];

function expectKeyValueList(list: unknown, name: string) {
  expect(Array.isArray(list), `${name} is a list`).toBe(true);
  const items = list as Item[];
  expect(items.length, `${name} is not empty`).toBeGreaterThan(0);
  for (const item of items) {
    expect(['number', 'string'], `${name} key`).toContain(typeof item.key);
    expect(typeof item.value, `${name} value`).toBe('string');
    expect(item.value.trim().length, `${name} value`).toBeGreaterThan(0);
  }
  expect(new Set(items.map((i) => i.key)).size, `${name} keys are unique`).toBe(items.length);
}

describeOnEachDatabase('API data-init', (kind) => {
  let t: TestApp;
  let data: DataInit;
  let versionHeader: unknown;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const response = await t.call(await t.login('mgonzalez'), { method: 'GET', url: '/api/data-init' });
    data = expectStatus<DataInit>(response, 200).data;
    versionHeader = response.headers['x-app-version'];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a session: 401 without a token or with a bad one', async () => {
    expect(envelope(await t.call(null, { method: 'GET', url: '/api/data-init' }))).toEqual({ statusCode: 401, message: 'No autenticado. Inicia sesión para continuar.' });
    expectStatus(await t.call('no-es-un-token', { method: 'GET', url: '/api/data-init' }), 401);
  });

  it('is open to any signed-in user, whatever the role', async () => {
    for (const username of ['jperez', 'crodriguez']) expectStatus(await t.call(await t.login(username), { method: 'GET', url: '/api/data-init' }), 200);
  });

  it('carries the system version, the same as the version header', () => {
    expect(data.version).toBe(TEST_VERSION);
    expect(versionHeader).toBe(TEST_VERSION);
  });

  describe('rrhh', () => {
    it.each(RRHH_LISTS)('%s is a list of {key, value}', (name) => {
      expectKeyValueList(data.rrhh[name], `rrhh.${name}`);
    });

    it('gender lists Masculino and Femenino', () => {
      expect(data.rrhh.gender.map((g) => g.value)).toEqual(expect.arrayContaining(['Masculino', 'Femenino']));
    });

    it('every dependency carries its sub-dependencies as {key, value}', () => {
      for (const dependency of data.rrhh.dependencies) {
        expect(Array.isArray(dependency.subDependencies), dependency.value).toBe(true);
        if (dependency.subDependencies.length) expectKeyValueList(dependency.subDependencies, `subDependencies of ${dependency.value}`);
      }
      expect(data.rrhh.dependencies.filter((d) => d.subDependencies.length > 0).length).toBeGreaterThan(0);
      expect(data.rrhh.dependencies.find((d) => d.value === 'Dirección de Recursos Humanos')?.subDependencies.map((s) => s.value)).toContain('División de Nómina');
    });
  });

  it.each(CONFIGURATION_LISTS)('configuration.%s is a list of {key, value}', (name) => {
    expectKeyValueList(data.configuration[name], `configuration.${name}`);
  });

  it('the disciplinary lists come from the same source', () => {
    for (const name of ['typeRegister', 'status', 'type', 'decision']) expectKeyValueList(data.disciplinary[name], `disciplinary.${name}`);
  });

  describe('states', () => {
    it('lists the 24 states {id_estado, estado, municipios}', () => {
      expect(data.states).toHaveLength(24);
      expect(new Set(data.states.map((s) => s.id_estado)).size).toBe(24);
      for (const state of data.states) {
        expect(Object.keys(state).sort()).toEqual(['estado', 'id_estado', 'municipios']);
        expect(typeof state.id_estado).toBe('number');
        expect(state.municipios.length, state.estado).toBeGreaterThan(0);
      }
      expect(data.states.map((s) => s.estado)).toEqual(expect.arrayContaining(['Amazonas', 'Zulia', 'Distrito Capital']));
    });

    it('each municipality carries its parishes', () => {
      const municipalities = data.states.flatMap((s) => s.municipios);
      for (const municipality of municipalities) {
        expect(Object.keys(municipality).sort()).toEqual(['municipio', 'parroquias']);
        expect(Array.isArray(municipality.parroquias)).toBe(true);
      }
      expect(municipalities).toHaveLength(335);
      expect(municipalities.reduce((sum, m) => sum + m.parroquias.length, 0)).toBe(1139);
      const capital = data.states.find((s) => s.estado === 'Distrito Capital')!;
      expect(capital.municipios.find((m) => m.municipio === 'Libertador')?.parroquias).toContain('Catedral');
    });
  });
});
