/**
 * Users: the declared CRUD routes plus password hashing, self-protection (nobody
 * deletes or disables themselves) and the autocomplete of the audit viewer.
 */
import { asc, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usersDeclaration } from '../../../resources/users/declaration';
import { users } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import { unaccentContains } from '../../engine/repository';
import { ApiError, envelopeSchema, ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwordHashing';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, usersDeclaration, {
    messages: {
      saved: 'Usuario guardado exitosamente',
      deleted: 'Usuario eliminado exitosamente',
      status: 'Estado del usuario actualizado exitosamente',
    },
    beforeWrite: async (values, { mode }) => {
      const { password, ...rest } = values;
      // On update an empty password keeps the stored one.
      if (typeof password === 'string' && password.length > 0) return { ...rest, password: await hashPassword(password) };
      if (mode === 'create') throw new ApiError(400, 'Datos enviados incorrectos.', ['La contraseña es requerida']);
      return rest;
    },
    beforeDelete: (id, request) => {
      if (request.user?.id === id) throw new ApiError(409, 'No puedes eliminar tu propio usuario.');
    },
    beforeStatus: (target, value, request) => {
      if (request.user?.id === Number(target.id) && !value) throw new ApiError(409, 'No puedes desactivar tu propio usuario.');
      // The switch is open to configuration staff, but only administrators decide over another administrator.
      if (target.isAdmin === true && !request.user?.isAdmin) throw new ApiError(403, 'Solo un administrador puede cambiar el estado de otro administrador.');
    },
  });

  app.get<{ Querystring: { search?: string } }>('/api/users/search/autocomplete', {
    config: { access: { anyOf: [{ module: 9 }, { module: 8, sub: 1 }] } },
    schema: {
      tags: ['Usuarios'], summary: 'Autocompletado de usuarios (visor de auditoría)',
      querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { items: { type: 'array' } } }) },
    },
  }, async (request) => {
    const term = request.query.search?.trim() ?? '';
    if (!term) return ok({ items: [] });
    const rows = await ctx.db
      .select({ id: users.id, username: users.username, fullname: users.fullname })
      .from(users)
      .where(or(unaccentContains(users.username, term), unaccentContains(users.fullname, term)))
      .orderBy(asc(users.username))
      .limit(10);
    const items = rows.map((r) => {
      const [name, ...last] = String(r.fullname).split(' ');
      return { id: r.id, username: r.username, name, lastName: last.join(' ') };
    });
    return ok({ items });
  });
}
