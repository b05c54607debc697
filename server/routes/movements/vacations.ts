/**
 * Vacation, rest and commission routes (RRHH §2.8, §3.9, §7.2, §7.3): list, the two
 * saves, approve / reject and delete (with the record's own module checked), the
 * officer histories per module and the whole officer history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess } from '../../../authProvider/permissions';
import { MOVEMENT_ACCESS, vacationRecordRule } from '../../../resources/movements/access';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { validateWith } from '../../../resources/officers/validation';
import { VACATION_HISTORY_TYPES, vacationHistoryPath, vacationsDeclaration as D } from '../../../resources/vacations/declaration';
import { commissionSchema, MODULE_VACATION, vacationOrRestSchema } from '../../../resources/vacations/validation';
import { badRequest, envelopeSchema, errorSchema, forbidden, idParamsSchema, notFound, ok, pageMeta, pageQueryProperties } from '../../lib/envelope';
import type { MovementOfficers } from '../../movements/officers';
import { commissionValues, vacationValues, type VacationRepository } from '../../movements/vacations';
import { rawBody, yupBody } from '../rrhh/schemas';
import { historyAnswer, historySchema, historyQuerySchema, MOVEMENT_TAGS as tags, officerRefSchema, recordSchema, officerHistory, registerDecisionRoutes, route, saved, statusFilter, type HistoryQuery, type ListQuery } from './common';
import { sentVersion, versionProperty } from '../../lib/versioning';

const person = { type: 'object', nullable: true, properties: { id: { type: 'integer', nullable: true }, name: { type: 'string' }, identification: { type: 'integer', nullable: true } } } as const;

const vacationRecord = recordSchema({
  idPoliceOfficer: { type: 'integer' },
  policeOfficer: officerRefSchema,
  idBestower: { type: 'integer', nullable: true },
  bestowerOfficer: officerRefSchema,
  typeVacationAndRest: { type: 'integer', description: '1 vacaciones, 2 comisión de servicio, 3 reposo' },
  idType: { type: 'integer', nullable: true, description: '1 Normales, 2 Vencidas, 3 Médico, 4 Maternal, 5 Especial' },
  dateIn: { type: 'string', format: 'date' },
  dateOut: { type: 'string', format: 'date' },
  days: { type: 'integer', description: 'Días entre las fechas (redondeo hacia arriba)' },
  motive: { type: 'string' },
  expiredVacationYear: { type: 'integer', nullable: true },
  numberOfRenew: { type: 'integer', nullable: true },
  institution: { type: 'array', items: { type: 'string' } },
  personOfCom: person,
  personOfApplication: person,
  organization1: { type: 'string', nullable: true },
  organizationDevReason: { type: 'string', nullable: true },
});

const listQuery = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    status: statusFilter,
    typeVacationAndRest: { type: 'integer', enum: [1, 2, 3], description: '1 vacaciones, 2 comisión de servicio, 3 reposo' },
    idType: { type: 'integer', minimum: 1, description: 'Tipo de vacación' },
  },
} as const;

const vacationBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar un registro pendiente' },
    ...versionProperty,
    typeVacationAndRest: { type: 'integer', enum: [1, 3], description: '1 vacaciones, 3 reposo' },
    idPoliceOfficer: { type: 'integer' }, idBestower: { type: 'integer', description: 'Funcionario que otorga' },
    idType: { type: 'integer', description: 'Requerido en vacaciones' },
    dateIn: { type: 'string', format: 'date' }, dateOut: { type: 'string', format: 'date', description: 'Posterior a dateIn' },
    motive: { type: 'string' }, expiredVacationYear: { type: 'integer', description: 'Requerido si idType es 2 (Vencidas): 1950 al año actual' },
  },
} as const;

const commissionBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar una comisión pendiente' },
    ...versionProperty,
    idPoliceOfficer: { type: 'integer' }, dateInit: { type: 'string', format: 'date' }, dateOut: { type: 'string', format: 'date', description: 'Posterior a dateInit' },
    motive: { type: 'string' }, numberOfRenew: { type: 'integer', minimum: 0 }, institution: { type: 'array', items: { type: 'string' } },
    personOfCom: person, personOfApplication: person, organization1: { type: 'string', minLength: 3 }, organizationDevReason: { type: 'string' },
  },
} as const;

type VacationListQuery = ListQuery & { typeVacationAndRest?: number; idType?: number };

export function registerVacationRoutes(app: FastifyInstance, repository: VacationRepository, people: MovementOfficers) {
  /** The permission of a record's own module (vacations and rests, or commissions); 403 otherwise. */
  const requireOnModule = (request: FastifyRequest, module: number, permission: 'Registrar' | 'Editar') => {
    if (!hasAccess(request.user, vacationRecordRule(module, permission))) throw forbidden();
  };
  const authorize = async (request: FastifyRequest, id: number) => {
    const module = await repository.moduleOf(id);
    if (module === null) throw notFound(D.messages.notFound);
    requireOnModule(request, module, 'Editar');
  };
  /** Creating needs Registrar on the module; editing needs Editar on the stored record's module. */
  const authorizeSave = async (request: FastifyRequest, id: number | undefined, module: number) => {
    if (id) await authorize(request, id);
    else requireOnModule(request, module, 'Registrar');
  };

  app.get<{ Querystring: VacationListQuery }>(route(D.paths.list), {
    config: { access: D.access.list },
    schema: { tags, summary: 'Lista paginada de vacaciones, reposos y comisiones; search busca por funcionario (nombre o cédula), id o motivo', querystring: listQuery, response: { 200: envelopeSchema({ type: 'array', items: vacationRecord }) } },
  }, async (request) => {
    const { rows, total } = await repository.list(request.query);
    return ok(rows, { meta: pageMeta(total, request.query.page, request.query.pageSize) });
  });

  app.post(route(D.paths.save), {
    ...yupBody,
    config: { access: D.access.create },
    schema: {
      tags,
      summary: 'Crea (201) o edita (200, con id) una vacación o un reposo pendiente; 409 si se solapa con otro registro del mismo tipo',
      body: vacationBody,
      response: { 200: envelopeSchema(vacationRecord), 201: envelopeSchema(vacationRecord), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(vacationOrRestSchema, rawBody(request));
    if (!values) throw badRequest(errors);
    await authorizeSave(request, values.id, MODULE_VACATION);
    const { record, created } = await repository.save(values.id, values.idPoliceOfficer, vacationValues(values), request.user?.id ?? null, sentVersion(rawBody(request)));
    return reply.status(created ? 201 : 200).send(saved(record, created ? D.messages.created : D.messages.updated, created));
  });

  app.post(route(D.paths.saveOtherKind!), {
    ...yupBody,
    config: { access: MOVEMENT_ACCESS.commissionsRegister },
    schema: {
      tags,
      summary: 'Crea (201) o edita (200, con id) una comisión de servicio pendiente; 409 si se solapa con otra comisión',
      body: commissionBody,
      response: { 200: envelopeSchema(vacationRecord), 201: envelopeSchema(vacationRecord), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(commissionSchema, rawBody(request));
    if (!values) throw badRequest(errors);
    const fields = commissionValues(values);
    await authorizeSave(request, values.id, fields.typeVacationAndRest);
    const { record, created } = await repository.save(values.id, values.idPoliceOfficer, fields, request.user?.id ?? null, sentVersion(rawBody(request)));
    return reply.status(created ? 201 : 200).send(saved(record, created ? D.messages.created : D.messages.updated, created));
  });

  registerDecisionRoutes(app, D, repository, vacationRecord, authorize);

  for (const [type, module] of Object.entries(VACATION_HISTORY_TYPES)) {
    app.get<{ Params: { id: number }; Querystring: HistoryQuery }>(route(vacationHistoryPath(type as keyof typeof VACATION_HISTORY_TYPES)), {
      config: { access: MOVEMENT_ACCESS.officerHistory },
      schema: { tags, summary: `Historial de ${type === 'vacations' ? 'vacaciones' : type === 'rests' ? 'reposos' : 'comisiones de servicio'} de un funcionario, el más reciente primero (data.data con meta; comment es el motivo)`, params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historySchema(vacationRecord), 404: errorSchema } },
    }, async (request) => {
      const { rows, total } = await officerHistory(people, request.params.id, () => repository.history(request.params.id, module, request.query));
      return historyAnswer(rows.map((row) => ({ ...row, comment: row.motive })), total, request.query);
    });
  }

  app.get<{ Params: { id: number }; Querystring: { type?: number } }>(route(D.paths.byOfficer), {
    config: { access: MOVEMENT_ACCESS.officerHistory },
    schema: {
      tags,
      summary: 'Histórico completo de un funcionario (data.listVacationAndRest), opcionalmente de un tipo',
      params: idParamsSchema,
      querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2, 3], description: '1 vacaciones, 2 comisión de servicio, 3 reposo' } } },
      response: { 200: envelopeSchema({ type: 'object', additionalProperties: true, properties: { id: { type: 'integer' }, identification: { type: 'integer' }, listVacationAndRest: { type: 'array', items: vacationRecord } } }), 404: errorSchema },
    },
  }, async (request) => {
    // Both reads at once: the header decides the 404, the list is usually a few rows.
    const [officer, listVacationAndRest] = await Promise.all([people.header(request.params.id), repository.allOf(request.params.id, request.query.type)]);
    if (!officer) throw notFound(OFFICER_ANSWERS.officerNotFound);
    return ok({ ...officer, listVacationAndRest });
  });
}
