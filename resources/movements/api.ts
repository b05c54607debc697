/**
 * The browser's movement calls (RRHH §7.2, §7.3), typed once for the three screens.
 * Paths come from the declarations the server registers; every call goes through
 * `apiRequest` (bearer token, version header, time-outs, Spanish errors).
 */
import { apiRequest, type ApiEnvelope } from '../../dataProvider/httpClient';
import type { OfficerName, OfficerRef, OrganisationItem } from '../officers/api';
import { vacationsDeclaration } from '../vacations/declaration';
import { pathWith, type MovementDeclaration } from './declaration';
import type { MovementStatusInput } from './status';

/** The officer embedded in a movement, and the one every officer picker finds (`rrhh/identification`). */
export type { OfficerRef, OrganisationItem, PickedOfficer } from '../officers/api';

interface MovementBase {
  id: number;
  index: number;
  status: number;
  statusNotes: string | null;
  statusDate: string | null;
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
  createdAt: string;
  updatedAt: string;
  /** Sent back when editing: the server refuses (409) an edit of a copy someone else changed. */
  version: number;
}

export interface ReentryRecord extends MovementBase {
  idPoliceOfficer: number;
  policeOfficer: OfficerRef;
  dateIn: string;
  position: string | null;
  comment: string;
}

export interface DisincorporationRecord extends MovementBase {
  policeId: number;
  idPoliceOfficer: number;
  police: OfficerRef;
  dateOut: string;
  dateIn: string | null;
  comment: string;
  condition: number;
  position: string | null;
}

export interface CommissionPerson {
  id: number | null;
  name: string;
  identification: number | null;
}

export interface VacationRecord extends MovementBase {
  idPoliceOfficer: number;
  policeOfficer: OfficerRef;
  idBestower: number | null;
  bestowerOfficer: OfficerRef | null;
  typeVacationAndRest: number;
  idType: number | null;
  dateIn: string;
  dateOut: string;
  days: number;
  motive: string;
  expiredVacationYear: number | null;
  numberOfRenew: number | null;
  institution: string[];
  personOfCom: CommissionPerson | null;
  personOfApplication: CommissionPerson | null;
  organization1: string | null;
  organizationDevReason: string | null;
}

export interface VacationHistory extends OfficerName {
  listVacationAndRest: VacationRecord[];
}

/** Creates (no id) or edits (id) a record; the answer carries the saved record. */
export function saveMovement<T>(path: string, body: object): Promise<ApiEnvelope<T>> {
  return apiRequest<T>(path, { method: 'POST', body });
}

export function changeMovementStatus(declaration: MovementDeclaration, id: number, body: MovementStatusInput) {
  return apiRequest<{ id: number; status: number }>(pathWith(declaration.paths.status, id), { method: 'PUT', body });
}

export function deleteMovement(declaration: MovementDeclaration, id: number) {
  return apiRequest<{ id: number }>(pathWith(declaration.paths.remove, id), { method: 'DELETE' });
}

export async function fetchVacationHistory(officerId: number, module: number): Promise<VacationHistory> {
  return (await apiRequest<VacationHistory>(pathWith(vacationsDeclaration.paths.byOfficer, officerId), { query: { type: module } })).data;
}
