/**
 * General statistics (platform §2.6, §3.8, §7), for every signed-in user: totals of the
 * characterization cards, the officer counters and the rank and gender charts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, ok } from '../../lib/envelope';
import { characterizationTotals, dashboardStats, genderDistribution, rankDistribution } from '../../officers/statistics';
import { RRHH_ACCESS, STATISTICS_TAGS as tags } from './access';

const integers = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'integer' }])) });
const pairs = (label: string) => ({ type: 'array', items: { type: 'object', properties: { [label]: { type: 'string' }, count: { type: 'integer' } } } });

export function registerStatisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const config = { access: RRHH_ACCESS.statistics };

  app.get('/api/characterization/total', {
    config,
    schema: { tags, summary: 'Totales de armas, vehículos y medidas disciplinarias (0 mientras esos módulos no tengan datos)', response: { 200: envelopeSchema(integers('weapon', 'motorPark', 'diciplinaryMeasures')) } },
  }, async () => ok(await characterizationTotals(ctx.database)));

  app.get('/api/rrhh/dashboard/stats', {
    config,
    schema: {
      tags,
      summary: 'Funcionarios: total, activos (condición 1 Activo), inactivos (otra condición) y solicitudes pendientes de reingreso, egreso y vacaciones',
      response: { 200: envelopeSchema(integers('totalPolice', 'activePolice', 'inactivePolice', 'pendingReentries', 'pendingDisincorporations', 'pendingVacations')) },
    },
  }, async () => ok(await dashboardStats(ctx.database)));

  app.get('/api/rrhh/dashboard/rank-distribution', {
    config,
    schema: { tags, summary: 'Funcionarios por rango (etiqueta), en orden de rango, sin los rangos en cero', response: { 200: envelopeSchema(pairs('rank')) } },
  }, async () => ok(await rankDistribution(ctx.database)));

  app.get('/api/rrhh/dashboard/gender-distribution', {
    config,
    schema: { tags, summary: 'Funcionarios por género (Masculino, Femenino)', response: { 200: envelopeSchema(pairs('gender')) } },
  }, async () => ok(await genderDistribution(ctx.database)));
}
