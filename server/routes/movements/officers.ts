/**
 * Officer-level calls of the movement area: the picker lookup by cédula used by the
 * modals (§2.8 "an officer search by id"; its path is not shown in the spec) and the
 * work time (§3.10, §7.1 `rrhh/work-time/{id}`).
 */
import type { FastifyInstance } from 'fastify';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { OFFICER_PICKER_PATH } from '../../../resources/movements/declaration';
import { today } from '../../../resources/movements/fields';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { identificationSearchSchema, validateWith } from '../../../resources/officers/validation';
import { ApiError, badRequest, envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';
import type { MovementOfficers } from '../../movements/officers';
import { computeWorkTime } from '../../movements/workTime';
import { identificationParams } from '../rrhh/schemas';
import { MOVEMENT_TAGS as tags, officerRefSchema, route } from './common';

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
  app.get<{ Params: { identification: string } }>(route(OFFICER_PICKER_PATH), {
    config: { access: MOVEMENT_ACCESS.officerPicker },
    schema: {
      tags,
      summary: 'Funcionario por cédula para los selectores de los movimientos: datos básicos, condición, dependencias actuales y el último egreso aprobado',
      params: identificationParams,
      response: { 200: envelopeSchema({ ...officerRefSchema, additionalProperties: true }), 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { values, errors } = await validateWith(identificationSearchSchema, { identification: request.params.identification });
    if (!values) throw badRequest(errors);
    const officer = await people.picker(values.identification);
    if (!officer) throw new ApiError(404, OFFICER_ANSWERS.notFound);
    return ok(officer, { message: OFFICER_ANSWERS.found });
  });

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
