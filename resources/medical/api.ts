/**
 * The browser's medical calls (spec 3 §7.6, §7.3b), typed once; every call goes through
 * `apiRequest` (bearer session, version header, time-outs, Spanish errors).
 */
import { apiRequest, type ApiEnvelope } from '../../dataProvider/httpClient';
import type { MovementStatusInput } from '../movements/status';
import type { OfficerRef, PickedOfficer } from '../officers/api';
import { pathWith } from '../engine/types';
import { medicalReportsDeclaration, type MedicalDocumentKind } from './declaration';
import type { MedicalReportInput } from './validation';

const P = medicalReportsDeclaration.paths;

/** The officer as the medical screens show it (§3.7). */
export type MedicalPolice = Pick<PickedOfficer, keyof OfficerRef | 'codeRrhh' | 'positions' | 'position' | 'dependencies' | 'dependenceWork' | 'email' | 'phone' | 'dateBirth'>;

export interface MedicalDoctor {
  id: number;
  name: string | null;
  fullname: string | null;
  username: string | null;
  email: string | null;
}

export interface MedicalReport {
  id: number;
  policeId: number;
  police: MedicalPolice;
  doctorId: number | null;
  medical: MedicalDoctor | null;
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
  createdAt: string;
  updatedAt: string;
  /** Sent back when editing: the server refuses (409) an edit of a copy someone else changed. */
  version: number;
}

export interface MedicalStatistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { type: string; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  topDiagnoses: { diagnosis: string; count: number }[];
  restDays: { totalDays: number; averageDays: number };
}

export interface IssuedMedicalDocument {
  code: string;
  verificationPath: string;
  issuedAt: string;
}

export function createMedicalReport(body: MedicalReportInput): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(P.create, { method: 'POST', body });
}

/** `version`: the one the form loaded (409 when someone saved in between). */
export function updateMedicalReport(id: number, body: MedicalReportInput & { version?: number }): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(pathWith(P.update, id), { method: 'PUT', body });
}

export function deleteMedicalReport(id: number): Promise<ApiEnvelope<{ id: number; message?: string }>> {
  return apiRequest<{ id: number; message?: string }>(pathWith(P.remove, id), { method: 'DELETE' });
}

export function changeMedicalStatus(id: number, body: MovementStatusInput): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(pathWith(P.status, id), { method: 'PUT', body });
}

export async function fetchMedicalStatistics(): Promise<MedicalStatistics> {
  return (await apiRequest<MedicalStatistics>(P.statistics)).data;
}

export async function issueMedicalDocument(id: number, kind: MedicalDocumentKind): Promise<IssuedMedicalDocument> {
  const path = pathWith(P.verification, id).replace(':kind', kind);
  return (await apiRequest<IssuedMedicalDocument>(path, { method: 'POST' })).data;
}

/** Query keys: every medical list and the dashboard are refreshed after a change (§7.3b). */
export const MEDICAL_QUERY_KEY = ['medical'] as const;
