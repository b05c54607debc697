/**
 * `PATCH rrhh/{id}/status` (RRHH §4, §5.4): statusIn, motive, typeBlock. The row actions'
 * rules hold on the server too: approving an officer in status 1, rejecting an approved
 * one or blocking a blocked one answers 409 'Estado no válido'. Rejecting needs a type
 * of rejection and a motive; approve and block default their motives ('Aprobado',
 * 'Bloqueo') like the quick actions.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MOTIVES, OFFICER_ANSWERS as A, OFFICER_MESSAGES as M, statusAnswer, statusChangeSchema, transitionError, validateWith } from '../../../resources/officers/validation';
import { ApiError, badRequest, envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';
import type { OfficerRepository } from '../../officers/repository';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { rawBody, yupBody } from './schemas';
import { sentVersion, versionProperty } from '../../lib/versioning';

export function registerStatusRoutes(app: FastifyInstance, repository: OfficerRepository) {
  app.patch<{ Params: { id: number } }>('/api/rrhh/:id/status', {
    ...yupBody,
    config: { access: RRHH_ACCESS.approve },
    schema: {
      tags,
      summary: 'Cambia el estado del funcionario: 2 aprobar, 3 rechazar (typeBlock y motive requeridos), 4 bloquear; 409 si la acción no está disponible en el estado actual',
      params: idParamsSchema,
      body: {
        type: 'object',
        properties: {
          statusIn: { type: 'integer', description: '1 a 5' },
          motive: { type: 'string', description: 'Motivo (requerido al rechazar)' },
          typeBlock: { type: 'integer', description: 'Tipo de rechazo o de bloqueo' },
          ...versionProperty,
        },
      },
      response: {
        200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, statusIn: { type: 'integer' }, motive: { type: 'string', nullable: true }, typeBlock: { type: 'integer', nullable: true }, statusDate: { type: 'string', format: 'date-time' }, version: { type: 'integer' } } }),
        400: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
  }, async (request) => {
    const { values, errors } = await validateWith(statusChangeSchema, rawBody(request));
    if (!values) throw badRequest(errors);
    const motive = values.motive ?? DEFAULT_MOTIVES[values.statusIn] ?? null;
    const expectedVersion = sentVersion(rawBody(request));
    const updated = await repository.changeStatus(request.params.id, { ...values, motive }, request.user?.id ?? null, (current) => {
      const reason = transitionError(current.statusIn, values.statusIn);
      if (reason) throw new ApiError(409, M.statusInvalid, [reason]);
    }, expectedVersion);
    if (!updated) throw notFound(A.officerNotFound);
    const { id, statusIn, typeBlock, statusDate, version } = updated;
    return ok({ id, statusIn, motive: updated.motive, typeBlock, statusDate, version }, { message: statusAnswer(statusIn) });
  });
}
