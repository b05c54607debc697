/**
 * The permits clerk's demo account (issue 28): role 'Permisos' with module 10 of the
 * permission tree (requests, approval, the PDF report and the dashboard), password of the
 * demo accounts. A seed step of its own, so databases seeded before it get the account too.
 */
import argon2 from 'argon2';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { treeWith } from '../seed/demoAccounts';

export const DEMO_PERMITS_CLERK = { username: 'gcolmenares', fullname: 'Gabriela Colmenares Urdaneta', email: 'gcolmenares@policia.gob.ve' };

export async function seedDemoPermitsClerk(db: Database): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ roleName: 'Permisos', description: 'Solicitudes de permisos, su aprobación, el reporte PDF y el tablero', active: true, permissions: treeWith([{ module: 10 }]) })
    .returning({ id: roles.id });
  await db.insert(users).values({
    ...DEMO_PERMITS_CLERK,
    password: await argon2.hash('Demo2026!', { type: argon2.argon2id }),
    roleId: Number(role.id),
    isAdmin: false,
    isActive: true,
    isWebSite: false,
    isMedical: false,
  });
}
