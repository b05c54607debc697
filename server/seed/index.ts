/**
 * First-start data: the administrator role and user (always), and demo roles and
 * users (unless DEMO_DATA=0). Each step runs once: a marker in `settings` says so.
 */
import { eq } from 'drizzle-orm';
import { fullPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import type { Database } from '../db/client';
import { roles, settings, users } from '../db/schema';
import { seedDemoMovements } from '../movements/seedMovements';
import { seedDemoOfficers } from '../officers/seedOfficers';
import { seedDemoPermitsClerk } from '../permits/demoStaff';
import { seedDemoPermits } from '../permits/seedPermits';
import { demoRoles, demoUsers } from './demoAccounts';
import { DEMO_PASSWORD, hashWithDefaults, type PasswordHasher } from './passwords';
import { seedDemoEducation } from './educationDemo';
import { seedDemoAssets } from './gunparkDemo';
import { seedDemoCases } from '../disciplinary/demoData';
import { seedDemoDisciplinaryStaff } from '../disciplinary/demoStaff';
import { seedDemoMedical } from '../medical/demoData';
import { storeRoleAncestors } from './roleAncestors';

export const ADMIN_USERNAME = 'admin';

/** Runs a seed step once, in one transaction with its marker. */
async function once(db: Database, key: string, step: (tx: Database) => Promise<void>): Promise<boolean> {
  const done = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  if (done.length) return false;
  await db.transaction(async (tx) => {
    await step(tx);
    await tx.insert(settings).values({ key, value: new Date().toISOString() });
  });
  return true;
}

export async function insertRole(db: Database, roleName: string, description: string, permissions: PermissionTree): Promise<number> {
  const [row] = await db.insert(roles).values({ roleName, description, active: true, permissions }).returning({ id: roles.id });
  return Number(row.id);
}

export interface SeedOptions {
  adminPassword: string;
  demoData: boolean;
  /** How the seeded passwords are hashed (default: argon2id with its defaults, as a user's own). */
  hashPassword?: PasswordHasher;
}

export async function seed(db: Database, options: SeedOptions): Promise<{ adminCreated: boolean }> {
  const hashPassword = options.hashPassword ?? hashWithDefaults;
  // Hashed once, and only if a step that creates a demo account still has to run.
  let demoHash: Promise<string> | undefined;
  const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));
  const adminCreated = await once(db, 'seed.admin', async (tx) => {
    const roleId = await insertRole(tx, 'Administrador', 'Acceso completo al sistema', fullPermissionTree());
    await tx.insert(users).values({
      username: ADMIN_USERNAME,
      email: 'admin@policia.gob.ve',
      fullname: 'Administrador del Sistema',
      password: await hashPassword(options.adminPassword),
      roleId,
      isAdmin: true,
      isActive: true,
    });
  });
  if (options.demoData) {
    await once(db, 'seed.demo.accounts', async (tx) => {
      const roleIds = new Map<string, number>();
      for (const role of demoRoles()) roleIds.set(role.roleName, await insertRole(tx, role.roleName, role.description, role.permissions));
      const hash = await demoPasswordHash();
      for (const user of demoUsers()) {
        await tx.insert(users).values({ ...user.values, password: hash, roleId: roleIds.get(user.roleName)! });
      }
    });
    await once(db, 'seed.demo.officers', async (tx) => { await seedDemoOfficers(tx); });
    await once(db, 'seed.demo.movements', async (tx) => { await seedDemoMovements(tx); });
    await once(db, 'seed.demo.assets', async (tx) => { await seedDemoAssets(tx); });
    await once(db, 'seed.demo.permits', async (tx) => { await seedDemoPermits(tx); });
    await once(db, 'seed.demo.disciplinary', async (tx) => { await seedDemoCases(tx); });
    await once(db, 'seed.demo.disciplinary.staff', async (tx) => { await seedDemoDisciplinaryStaff(tx, await demoPasswordHash()); });
    await once(db, 'seed.demo.education', async (tx) => { await seedDemoEducation(tx); });
    await once(db, 'seed.demo.medical', async (tx) => { await seedDemoMedical(tx, await demoPasswordHash()); });
    await once(db, 'seed.demo.permits.staff', async (tx) => { await seedDemoPermitsClerk(tx, await demoPasswordHash()); });
  }
  // Roles saved before ancestors were stored (issue 20): once, after every other step.
  await once(db, 'seed.roles.ancestors', async (tx) => { await storeRoleAncestors(tx); });
  return { adminCreated };
}
