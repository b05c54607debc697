/**
 * `GET rrhh/assigned-assets/{id}`: the guns and vehicles an officer holds now (active
 * assignments), for the officer's record. Access: the RRHH read rule, like the record.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RRHH_ACCESS } from '../../../resources/officers/access';
import { gunAssignments, guns, officers, vehicleAssignments, vehicles } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';

const item = (fields: string[]) => ({
  type: 'array',
  items: { type: 'object', properties: Object.fromEntries([['id', { type: 'integer' }], ['assignmentId', { type: 'integer' }], ['startDate', { type: 'string' }], ['assignmentType', { type: 'integer' }], ...fields.map((f) => [f, { type: ['string', 'null'] }])]) },
});

export function registerAssignedAssetsRoute(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: number } }>('/api/rrhh/assigned-assets/:id', {
    config: { access: RRHH_ACCESS.read },
    schema: {
      tags: ['Recursos Humanos'],
      summary: 'Armas (marca, modelo, serial) y vehículos (marca, modelo, placa) asignados hoy al funcionario',
      params: idParamsSchema,
      response: { 200: envelopeSchema({ type: 'object', properties: { gun: item(['codeGun', 'brand', 'model', 'serial']), vehicle: item(['codeVehicle', 'brand', 'model', 'plate']) } }), 404: errorSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    const [officer] = await ctx.db.select({ id: officers.id }).from(officers).where(eq(officers.id, id)).limit(1);
    if (!officer) throw notFound('Funcionario no encontrado');
    const [heldGuns, heldVehicles] = await Promise.all([
      ctx.db
        .select({ id: guns.id, assignmentId: gunAssignments.id, startDate: gunAssignments.startDate, assignmentType: gunAssignments.assignmentType, codeGun: guns.codeGun, brand: guns.brand, model: guns.model, serial: guns.serial })
        .from(gunAssignments)
        .innerJoin(guns, eq(guns.id, gunAssignments.gunId))
        .where(and(eq(gunAssignments.policeId, id), eq(gunAssignments.active, true)))
        .orderBy(asc(gunAssignments.startDate), asc(gunAssignments.id)),
      ctx.db
        .select({ id: vehicles.id, assignmentId: vehicleAssignments.id, startDate: vehicleAssignments.startDate, assignmentType: vehicleAssignments.assignmentType, codeVehicle: vehicles.codeVehicle, brand: vehicles.brand, model: vehicles.model, plate: vehicles.plate })
        .from(vehicleAssignments)
        .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
        .where(and(eq(vehicleAssignments.policeId, id), eq(vehicleAssignments.active, true)))
        .orderBy(asc(vehicleAssignments.startDate), asc(vehicleAssignments.id)),
    ]);
    // The spec's names (RRHH §3.10): gun[] and vehicle[].
    return ok({ gun: heldGuns, vehicle: heldVehicles });
  });
}
