/**
 * The registry is the one source of a resource: its table and columns in the database,
 * its routes on the server and in the OpenAPI description, its sidebar entry and its
 * Spanish catalogue entries must all agree with the declaration. A declaration added
 * without its migration, or a route, menu group or label that drifts, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanishMessages } from '../../src/providers';
import { columnNameOf, exportPathOf } from '../../resources/engine/types';
import { moduleDeclarations } from '../../resources/modules';
import { resourceDeclarations } from '../../resources/registry';
import { modulePages } from '../../src/modulePages';
import { MENU_GROUPS } from '../../resources/menuGroups';
import { groupViews } from '../../src/layout/menuConfig';
import { registryMenu } from '../../src/layout/registryMenu';
import { createTestApp, type TestApp } from '../support/testApp';

const admin = { id: 1, username: 'admin', name: 'Admin', email: 'a@b.c', isAdmin: true, role: null };

describe('registro de recursos: base de datos, rutas, OpenAPI, menú y catálogo coinciden', () => {
  let t: TestApp;
  let openApiPaths: string[];
  beforeAll(async () => {
    t = await createTestApp('pglite', { demoData: false });
    await t.app.ready();
    openApiPaths = Object.keys((t.app as unknown as { swagger: () => { paths: Record<string, unknown> } }).swagger().paths);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(resourceDeclarations.map((d) => [d.name, d] as const))('%s', async (_name, declaration) => {
    // Database: the table and one column per declared field.
    const columns = (await t.database.rawQuery('select column_name from information_schema.columns where table_name = $1', [declaration.table])).map((r) => String(r.column_name));
    expect(columns.length, `table ${declaration.table}`).toBeGreaterThan(0);
    for (const [name, field] of Object.entries(declaration.fields)) expect(columns, `${declaration.table}.${name}`).toContain(columnNameOf(name, field));

    // Server and API description: list, one record, create, update, delete, export and actions.
    const base = `/api/${declaration.apiPath}`;
    const routes: [string, string][] = [['GET', base], ['GET', `${base}/:id`], ['POST', base], ['PUT', `${base}/:id`], ['DELETE', `${base}/:id`]];
    if (declaration.exportFields) routes.push(['GET', `/api/${exportPathOf(declaration)}`]);
    for (const action of declaration.actions ?? []) routes.push([action.method ?? 'PATCH', `${base}/:id/${action.path}`]);
    for (const [method, url] of routes) {
      expect(t.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
      expect(openApiPaths, `OpenAPI ${url}`).toContain(url.replace(/:([a-zA-Z]+)/g, '{$1}'));
    }

    // Catalogue: the resource's name and every field's label.
    const messages = (spanishMessages.resources as Record<string, { name: string; fields: Record<string, string> }>)[declaration.name];
    expect(messages.name).toBe(`${declaration.label.one} |||| ${declaration.label.many}`);
    for (const [name, field] of Object.entries(declaration.fields)) expect(messages.fields[name], `label of ${name}`).toBe(field.label);

    // Menu: a declared entry belongs to a known group and shows (to an administrator) on the resource's route.
    if (declaration.menu) {
      expect(MENU_GROUPS.map((g) => g.key), `group of ${declaration.name}`).toContain(declaration.menu.group);
      const items = registryMenu(admin).flatMap((g) => g.items.map((i) => i.to));
      // A declaration with pages is reached through them (checked below); any other through its list.
      if (!declaration.pages) expect(items).toContain(`/home/${declaration.route ?? declaration.name}`);
    }
  });

  it('every declared menu group has its icon and own entries in the browser, and no other group is drawn', () => {
    expect(Object.keys(groupViews).sort()).toEqual(MENU_GROUPS.map((g) => g.key).sort());
    expect(registryMenu(admin).map((g) => g.key)).toEqual(MENU_GROUPS.map((g) => g.key));
  });

  it('every declared page has its component, its group, its Spanish entry and a route of its own', () => {
    const pages = [...moduleDeclarations, ...resourceDeclarations].flatMap((d) => (d.pages ?? []).map((page) => ({ declaration: d, page })));
    expect(pages.map(({ page }) => page.view).sort()).toEqual(Object.keys(modulePages).sort());
    const paths = pages.flatMap(({ page }) => page.paths);
    expect(new Set(paths).size, 'a route declared twice').toBe(paths.length);
    const registryRoutes = resourceDeclarations.map((d) => d.route ?? d.name);
    const sidebar = registryMenu(admin);
    for (const { declaration, page } of pages) {
      for (const path of page.paths) expect(registryRoutes, `${path} is also a registry route`).not.toContain(path);
      if (!page.menuLabel) continue;
      expect(translate(page.menuLabel), page.menuLabel).not.toBe(page.menuLabel);
      const group = sidebar.find((g) => g.key === declaration.menu?.group);
      expect(group?.items.map((i) => i.to), `${page.view} in ${declaration.menu?.group}`).toContain(`/home/${page.paths[0]}`);
    }
  });
});

/** The catalogue's text for a dotted key (the key itself when missing). */
function translate(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], spanishMessages);
  return typeof text === 'string' ? text : key;
}
