/**
 * Configuración > Recursos (issue 29), administrators only: every resource (the built-in
 * ones as a read-only summary, the designed ones editable), the JSON Schema of a
 * definition, a check that stores nothing, and create / change / delete of designed
 * resources. Each change is served at once by this instance and, once the others hear
 * the notification, by every instance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { definitionSchema, RESOURCE_NAME_PATTERN, type ResourceDefinition } from '../../../resources/engine/definitionSchema';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { resourceDeclarations } from '../../../resources/registry';
import type { AppContext } from '../../engine/context';
import { checkedDefinition, definitionContext } from '../../designed/definitionValidation';
import { changeDefinition, createDefinition, definitionVersions, deleteDefinition } from '../../designed/definitionStore';
import type { DesignedRegistry, DesignedResource } from '../../designed/registry';
import { badRequest, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { sentVersion } from '../../lib/versioning';

const BASE = '/api/configuration/resources';
const tags = ['Configuración - Recursos'];
const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 40 } } } as const;
const NAME = new RegExp(RESOURCE_NAME_PATTERN);

/** Functions and regular expressions of a declaration as text (the summary is JSON). */
function asText(_key: string, value: unknown): unknown {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return `función: ${String(value).slice(0, 300)}`;
  return value;
}

function builtInSummary(declaration: ResourceDeclaration) {
  return {
    name: declaration.name,
    builtIn: true,
    table: declaration.table,
    label: declaration.label,
    fields: JSON.parse(JSON.stringify(declaration.fields, asText)) as unknown,
    apiPath: declaration.apiPath,
    permission: JSON.parse(JSON.stringify(declaration.access, asText)) as unknown,
  };
}

function designedSummary(resource: DesignedResource) {
  return {
    name: resource.name,
    builtIn: false,
    version: resource.version,
    definition: resource.definition,
    permissionNode: resource.permissionNode,
    apiPath: resource.declaration.apiPath,
    updatedAt: resource.updatedAt,
    updatedBy: resource.updatedBy,
  };
}

const userName = (request: FastifyRequest) => request.user?.username ?? 'desconocido';

/** What the audit trail keeps of an answer: the resource, its version and the archive of dropped data. */
function auditSummary(answer: unknown): unknown {
  const envelope = answer as { statusCode?: number; message?: string; data?: { name?: string; version?: number; archive?: string | null } } | null;
  if (!envelope || typeof envelope !== 'object' || !envelope.data || typeof envelope.data !== 'object') return answer;
  const { name, version, archive } = envelope.data;
  return { statusCode: envelope.statusCode, message: envelope.message, data: { name, version, archive: archive ?? null } };
}

export function registerResourceDesignRoutes(app: FastifyInstance, ctx: AppContext, registry: DesignedRegistry) {
  const config = { access: 'admin' as const, auditResponse: auditSummary };
  const designedOr404 = (name: string) => {
    const resource = NAME.test(name) ? registry.get(name) : undefined;
    if (!resource) throw notFound('Recurso no encontrado.');
    return resource;
  };
  const detail = async (resource: DesignedResource, archive?: string | null) => ({
    ...designedSummary(resource),
    createdAt: resource.createdAt,
    createdBy: resource.createdBy,
    versions: await definitionVersions(ctx.db, resource.name),
    ...(archive !== undefined ? { archive } : {}),
  });

  app.get(BASE, {
    config,
    schema: { tags, summary: 'Todos los recursos: los del sistema (solo lectura) y los diseñados por administradores', response: { 200: envelopeSchema({ type: 'array' }) } },
  }, async () => ok([...resourceDeclarations.map(builtInSummary), ...registry.all().map(designedSummary)]));

  app.get(`${BASE}/schema`, {
    config,
    schema: { tags, summary: 'El JSON Schema de la definición de un recurso (el diseñador valida con el mismo)' },
  }, async () => ok(definitionSchema));

  app.get(`${BASE}/context`, {
    config,
    schema: { tags, summary: 'Contra qué se revisa una definición (nombres reservados, destinos de referencia, grupos del menú, módulos); los catálogos son los de data-init' },
  }, async () => {
    const { catalogueKeys: _keys, ...context } = definitionContext();
    return ok(context);
  });

  app.post(`${BASE}/check`, {
    config,
    schema: { tags, summary: 'Valida una definición sin guardar nada', response: { 200: envelopeSchema(), 400: errorSchema } },
  }, async (request) => {
    checkedDefinition(request.body);
    return ok({ valid: true });
  });

  app.post(BASE, {
    config,
    schema: { tags, summary: 'Crea un recurso diseñado y su tabla (en una transacción); se sirve de inmediato', response: { 201: envelopeSchema(), 400: errorSchema, 409: errorSchema } },
  }, async (request, reply) => {
    const definition = checkedDefinition(request.body);
    await createDefinition(ctx.db, definition, userName(request));
    await registry.reload();
    const resource = designedOr404(definition.name);
    return reply.status(201).send(ok(await detail(resource), { statusCode: 201, message: `Recurso "${resource.name}" creado (versión ${resource.version})` }));
  });

  app.get<{ Params: { name: string } }>(`${BASE}/:name`, {
    config,
    schema: { tags, summary: 'Un recurso diseñado con sus versiones', params: nameParams, response: { 200: envelopeSchema(), 404: errorSchema } },
  }, async (request) => ok(await detail(designedOr404(request.params.name))));

  app.put<{ Params: { name: string } }>(`${BASE}/:name`, {
    config,
    schema: {
      tags, params: nameParams, response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      summary: 'Cambia un recurso diseñado: {version, definition, confirm?}. Quitar un campo con datos pide confirm = nombre del recurso y archiva antes sus datos en XLSX',
    },
  }, async (request) => {
    const current = designedOr404(request.params.name);
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const version = sentVersion(body);
    if (version === undefined) throw badRequest(['La versión de la definición es requerida']);
    const confirm = typeof body.confirm === 'string' ? body.confirm : undefined;
    const definition: ResourceDefinition = checkedDefinition(body.definition);
    const { archive } = await changeDefinition(ctx.db, ctx.storage, current.name, { version, definition, confirm }, userName(request));
    await registry.reload();
    const resource = designedOr404(current.name);
    const archived = archive ? `; datos quitados archivados en ${archive}` : '';
    return ok(await detail(resource, archive), { message: `Recurso "${resource.name}" actualizado (versión ${resource.version})${archived}` });
  });

  app.delete<{ Params: { name: string }; Querystring: { confirm?: string } }>(`${BASE}/:name`, {
    config,
    schema: {
      tags, params: nameParams, querystring: { type: 'object', properties: { confirm: { type: 'string', maxLength: 40 } } },
      summary: 'Elimina un recurso diseñado (confirm = su nombre): archiva sus registros en XLSX, borra la tabla y conserva el historial',
      response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const resource = designedOr404(request.params.name);
    if (request.query.confirm !== resource.name) throw badRequest([`Para eliminar el recurso escriba su nombre (${resource.name}) como confirmación`]);
    const { version, archive } = await deleteDefinition(ctx.db, ctx.storage, resource.name, userName(request));
    await registry.reload();
    return ok({ name: resource.name, version, archive }, { message: `Recurso "${resource.name}" eliminado (versión ${version}); registros archivados en ${archive}` });
  });
}
