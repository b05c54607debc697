/**
 * Session calls: login (argon2id behind the process's hashing gate, signed JWT, failed
 * logins throttled in the database → 429), me, and logout (revokes the token on the server).
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { revokedTokens, users } from '../db/schema';
import type { AppContext } from '../engine/context';
import { ApiError, badRequest, envelopeSchema, errorSchema, ok } from '../lib/envelope';
import { serializeSessionAnswer, sessionAnswerSummary } from '../lib/sessionAnswer';
import { signSession } from '../lib/tokens';
import { loadSessionUser } from '../plugins/auth';
import { LoginThrottle } from '../lib/loginThrottle';
import { HashingBusyError, hashingGate, verifyPassword } from '../lib/passwordHashing';
import { loginSchema } from '../../authProvider/loginSchema';
import * as yup from 'yup';

const INVALID_CREDENTIALS = 'Usuario o contraseña incorrectos';
const BLOCKED = 'Demasiados intentos fallidos. Espera un minuto antes de volver a intentarlo.';
/**
 * Logins of one address being verified or waiting for the hashing gate, at most: one
 * address cannot take the whole line (several users behind one proxy still fit).
 */
const MAX_IN_FLIGHT_PER_ADDRESS = 4;
/** Stored and compared user names are cut here (longer ones exist in no account). */
const MAX_THROTTLE_NAME = 200;

/**
 * Refusals held back at most at once; beyond this they are answered at once (each held
 * one costs only its socket and a timer).
 */
const MAX_HELD_REFUSALS = 1_000;
let heldRefusals = 0;

/**
 * The gate's 429, answered after the Retry-After pause it announces. A client that
 * honours Retry-After loses nothing; a flood that ignores it gets one answer per
 * connection per second instead of hundreds, so the refusals themselves (parsing,
 * logging, sending) stop costing the signed-in users' CPU.
 */
async function tooBusy(reply: FastifyReply): Promise<HashingBusyError> {
  const error = new HashingBusyError();
  reply.header('retry-after', String(error.retryAfterSeconds));
  if (heldRefusals < MAX_HELD_REFUSALS) {
    heldRefusals++;
    await new Promise((resume) => setTimeout(resume, error.retryAfterSeconds * 1000));
    heldRefusals--;
  }
  return error;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = new LoginThrottle(ctx.db);
  const inFlight = new Map<string, number>();

  app.post<{ Body: { username?: string; password?: string } }>('/api/auth/login', {
    config: { access: 'public' },
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['Sesión'], summary: 'Inicia sesión',
      body: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { access_token: { type: 'string' }, expires_in: { type: 'integer' }, user: { type: 'object', additionalProperties: true } } }), 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
  }, async (request, reply) => {
    const address = request.ip;
    // The cheap refusals first, from memory: a flood is turned away before it costs a
    // validation or a query.
    const busy = inFlight.get(address) ?? 0;
    if (hashingGate.isFull || busy >= MAX_IN_FLIGHT_PER_ADDRESS) throw await tooBusy(reply);
    let credentials: { username: string; password: string };
    try {
      credentials = await loginSchema.validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof yup.ValidationError) throw badRequest(error.errors);
      throw error;
    }
    const username = credentials.username.toLowerCase().slice(0, MAX_THROTTLE_NAME);
    inFlight.set(address, busy + 1);
    let found: { id: unknown; password: unknown; isActive: unknown } | undefined;
    let valid: boolean;
    try {
      if (await throttle.isBlocked(username, address)) throw new ApiError(429, BLOCKED);
      [found] = await ctx.db
        .select({ id: users.id, password: users.password, isActive: users.isActive })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${credentials.username})`)
        .limit(1);
      // An unknown name is verified too (against a dummy hash): both paths take the same time.
      valid = await verifyPassword(found ? String(found.password) : null, credentials.password);
    } catch (error) {
      if (error instanceof HashingBusyError) throw await tooBusy(reply);
      throw error;
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
    if (!found || !valid) {
      await throttle.recordFailure(username, address);
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    if (!found.isActive) throw new ApiError(401, 'Usuario inactivo. Contacta al administrador.');
    await throttle.clear(username, address);
    const session = signSession(ctx.jwtSecret, Number(found.id));
    const user = await loadSessionUser(ctx.db, Number(found.id));
    request.user = user;
    const { revoked: _r, isActive: _a, ...sessionUser } = user!;
    return ok({ access_token: session.token, expires_in: session.expiresIn, user: sessionUser }, { message: 'Inicio de sesión exitoso' });
  });

  app.get('/api/auth/me', {
    config: { access: 'authenticated', auditResponse: sessionAnswerSummary },
    schema: { tags: ['Sesión'], summary: 'Usuario de la sesión con su rol y árbol de permisos', response: { 200: envelopeSchema({ type: 'object', properties: { user: { type: 'object', additionalProperties: true } } }), 401: errorSchema } },
  }, async (request, reply) => {
    // A reply's own serializer sets no content type by itself.
    reply.type('application/json; charset=utf-8').serializer(serializeSessionAnswer);
    return ok({ user: request.user });
  });

  app.post('/api/auth/logout', {
    config: { access: 'authenticated', changesSessions: true },
    schema: { tags: ['Sesión'], summary: 'Cierra la sesión y revoca el token en el servidor', response: { 200: envelopeSchema(), 401: errorSchema } },
  }, async (request) => {
    const expiresAt = new Date((request.tokenExp ?? Math.floor(Date.now() / 1000)) * 1000).toISOString();
    await ctx.db.insert(revokedTokens).values({ jti: request.tokenId!, expiresAt }).onConflictDoNothing();
    // Housekeeping: tokens past their expiry need no revocation entry any more.
    await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    return ok(null, { message: 'Sesión cerrada exitosamente' });
  });

}
