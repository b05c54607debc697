/**
 * Officer-level call of the movement area: the work time (§3.10, §7.1
 * `rrhh/work-time/{id}`). The modals find their officer with `rrhh/identification`.
 */
import type { FastifyInstance } from 'fastify';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { today } from '../../../resources/movements/fields';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';
import type { MovementOfficers } from '../../movements/officers';
import { computeWorkTime } from '../../movements/workTime';
import { MOVEMENT_TAGS as tags } from './common';

const period = { type: 'object', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } } } as const;
const workTimeSchema = {
  type: 'object',
  properties: {
    totalWorkYears: { type: 'integer' },
    totalWorkMonths: { type: 'integer' },
    totalWorkDaysRemaining: { type: 'integer' },
    totalWorkTime: { type: 'integer', description: 'Días de servicio (períodos más el trabajo previo)' },
    vacationDays: { type: 'integer', description: 'Días hábiles de vacaciones por año (LEFP art. 24)' },
    calculationPeriod: { ...period, nullable: true },
    workPeriods: { type: 'array', items: { type: 'object', properties: { ...period.properties, years: { type: 'integer' }, months: { type: 'integer' }, days: { type: 'integer' }, totalDays: { type: 'integer' } } } },
    previousWork: { type: 'object', properties: { years: { type: 'integer' }, months: { type: 'integer' }, days: { type: 'integer' } } },
  },
} as const;

export function registerMovementOfficerRoutes(app: FastifyInstance, people: MovementOfficers) {
  app.get<{ Params: { id: number } }>('/api/rrhh/work-time/:id', {
    config: { access: MOVEMENT_ACCESS.officerHistory },
    schema: {
      tags,
      summary: 'Tiempo de servicio: desde la fecha de ingreso hasta hoy, más el trabajo previo, sin los lapsos entre egresos y reingresos aprobados; días de vacaciones y períodos trabajados',
      params: idParamsSchema,
      response: { 200: envelopeSchema(workTimeSchema), 404: errorSchema },
    },
  }, async (request) => {
    const record = await people.serviceRecord(request.params.id);
    if (!record) throw notFound(OFFICER_ANSWERS.officerNotFound);
    return ok(computeWorkTime({ ...record, today: today() }));
  });
}
