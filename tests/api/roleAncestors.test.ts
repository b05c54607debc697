/**
 * Roles saved before the editor stored ancestors (issue 20): a tree with a sub-module
 * ticked but not its module granted nothing. The seed's one-time step stores such roles
 * with their ancestors; afterwards the role reaches what it names, and nothing more.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { hasAccess, toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { roles } from '../../server/db/schema';
import { permissionTreeOf } from '../../server/plugins/auth';
import { storeRoleAncestors } from '../../server/seed/roleAncestors';
import { createTestApp, type TestApp } from '../support/testApp';

const asUser = (tree: ReturnType<typeof permissionTreeOf>): SessionUser => ({
  id: 1, username: 'x', name: 'x', email: 'x@x.x', isAdmin: false,
  role: { id: 1, roleName: 'x', active: true, permissions: toSessionPermissions(tree) },
});

// The app opens in a hook (the hook time-out allows for a loaded machine), not inside the case's 60 s.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { demoData: false });
});
afterAll(async () => {
  await t?.close();
});

it('a role saved with a sub-module but not its module reaches that sub-module after the step, once', async () => {
  const { database } = t;
  const tree = emptyPermissionTree();
  const module = tree[0];
  const sub = module.subModules[0];
  sub.selected = true; // the old editor's save: the module itself left unticked
  const [row] = await database.db.insert(roles).values({ roleName: 'Rol antiguo', description: 'Guardado antes de los ancestros', active: true, permissions: tree }).returning({ id: roles.id, version: roles.version });
  const before = permissionTreeOf((await database.db.select().from(roles).where(eq(roles.id, row.id)))[0].permissions);
  expect(hasAccess(asUser(before), { module: module.id, sub: sub.id })).toBe(false);

  expect(await storeRoleAncestors(database.db)).toBe(1);
  const [stored] = await database.db.select().from(roles).where(eq(roles.id, row.id));
  const after = permissionTreeOf(stored.permissions);
  expect(hasAccess(asUser(after), { module: module.id, sub: sub.id })).toBe(true);
  expect(hasAccess(asUser(after), { module: module.id, sub: module.subModules[1].id })).toBe(false);
  expect(hasAccess(asUser(after), { module: tree[1].id })).toBe(false);
  expect(Number(stored.version)).toBe(Number(row.version) + 1);
  // Nothing left to complete: a second pass changes nothing (the admin role is complete already).
  expect(await storeRoleAncestors(database.db)).toBe(0);
}, 60_000);
