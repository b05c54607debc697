/**
 * The browser's medical calls (spec 3 §7.6, §7.3b), typed once; every call goes through
 * `apiRequest` (bearer session, version header, time-outs, Spanish errors).
 */
import { apiRequest, type ApiEnvelope, type QueryValue } from '../../dataProvider/httpClient';
import type { MovementStatusInput } from '../movements/status';
import { MEDICAL_DOCUMENT_PATH, MEDICAL_PATHS as P, medicalPath, type MedicalDocumentKind } from './declaration';
import type { MedicalReportInput } from './validation';

export interface OrganisationItem {
  value: number;
  label: string;
}

/** The officer as the medical screens show it (§3.7). */
export interface MedicalPolice {
  id: number;
  identification: number;
  firstName: string;
  secondName: string | null;
  firstLastname: string;
  secondLastname: string | null;
  codeRrhh: string | null;
  positions: OrganisationItem[];
  position: number | null;
  dependencies: OrganisationItem[];
  dependenceWork: string | null;
  email: string | null;
  phone: string[];
  dateBirth: string | null;
  range: number | null;
  condition: number;
}

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

export function listMedicalReports(query: Record<string, QueryValue>): Promise<ApiEnvelope<MedicalReport[]>> {
  return apiRequest<MedicalReport[]>(P.list, { query });
}

export function createMedicalReport(body: MedicalReportInput): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(P.create, { method: 'POST', body });
}

export function updateMedicalReport(id: number, body: MedicalReportInput): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(medicalPath(P.update, id), { method: 'PUT', body });
}

export function deleteMedicalReport(id: number): Promise<ApiEnvelope<{ id: number; message?: string }>> {
  return apiRequest<{ id: number; message?: string }>(medicalPath(P.remove, id), { method: 'DELETE' });
}

export function changeMedicalStatus(id: number, body: MovementStatusInput): Promise<ApiEnvelope<MedicalReport>> {
  return apiRequest<MedicalReport>(medicalPath(P.status, id), { method: 'PUT', body });
}

export async function findMedicalOfficer(identification: number): Promise<MedicalPolice> {
  return (await apiRequest<MedicalPolice>(P.officer.replace(':identification', String(identification)))).data;
}

export async function fetchMedicalStatistics(): Promise<MedicalStatistics> {
  return (await apiRequest<MedicalStatistics>(P.statistics)).data;
}

export async function issueMedicalDocument(id: number, kind: MedicalDocumentKind): Promise<IssuedMedicalDocument> {
  const path = MEDICAL_DOCUMENT_PATH.replace(':id', String(id)).replace(':kind', kind);
  return (await apiRequest<IssuedMedicalDocument>(path, { method: 'POST' })).data;
}

/** Query keys: every medical list and the dashboard are refreshed after a change (§7.3b). */
export const MEDICAL_QUERY_KEY = ['medical'] as const;
