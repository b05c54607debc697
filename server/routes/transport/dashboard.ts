/**
 * Vehicle dashboard (spec 3 §2.12, §3.13, §7.3b): every endpoint computed from the
 * vehicles, stations and vehicle assignments tables. Decisions where the spec is silent:
 * - maintenance: vehiclesNeedingMaintenance are out of operation or in status 3
 *   'En Mantenimiento'; vehiclesInGoodCondition are operable and neither in maintenance
 *   nor 4 'Fuera de Servicio'; averageEfficiency is the share (%) in good condition;
 * - year distribution: the 10 model years with the most vehicles, oldest first;
 * - most used vehicles: the most assignments over their whole history.
 */
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRANSPORT_ACCESS } from '../../../resources/vehicles/access';
import { SERVICES } from '../../catalogues/services';
import { TYPE_VEHICLE } from '../../catalogues/transport';
import { stations, vehicleAssignments, vehicles } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import {
  booleanDistribution, distribution, labelCountsSchema, monthlyAssignments, monthlySchema, mostAssigned, numbersSchema, percentage, stationDistribution, TOP,
} from '../gunpark/dashboardQueries';
import { registerDashboardRoutes, type DashboardEndpoint } from '../gunpark/dashboard';

const STATUS_AVAILABLE = 1;
const STATUS_MAINTENANCE = 3;
const STATUS_OUT_OF_SERVICE = 4;
const tags = ['Estadísticas de Vehículos'];

export async function vehicleStats(ctx: Pick<AppContext, 'db'>) {
  const [[row], [assigned]] = await Promise.all([
    ctx.db.select({
      total: count(),
      operational: sql<number>`count(*) filter (where ${vehicles.operability})`.mapWith(Number),
      inspected: sql<number>`count(*) filter (where ${vehicles.inspected})`.mapWith(Number),
      available: sql<number>`count(*) filter (where ${vehicles.status} = ${STATUS_AVAILABLE})`.mapWith(Number),
      inStation: sql<number>`count(${vehicles.station})`.mapWith(Number),
    }).from(vehicles),
    ctx.db.select({ n: count() }).from(vehicleAssignments).where(eq(vehicleAssignments.active, true)),
  ]);
  const totalVehicles = Number(row.total);
  return {
    totalVehicles,
    operationalVehicles: row.operational,
    nonOperationalVehicles: totalVehicles - row.operational,
    activeAssignments: Number(assigned.n),
    availableVehicles: row.available,
    inspectedVehicles: row.inspected,
    stationAssignments: row.inStation,
    operationalPercentage: percentage(row.operational, totalVehicles),
  };
}

export async function vehicleMaintenanceStats(ctx: Pick<AppContext, 'db'>) {
  const [row] = await ctx.db.select({
    total: count(),
    needing: sql<number>`count(*) filter (where not ${vehicles.operability} or ${vehicles.status} = ${STATUS_MAINTENANCE})`.mapWith(Number),
    good: sql<number>`count(*) filter (where ${vehicles.operability} and ${vehicles.status} not in (${STATUS_MAINTENANCE}, ${STATUS_OUT_OF_SERVICE}))`.mapWith(Number),
  }).from(vehicles);
  return { vehiclesNeedingMaintenance: row.needing, vehiclesInGoodCondition: row.good, averageEfficiency: percentage(row.good, Number(row.total)) };
}

async function yearDistribution(ctx: Pick<AppContext, 'db'>) {
  const n = count();
  const rows = await ctx.db.select({ year: vehicles.year, n }).from(vehicles).where(isNotNull(vehicles.year)).groupBy(vehicles.year).orderBy(desc(n), desc(vehicles.year)).limit(TOP);
  return rows.sort((a, b) => Number(a.year) - Number(b.year)).map((r) => ({ label: String(r.year), count: Number(r.n) }));
}

/** Every endpoint of vehicle/dashboard/*, by path (the benchmark runs the same queries in process). */
export function vehicleDashboardEndpoints(ctx: Pick<AppContext, 'db'>): Record<string, DashboardEndpoint> {
  const db = ctx.db;
  const yesNo = (column: typeof vehicles.operability, labels: [string, string]) => () => booleanDistribution(db, vehicles, column, labels);
  return {
    stats: {
      summary: 'Totales: vehículos, operativos, no operativos, asignaciones activas, disponibles (estado 1), inspeccionados, en estaciones y % operativo',
      data: numbersSchema('totalVehicles', 'operationalVehicles', 'nonOperationalVehicles', 'activeAssignments', 'availableVehicles', 'inspectedVehicles', 'stationAssignments', 'operationalPercentage'),
      run: () => vehicleStats(ctx),
    },
    'vehicle-type-distribution': { summary: 'Vehículos por tipo', data: labelCountsSchema, run: () => distribution(db, vehicles, vehicles.typeVehicle, { catalog: TYPE_VEHICLE }) },
    'vehicle-brand-distribution': { summary: 'Las 10 marcas con más vehículos', data: labelCountsSchema, run: () => distribution(db, vehicles, vehicles.brand, { limit: TOP }) },
    'vehicle-year-distribution': { summary: 'Los 10 años de modelo con más vehículos (del más antiguo al más reciente)', data: labelCountsSchema, run: () => yearDistribution(ctx) },
    'vehicle-station-distribution': { summary: 'Las 10 estaciones con más vehículos', data: labelCountsSchema, run: () => stationDistribution(db, vehicles, stations) },
    'vehicle-operability-distribution': { summary: 'Vehículos operativos y no operativos', data: labelCountsSchema, run: yesNo(vehicles.operability, ['Operativo', 'No operativo']) },
    'vehicle-inspection-distribution': { summary: 'Vehículos inspeccionados y no inspeccionados', data: labelCountsSchema, run: yesNo(vehicles.inspected, ['Inspeccionado', 'No inspeccionado']) },
    'monthly-assignment-trends': {
      summary: 'Asignaciones iniciadas (count) y finalizadas (finished) por mes, últimos 12 meses',
      data: monthlySchema,
      run: () => monthlyAssignments(db, vehicleAssignments, vehicleAssignments.startDate, vehicleAssignments.endDate),
    },
    'most-used-vehicles': {
      summary: 'Los 10 vehículos con más asignaciones',
      data: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer' }, codeVehicle: { type: ['string', 'null'] }, brand: { type: ['string', 'null'] }, model: { type: ['string', 'null'] }, plate: { type: ['string', 'null'] }, assignments: { type: 'integer' }, active: { type: 'integer' } } },
      },
      run: () => mostAssigned(db, vehicleAssignments, vehicleAssignments.vehicleId, vehicles, { codeVehicle: vehicles.codeVehicle, brand: vehicles.brand, model: vehicles.model, plate: vehicles.plate }),
    },
    'maintenance-stats': {
      summary: 'Mantenimiento: vehículos que lo requieren, en buen estado y eficiencia promedio (% en buen estado)',
      data: numbersSchema('vehiclesNeedingMaintenance', 'vehiclesInGoodCondition', 'averageEfficiency'),
      run: () => vehicleMaintenanceStats(ctx),
    },
    'vehicle-service-distribution': { summary: 'Vehículos por servicio', data: labelCountsSchema, run: () => distribution(db, vehicles, vehicles.service, { catalog: SERVICES }) },
  };
}

export function registerVehicleDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerDashboardRoutes(app, '/api/vehicle/dashboard', TRANSPORT_ACCESS.read, tags, vehicleDashboardEndpoints(ctx));
}
