/**
 * Serves declarations that are not in the registry (fixture resources): each gets its table
 * from `tableFromDeclaration` (DDL by drizzle-kit, as a migration would) and its routes from
 * the engine, exactly as a registry entry does. The result plugs into `createCustomTestApp`.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { referenceTargetOf } from '../../server/db/schema';
import { tableFromDeclaration, type ResourceTable } from '../../server/db/tableFromDeclaration';
import { registerResourceRoutes } from '../../server/engine/crudRoutes';
import type { CustomTestAppOptions } from './testApp';

export function extraResources(declarations: readonly ResourceDeclaration[]): Required<Pick<CustomTestAppOptions, 'prepareDatabase' | 'extraRoutes'>> & { tables: Map<string, ResourceTable> } {
  const tables = new Map<string, ResourceTable>();
  // In order, like the registry: a declaration may reference an earlier one or any registry resource.
  for (const declaration of declarations) {
    tables.set(declaration.name, tableFromDeclaration(declaration, (name) => {
      const target = tables.get(name)?.id ?? referenceTargetOf(name)?.id;
      if (!target) throw new Error(`${declaration.name} references an unknown resource: ${name}`);
      return target;
    }));
  }
  return {
    tables,
    prepareDatabase: async (database) => {
      const empty = generateDrizzleJson({});
      const schema = generateDrizzleJson(Object.fromEntries(tables), empty.id);
      for (const statement of await generateMigration(empty, schema)) await database.rawQuery(statement);
    },
    extraRoutes: (app, ctx) => {
      for (const declaration of declarations) registerResourceRoutes(app, ctx, declaration, {}, tables.get(declaration.name));
    },
  };
}
