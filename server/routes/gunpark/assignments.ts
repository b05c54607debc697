/**
 * What gun and vehicle assignments share (spec 3 §4.3): the declared CRUD routes plus
 * `PUT <path>/{id}/finish`, and the asset's status kept in step inside each write's
 * transaction. Decision where the spec is silent: an asset with an active assignment
 * reads 2 'En Uso'; when its last active assignment ends it goes back to 1 'Disponible',
 * unless staff set another status meanwhile (maintenance, out of service...).
 * A new assignment (or one moved to another asset) needs an operative asset in status 1
 * 'Disponible' (or a vehicle 'En Uso' by its crew; resources/guns/availability.ts): checked with the asset's row locked in the
 * write's transaction, else 409 with the reason. Every write locks the asset before the
 * assignment (lock order: docs/decisions.md, issue 26).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as yup from 'yup';
import { finishSchema } from '../../../resources/gunAssignments/finishValidation';
import { ASSIGNMENT_DATES_MESSAGE } from '../../../resources/gunAssignments/declaration';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { STATUS_AVAILABLE, STATUS_IN_USE, unassignableReason, type AssetKind } from '../../../resources/guns/availability';
import type { Catalog } from '../../catalogues/types';
import type { Database } from '../../db/client';
import { tableOf } from '../../db/schema';
import type { ResourceTable } from '../../db/tableFromDeclaration';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import { ApiError, badRequest, conflict, envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';


export const ASSIGNMENT_MESSAGES = {
  finished: 'Asignación finalizada exitosamente',
  deleted: 'Asignación eliminada exitosamente',
  updated: 'Asignación actualizada exitosamente',
  alreadyFinished: 'La asignación ya está finalizada',
} as const;

interface AssignmentSetup {
  declaration: ResourceDeclaration;
  /** The field of the assignment naming its asset ('gunId', 'vehicleId'). */
  assetField: string;
  /** The asset's resource ('guns', 'vehicles'). */
  assetResource: string;
  messages: { created: string };
  /** Which availability messages apply, and the asset's status catalogue (for the reason's label). */
  kind: AssetKind;
  statuses: Catalog;
}

/**
 * Locks the assets' rows, in id order, before the write touches the assignment: every
 * writer of an assignment (create, edit, finish, delete) takes its asset first, so two
 * writers on one asset queue here instead of deadlocking (the insert's foreign-key check
 * and this lock used to take the asset's row in opposite orders). Returns the rows read.
 */
async function lockAssets(tx: Database, setup: AssignmentSetup, assetIds: number[]) {
  const ids = [...new Set(assetIds.filter((id) => Number.isInteger(id)))].sort((a, b) => a - b);
  if (ids.length === 0) return new Map<number, { status: number | null; operability: boolean | null }>();
  const asset = tableOf(setup.assetResource) as ResourceTable & { id: PgColumn; status: PgColumn; operability: PgColumn };
  const rows = await tx.select({ id: asset.id, status: asset.status, operability: asset.operability }).from(asset)
    .where(inArray(asset.id, ids)).orderBy(asset.id).for('update');
  return new Map(rows.map((row) => [Number(row.id), { status: row.status as number | null, operability: row.operability as boolean | null }]));
}

/** Refuses (409) an asset that cannot be assigned; its row is locked (lockAssets) until the write commits. */
function assertAssignable(setup: AssignmentSetup, asset: { status: number | null; operability: boolean | null } | undefined) {
  if (!asset) return; // A missing asset is reported by the reference check.
  const reason = unassignableReason(setup.kind, asset, (key) => setup.statuses.find((s) => s.key === key)?.value);
  if (reason) throw conflict(reason);
}

