/**
 * The designed resources in the API description: the fixed `/api/designed/{name}` routes
 * are documented once by their schemas; this adds, when /api/docs/json is asked for, one
 * set of paths per designed resource as it is now (its fields as the body, its filters
 * as query parameters). The description is built once by @fastify/swagger, so the paths
 * are added to each answer instead.
 */
import type { FastifyInstance } from 'fastify';
import { withIndefinite } from '../../resources/engine/spanish';
import { bodyDoc, FIELD_JSON_TYPE } from '../engine/crudRoutes';
import type { DesignedRegistry, DesignedResource } from './registry';

const DOCS_JSON = '/api/docs/json';
const jsonBody = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });
const answers = { 200: { description: 'Respuesta en el sobre {statusCode, message?, data, meta?}' }, 400: { description: 'Datos incorrectos (mensajes en español)' }, 403: { description: 'Sin permiso' }, 404: { description: 'No encontrado' } };
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

function pathsOf(resource: DesignedResource): Record<string, object> {
  const { declaration } = resource;
  const tags = [`Recurso diseñado: ${declaration.label.many}`];
  const base = `/api/${declaration.apiPath}`;
  const query = [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
    { name: 'search', in: 'query', schema: { type: 'string', maxLength: 200 }, description: `Busca en: ${declaration.searchFields.join(', ') || '(ningún campo)'}` },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: ['id', 'createdAt', ...(declaration.sortFields ?? [])] } },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['ASC', 'DESC'] } },
    ...(declaration.filterFields ?? []).map((field) => ({ name: field, in: 'query', schema: FIELD_JSON_TYPE[declaration.fields[field].type], description: declaration.fields[field].label })),
  ];
  const body = bodyDoc(declaration);
  return {
    [base]: {
      get: { tags, summary: `Lista paginada de ${declaration.label.many.toLowerCase()}`, parameters: query, responses: answers },
      post: { tags, summary: `Crea ${withIndefinite(declaration.label)}`, requestBody: jsonBody(body), responses: { ...answers, 201: { description: 'Creado' }, 409: { description: 'Valor único repetido' } } },
    },
    [`${base}/{id}`]: {
      get: { tags, summary: `Obtiene ${withIndefinite(declaration.label)}`, parameters: [idParameter], responses: answers },
      put: { tags, summary: `Actualiza ${withIndefinite(declaration.label)}`, parameters: [idParameter], requestBody: jsonBody(bodyDoc(declaration, { version: { type: 'integer', minimum: 1 } })), responses: { ...answers, 409: { description: 'Versión vieja o valor único repetido' } } },
      delete: { tags, summary: `Elimina ${withIndefinite(declaration.label)}`, parameters: [idParameter], responses: answers },
    },
    [`${base}/export/excel`]: {
      get: { tags, summary: `Exporta ${declaration.label.many.toLowerCase()} a Excel`, parameters: query.filter((p) => p.name !== 'page' && p.name !== 'pageSize'), responses: answers },
    },
  };
}

export function documentDesignedResources(app: FastifyInstance, registry: DesignedRegistry) {
  // Before serialization (and so before compression); the description object is @fastify/swagger's cached one: copied, never changed.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.url.split('?')[0] !== DOCS_JSON || !payload || typeof payload !== 'object') return payload;
    const description = payload as { paths?: Record<string, object> };
    return { ...description, paths: { ...description.paths, ...Object.assign({}, ...registry.all().map(pathsOf)) as Record<string, object> } };
  });
}
