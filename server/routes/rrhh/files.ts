/**
 * Deleting an officer's documents and images (RRHH §2.1 documents tab, §7.1): the rows
 * and any file the server stores for them. Files arrive through the uploads
 * (uploads.ts), or as already-uploaded links in the body of `POST rrhh` / `PUT rrhh/{id}`.
 */
import type { FastifyInstance } from 'fastify';
import { idListSchema, OFFICER_ANSWERS as A, validateWith } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { badRequest, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import type { OfficerRepository } from '../../officers/repository';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { policeIdParams, rawBody, yupBody } from './schemas';

const KINDS = [
  { kind: 'documents', field: 'documentIds', label: 'documentos', deleted: A.documentsDeleted, missing: A.documentsNotFound },
  { kind: 'images', field: 'imageIds', label: 'imágenes', deleted: A.imagesDeleted, missing: A.imagesNotFound },
] as const;

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext, repository: OfficerRepository) {
  for (const { kind, field, label, deleted, missing } of KINDS) {
    app.delete<{ Params: { policeId: number } }>(`/api/rrhh/:policeId/${kind}`, {
      ...yupBody,
      config: { access: RRHH_ACCESS.register },
      schema: {
        tags,
        summary: `Elimina ${label} del funcionario (cuerpo {${field}}); responde los ids eliminados`,
        params: policeIdParams,
        body: { type: 'object', properties: { [field]: { type: 'array', items: { type: 'integer' } } } },
        response: { 200: envelopeSchema({ type: 'object', properties: { deletedIds: { type: 'array', items: { type: 'integer' } } } }), 400: errorSchema, 404: errorSchema },
      },
    }, async (request) => {
      const { values, errors } = await validateWith(idListSchema(field), rawBody(request));
      if (!values) throw badRequest(errors);
      if (!(await repository.exists(request.params.policeId))) throw notFound(A.officerNotFound);
      const ids = (values as Record<typeof field, number[]>)[field];
      const result = await repository.removeFiles(kind, request.params.policeId, ids);
      if (result.ids.length === 0) throw notFound(missing);
      for (const key of result.keys) await ctx.storage.remove(key);
      return ok({ deletedIds: result.ids }, { message: deleted });
    });
  }
}
