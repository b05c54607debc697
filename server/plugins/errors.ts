/**
 * One error handler: every failure leaves as the Spanish envelope, never with a stack
 * trace or SQL. Known database errors become 409s with clear messages.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../lib/envelope';
import { isReferenceViolation, pgErrorCode } from '../lib/pgErrors';

export function registerErrorHandler(app: FastifyInstance, options: { notFoundHandler?: boolean } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error.validation) {
      const errors = error.validation.map((v) => `${v.instancePath || v.params?.missingProperty || 'valor'}: valor inválido`);
      return reply.status(400).send({ statusCode: 400, message: 'Datos enviados incorrectos.', errors });
    }
    const code = pgErrorCode(error);
    if (code === '23505') return reply.status(409).send({ statusCode: 409, message: 'Ya existe un registro con esos datos.' });
    if (isReferenceViolation(error)) return reply.status(409).send({ statusCode: 409, message: 'No se puede completar la acción: el registro está relacionado con otros datos.' });
    if (error.statusCode === 413) return reply.status(413).send({ statusCode: 413, message: 'El contenido enviado es demasiado grande.' });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: 'Datos enviados incorrectos.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, message: 'Error interno del servidor.' });
  });

  if (options.notFoundHandler === false) return;
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ statusCode: 404, message: 'Recurso no encontrado.' });
  });
}
