/**
 * Storing a definition and changing its table, in one transaction each: create (the
 * table with the definition), change (columns added, dropped after their data is
 * archived, indexes of flags) and delete (rows archived, table dropped, history kept).
 * Each stores a version row and notifies every instance when it commits.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { declarationFromDefinition, designedNodeOf } from '../../resources/engine/declarationFromDefinition';
import { columnNameOf } from '../../resources/engine/types';
import type { DefinitionField, ResourceDefinition } from '../../resources/engine/definitionSchema';
import type { Database } from '../db/client';
import { resourceDefinitions, resourceDefinitionVersions } from '../db/designedSchema';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { pgErrorCode } from '../lib/pgErrors';
import type { FileStorage } from '../lib/storage';
import { staleVersion } from '../lib/versioning';
import { archiveDesignedData } from './archive';
import { alterDesignedTable, createDesignedTable, designedRowCount, dropDesignedTable, hasNulls } from './ddl';
import { DESIGNED_CHANGED_CHANNEL, type DefinitionRow } from './registry';

export const DUPLICATE_RESOURCE = 'Ya existe un recurso con ese nombre';
/** At most this many designed resources (each is a table, a node and routes' work). */
export const MAX_DESIGNED_RESOURCES = 100;

const notify = (tx: Database, name: string) => tx.execute(sql`select pg_notify(${DESIGNED_CHANGED_CHANNEL}, ${name})`);

/** The next version of a name: versions go on after a deleted resource of the same name (its history is kept). */
async function nextVersionOf(tx: Database, name: string): Promise<number> {
  const [last] = await tx.select({ version: resourceDefinitionVersions.version }).from(resourceDefinitionVersions)
    .where(eq(resourceDefinitionVersions.name, name)).orderBy(desc(resourceDefinitionVersions.version)).limit(1);
  return (last?.version ?? 0) + 1;
}

