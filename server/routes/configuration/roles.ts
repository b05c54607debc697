/**
 * Roles: the declared CRUD routes; the permission tree travels as `data` (spec 1 §7)
 * and is stored normalised onto the module catalogue, with every ancestor of a selected
 * node selected (a node grants access only with all its ancestors, spec 1 §6; see
 * docs/decisions.md). A role in use cannot be deleted.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rolesDeclaration } from '../../../resources/roles/declaration';
import { roles } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import { envelopeSchema, ok } from '../../lib/envelope';
import { withAncestors } from '../../../authProvider/permissions';
import { permissionTreeOf } from '../../plugins/auth';
import { isDesignedSubModule, type ModuleNode } from '../../../authProvider/moduleCatalogue';

/**
 * The sent tree with the stored role's designed sub-modules (issue 29) that it does not
 * name at all: a client that has not loaded the designed resources (an older page) sends
 * a tree without their nodes, which must not take them away from the role.
 */
async function withDesignedNodesKept(ctx: AppContext, id: number, sent: unknown): Promise<unknown> {
  if (!Array.isArray(sent)) return sent;
  const [stored] = await ctx.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id)).limit(1);
  if (!Array.isArray(stored?.permissions)) return sent;
  const storedModules = stored.permissions as Partial<ModuleNode>[];
  return (sent as Partial<ModuleNode>[]).map((module, index) => {
    const kept = storedModules[index];
    if (!module || typeof module !== 'object' || !Array.isArray(module.subModules) || kept?.id !== module.id) return module;
    const named = new Set(module.subModules.map((sub) => sub?.id));
    const missing = (kept.subModules ?? []).filter((sub) => isDesignedSubModule(sub.id) && !named.has(sub.id));
    return missing.length ? { ...module, subModules: [...module.subModules, ...missing] } : module;
  });
}

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, rolesDeclaration, {
    messages: {
      saved: 'Rol guardado exitosamente',
      deleted: 'Rol eliminado exitosamente',
      status: 'Estado del rol actualizado exitosamente',
    },
    prepareBody: (body) => {
      const { data, ...rest } = body;
      return { ...rest, permissions: data ?? body.permissions };
    },
    // An update without a tree keeps the stored one; a create without one starts empty.
    beforeWrite: async (values, { mode, id }) => {
      if (values.permissions === undefined && mode === 'update') {
        const { permissions: _kept, ...rest } = values;
        return rest;
      }
      const sent = mode === 'update' && id !== undefined ? await withDesignedNodesKept(ctx, id, values.permissions) : values.permissions;
      return { ...values, permissions: withAncestors(permissionTreeOf(sent)) };
    },
    inUseMessage: 'No se puede eliminar el rol porque tiene usuarios asignados.',
  });

  app.get('/api/roles/active/all', {
    config: { access: { anyOf: [{ module: 8, sub: 1 }, { module: 8, sub: 2 }] } },
    schema: {
      tags: ['Roles'], summary: 'Roles activos para el selector del formulario de usuario',
      response: { 200: envelopeSchema({ type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, roleName: { type: 'string' } } } } } }) },
    },
  }, async () => {
    const items = await ctx.db.select({ id: roles.id, roleName: roles.roleName }).from(roles).where(eq(roles.active, true)).orderBy(asc(roles.roleName));
    return ok({ items });
  });
}
