/**
 * One error handler: every failure leaves as the Spanish envelope `{statusCode, message,
 * errors?}`, never with a stack trace, SQL or Fastify's English body. Known database
 * errors become 409s with clear messages; a value the database refuses as data (out of
 * range, impossible date, bad encoding, too long for an index) is the client's 400; a
 * database that cannot be reached is a 503. Fastify's own errors (bad URL, 413, 414, 415,
 * bad JSON...) get their status with a Spanish message.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/envelope';
import { isReferenceViolation, isUniqueViolation, pgErrorCode } from '../lib/pgErrors';
import { registerInputGuards } from './inputGuards';

const BAD_REQUEST = 'Datos enviados incorrectos.';

/** Spanish message of each status Fastify (or a plugin) may answer with. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  401: 'No autenticado. Inicia sesión para continuar.',
  403: 'No tienes permisos para realizar esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  408: 'La solicitud tardó demasiado. Intenta de nuevo.',
  409: 'Conflicto con el estado actual del registro.',
  411: 'Falta la longitud del contenido enviado.',
  413: 'El contenido enviado es demasiado grande.',
  414: 'La dirección solicitada es demasiado larga.',
  415: 'Tipo de contenido no admitido. Envía los datos como JSON (o como formulario multipart para archivos).',
  429: 'Demasiadas solicitudes. Intenta de nuevo en unos momentos.',
  431: 'Los encabezados de la solicitud son demasiado grandes.',
  503: 'Servicio no disponible temporalmente. Intenta de nuevo en unos momentos.',
};

/** The Spanish detail of Fastify's 400s that are about the body's form, by error code. */
const FASTIFY_400: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada no coincide con el contenido enviado',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
};

const PLACES: Record<string, string> = { params: 'de la ruta', querystring: 'de la consulta', body: 'de los datos enviados', headers: 'del encabezado' };
const KEYWORDS: Record<string, string> = {
  required: 'es obligatorio', type: 'tiene un tipo de dato incorrecto', minimum: 'está fuera del rango permitido',
  maximum: 'está fuera del rango permitido', exclusiveMinimum: 'está fuera del rango permitido', exclusiveMaximum: 'está fuera del rango permitido',
  maxLength: 'es demasiado largo', minLength: 'es demasiado corto', enum: 'no tiene un valor permitido',
  format: 'no tiene el formato correcto', pattern: 'no tiene el formato correcto', maxItems: 'tiene demasiados elementos',
  minItems: 'tiene muy pocos elementos', additionalProperties: 'contiene campos no permitidos',
};

interface AjvIssue { instancePath?: string; keyword?: string; params?: { missingProperty?: string } }

/** One Spanish line per schema validation issue, naming the parameter and where it goes. */
export function schemaIssueMessages(issues: AjvIssue[], context?: string): string[] {
  const place = PLACES[context ?? ''] ?? '';
  const lines = issues.map((issue) => {
    const name = (issue.params?.missingProperty ?? issue.instancePath?.replace(/^\//, '').replace(/\//g, '.')) || '';
    const subject = name ? `El parámetro «${name}»${place ? ` ${place}` : ''}` : `El valor${place ? ` ${place}` : ''}`;
    return `${subject} ${KEYWORDS[issue.keyword ?? ''] ?? 'no es válido'}`;
  });
  return [...new Set(lines)];
}

/** Errors of a multipart body that ended early or is not multipart at all (busboy's texts). */
const BROKEN_MULTIPART = /multipart|boundary|part header|end of form|unexpected end/i;

/** SQLSTATE classes: 22 data exception; 54 program limit (an index row too large). */
const isDataError = (code: string | undefined) => Boolean(code && (code.startsWith('22') || code === '54000'));
/** The database is down or restarting: connection failures, admin shutdown, cannot connect now. */
const UNAVAILABLE = /^(08|57P0[1-3])/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

function send(reply: FastifyReply, statusCode: number, message: string, errors?: string[]) {
  return reply.status(statusCode).send({ statusCode, message, ...(errors?.length ? { errors } : {}) });
}

export function errorAnswer(error: FastifyError, request: FastifyRequest): { statusCode: number; message: string; errors?: string[] } | null {
  if (error instanceof ApiError) return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  if (error.validation) return { statusCode: 400, message: BAD_REQUEST, errors: schemaIssueMessages(error.validation, error.validationContext) };
  if (error.name === 'ValidationError' && Array.isArray((error as unknown as { errors?: unknown }).errors)) {
    // A yup schema's refusal that a route let through: its messages are Spanish (resources/engine/yupLocale.ts).
    return { statusCode: 400, message: BAD_REQUEST, errors: (error as unknown as { errors: string[] }).errors.map(String) };
  }
  const code = pgErrorCode(error);
  if (isUniqueViolation(error)) return { statusCode: 409, message: 'Ya existe un registro con esos datos.' };
  if (isReferenceViolation(error)) return { statusCode: 409, message: 'No se puede completar la acción: el registro está relacionado con otros datos.' };
  if (code === '23502' || code === '23514') return { statusCode: 400, message: BAD_REQUEST, errors: ['Faltan datos obligatorios o algún valor no cumple las reglas'] };
  if (code === '54000') return { statusCode: 400, message: BAD_REQUEST, errors: ['Algún texto enviado es demasiado largo'] };
  if (isDataError(code)) return { statusCode: 400, message: BAD_REQUEST, errors: ['Algún valor enviado no es válido o está fuera del rango permitido'] };
  if ((code && UNAVAILABLE.test(code)) || NETWORK_CODES.has(String((error as { code?: unknown }).code))) {
    return { statusCode: 503, message: STATUS_MESSAGES[503] };
  }
  if (error.code && FASTIFY_400[error.code] && (error.statusCode ?? 400) === 400) return { statusCode: 400, message: BAD_REQUEST, errors: [FASTIFY_400[error.code]] };
  if (error instanceof SyntaxError && (error.statusCode ?? 400) === 400) return { statusCode: 400, message: BAD_REQUEST, errors: [FASTIFY_400.FST_ERR_CTP_INVALID_JSON_BODY] };
  if (!error.statusCode && request.isMultipart?.() && BROKEN_MULTIPART.test(error.message)) {
    return { statusCode: 400, message: BAD_REQUEST, errors: ['El archivo enviado está incompleto o dañado'] };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 600 && error.statusCode !== 500) {
    return { statusCode: error.statusCode, message: STATUS_MESSAGES[error.statusCode] ?? (error.statusCode < 500 ? BAD_REQUEST : STATUS_MESSAGES[503]) };
  }
  return null;
}

/** Fastify's `frameworkErrors` option: a bad URL or a path parameter over the length limit. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = FASTIFY_400[error.code];
  const answer = { statusCode, message: STATUS_MESSAGES[statusCode] ?? BAD_REQUEST, ...(statusCode === 400 && detail ? { errors: [detail] } : {}) };
  reply.status(statusCode).send(answer);
  // The request never reached a route, so no hook runs for it: its audit entry is written here.
  if (request.server.hasDecorator('auditUnrouted')) request.server.auditUnrouted(request, reply, answer);
  return reply;
}

export function registerErrorHandler(app: FastifyInstance, options: { notFoundHandler?: boolean } = {}) {
  registerInputGuards(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error, request);
    if (answer) return send(reply, answer.statusCode, answer.message, answer.errors);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'Error interno del servidor.');
  });

  if (options.notFoundHandler === false) return;
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ statusCode: 404, message: 'Recurso no encontrado.' });
  });
}
