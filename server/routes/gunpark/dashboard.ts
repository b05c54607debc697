/**
 * Weapons dashboard (spec 3 §2.12, §3.13, §7.3b): every endpoint computed from the guns,
 * stations and gun assignments tables. Decisions where the spec is silent:
 * - maintenanceNeeded: guns out of operation or whose status is 3 'En Mantenimiento';
 *   in good condition: operable and neither in maintenance nor 4 'Fuera de Servicio';
 * - most used guns: the most assignments over their whole history;
 * - station distribution: the 10 stations holding the most guns ('No especificado' for
 *   guns with no station).
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../../../authProvider/permissions';
import { GUNPARK_ACCESS } from '../../../resources/guns/access';
import { CALIBER, TYPE_GUN, TYPE_STATUS_GUN } from '../../catalogues/gunpark';
import { gunAssignments, guns, stations } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, ok } from '../../lib/envelope';
import { singleFlight } from '../../lib/singleFlight';
import {
  booleanDistribution, distribution, labelCountsSchema, monthlyAssignments, monthlySchema, mostAssigned, numbersSchema, percentage, stationDistribution, TOP,
} from './dashboardQueries';

const STATUS_MAINTENANCE = 3;
const STATUS_OUT_OF_SERVICE = 4;
const tags = ['Estadísticas de Armas'];

export async function gunStats(ctx: Pick<AppContext, 'db'>) {
  const [[gunCounts], [assigned], [stationCount]] = await Promise.all([
    ctx.db.select({
      total: count(),
      operational: sql<number>`count(*) filter (where ${guns.operability})`.mapWith(Number),
      inStation: sql<number>`count(${guns.station})`.mapWith(Number),
      maintenance: sql<number>`count(*) filter (where not ${guns.operability} or ${guns.status} = ${STATUS_MAINTENANCE})`.mapWith(Number),
    }).from(guns),
    ctx.db.select({ n: count() }).from(gunAssignments).where(eq(gunAssignments.active, true)),
    ctx.db.select({ n: count() }).from(stations),
  ]);
  const totalGuns = Number(gunCounts.total);
  return {
    totalGuns,
    operationalGuns: gunCounts.operational,
    nonOperationalGuns: totalGuns - gunCounts.operational,
    officerAssignments: Number(assigned.n),
    stationAssignments: gunCounts.inStation,
    totalStations: Number(stationCount.n),
    operationalPercentage: percentage(gunCounts.operational, totalGuns),
    maintenanceNeeded: gunCounts.maintenance,
  };
}

export async function gunMaintenanceStats(ctx: Pick<AppContext, 'db'>) {
  const [[row], byStatus] = await Promise.all([
    ctx.db.select({
      inMaintenance: sql<number>`count(*) filter (where ${guns.status} = ${STATUS_MAINTENANCE})`.mapWith(Number),
      outOfService: sql<number>`count(*) filter (where ${guns.status} = ${STATUS_OUT_OF_SERVICE})`.mapWith(Number),
      nonOperational: sql<number>`count(*) filter (where not ${guns.operability})`.mapWith(Number),
      needingMaintenance: sql<number>`count(*) filter (where not ${guns.operability} or ${guns.status} = ${STATUS_MAINTENANCE})`.mapWith(Number),
      inGoodCondition: sql<number>`count(*) filter (where ${guns.operability} and ${guns.status} not in (${STATUS_MAINTENANCE}, ${STATUS_OUT_OF_SERVICE}))`.mapWith(Number),
    }).from(guns),
    distribution(ctx.db, guns, guns.status, { catalog: TYPE_STATUS_GUN }),
  ]);
  return { ...row, byStatus };
}

export interface DashboardEndpoint {
  summary: string;
  data: object;
  run: () => Promise<unknown>;
}

/** Every endpoint of gunpark/dashboard/*, by path (the benchmark runs the same queries in process). */
export function gunDashboardEndpoints(ctx: Pick<AppContext, 'db'>): Record<string, DashboardEndpoint> {
  const db = ctx.db;
  return {
    stats: {
      summary: 'Totales: armas, operativas, no operativas, asignaciones activas a funcionarios, armas en estaciones, estaciones, % operativo y armas que requieren mantenimiento',
      data: numbersSchema('totalGuns', 'operationalGuns', 'nonOperationalGuns', 'officerAssignments', 'stationAssignments', 'totalStations', 'operationalPercentage', 'maintenanceNeeded'),
      run: () => gunStats(ctx),
    },
    'gun-type-distribution': { summary: 'Armas por tipo', data: labelCountsSchema, run: () => distribution(db, guns, guns.typeGun, { catalog: TYPE_GUN }) },
    'gun-brand-distribution': { summary: 'Las 10 marcas con más armas', data: labelCountsSchema, run: () => distribution(db, guns, guns.brand, { limit: TOP }) },
    'gun-caliber-distribution': { summary: 'Los 10 calibres con más armas', data: labelCountsSchema, run: () => distribution(db, guns, guns.caliber, { catalog: CALIBER, limit: TOP }) },
    'gun-station-distribution': { summary: 'Las 10 estaciones con más armas', data: labelCountsSchema, run: () => stationDistribution(db, guns, stations) },
    'gun-operability-distribution': { summary: 'Armas operativas y no operativas', data: labelCountsSchema, run: () => booleanDistribution(db, guns, guns.operability, ['Operativa', 'No operativa']) },
    'monthly-assignment-trends': {
      summary: 'Asignaciones iniciadas (count) y finalizadas (finished) por mes, últimos 12 meses',
      data: monthlySchema,
      run: () => monthlyAssignments(db, gunAssignments, gunAssignments.startDate, gunAssignments.endDate),
    },
    'most-used-guns': {
      summary: 'Las 10 armas con más asignaciones',
      data: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'integer' }, codeGun: { type: 'string' }, brand: { type: 'string' }, model: { type: 'string' }, serial: { type: 'string' }, assignments: { type: 'integer' }, active: { type: 'integer' } } },
      },
      run: () => mostAssigned(db, gunAssignments, gunAssignments.gunId, guns, { codeGun: guns.codeGun, brand: guns.brand, model: guns.model, serial: guns.serial }),
    },
    'maintenance-stats': {
      summary: 'Mantenimiento: en mantenimiento (estado 3), fuera de servicio (4), no operativas, que requieren mantenimiento, en buen estado y armas por estado',
      data: {
        type: 'object',
        properties: {
          inMaintenance: { type: 'integer' }, outOfService: { type: 'integer' }, nonOperational: { type: 'integer' }, needingMaintenance: { type: 'integer' }, inGoodCondition: { type: 'integer' },
          byStatus: labelCountsSchema,
        },
      },
      run: () => gunMaintenanceStats(ctx),
    },
  };
}

/**
 * Registers `<base>/<path>` for each endpoint, under one access rule. Requests that
 * arrive while the same endpoint is being computed share that computation (see
 * singleFlight): an answer is at most one computation older than its request.
 */
export function registerDashboardRoutes(app: FastifyInstance, base: string, access: AccessRule, tags: string[], endpoints: Record<string, DashboardEndpoint>) {
  for (const [path, endpoint] of Object.entries(endpoints)) {
    const run = singleFlight(endpoint.run);
    app.get(`${base}/${path}`, { config: { access }, schema: { tags, summary: endpoint.summary, response: { 200: envelopeSchema(endpoint.data) } } }, async () => ok(await run()));
  }
}

export function registerGunDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerDashboardRoutes(app, '/api/gunpark/dashboard', GUNPARK_ACCESS.read, tags, gunDashboardEndpoints(ctx));
}
