/**
 * Roles saved before the roles editor stored ancestors (issue 20) may hold a sub-module
 * or permission without its module, which the access rule (a node grants only with all
 * its ancestors) makes unreachable. This step stores each such role with its ancestors,
 * as the roles route does for every save since, so a role grants what its editor shows.
 */
import { eq, sql } from 'drizzle-orm';
import { withAncestors } from '../../authProvider/permissions';
import type { Database } from '../db/client';
import { roles } from '../db/schema';
import { permissionTreeOf } from '../plugins/auth';

/** Answers how many roles changed. */
export async function storeRoleAncestors(db: Database): Promise<number> {
  const saved = await db.select({ id: roles.id, permissions: roles.permissions }).from(roles);
  let changed = 0;
  for (const role of saved) {
    const tree = permissionTreeOf(role.permissions);
    const completed = withAncestors(tree);
    if (JSON.stringify(completed) === JSON.stringify(tree)) continue;
    await db.update(roles).set({ permissions: completed, version: sql`${roles.version} + 1` }).where(eq(roles.id, role.id));
    changed++;
  }
  return changed;
}
