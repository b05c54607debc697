/**
 * The resources whose modules serve the spec's own paths (movements, permits, medical
 * reports) use the one declaration type but stay out of the registry. Their declaration
 * must still agree with the server: every declared field is a column of its table, and
 * every declared path answers with its method on the server and in the OpenAPI
 * description. A path renamed on one side only, or a field the table lacks, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnNameOf, type ResourcePaths } from '../../resources/engine/types';
import { moduleDeclarations } from '../../resources/modules';
import { resourceDeclarations } from '../../resources/registry';
import { createTestApp, type TestApp } from '../support/testApp';

/** The method of each kind of path (see ResourcePaths). */
const METHOD_OF: Record<keyof ResourcePaths, 'GET' | 'POST' | 'PUT' | 'DELETE'> = {
  list: 'GET',
  one: 'GET',
  save: 'POST',
  saveOtherKind: 'POST',
  create: 'POST',
  update: 'PUT',
  remove: 'DELETE',
  status: 'PUT',
  approve: 'POST',
  reject: 'POST',
  statistics: 'GET',
  report: 'GET',
  reportVerification: 'POST',
  verification: 'POST',
  byOfficer: 'GET',
};

describe('recursos con rutas propias del módulo: tabla, rutas y OpenAPI coinciden con la declaración', () => {
  let t: TestApp;
  let openApi: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demoData: false });
    await t.app.ready();
    openApi = (t.app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger().paths;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(moduleDeclarations.map((d) => [d.name, d] as const))('%s', async (name, declaration) => {
    expect(resourceDeclarations.map((d) => d.name), 'kept out of the registry').not.toContain(name);

    const columns = (await t.database.rawQuery('select column_name from information_schema.columns where table_name = $1', [declaration.table])).map((r) => String(r.column_name));
    expect(columns.length, `table ${declaration.table}`).toBeGreaterThan(0);
    for (const [field, spec] of Object.entries(declaration.fields)) expect(columns, `${declaration.table}.${field}`).toContain(columnNameOf(field, spec));

    const paths = Object.entries(declaration.paths ?? {}) as [keyof ResourcePaths, string][];
    expect(paths.length).toBeGreaterThan(0);
    for (const [kind, path] of paths) {
      const method = METHOD_OF[kind];
      const url = `/api/${path}`;
      expect(t.app.hasRoute({ method, url }), `${kind}: ${method} ${url}`).toBe(true);
      expect(Object.keys(openApi[url.replace(/:([a-zA-Z]+)/g, '{$1}')] ?? {}), `OpenAPI ${kind}: ${url}`).toContain(method.toLowerCase());
    }
  });
});
