/**
 * The calls of the officer-level dialogs and documents (RRHH §3.10, §7.1, §7.2): histories
 * of re-entries, egresos and vacations (data.data[] with meta or _meta), the permit,
 * medical and disciplinary histories of their modules, the work time and the assigned
 * assets. Every call goes through `apiRequest` (bearer session, Spanish errors).
 */
import { apiRequest, type ApiEnvelope } from '../../../dataProvider/httpClient';
import type { OrganisationItem } from '../api';
import { disincorporationsDeclaration } from '../../disincorporations/declaration';
import { pathWith } from '../../engine/types';
import { reentriesDeclaration } from '../../reentries/declaration';
import { vacationHistoryPath } from '../../vacations/declaration';

/** The officer a dialog works on: a query row or a whole record both fit. */
export interface DialogOfficer {
  id: number;
  identification: number;
  firstName: string;
  secondName?: string | null;
  firstLastname: string;
  secondLastname?: string | null;
}

/** Props of every officer dialog: `officer` null means closed (so it can fade out). */
export interface OfficerDialogProps {
  officer: DialogOfficer | null;
  onClose: () => void;
}

export interface HistoryPage<T> {
  rows: T[];
  total: number;
}

interface MovementEntry {
  id: number;
  status: number;
  comment: string;
  dependencies?: OrganisationItem[];
  subDependencies?: OrganisationItem[];
  positions?: OrganisationItem[];
  createdAt?: string;
}

export interface ReentryEntry extends MovementEntry {
  dateIn: string;
  /** Labels of the positions (the server joins them). */
  position?: string | null;
}

export interface DepartureEntry extends MovementEntry {
  dateOut: string;
  /** Date of the approved re-entry that closed this egreso. */
  dateIn: string | null;
  condition: number;
  position?: string | null;
}

export interface VacationEntry {
  id: number;
  dateIn: string;
  dateOut: string;
  /** The motive (§3.10 "vacation entry in history: dateIn, dateOut, comment"). */
  comment: string;
  status?: number;
}

export interface PermitEntry {
  id: number;
  periodFrom: string;
  periodTo: string;
  permitType: string;
  motive: string | null;
  /** pending | approved | rejected (strings), or 1 | 2 | 3. */
  status: string | number;
  createdAt: string;
}

export interface MedicalEntry {
  id: number;
  restStartDate: string;
  restEndDate: string;
  diagnosis: string | null;
  status: number;
  createdAt: string;
}

export interface DisciplinaryCase {
  id: number;
  dateInit: string | null;
  numberOfCase: string | null;
  detective: string | null;
  fault: string | null;
  /** 1 Aprobado, 2 Rechazado, 3 Pendiente. */
  decision: number | null;
  typeRegister?: number | null;
  sanction?: string | null;
}

export interface WorkPeriod {
  start: string;
  end: string;
  years?: number;
  months?: number;
  days?: number;
  totalDays?: number;
}

export interface WorkTime {
  totalWorkYears: number;
  totalWorkMonths: number;
  totalWorkDaysRemaining: number;
  /** Days of service. */
  totalWorkTime: number;
  vacationDays: number;
  calculationPeriod: { start: string; end: string } | null;
  workPeriods: WorkPeriod[];
  /** Previous public service declared on the record, added to the total (absent from older answers). */
  previousWork?: { years: number; months: number; days: number };
}

export interface AssignedGun {
  brand: string | null;
  model: string | null;
  serial: string | null;
}

export interface AssignedVehicle {
  brand: string | null;
  model: string | null;
  plate: string | null;
}

export interface AssignedAssets {
  gun: AssignedGun[];
  vehicle: AssignedVehicle[];
}

/** Page size of Antecedentes (§7.2, §9) and of the permit history (§9). */
export const ANTECEDENTES_PAGE_SIZE = 1000;
export const PERMIT_HISTORY_PAGE_SIZE = 100;

type HistoryAnswer<T> = { data: T[]; meta?: { total_elements: number }; _meta?: { total_elements: number } };

function pageOf<T>(answer: ApiEnvelope<HistoryAnswer<T> | T[]>): HistoryPage<T> {
  const body = answer.data;
  if (Array.isArray(body)) return { rows: body, total: answer.meta?.total_elements ?? body.length };
  const rows = body.data ?? [];
  return { rows, total: body.meta?.total_elements ?? body._meta?.total_elements ?? answer.meta?.total_elements ?? rows.length };
}

export type MovementHistoryType = 'reentries' | 'disincorporations' | 'vacations';

/** Where each movement declares an officer's history (`rrhh/{id}/{type}`, §7.2). */
const MOVEMENT_HISTORY_PATHS: Record<MovementHistoryType, string> = {
  reentries: reentriesDeclaration.paths.byOfficer,
  disincorporations: disincorporationsDeclaration.paths.byOfficer,
  vacations: vacationHistoryPath('vacations'),
};

