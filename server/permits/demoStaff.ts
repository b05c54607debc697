/**
 * The permits clerk's demo account (issue 28): role 'Permisos' with module 10 of the
 * permission tree (requests, approval, the PDF report and the dashboard).
 */
import type { Database } from '../db/client';
import { seedDemoAccount } from '../seed/demoAccount';

export const DEMO_PERMITS_CLERK = { username: 'gcolmenares', fullname: 'Gabriela Colmenares Urdaneta', email: 'gcolmenares@policia.gob.ve' };

export function seedDemoPermitsClerk(db: Database, passwordHash: string): Promise<void> {
  return seedDemoAccount(db, {
    role: { roleName: 'Permisos', description: 'Solicitudes de permisos, su aprobación, el reporte PDF y el tablero', modules: [{ module: 10 }] },
    user: DEMO_PERMITS_CLERK,
  }, passwordHash);
}
