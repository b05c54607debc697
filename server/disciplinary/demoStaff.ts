/**
 * The disciplinary staff's demo account (issue 16): role 'Disciplinario' with the whole
 * module 2 of the permission tree (Penal: OIDP cases; Administrativo: the Disciplinary
 * Council and the ICAP cases; the disciplinary dashboard), password of the demo accounts.
 * A seed step of its own, so databases seeded before it get the account too.
 */
import argon2 from 'argon2';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { treeWith } from '../seed/demoAccounts';

export const DEMO_DISCIPLINARY_STAFF = { username: 'ybriceno', fullname: 'Yolanda Briceño Pérez', email: 'ybriceno@policia.gob.ve' };

export async function seedDemoDisciplinaryStaff(db: Database): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ roleName: 'Disciplinario', description: 'Casos ICAP y OIDP, Consejo Disciplinario y su tablero', active: true, permissions: treeWith([{ module: 2 }]) })
    .returning({ id: roles.id });
  await db.insert(users).values({
    ...DEMO_DISCIPLINARY_STAFF,
    password: await argon2.hash('Demo2026!', { type: argon2.argon2id }),
    roleId: Number(role.id),
    isAdmin: false,
    isActive: true,
    isWebSite: false,
    isMedical: false,
  });
}
