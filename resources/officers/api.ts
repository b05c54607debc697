/**
 * The officer calls of the browser (RRHH §7.1), typed once for every officer screen:
 * registration and edit, query, detail and quick search. Paths and verbs as the server
 * declares them (server/routes/rrhh/); every call goes through `apiRequest`, so the
 * bearer token, version header, time-outs and Spanish error catalogue apply.
 */
import { apiBlob, apiRequest, type ApiEnvelope, type QueryValue } from '../../dataProvider/httpClient';
import type { FamilyMemberInput, OfficerInput, ProfessionalItemInput, StatusChangeInput } from './validation';
import type { OfficerSearchFilterName } from './searchFilters';

/** Pagination meta of a list answer (§3.14). */
export type PageMeta = NonNullable<ApiEnvelope<unknown>['meta']>;

/** {value, label} of dependencies, sub-dependencies and positions. */
export interface OrganisationItem {
  value: number;
  label: string;
}

export interface StoredDocument {
  id: number;
  filename: string;
  name: string;
  size: number;
  type: number;
  url: string;
}

export interface StoredImage {
  id: number;
  url: string;
  urlImage: string;
  filename: string | null;
  /** 1 civil photo, 2 uniformed photo. */
  type: number;
}

/** `GET rrhh/{id}`: every column of the officer plus its parts (§3.1 detail view). */
export type OfficerRecord = Omit<OfficerInput, 'family' | 'profesionality' | 'documents' | 'images'> & {
  id: number;
  statusIn: number;
  condition: number;
  motive: string | null;
  typeBlock: number | null;
  grade: number;
  statusDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back when editing: the server refuses (409) an edit of a copy someone else changed. */
  version: number;
  family: (FamilyMemberInput & { id: number })[];
  profesionality: (ProfessionalItemInput & { id: number })[];
  documents: StoredDocument[];
  images: StoredImage[];
};

/** An officer's id, cédula and names. */
export interface OfficerName {
  id: number;
  identification: number;
  firstName: string;
  secondName: string | null;
  firstLastname: string;
  secondLastname: string | null;
}

/** A row of `GET rrhh/search` (the query table's columns). */
export interface OfficerSummary extends OfficerName {
  codeRrhh: string | null;
  iapmchCode: string | null;
  typeRegister: number;
  statusIn: number;
  condition: number;
  gender: number;
  email: string;
  phone: string[];
  dateIn: string;
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
  createdAt: string;
}

/** Filters of `GET rrhh/search` (§2.2, §7.1, declared in ./searchFilters.ts); empty values are dropped by the client. */
export type OfficerSearchFilters = Partial<Record<OfficerSearchFilterName, string | number>>;

export interface Page<T> {
  rows: T[];
  meta: PageMeta;
}

function toPage<T>(answer: ApiEnvelope<T[]>, page: number, pageSize: number): Page<T> {
  const meta = answer.meta ?? { total_elements: answer.data.length, total_pages: 1, page_number: page, page_size: pageSize };
  return { rows: answer.data, meta };
}

export async function fetchOfficer(id: number | string): Promise<OfficerRecord> {
  return (await apiRequest<OfficerRecord>(`rrhh/${id}`)).data;
}

/** `POST rrhh` → 201 with `data.id`. */
export async function createOfficer(body: OfficerInput): Promise<{ id: number; message?: string }> {
  const answer = await apiRequest<{ id: number }>('rrhh', { method: 'POST', body });
  return { id: answer.data.id, message: answer.message };
}

/** `PUT rrhh/{id}`: the same body without id, with the version the form loaded. */
export async function updateOfficer(id: number, body: OfficerInput & { version?: number }): Promise<{ message?: string }> {
  const answer = await apiRequest<unknown>(`rrhh/${id}`, { method: 'PUT', body });
  return { message: answer.message };
}

export async function deleteOfficer(id: number): Promise<string | undefined> {
  return (await apiRequest<unknown>(`rrhh/${id}`, { method: 'DELETE' })).message;
}

export async function searchOfficers(filters: OfficerSearchFilters, page = 1, pageSize = 10): Promise<Page<OfficerSummary>> {
  const answer = await apiRequest<OfficerSummary[]>('rrhh/search', { query: { ...filters, page, pageSize } });
  return toPage(answer, page, pageSize);
}

/** Excel of a search (`isExcel` + `top`): the signed link to open in a new tab. */
export async function exportOfficers(filters: OfficerSearchFilters, top: number): Promise<string> {
  const answer = await apiRequest<{ url: string }>('rrhh/search', { query: { ...filters, isExcel: true, top } });
  return answer.data.url;
}

/** Who an officer is, as pickers, cards and movement lists show it (names, cédula, rank, condition). */
export interface OfficerRef extends OfficerName {
  range: number | null;
  condition: number;
}

