/** Disincorporation (egreso) routes (RRHH §2.7, §7.2, §7.3): list, save, approve (processing) / reject, delete, officer history. */
import type { FastifyInstance } from 'fastify';
import { DISINCORPORATION_HISTORY_PATH, disincorporationsDeclaration as D } from '../../../resources/disincorporations/declaration';
import { disincorporationSchema } from '../../../resources/disincorporations/validation';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { pathWith } from '../../../resources/movements/declaration';
import { validateWith } from '../../../resources/officers/validation';
import { badRequest, envelopeSchema, errorSchema, idParamsSchema, ok, pageMeta } from '../../lib/envelope';
import type { DisincorporationRepository } from '../../movements/disincorporations';
import type { MovementOfficers } from '../../movements/officers';
import { rawBody, yupBody } from '../rrhh/schemas';
import { ensureOfficer, historyAnswer, historySchema, historyQuerySchema, listQuerySchema, MOVEMENT_TAGS as tags, officerRefSchema, recordSchema, registerDecisionRoutes, route, saved, type HistoryQuery, type ListQuery } from './common';

const disincorporationRecord = recordSchema({
  policeId: { type: 'integer' },
  police: officerRefSchema,
  dateOut: { type: 'string', format: 'date' },
  dateIn: { type: 'string', format: 'date', nullable: true, description: 'Fecha del reingreso aprobado que cerró este egreso' },
  comment: { type: 'string' },
  condition: { type: 'integer', description: 'Condición del egreso (lista de condiciones, nunca 1)' },
});

const disincorporationBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar un egreso pendiente' },
    idPoliceOfficer: { type: 'integer', description: 'Funcionario activo (no cambia al editar)' },
    comment: { type: 'string', description: 'Motivo, 10 a 500 caracteres' },
    dateOut: { type: 'string', format: 'date', description: 'Fecha de desincorporación, no posterior a hoy' },
    condition: { type: 'integer', description: 'Condición del egreso (distinta de 1, Activo)' },
    dependencies: { type: 'array', items: { type: 'object' }, description: 'Opcional: si se omite se toman las del funcionario' },
    subDependencies: { type: 'array', items: { type: 'object' } },
    positions: { type: 'array', items: { type: 'object' } },
  },
} as const;

export function registerDisincorporationRoutes(app: FastifyInstance, repository: DisincorporationRepository, people: MovementOfficers) {
  app.get<{ Querystring: ListQuery }>(route(D.paths.list), {
    config: { access: D.access.list },
    schema: { tags, summary: 'Lista paginada de egresos; search busca por funcionario (nombre o cédula), id o motivo', querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'array', items: disincorporationRecord }) } },
  }, async (request) => {
    const { rows, total } = await repository.list(request.query);
    return ok(rows, { meta: pageMeta(total, request.query.page, request.query.pageSize) });
  });

  app.post(route(D.paths.save), {
    ...yupBody,
    config: { access: D.access.save },
    schema: {
      tags,
      summary: 'Crea un egreso pendiente (201), o edita uno pendiente cuando el cuerpo trae id (200). Solo para funcionarios activos; uno pendiente por funcionario',
      body: disincorporationBody,
      response: { 200: envelopeSchema(disincorporationRecord), 201: envelopeSchema(disincorporationRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(disincorporationSchema, rawBody(request));
    if (!values) throw badRequest(errors);
    const { record, created } = await repository.save(values, request.user?.id ?? null);
    return reply.status(created ? 201 : 200).send(saved(record, created ? D.answers.created : D.answers.updated, created));
  });

  registerDecisionRoutes(app, D, repository, disincorporationRecord);

  app.get<{ Params: { id: number }; Querystring: HistoryQuery }>(route(pathWith(DISINCORPORATION_HISTORY_PATH, ':id')), {
    config: { access: MOVEMENT_ACCESS.officerHistory },
    schema: { tags, summary: 'Egresos de un funcionario, el más reciente primero (data.data con meta)', params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historySchema(disincorporationRecord), 404: errorSchema } },
  }, async (request) => {
    await ensureOfficer(people, request.params.id);
    const { rows, total } = await repository.history(request.params.id, request.query);
    return historyAnswer(rows, total, request.query);
  });
}
