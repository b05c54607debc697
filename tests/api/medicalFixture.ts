/**
 * Fixtures of the medical API tests: a doctor whose role holds only module 11 (Médico),
 * a valid report body, and a look at the stored rows.
 */
import { daysFromToday, treeWith } from './movementsFixture';
import { createUser, expectStatus, uniqueLetters } from '../support/api';
import type { TestApp } from '../support/testApp';

export const DOCTOR_NAME = 'Carmen Salazar Rivas';

/** A user named DOCTOR_NAME whose role holds only module 11; returns its token and id. */
export async function medicalUser(t: TestApp, adminToken: string, fullname = DOCTOR_NAME): Promise<{ token: string; id: number }> {
  const role = expectStatus<{ id: number }>(
    await t.call(adminToken, { method: 'POST', url: '/api/roles', payload: { roleName: `Rol medico ${uniqueLetters()}`, active: true, data: treeWith([{ module: 11 }]) } }),
    201,
  ).data;
  const user = await createUser(t, adminToken, { roleId: role.id, fullname });
  return { token: await t.login(user.username, user.password), id: user.id };
}

export const reportBody = (policeId: number, overrides: Record<string, unknown> = {}) => ({
  policeId,
  diagnosis: 'Lumbalgia mecánica aguda por esfuerzo',
  paraclinicalExams: 'Radiografía de columna lumbosacra sin alteraciones',
  pharmacologicalTreatment: 'Ibuprofeno 400 mg cada 8 horas por 5 días',
  recommendations: ['Reposo relativo en casa', 'Evitar cargar peso'],
  restStartDate: daysFromToday(-2),
  restEndDate: daysFromToday(2),
  ...overrides,
});

export async function reportCount(t: TestApp, policeId?: number): Promise<number> {
  const [row] = policeId === undefined
    ? await t.database.rawQuery('select count(*)::int as n from medical_reports')
    : await t.database.rawQuery('select count(*)::int as n from medical_reports where police_id = $1', [policeId]);
  return Number(row.n);
}

export interface MedicalReport {
  id: number;
  policeId: number;
  police: { id: number; identification: number; firstName: string; firstLastname: string; condition: number };
  medical: { id: number; name: string; fullname: string; email: string } | null;
  diagnosis: string;
  paraclinicalExams: string | null;
  pharmacologicalTreatment: string | null;
  recommendations: string[];
  restStartDate: string;
  restEndDate: string;
  restDays: number;
  status: number;
  currentStatus: string;
  statusNotes: string | null;
  decidedBy: string | null;
  message?: string;
}