/**
 * `GET rrhh/identification/{cédula}`, the one call of every officer picker: the whole
 * officer (typed here for what the pickers' forms read) and what its last approved
 * egreso saved (the re-entry form starts from it).
 */
export interface PickedOfficer extends OfficerRef {
  dateIn: string | null;
  haveReentryPending: boolean;
  codeRrhh: string | null;
  position: number | null;
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
  dependenceWork: string | null;
  email: string | null;
  phone: string[];
  dateBirth: string | null;
  lastDisincorporation: { id: number; dateOut: string; condition: number; dependencies: OrganisationItem[]; subDependencies: OrganisationItem[]; positions: OrganisationItem[] } | null;
}

export async function findOfficerByIdentification(identification: number | string): Promise<PickedOfficer> {
  return (await apiRequest<PickedOfficer>(`rrhh/identification/${identification}`)).data;
}

/** `GET rrhh/search/exact`: the first match, whole (its `id` opens the detail). */
export async function exactSearch(fields: Record<string, QueryValue>): Promise<{ officer: OfficerRecord; message?: string }> {
  const answer = await apiRequest<OfficerRecord>('rrhh/search/exact', { query: fields });
  return { officer: answer.data, message: answer.message };
}

/** `GET rrhh/search/multi` (quick search): at most 5 whole officers. */
export async function multiSearch(fields: { code?: string; identification?: string; names?: string; lastnames?: string }): Promise<{ officers: OfficerRecord[]; message?: string }> {
  const answer = await apiRequest<OfficerRecord[]>('rrhh/search/multi', { query: { ...fields, limit: 5 } });
  return { officers: answer.data, message: answer.message };
}

/** `PATCH rrhh/{id}/status` with statusIn, motive and optional typeBlock. */
export async function changeOfficerStatus(id: number, body: StatusChangeInput): Promise<string | undefined> {
  return (await apiRequest<unknown>(`rrhh/${id}/status`, { method: 'PATCH', body })).message;
}

/** `GET rrhh/qr/generate/{id}`: a PNG data URL. */
export async function generateOfficerQr(id: number): Promise<string> {
  return (await apiRequest<string>(`rrhh/qr/generate/${id}`)).data;
}

/** `POST rrhh/{policeId}/documents` (multipart: `type` and the PDF `files`): the stored documents. */
export async function uploadDocuments(policeId: number, type: number, files: readonly File[]): Promise<StoredDocument[]> {
  const form = new FormData();
  form.append('type', String(type));
  for (const file of files) form.append('files', file, file.name);
  return (await apiRequest<StoredDocument[]>(`rrhh/${policeId}/documents`, { method: 'POST', body: form })).data;
}

/** `POST rrhh/{policeId}/images` (multipart: `type` 1 civil or 2 uniformed, one JPEG/PNG `file`). */
export async function uploadImage(policeId: number, type: 1 | 2, file: File): Promise<StoredImage> {
  const form = new FormData();
  form.append('type', String(type));
  form.append('file', file, file.name);
  return (await apiRequest<StoredImage>(`rrhh/${policeId}/images`, { method: 'POST', body: form })).data;
}

export async function deleteDocuments(policeId: number, documentIds: number[]): Promise<string | undefined> {
  return (await apiRequest<unknown>(`rrhh/${policeId}/documents`, { method: 'DELETE', body: { documentIds } })).message;
}

export async function deleteImages(policeId: number, imageIds: number[]): Promise<string | undefined> {
  return (await apiRequest<unknown>(`rrhh/${policeId}/images`, { method: 'DELETE', body: { imageIds } })).message;
}

/** A stored document or photo as a Blob (the `url` the server gave it; bearer session). */
export const fetchStoredFile = apiBlob;

/** Family search of the query screen (search type 2): ages 1–40, paged, or Excel. */
export async function searchFamily(query: Record<string, QueryValue>, page = 1, pageSize = 10): Promise<Page<Record<string, unknown>>> {
  const answer = await apiRequest<Record<string, unknown>[]>('rrhh/family/search', { query: { minAge: 1, maxAge: 40, ...query, page, pageSize } });
  return toPage(answer, page, pageSize);
}

/** Excel of the family search (`isExcel` + `top`, ages 1–40): the signed link to open in a new tab. */
export async function exportFamily(query: Record<string, QueryValue>, top: number): Promise<string> {
  const answer = await apiRequest<{ url: string }>('rrhh/family/search', { query: { minAge: 1, maxAge: 40, ...query, isExcel: true, top } });
  return answer.data.url;
}

/** `GET rrhh/report/extranet` (search type 3): the XLSX of every officer matching the filters. */
export async function generateExtranetReport(filters: OfficerSearchFilters): Promise<{ url: string; total: number }> {
  return (await apiRequest<{ url: string; total: number }>('rrhh/report/extranet', { query: filters })).data;
}