/** Sets each asset's status from its active assignments (see the file comment). */
export async function syncAssetStatus(tx: Database, setup: AssignmentSetup, assetIds: number[]) {
  const ids = [...new Set(assetIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  const asset = tableOf(setup.assetResource) as ResourceTable & { id: PgColumn; status: PgColumn; version: PgColumn };
  const assignments = tableOf(setup.declaration.name) as ResourceTable & { active: PgColumn };
  const assetColumn = assignments[setup.assetField] as PgColumn;
  const inUse = sql`exists (select 1 from ${assignments} where ${assetColumn} = ${asset.id} and ${assignments.active})`;
  const status = sql`case when ${inUse} then ${STATUS_IN_USE} when ${asset.status} = ${STATUS_IN_USE} then ${STATUS_AVAILABLE} else ${asset.status} end`;
  await tx
    .update(asset)
    // A changed status is a new version: an asset form opened before it cannot put the old status back.
    .set({ status, version: sql`case when ${status} is distinct from ${asset.status} then ${asset.version} + 1 else ${asset.version} end` })
    .where(inArray(asset.id, ids));
}

export function registerAssignmentRoutes(app: FastifyInstance, ctx: AppContext, setup: AssignmentSetup) {
  const { declaration, assetField } = setup;
  const assetOf = (row: Record<string, unknown>) => Number(row[assetField]);
  const repository = registerResourceRoutes(app, ctx, declaration, {
    messages: { created: setup.messages.created, updated: ASSIGNMENT_MESSAGES.updated, deleted: ASSIGNMENT_MESSAGES.deleted },
    beforeStore: async (values, { previous, tx }) => {
      const next = { ...previous, ...values };
      await lockAssets(tx, setup, previous ? [assetOf(next), assetOf(previous)] : [assetOf(next)]);
    },
    // After the engine's checks (a second active assignment answers its own 409 first); the asset is locked already.
    afterWrite: async (row, { previous, tx }) => {
      if (row.active && (!previous || assetOf(previous) !== assetOf(row))) assertAssignable(setup, (await lockAssets(tx, setup, [assetOf(row)])).get(assetOf(row)));
      await syncAssetStatus(tx, setup, previous ? [assetOf(row), assetOf(previous)] : [assetOf(row)]);
    },
    // The row is still there while this runs: the status is set once it is gone, in the same transaction.
    onDelete: async (row, { tx }) => {
      await lockAssets(tx, setup, [assetOf(row)]);
      const assignments = tableOf(declaration.name);
      await tx.delete(assignments).where(eq(assignments.id, Number(row.id)));
      await syncAssetStatus(tx, setup, [assetOf(row)]);
    },
  });

  app.put<{ Params: { id: number } }>(`/api/${declaration.apiPath}/:id/finish`, {
    config: { access: declaration.access.update },
    schema: {
      tags: [declaration.label.many],
      summary: 'Finaliza una asignación activa: fecha de finalización (requerida) y observaciones',
      params: idParamsSchema,
      body: { type: 'object', properties: { endDate: { type: 'string', format: 'date' }, observations: { type: 'string' } } },
      response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    attachValidation: true,
  }, async (request) => {
    if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
    let input: yup.InferType<typeof finishSchema>;
    try {
      input = await finishSchema.validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof yup.ValidationError) throw badRequest([...new Set(error.errors)]);
      throw error;
    }
    const assignments = tableOf(declaration.name);
    const finished = await ctx.db.transaction(async (tx) => {
      const stored = await repository.findRaw(request.params.id, tx);
      if (!stored) throw notFound();
      if (!stored.active) throw conflict(ASSIGNMENT_MESSAGES.alreadyFinished);
      if (input.endDate < String(stored.startDate)) throw badRequest([ASSIGNMENT_DATES_MESSAGE]);
      await lockAssets(tx, setup, [assetOf(stored)]);
      const changes: Record<string, unknown> = { active: false, endDate: input.endDate, updatedAt: sql`now()` };
      if (input.observations) changes.observations = input.observations;
      const [row] = await tx.update(assignments).set(changes).where(and(eq(assignments.id, request.params.id), eq(assignments.active, true))).returning();
      if (!row) throw new ApiError(409, ASSIGNMENT_MESSAGES.alreadyFinished);
      await syncAssetStatus(tx, setup, [assetOf(row)]);
      return row;
    });
    const [presented] = await repository.present([finished]);
    return ok(presented, { message: ASSIGNMENT_MESSAGES.finished });
  });
  return repository;
}
