/**
 * Transport routes (spec 3 §7.2, §7.4): vehicles and vehicle assignments from their
 * declarations, the case pickers by code and plate, and the vehicle dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { vehicleAssignmentsDeclaration } from '../../../resources/vehicleAssignments/declaration';
import { TRANSPORT_ACCESS } from '../../../resources/vehicles/access';
import { vehiclesDeclaration } from '../../../resources/vehicles/declaration';
import { TYPE_OF_STATUS_VEHICLE } from '../../catalogues/transport';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import { registerAssignmentRoutes } from '../gunpark/assignments';
import { registerPickerRoutes } from '../gunpark/pickers';
import { registerAssignedAssetsRoute } from './assignedAssets';
import { registerVehicleDashboardRoutes } from './dashboard';

export function registerTransportRoutes(app: FastifyInstance, ctx: AppContext) {
  const vehicleRepository = registerResourceRoutes(app, ctx, vehiclesDeclaration, {
    messages: { created: 'Vehículo creado exitosamente', updated: 'Vehículo actualizado exitosamente', deleted: 'Vehículo eliminado exitosamente' },
    inUseMessage: 'No se puede eliminar el vehículo: tiene asignaciones registradas',
  });
  registerAssignmentRoutes(app, ctx, {
    declaration: vehicleAssignmentsDeclaration,
    assetField: 'vehicleId',
    assetResource: 'vehicles',
    messages: { created: 'Vehículo asignado exitosamente' },
    kind: 'vehicle',
    statuses: TYPE_OF_STATUS_VEHICLE,
  });
  registerPickerRoutes(app, ctx.db, vehicleRepository, TRANSPORT_ACCESS.picker, [vehiclesDeclaration.label.many], [
    { path: '/api/vehicle/search/:code', param: 'code', field: 'codeVehicle', summary: 'Busca un vehículo por su código exacto (selector de casos)', messages: { required: 'El código del vehículo es requerido', notFound: 'No se encontró el vehículo' } },
    { path: '/api/vehicle/search/plate/:plate', param: 'plate', field: 'plate', summary: 'Busca un vehículo por su placa exacta (selector de casos)', messages: { required: 'La placa es requerida', notFound: 'No se encontró el vehículo con esa placa' } },
  ]);
  registerVehicleDashboardRoutes(app, ctx);
  registerAssignedAssetsRoute(app, ctx);
}
