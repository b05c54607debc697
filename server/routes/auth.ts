/**
 * Session calls: login (argon2id, signed JWT, 5 failures a minute per user name and
 * address → 429), me, and logout (revokes the token on the server).
 */
import argon2 from 'argon2';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { revokedTokens, users } from '../db/schema';
import type { AppContext } from '../engine/context';
import { ApiError, badRequest, envelopeSchema, errorSchema, ok } from '../lib/envelope';
import { signSession } from '../lib/tokens';
import { loadSessionUser } from '../plugins/auth';
import { LoginThrottle } from '../lib/loginThrottle';
import { loginSchema } from '../../authProvider/loginSchema';
import * as yup from 'yup';

const INVALID_CREDENTIALS = 'Usuario o contraseña incorrectos';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = new LoginThrottle();
  // A hash to compare against when the user does not exist, so timing does not tell.
  const decoyHash = argon2.hash('decoy-password-for-timing');

  app.post<{ Body: { username?: string; password?: string } }>('/api/auth/login', {
    config: { access: 'public' },
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['Sesión'], summary: 'Inicia sesión',
      body: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { access_token: { type: 'string' }, expires_in: { type: 'integer' }, user: { type: 'object', additionalProperties: true } } }), 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
  }, async (request) => {
    let credentials: { username: string; password: string };
    try {
      credentials = await loginSchema.validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof yup.ValidationError) throw badRequest(error.errors);
      throw error;
    }
    const throttleKey = `${credentials.username.toLowerCase()}|${request.ip}`;
    if (throttle.isBlocked(throttleKey)) {
      throw new ApiError(429, 'Demasiados intentos fallidos. Espera un minuto antes de volver a intentarlo.');
    }
    const [found] = await ctx.db
      .select({ id: users.id, password: users.password, isActive: users.isActive })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${credentials.username})`)
      .limit(1);
    const valid = found
      ? await argon2.verify(String(found.password), credentials.password)
      : (await argon2.verify(await decoyHash, credentials.password), false);
    if (!found || !valid) {
      throttle.recordFailure(throttleKey);
      throw new ApiError(401, INVALID_CREDENTIALS);
    }
    if (!found.isActive) throw new ApiError(401, 'Usuario inactivo. Contacta al administrador.');
    throttle.clear(throttleKey);
    const session = signSession(ctx.jwtSecret, Number(found.id));
    const user = await loadSessionUser(ctx.db, Number(found.id));
    request.user = user;
    const { revoked: _r, isActive: _a, ...sessionUser } = user!;
    return ok({ access_token: session.token, expires_in: session.expiresIn, user: sessionUser }, { message: 'Inicio de sesión exitoso' });
  });

  app.get('/api/auth/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['Sesión'], summary: 'Usuario de la sesión con su rol y árbol de permisos', response: { 200: envelopeSchema({ type: 'object', properties: { user: { type: 'object', additionalProperties: true } } }), 401: errorSchema } },
  }, async (request) => ok({ user: request.user }));

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
