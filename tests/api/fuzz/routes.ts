/**
 * The routes to fuzz, read from the running app's OpenAPI description (`app.swagger()`):
 * every /api route with its path and query parameters and its body schema. A route added
 * later is fuzzed without editing the suite.
 */
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/api/guns/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** Declared body properties (empty for routes without a JSON body schema). */
  body: Record<string, JsonSchema>;
  /** The route takes a multipart upload. */
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `description`: the app's description as /api/docs/json answers it (it adds each designed resource's paths); app.swagger() by default. */
export function discoverRoutes(app: FastifyInstance, description?: unknown): FuzzRoute[] {
  const spec = (description ?? app.swagger()) as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(spec.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) }));
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      // Upload routes either document their multipart body or are named after what they take.
      const multipart = 'multipart/form-data' in content || (method === 'post' && /\/(documents|images)$/.test(path));
      routes.push({
        method: method.toUpperCase() as FuzzRoute['method'],
        path,
        pathParams: of('path'),
        query: of('query'),
        body: jsonSchema?.properties ?? {},
        multipart,
      });
    }
  }
  return routes;
}

/** Routes whose success would end the fuzzing session (its token revoked). */
export const spendsSession = (route: FuzzRoute) => route.path === '/api/auth/logout';
