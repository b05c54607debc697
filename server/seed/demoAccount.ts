/**
 * One demo account added by a seed step of its own (a module's clerk: disciplinary,
 * permits): its role with the given modules of the permission tree, and its user with the
 * demo accounts' password (`passwordHash`, hashed once by the seed). Databases seeded before the step get the account too.
 */
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { treeWith } from './demoAccounts';

export interface DemoAccount {
  role: { roleName: string; description: string; modules: { module: number; sub?: number }[] };
  user: { username: string; fullname: string; email: string };
}

export async function seedDemoAccount(db: Database, account: DemoAccount, passwordHash: string): Promise<void> {
  const { roleName, description, modules } = account.role;
  const [role] = await db.insert(roles).values({ roleName, description, active: true, permissions: treeWith(modules) }).returning({ id: roles.id });
  await db.insert(users).values({
    ...account.user,
    password: passwordHash,
    roleId: Number(role.id),
    isAdmin: false,
    isActive: true,
    isWebSite: false,
    isMedical: false,
  });
}
