/**
 * Officer records (RRHH §7.1): load one with all its parts, create, update, delete and
 * find by cédula. Create and update validate the whole body with the form's schema (400
 * with every Spanish message, nothing stored) and write the officer with its family and
 * professional items in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identificationSearchSchema, OFFICER_ANSWERS as A, validateOfficer, validateWith, type OfficerInput } from '../../../resources/officers/validation';
import { OFFICER_EMAIL_CONSTRAINT } from '../../db/officerSchema';
import type { AppContext } from '../../engine/context';
import { ApiError, badRequest, conflict, envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../../lib/envelope';
import { isReferenceViolation, uniqueViolationConstraint } from '../../lib/pgErrors';
import { removeRecordFiles } from '../../lib/recordFiles';
import { sentVersion, versionProperty } from '../../lib/versioning';
import { MovementOfficers } from '../../movements/officers';
import type { OfficerRepository } from '../../officers/repository';
import { RRHH_ACCESS, RRHH_TAGS as tags } from './access';
import { identificationParams, officerBodyDoc, officerViewSchema, rawBody, yupBody } from './schemas';
import { officerFileFolders } from './uploads';

/** Unique violations of a save as 409s in Spanish (a concurrent save can pass the early check). */
async function saving<T>(input: OfficerInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === undefined) throw error;
    if (constraint === 'officers_identification_unique') throw conflict(A.duplicateIdentification(input.identification));
    if (constraint === OFFICER_EMAIL_CONSTRAINT) throw conflict(A.duplicateEmail(input.email));
    if (constraint === 'officer_family_members_officer_identification_unique') throw conflict(A.duplicateFamilyMember);
    if (constraint === 'officer_images_officer_type_unique') throw conflict(A.duplicateImage);
    throw error;
  }
}

export function registerOfficerRoutes(app: FastifyInstance, ctx: AppContext, repository: OfficerRepository) {
  const validBody = async (request: FastifyRequest, exceptId?: number): Promise<OfficerInput> => {
    const { values, errors } = await validateOfficer(rawBody(request));
    if (!values) throw badRequest(errors);
    if ((await repository.idByIdentification(values.identification, exceptId)) !== null) throw conflict(A.duplicateIdentification(values.identification));
    if ((await repository.idByEmail(values.email, exceptId)) !== null) throw conflict(A.duplicateEmail(values.email));
    return values;
  };
  const removeStored = async (keys: string[]) => {
    for (const key of keys) await ctx.storage.remove(key);
  };

  app.get<{ Params: { id: number } }>('/api/rrhh/:id', {
    config: { access: RRHH_ACCESS.read },
    schema: { tags, summary: 'Obtiene un funcionario con todas sus partes (familia, aspectos profesionales, documentos, imágenes)', params: idParamsSchema, response: { 200: envelopeSchema(officerViewSchema), 404: errorSchema } },
  }, async (request) => {
    const officer = await repository.find(request.params.id);
    if (!officer) throw notFound(A.officerNotFound);
    return ok(officer);
  });

  app.post('/api/rrhh', {
    ...yupBody,
    config: { access: RRHH_ACCESS.register },
    schema: {
      tags,
      summary: 'Registra un funcionario con su carga familiar y aspectos profesionales en una sola transacción (statusIn 1; grado calculado)',
      body: officerBodyDoc,
      response: { 201: envelopeSchema(officerViewSchema), 400: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const input = await validBody(request);
    const id = await saving(input, () => repository.create(input, request.user?.id ?? null));
    return reply.status(201).send(ok(await repository.find(id), { statusCode: 201, message: A.created }));
  });

  app.put<{ Params: { id: number } }>('/api/rrhh/:id', {
    ...yupBody,
    config: { access: RRHH_ACCESS.register },
    schema: {
      tags,
      summary: 'Actualiza un funcionario (PUT: el cuerpo completo sin id). La carga familiar y los aspectos profesionales se reemplazan por los enviados; documentos e imágenes solo si se envían (los que conservan su id se mantienen). Estado, condición y datos de creación no cambian. Todo en una transacción. Con `version` (la leída), 409 si otro usuario lo modificó antes.',
      params: idParamsSchema,
      body: { ...officerBodyDoc, properties: { ...officerBodyDoc.properties, ...versionProperty } },
      response: { 200: envelopeSchema(officerViewSchema), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    if (!(await repository.exists(id))) throw notFound(A.officerNotFound);
    const input = await validBody(request, id);
    const expectedVersion = sentVersion(rawBody(request));
    const removed = await saving(input, () => repository.update(id, input, request.user?.id ?? null, expectedVersion));
    if (removed === null) throw notFound(A.officerNotFound);
    await removeStored(removed);
    return ok(await repository.find(id), { message: A.updated });
  });

  app.delete<{ Params: { id: number } }>('/api/rrhh/:id', {
    config: { access: RRHH_ACCESS.approve },
    schema: { tags, summary: 'Elimina un funcionario con todas sus partes y sus movimientos; 409 si tiene asignaciones de armas o vehículos registradas', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } }), 404: errorSchema, 409: errorSchema } },
  }, async (request) => {
    let removed: string[] | null;
    try {
      removed = await repository.remove(request.params.id);
    } catch (error) {
      // Weapon and vehicle assignment histories keep the officer (their records must survive).
      if (isReferenceViolation(error)) throw new ApiError(409, A.deleteHasAssignments);
      throw error;
    }
    if (removed === null) throw notFound(A.officerNotFound);
    // Committed: its files go, with any an upload stored meanwhile under its folders.
    await removeRecordFiles(ctx.storage, removed, officerFileFolders(request.params.id));
    return ok({ id: request.params.id }, { message: A.deleted });
  });

  // The one officer search by cédula: every officer picker of the app (movements, permits,
  // medical, assignments, disciplinary cases, declared `reference` fields) calls it.
  const movements = new MovementOfficers(ctx.db);
  app.get<{ Params: { identification: string } }>('/api/rrhh/identification/:identification', {
    config: { access: RRHH_ACCESS.lookup },
    schema: {
      tags,
      summary: 'Busca un funcionario por cédula; responde el funcionario completo y lo que guardó su último egreso aprobado (lastDisincorporation, del que parte el reingreso)',
      params: identificationParams,
      response: { 200: envelopeSchema({ ...officerViewSchema, properties: { ...officerViewSchema.properties, lastDisincorporation: { type: 'object', nullable: true, additionalProperties: true } } }), 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const { values, errors } = await validateWith(identificationSearchSchema, { identification: request.params.identification });
    if (!values) throw badRequest(errors);
    const id = await repository.idByIdentification(values.identification);
    const officer = id === null ? null : await repository.find(id);
    if (!officer) throw new ApiError(404, A.notFound);
    return ok({ ...officer, lastDisincorporation: await movements.lastDisincorporation(officer.id) }, { message: A.found });
  });
}
