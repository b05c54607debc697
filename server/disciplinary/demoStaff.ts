/**
 * The disciplinary staff's demo account (issue 16): role 'Disciplinario' with the whole
 * module 2 of the permission tree (Penal: OIDP cases; Administrativo: the Disciplinary
 * Council and the ICAP cases; the disciplinary dashboard).
 */
import type { Database } from '../db/client';
import { seedDemoAccount } from '../seed/demoAccount';

export const DEMO_DISCIPLINARY_STAFF = { username: 'ybriceno', fullname: 'Yolanda Briceño Pérez', email: 'ybriceno@policia.gob.ve' };

export function seedDemoDisciplinaryStaff(db: Database, passwordHash: string): Promise<void> {
  return seedDemoAccount(db, {
    role: { roleName: 'Disciplinario', description: 'Casos ICAP y OIDP, Consejo Disciplinario y su tablero', modules: [{ module: 2 }] },
    user: DEMO_DISCIPLINARY_STAFF,
  }, passwordHash);
}
