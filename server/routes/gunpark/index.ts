/**
 * Weapons park routes (spec 3 §7.2, §7.3): stations, guns and their officer assignments
 * come from their declarations; on top of them the station assign / unassign calls, the
 * case pickers and the dashboard.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gunAssignmentsDeclaration } from '../../../resources/gunAssignments/declaration';
import { GUNPARK_ACCESS } from '../../../resources/guns/access';
import { gunsDeclaration } from '../../../resources/guns/declaration';
import { stationsDeclaration } from '../../../resources/stations/declaration';
import { TYPE_STATUS_GUN } from '../../catalogues/gunpark';
import { gunAssignments, guns, officers, stations } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import type { Row } from '../../engine/repository';
import { ApiError, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { registerAssignmentRoutes } from './assignments';
import { registerGunDashboardRoutes } from './dashboard';
import { registerPickerRoutes } from './pickers';

export const GUNPARK_MESSAGES = {
  stationInUse: 'No se puede eliminar la estación: tiene armas o vehículos asociados',
  gunInUse: 'No se puede eliminar el arma: tiene asignaciones registradas',
  gunAssigned: 'Arma asignada exitosamente',
  gunUnassigned: 'Arma desasignada exitosamente',
  notInStation: 'El arma no está asignada a esta estación',
  stationNotFound: 'No se encontró la estación',
  gunNotFound: 'No se encontró el arma',
} as const;

/** Each gun's active officer assignment (at most one), or null: the `activeAssignment` field of every gun answer. */
async function activeAssignments(ctx: AppContext, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => Number(r.id));
  const active = await ctx.db
    .select({
      id: gunAssignments.id, gunId: gunAssignments.gunId, startDate: gunAssignments.startDate, assignmentType: gunAssignments.assignmentType,
      policeId: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname,
    })
    .from(gunAssignments)
    .innerJoin(officers, eq(officers.id, gunAssignments.policeId))
    .where(and(inArray(gunAssignments.gunId, ids), eq(gunAssignments.active, true)));
  const byGun = new Map(active.map((a) => [Number(a.gunId), a]));
  return ids.map((id) => {
    const a = byGun.get(id);
    return {
      activeAssignment: a
        ? { id: a.id, startDate: a.startDate, assignmentType: a.assignmentType, police: { id: a.policeId, identification: a.identification, firstName: a.firstName, firstLastname: a.firstLastname } }
        : null,
    };
  });
}

const stationGunParams = {
  type: 'object',
  required: ['stationId', 'gunId'],
  properties: { stationId: { type: 'integer', minimum: 1 }, gunId: { type: 'integer', minimum: 1 } },
} as const;

export function registerGunparkRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, stationsDeclaration, {
    messages: { created: 'Estación creada exitosamente', updated: 'Estación actualizada exitosamente', deleted: 'Estación eliminada exitosamente' },
    inUseMessage: GUNPARK_MESSAGES.stationInUse,
  });
  const gunRepository = registerResourceRoutes(app, ctx, gunsDeclaration, {
    messages: { created: 'Arma creada exitosamente', updated: 'Arma actualizada exitosamente', deleted: 'Arma eliminada exitosamente' },
    inUseMessage: GUNPARK_MESSAGES.gunInUse,
    embed: (rows) => activeAssignments(ctx, rows),
  });
  registerAssignmentRoutes(app, ctx, {
    declaration: gunAssignmentsDeclaration, assetField: 'gunId', assetResource: 'guns', messages: { created: GUNPARK_MESSAGES.gunAssigned }, kind: 'gun', statuses: TYPE_STATUS_GUN,
  });

  const tags = [gunsDeclaration.label.many];
  registerPickerRoutes(app, ctx.db, gunRepository, GUNPARK_ACCESS.picker, tags, [
    { path: '/api/gunpark/guns/search/:code', param: 'code', field: 'codeGun', summary: 'Busca un arma por su código exacto (selector de casos)', messages: { required: 'El código del arma es requerido', notFound: 'No se encontró el arma' } },
    { path: '/api/gunpark/guns/search/serial/:serial', param: 'serial', field: 'serial', summary: 'Busca un arma por su serial exacto (selector de casos)', messages: { required: 'El serial es requerido', notFound: 'No se encontró el arma con ese serial' } },
  ]);

  // Station assignment of a gun (spec 3 §7.3): moves the gun into the station, or out of it.
  const moveGun = async (stationId: number, gunId: number, into: boolean) => {
    const [station] = await ctx.db.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)).limit(1);
    if (!station) throw notFound(GUNPARK_MESSAGES.stationNotFound);
    const [gun] = await ctx.db.select({ id: guns.id, station: guns.station }).from(guns).where(eq(guns.id, gunId)).limit(1);
    if (!gun) throw notFound(GUNPARK_MESSAGES.gunNotFound);
    if (!into && gun.station !== stationId) throw new ApiError(409, GUNPARK_MESSAGES.notInStation);
    const [updated] = await ctx.db.update(guns).set({ station: into ? stationId : null }).where(eq(guns.id, gunId)).returning();
    return (await gunRepository.present([updated as Row]))[0];
  };
  app.post<{ Params: { stationId: number; gunId: number } }>('/api/gunpark/stations/:stationId/assign/:gunId', {
    config: { access: GUNPARK_ACCESS.edit },
    schema: { tags, summary: 'Asigna un arma a la estación (cuerpo vacío)', params: stationGunParams, response: { 200: envelopeSchema(), 404: errorSchema } },
  }, async (request) => ok(await moveGun(request.params.stationId, request.params.gunId, true), { message: GUNPARK_MESSAGES.gunAssigned }));
  app.delete<{ Params: { stationId: number; gunId: number } }>('/api/gunpark/stations/:stationId/unassign/:gunId', {
    config: { access: GUNPARK_ACCESS.edit },
    schema: { tags, summary: 'Quita un arma de la estación', params: stationGunParams, response: { 200: envelopeSchema(), 404: errorSchema, 409: errorSchema } },
  }, async (request) => ok(await moveGun(request.params.stationId, request.params.gunId, false), { message: GUNPARK_MESSAGES.gunUnassigned }));

  registerGunDashboardRoutes(app, ctx);
}
