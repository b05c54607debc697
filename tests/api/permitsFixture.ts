/**
 * Fixtures of the permit API tests: valid bodies of each type (spec 3 §5.6), study rows,
 * and a look at the stored rows.
 */
import type { TestApp } from '../support/testApp';
import { daysFromToday } from './movementsFixture';

export interface PermitAnswer {
  id: number;
  policeId: number;
  requestNumber: string;
  typeKey: number;
  permitType: string;
  typeLabel: string;
  reasonLabel: string;
  status: string;
  statusNotes: string | null;
  durationDays: number;
  periodFrom: string;
  periodTo: string;
  message?: string;
  police: { id: number; identification: number; firstName: string; firstLastname: string } | null;
  studies?: { institution: string; career: string; studyType: string | null; lastLevelAverage: number | null }[];
  schedules?: { dayOfWeek: number; timeFrom: string; timeTo: string; scheduleType: string }[];
  approvals?: { approverId: number | null; approver: { fullName: string }; approvalLevel: number; approvalStatus: string; comments: string | null; approvalDate: string }[];
}

export const STUDIES = [
  { institution: 'Universidad Central de Venezuela', career: 'Derecho', lastLevelApproved: '6to semestre', lastLevelAverage: 16.5, studyType: 'SEMESTRE' },
  { institution: 'UNES', career: 'Ciencias Policiales', lastLevelApproved: '2do trimestre', lastLevelAverage: 18, studyType: 'TRIMESTRE' },
];

export const SCHEDULES = [
  { dayOfWeek: 1, timeFrom: '18:00', timeTo: '21:00', scheduleType: 'nocturno' },
  { dayOfWeek: 6, timeFrom: '08:00', timeTo: '12:00', scheduleType: 'diurno' },
];

/** An obligatory permit (type 1 > Funcionario > 1 día > sufragio). */
export const obligatoryBody = (policeId: number, overrides: Record<string, unknown> = {}) => ({
  policeId,
  typeKey: 1,
  personalKey: 1,
  daysKey: 1,
  reasonKey: 3,
  durationDays: 1,
  periodFrom: daysFromToday(5),
  periodTo: daysFromToday(5),
  motive: 'Ejercicio del derecho al voto en su centro electoral',
  supportsDelivered: 'Constancia del CNE',
  ...overrides,
});

/** A study permit (type 3 > Funcionario > Período académico > clases) with two studies and two schedules. */
export const studyBody = (policeId: number, overrides: Record<string, unknown> = {}) => ({
  policeId,
  typeKey: 3,
  personalKey: 5,
  daysKey: 12,
  reasonKey: 18,
  durationDays: 120,
  periodFrom: daysFromToday(10),
  periodTo: daysFromToday(130),
  motive: 'Asistencia a clases del período académico en curso',
  studies: STUDIES,
  schedules: SCHEDULES,
  ...overrides,
});

export async function countPermits(t: TestApp, officerId: number): Promise<{ permits: number; studies: number; schedules: number; approvals: number }> {
  const [row] = await t.database.rawQuery(
    `select (select count(*)::int from permits where officer_id = $1) as permits,
            (select count(*)::int from permit_studies s join permits p on p.id = s.permit_id where p.officer_id = $1) as studies,
            (select count(*)::int from permit_schedules s join permits p on p.id = s.permit_id where p.officer_id = $1) as schedules,
            (select count(*)::int from permit_approvals a join permits p on p.id = a.permit_id where p.officer_id = $1) as approvals`,
    [officerId],
  );
  return { permits: Number(row.permits), studies: Number(row.studies), schedules: Number(row.schedules), approvals: Number(row.approvals) };
}
