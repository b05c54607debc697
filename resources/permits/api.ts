/**
 * The browser's permit calls (spec 3 §7.5, §7.10, §7.3b) and the shapes they answer.
 * Every call goes through `apiRequest` (bearer session, Spanish errors).
 */
import { apiRequest, type ApiEnvelope, type QueryValue } from '../../dataProvider/httpClient';
import type { OfficerRef } from '../officers/api';
import { pathWith } from '../engine/types';
import { permitsDeclaration as D, type PermitStatus } from './declaration';
import type { PermitReportFilters } from './validation';

export interface PermitPolice extends OfficerRef {
  codeRrhh: string | null;
  positions: { value: number; label: string }[];
  dependencies: { value: number; label: string }[];
  dependenceWork: string | null;
  email: string | null;
  phone: string[] | string | null;
  dateBirth: string | null;
}

export interface PermitStudy { institution: string; career: string; lastLevelApproved: string | null; lastLevelAverage: number | null; studyType: string | null }
export interface PermitSchedule { dayOfWeek: number; timeFrom: string; timeTo: string; scheduleType: string }
export interface PermitApproval { id: number; approverId: number | null; approver: { id: number | null; fullName: string }; approvalLevel: number; approvalStatus: 'approved' | 'rejected'; comments: string | null; approvalDate: string }

export interface PermitRecord {
  id: number;
  policeId: number;
  requestNumber: string;
  typeKey: number;
  personalKey: number;
  daysKey: number;
  reasonKey: number;
  permitType: 'obligatorio' | 'potestativo' | 'estudio' | null;
  typeLabel: string;
  personalLabel: string;
  daysLabel: string;
  reasonLabel: string;
  motive: string;
  durationDays: number;
  supportsDelivered: string | null;
  periodFrom: string;
  periodTo: string;
  status: PermitStatus;
  statusNotes: string | null;
  statusDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back when editing: the server refuses (409) an edit of a copy someone else changed. */
  version: number;
  police: PermitPolice | null;
  studies?: PermitStudy[];
  schedules?: PermitSchedule[];
  approvals?: PermitApproval[];
}

export type PermitDetail = PermitRecord & { studies: PermitStudy[]; schedules: PermitSchedule[]; approvals: PermitApproval[] };

export interface PermitStatistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { typeKey: number; permitType: string; label: string; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  byStatus: { status: string; label: string; count: number }[];
  restDays: { totalDays: number; averageDays: number };
}

export function listPermits(query: Record<string, QueryValue>): Promise<ApiEnvelope<PermitRecord[]>> {
  return apiRequest<PermitRecord[]>(D.paths.list, { query });
}

export async function getPermit(id: number): Promise<PermitDetail> {
  return (await apiRequest<PermitDetail>(pathWith(D.paths.one, id))).data;
}

/** Create (POST permits) or edit (PUT permits/{id}, the form values without id). */
export function savePermit(id: number | undefined, body: object): Promise<ApiEnvelope<PermitDetail>> {
  return id ? apiRequest<PermitDetail>(pathWith(D.paths.update, id), { method: 'PUT', body }) : apiRequest<PermitDetail>(D.paths.create, { method: 'POST', body });
}

export function deletePermit(id: number) {
  return apiRequest<{ id: number }>(pathWith(D.paths.remove, id), { method: 'DELETE' });
}

/** The approve / reject dialog sends 2 or 3 (§4.1) through `permits/{id}/status`. */
export function decidePermit(id: number, status: 2 | 3, statusNotes: string | null) {
  return apiRequest<PermitDetail>(pathWith(D.paths.status, id), { method: 'PUT', body: { status, statusNotes } });
}

/** Report data (§7.5): empty filters are not sent. */
export async function fetchPermitReport(filters: PermitReportFilters): Promise<{ rows: PermitDetail[]; total: number }> {
  const answer = await apiRequest<PermitDetail[]>(D.paths.report, { query: { ...filters } });
  return { rows: answer.data, total: answer.meta?.total_elements ?? answer.data.length };
}

export async function fetchPermitStatistics(): Promise<PermitStatistics> {
  return (await apiRequest<PermitStatistics>(D.paths.statistics)).data;
}

export interface IssuedPermitDocument { code: string; verificationPath: string; documentType: string; issuedAt: string }

export async function issuePermitDocument(id: number): Promise<IssuedPermitDocument> {
  return (await apiRequest<IssuedPermitDocument>(pathWith(D.paths.verification, id), { method: 'POST' })).data;
}

/**
 * The report's verification code, for the same filters as its data: the server counts the
 * requests it lists (`total`), and that count is what the PDF and the verification page show.
 */
export async function issuePermitReport(filters: PermitReportFilters): Promise<IssuedPermitDocument & { total: number }> {
  return (await apiRequest<IssuedPermitDocument & { total: number }>(D.paths.reportVerification, { method: 'POST', body: { ...filters } })).data;
}