export async function createDefinition(db: Database, definition: ResourceDefinition, author: string): Promise<DefinitionRow> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: resourceDefinitions.id }).from(resourceDefinitions).where(eq(resourceDefinitions.name, definition.name)).limit(1);
      if (taken) throw conflict(DUPLICATE_RESOURCE);
      const [{ n }] = await tx.select({ n: count() }).from(resourceDefinitions);
      if (n >= MAX_DESIGNED_RESOURCES) throw badRequest([`No se pueden definir más de ${MAX_DESIGNED_RESOURCES} recursos`]);
      const version = await nextVersionOf(tx, definition.name);
      let permissionNode: number | null = null;
      if (definition.permission.subModule === undefined) {
        const [node] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval('designed.permission_node_ids')::int as id`));
        permissionNode = Number(node.id);
      }
      const [row] = await tx.insert(resourceDefinitions).values({ name: definition.name, version, definition, permissionNode, createdBy: author, updatedBy: author }).returning();
      await tx.insert(resourceDefinitionVersions).values({ name: definition.name, version, definition, author });
      await createDesignedTable(tx, declarationFromDefinition(definition, designedNodeOf(definition, permissionNode)));
      await notify(tx, definition.name);
      return row;
    });
  } catch (error) {
    // Two creations of one name at once: the second meets the unique name (or the table).
    if (pgErrorCode(error) === '23505' || pgErrorCode(error) === '42P07') throw conflict(DUPLICATE_RESOURCE);
    throw error;
  }
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function lockedRow(tx: Database, name: string): Promise<DefinitionRow> {
  const [row] = await tx.select().from(resourceDefinitions).where(eq(resourceDefinitions.name, name)).for('update').limit(1);
  if (!row) throw notFound('Recurso no encontrado.');
  return row;
}

/** What a change may not do to a field that stays (its column would no longer mean the same). */
function fieldChangeProblem(name: string, before: DefinitionField, after: DefinitionField): string | null {
  if (before.type !== after.type) return `Campo "${name}": no se puede cambiar su tipo; quítelo y agregue uno nuevo`;
  if (before.catalog !== after.catalog) return `Campo "${name}": no se puede cambiar su catálogo`;
  if (before.reference?.resource !== after.reference?.resource) return `Campo "${name}": no se puede cambiar el recurso referenciado`;
  return null;
}

export interface ChangeResult {
  row: DefinitionRow;
  archive: string | null;
}

export async function changeDefinition(
  db: Database,
  storage: FileStorage,
  name: string,
  change: { version: number; definition: ResourceDefinition; confirm?: string },
  author: string,
): Promise<ChangeResult> {
  const { definition } = change;
  if (definition.name !== name) throw badRequest(['El nombre de un recurso no se puede cambiar']);
  try {
    return await db.transaction(async (tx) => {
      const stored = await lockedRow(tx, name);
      if (stored.version !== change.version) throw staleVersion();
      const previous = stored.definition as ResourceDefinition;
      if (JSON.stringify(previous.permission) !== JSON.stringify(definition.permission)) throw badRequest(['El lugar del recurso en el árbol de permisos no se puede cambiar']);
      const problems: string[] = [];
      for (const [field, after] of Object.entries(definition.fields)) {
        const before = previous.fields[field];
        const problem = before ? fieldChangeProblem(field, before, after) : null;
        if (problem) problems.push(problem);
      }
      if (problems.length) throw badRequest(problems);
      const before = declarationFromDefinition(previous, designedNodeOf(previous, stored.permissionNode));
      const after = declarationFromDefinition(definition, designedNodeOf(definition, stored.permissionNode));
      const removed = Object.keys(previous.fields).filter((field) => !definition.fields[field]);
      const added = Object.keys(definition.fields).filter((field) => !previous.fields[field]);
      const rows = await designedRowCount(tx, before.table);
      if (rows > 0) {
        if (removed.length && change.confirm !== name) {
          throw badRequest([`Quitar ${removed.map((f) => `"${previous.fields[f].label}"`).join(', ')} borra sus datos de ${rows} registro(s): confirme escribiendo el nombre del recurso (${name})`]);
        }
        for (const field of added) {
          const declared = definition.fields[field];
          if (declared.rules?.required && (declared.default === undefined || declared.default === null)) {
            problems.push(`Campo "${field}": un campo requerido nuevo necesita un valor por defecto, pues ya hay registros`);
          }
        }
        for (const [field, declared] of Object.entries(definition.fields)) {
          if (previous.fields[field] && !previous.fields[field].rules?.required && declared.rules?.required && declared.type !== 'boolean'
            && (await hasNulls(tx, before.table, columnNameOf(field)))) {
            problems.push(`Campo "${field}": hay registros sin valor; no puede volverse requerido`);
          }
        }
        if (problems.length) throw badRequest(problems);
      }
      const archive = removed.length && rows > 0 ? await archiveDesignedData(tx, storage, before, { fields: removed, reason: `v${stored.version}-campos` }) : null;
      await alterDesignedTable(tx, before, after);
      const version = stored.version + 1;
      const [row] = await tx.update(resourceDefinitions)
        .set({ version, definition, updatedAt: sql`now()`, updatedBy: author })
        .where(and(eq(resourceDefinitions.id, stored.id), eq(resourceDefinitions.version, stored.version)))
        .returning();
      await tx.insert(resourceDefinitionVersions).values({ name, version, definition, author, archive });
      await notify(tx, name);
      return { row, archive };
    });
  } catch (error) {
    // A field made unique over rows that repeat a value.
    if (pgErrorCode(error) === '23505') throw badRequest(['Hay registros con valores repetidos en un campo que se quiere hacer único']);
    throw error;
  }
}

export async function deleteDefinition(db: Database, storage: FileStorage, name: string, author: string): Promise<{ version: number; archive: string }> {
  return db.transaction(async (tx) => {
    const stored = await lockedRow(tx, name);
    const definition = stored.definition as ResourceDefinition;
    const declaration = declarationFromDefinition(definition, designedNodeOf(definition, stored.permissionNode));
    // Written first: the rows are in the file before the table goes.
    const archive = await archiveDesignedData(tx, storage, declaration, { reason: `v${stored.version}-recurso` });
    await dropDesignedTable(tx, declaration.table);
    await tx.delete(resourceDefinitions).where(eq(resourceDefinitions.id, stored.id));
    const version = stored.version + 1;
    await tx.insert(resourceDefinitionVersions).values({ name, version, definition: null, author, archive });
    await notify(tx, name);
    return { version, archive };
  });
}

export async function definitionVersions(db: Database, name: string) {
  return db.select({ version: resourceDefinitionVersions.version, at: resourceDefinitionVersions.at, author: resourceDefinitionVersions.author, archive: resourceDefinitionVersions.archive })
    .from(resourceDefinitionVersions).where(eq(resourceDefinitionVersions.name, name)).orderBy(desc(resourceDefinitionVersions.version));
}
