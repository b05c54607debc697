/**
 * This instance's designed resources, in memory: for each stored definition its
 * declaration, table and the engine's handlers, which the fixed routes under
 * /api/designed/{name} look up per request. Loaded at start, and again whenever a
 * definition changes: the writing instance at once, every instance on the
 * `designed_resources` notification sent when the change commits (PGlite: in-process).
 */
import { asc } from 'drizzle-orm';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { setDesignedPermissionNodes, type DesignedPermissionNode } from '../../authProvider/moduleCatalogue';
import { declarationFromDefinition, designedNodeOf, type DesignedNode } from '../../resources/engine/declarationFromDefinition';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { resourceDefinitions } from '../db/designedSchema';
import type { AppContext } from '../engine/context';
import { listQuerySchemaOf } from '../engine/crudRoutes';
import { resourceEngine, type ResourceHandlers } from '../engine/resourceHandlers';
import { designedIndexName, designedTableOf } from './ddl';
import { keptListTotal } from './listTotal';

export const DESIGNED_CHANGED_CHANNEL = 'designed_resources';

export interface DesignedResource {
  name: string;
  version: number;
  definition: ResourceDefinition;
  /** The sub-module it added to the permission tree (null: it sits under an existing one). */
  permissionNode: number | null;
  node: DesignedNode;
  declaration: ResourceDeclaration;
  handlers: ResourceHandlers;
  /** Checks and types a list's query (filters by their fields' types), as Fastify does for built-in lists. */
  listQuery: ValidateFunction;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}

/** A stored definition's row, as the registry reads it. */
export type DefinitionRow = typeof resourceDefinitions.$inferSelect;

// With the formats Fastify's own validator knows (a date filter is checked as a date).
const queryAjv = addFormats(new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: false }));

/** The declaration, table and handlers of a stored definition. */
export function designedResourceOf(ctx: AppContext, row: DefinitionRow): DesignedResource {
  const definition = row.definition as ResourceDefinition;
  const node = designedNodeOf(definition, row.permissionNode);
  const declaration = declarationFromDefinition(definition, node);
  const table = designedTableOf(declaration);
  const handlers = resourceEngine(ctx, declaration, keptListTotal(ctx.db, declaration.table), table, (column) => designedIndexName(declaration.table, column, 'unique'));
  return {
    name: row.name,
    version: row.version,
    definition,
    permissionNode: row.permissionNode,
    node,
    declaration,
    handlers,
    listQuery: queryAjv.compile(listQuerySchemaOf(declaration)),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

export class DesignedRegistry {
  private resources = new Map<string, DesignedResource>();
  private loading: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly onChange: () => void,
    private readonly onFailure: (name: string, error: unknown) => void = () => undefined,
  ) {}

  get(name: string): DesignedResource | undefined {
    return this.resources.get(name);
  }

  all(): DesignedResource[] {
    return [...this.resources.values()];
  }

  /** Reads every stored definition again; calls made meanwhile run once more after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.again = false;
          await this.load();
        } while (this.again);
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private async load(): Promise<void> {
    const rows = await this.ctx.db.select().from(resourceDefinitions).orderBy(asc(resourceDefinitions.id));
    const nodes: DesignedPermissionNode[] = rows
      .filter((row) => row.permissionNode !== null)
      .map((row) => ({ module: (row.definition as ResourceDefinition).permission.module, id: row.permissionNode!, name: (row.definition as ResourceDefinition).label.many }));
    // The tree first: a node under an existing designed sub-module reads it.
    setDesignedPermissionNodes(nodes);
    const next = new Map<string, DesignedResource>();
    for (const row of rows) {
      const previous = this.resources.get(row.name);
      // An unchanged resource keeps its handlers (and their prepared statements).
      if (previous && previous.version === row.version && previous.updatedAt.getTime() === row.updatedAt.getTime()) {
        next.set(row.name, previous);
        continue;
      }
      try {
        next.set(row.name, designedResourceOf(this.ctx, row));
      } catch (error) {
        // One definition this release cannot serve (a reference to a resource since removed) leaves the others served.
        this.onFailure(row.name, error);
      }
    }
    this.resources = next;
    this.onChange();
  }
}

/** Loads the definitions and keeps them current on this instance. */
export async function startDesignedRegistry(app: FastifyInstance, ctx: AppContext): Promise<DesignedRegistry> {
  const registry = new DesignedRegistry(ctx, () => app.forgetSessions(), (name, error) => app.log.error({ err: error, resource: name }, 'designed resource not served'));
  await registry.reload();
  let heard = false;
  const stop = await ctx.database.listen(DESIGNED_CHANGED_CHANNEL, {
    onNotify: () => void registry.reload().catch((error: unknown) => app.log.error({ err: error }, 'designed resources reload failed')),
    // Listening again after a drop: a change may have been missed meanwhile.
    onListening: (listening) => {
      if (listening && heard) void registry.reload().catch((error: unknown) => app.log.error({ err: error }, 'designed resources reload failed'));
      heard ||= listening;
    },
  });
  app.addHook('onClose', async () => { await stop(); });
  return registry;
}