/** `GET rrhh/{id}/{type}` with page and pageSize (§7.2). */
export async function fetchMovementHistory<T>(officerId: number, type: MovementHistoryType, page: number, pageSize: number): Promise<HistoryPage<T>> {
  return pageOf(await apiRequest<HistoryAnswer<T>>(pathWith(MOVEMENT_HISTORY_PATHS[type], officerId), { query: { page, pageSize } }));
}

/** `GET permits?policeId&page=1&pageSize=100`: data.data (§7.1). */
export async function fetchPermitHistory(officerId: number): Promise<PermitEntry[]> {
  return pageOf(await apiRequest<HistoryAnswer<PermitEntry>>('permits', { query: { policeId: officerId, page: 1, pageSize: PERMIT_HISTORY_PAGE_SIZE } })).rows;
}

/** `GET medical/by-police/{id}`: data is a list (§7.1). */
export async function fetchMedicalHistory(officerId: number): Promise<MedicalEntry[]> {
  return (await apiRequest<MedicalEntry[]>(`medical/by-police/${officerId}`)).data ?? [];
}

/** `GET disciplinary/cases-by-officer/{id}`: statusCode 200 and data[] (§7.1). */
export async function fetchDisciplinaryCases(officerId: number): Promise<DisciplinaryCase[]> {
  const answer = await apiRequest<DisciplinaryCase[]>(`disciplinary/cases-by-officer/${officerId}`);
  if (answer.statusCode !== 200 || !Array.isArray(answer.data)) throw new Error('Error cargando historial');
  return answer.data;
}

/** `GET rrhh/work-time/{id}`: statusCode 200 expected (§7.1). */
export async function fetchWorkTime(officerId: number): Promise<WorkTime> {
  const answer = await apiRequest<WorkTime>(`rrhh/work-time/${officerId}`);
  if (answer.statusCode !== 200) throw new Error('Error al obtener tiempo de trabajo');
  return answer.data;
}

/** `GET rrhh/assigned-assets/{id}`: gun[] and vehicle[] (§3.10). */
export async function fetchAssignedAssets(officerId: number): Promise<AssignedAssets> {
  const data = (await apiRequest<Partial<AssignedAssets>>(`rrhh/assigned-assets/${officerId}`)).data ?? {};
  return { gun: data.gun ?? [], vehicle: data.vehicle ?? [] };
}

/** One line of 'Antecedentes (Egresos y Reingresos)'. */
export interface AntecedentEntry {
  key: string;
  kind: 'reentry' | 'departure';
  date: string;
  /** Egreso condition (key of the condition list); null for re-entries. */
  condition: number | null;
  position: string;
  comment: string;
  status: number;
  createdAt: string;
}

const positionsText = (entry: MovementEntry & { position?: string | null }) => entry.position || (entry.positions ?? []).map((p) => p.label).filter(Boolean).join(', ');

/** Re-entries and egresos as one list, newest first (§2.5); same date: the later record first. */
export function mergeAntecedentes(reentries: ReentryEntry[], departures: DepartureEntry[]): AntecedentEntry[] {
  const merged: AntecedentEntry[] = [
    ...reentries.map((r) => ({ key: `reentry-${r.id}`, kind: 'reentry' as const, date: r.dateIn, condition: null, position: positionsText(r), comment: r.comment, status: r.status, createdAt: r.createdAt ?? '' })),
    ...departures.map((d) => ({ key: `departure-${d.id}`, kind: 'departure' as const, date: d.dateOut, condition: d.condition, position: positionsText(d), comment: d.comment, status: d.status, createdAt: d.createdAt ?? '' })),
  ];
  return merged.sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.key.localeCompare(a.key));
}

/** Both histories at page size 1000, merged (§7.2). */
export async function fetchAntecedentes(officerId: number): Promise<AntecedentEntry[]> {
  const [reentries, departures] = await Promise.all([
    fetchMovementHistory<ReentryEntry>(officerId, 'reentries', 1, ANTECEDENTES_PAGE_SIZE),
    fetchMovementHistory<DepartureEntry>(officerId, 'disincorporations', 1, ANTECEDENTES_PAGE_SIZE),
  ]);
  return mergeAntecedentes(reentries.rows, departures.rows);
}

/** Translation key of a request status: numbers 1/2/3 or the permit strings (spec 3 §4.1). */
export function requestStatusKey(status: string | number | null | undefined): string {
  const byValue: Record<string, string> = { '1': 'pending', pending: 'pending', '2': 'approved', approved: 'approved', '3': 'rejected', rejected: 'rejected' };
  return `app.officers.records.status.${byValue[String(status)] ?? 'none'}`;
}
