/**
 * Refuses, before any handler runs, the input no route can store or look up, with a
 * Spanish 400 instead of a database error:
 * - JSON nested deeper than MAX_JSON_DEPTH levels (checked on the text, before parsing);
 * - texts with a NUL character or a lone UTF-16 surrogate, anywhere in the path, the query
 *   or the body (PostgreSQL text and jsonb refuse both);
 * - object keys that name Object.prototype members (`constructor`, `toString`...), which
 *   validation libraries would mistake for schema fields: dropped;
 * - integers beyond PostgreSQL's `integer`: every integer of a route's params, query and
 *   body schema gets the column's bounds when it declares none;
 * - numbers not written in decimal (`0x10`, `1e3`, ` 7`) where a schema declares a number
 *   (a path id, a page, a body field): the schema would coerce them to another number;
 * - lists of ids longer than MAX_ID_LIST: every array of integers gets that many items at
 *   most when it declares no limit (more ids than a statement can bind were a 503).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNonDecimalNumberText, MAX_ID_LIST } from '../../resources/engine/numbers';
import { ApiError } from '../lib/envelope';
import { schemaIssueMessages } from './errors';

export const MAX_JSON_DEPTH = 64;
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** Deepest nesting of arrays and objects in a JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasForbiddenCharacters = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

const refused = (where: string) =>
  new ApiError(400, 'Datos enviados incorrectos.', [`${where} contiene caracteres no permitidos`]);

/** Checks every text of a parsed value and drops prototype-named keys; `where` names the place for the message. */
function clean(value: unknown, where: string, depth = 0): void {
  if (depth > MAX_JSON_DEPTH) throw new ApiError(400, 'Datos enviados incorrectos.', ['Los datos enviados tienen demasiados niveles de anidamiento']);
  if (typeof value === 'string') {
    if (hasForbiddenCharacters(value)) throw refused(where);
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) clean(item, where, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key in Object.prototype) {
      delete record[key];
      continue;
    }
    if (hasForbiddenCharacters(key)) throw refused(where);
    clean(record[key], `El campo «${key}»`, depth + 1);
  }
}

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

const typesOf = (node: SchemaNode) => (Array.isArray(node.type) ? node.type : [node.type]);
const isNumeric = (node: SchemaNode) => {
  const types = typesOf(node);
  return (types.includes('integer') || types.includes('number')) && !types.includes('string');
};

/**
 * Gives every integer of a schema without bounds the bounds of PostgreSQL's integer, and
 * every list of integers without a limit MAX_ID_LIST items.
 */
export function boundIntegers(schema: unknown, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 8) return;
  const node = schema as SchemaNode;
  if (typesOf(node).includes('integer')) {
    node.minimum ??= INT_MIN;
    node.maximum ??= INT_MAX;
  }
  if (typesOf(node).includes('array') && node.items && typesOf(node.items).includes('integer')) node.maxItems ??= MAX_ID_LIST;
  for (const child of Object.values(node.properties ?? {})) boundIntegers(child, depth + 1);
  if (node.items) boundIntegers(node.items, depth + 1);
}

/** Paths (`id`, `ids.2`) of the texts a schema's numbers would be coerced from that are not decimal numbers. */
export function nonDecimalNumbers(value: unknown, schema: unknown, path = '', depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 8 || value === null || value === undefined) return [];
  const node = schema as SchemaNode;
  if (typeof value === 'string') return isNumeric(node) && isNonDecimalNumberText(value) ? [path] : [];
  // A query parameter given twice is a list; an array schema coerces a single text into one.
  if (Array.isArray(value)) {
    const items = node.items ?? (isNumeric(node) ? node : undefined);
    return value.flatMap((item, i) => nonDecimalNumbers(item, items, path ? `${path}.${i}` : String(i), depth + 1));
  }
  if (typeof value !== 'object' || !node.properties) return [];
  const record = value as Record<string, unknown>;
  return Object.entries(node.properties).flatMap(([key, child]) =>
    Object.hasOwn(record, key) ? nonDecimalNumbers(record[key], child, path ? `${path}.${key}` : key, depth + 1) : []);
}

const PARTS = [['params', 'params'], ['query', 'querystring'], ['body', 'body']] as const;

/** Refuses (Spanish 400, the schema's own wording) a number written other than in decimal anywhere a schema expects a number. */
function refuseNonDecimalNumbers(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  for (const [part, context] of PARTS) {
    const paths = nonDecimalNumbers(request[part], schema[context]);
    if (paths.length) {
      throw new ApiError(400, 'Datos enviados incorrectos.', schemaIssueMessages(paths.map((p) => ({ instancePath: `/${p.replace(/\./g, '/')}`, keyword: 'type' })), context));
    }
  }
}

export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new ApiError(400, 'Datos enviados incorrectos.', [`El JSON enviado tiene más de ${MAX_JSON_DEPTH} niveles de anidamiento`]), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    boundIntegers(schema.params);
    boundIntegers(schema.querystring);
    boundIntegers(schema.body);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    clean(request.params, 'La ruta');
    clean(request.query, 'La consulta');
    clean(request.body, 'Los datos enviados');
    refuseNonDecimalNumbers(request);
  });
}
