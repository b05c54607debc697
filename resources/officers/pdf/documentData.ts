/**
 * What the documents are built from, gathered in the browser: the officer, the issued
 * document's verification (code, address, QR), and the optional parts (photo, work
 * time, assets, histories, disciplinary cases). An optional part that cannot be loaded
 * is left out of the document rather than failing it (RRHH §7.4).
 */
import { apiBlob } from '../../../dataProvider/httpClient';
import { qrDataUrl, toJpeg, type JpegImage } from '../../../src/pdf/images';
import type { OfficerRecord, StoredImage } from '../api';
import {
  fetchAssignedAssets,
  fetchDisciplinaryCases,
  fetchMovementHistory,
  fetchWorkTime,
  ANTECEDENTES_PAGE_SIZE,
  type AssignedAssets,
  type DepartureEntry,
  type DisciplinaryCase,
  type ReentryEntry,
  type WorkTime,
} from '../dialogs/recordsApi';
import type { DocumentKind } from './documentTypes';
import { issueDocument } from './verificationApi';

/** Catalogue lookups the documents need (labels of data-init lists, state names). */
export interface PdfCatalogs {
  label: (list: string, key: number | string | null | undefined) => string;
  stateName: (id: number | null | undefined) => string;
}

export interface DocumentVerification {
  code: string;
  url: string;
  qrDataUrl: string;
  issuedAt: Date;
}

export interface DocumentBase {
  officer: OfficerRecord;
  verification: DocumentVerification;
  catalogs: PdfCatalogs;
  /** Name of the user who generates it ('Elaborado por'). */
  issuedBy: string;
}

/** Records the document on the server and draws its QR (the public verification address). */
export async function verificationFor(kind: DocumentKind, officerId: number): Promise<DocumentVerification> {
  const issued = await issueDocument(kind, officerId);
  const url = `${window.location.origin}${issued.verificationPath}`;
  return { code: issued.code, url, qrDataUrl: await qrDataUrl(url), issuedAt: new Date(issued.issuedAt) };
}

/** null instead of a failure: the part is left out of the document. */
export async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

/** The uniformed photo first, else the civil one, else any. */
export function photoOf(images: StoredImage[] | null | undefined): StoredImage | null {
  const list = images ?? [];
  return list.find((i) => i.type === 2) ?? list.find((i) => i.type === 1) ?? list[0] ?? null;
}

/** The photo through `external-services/proxy-image?url=` re-encoded as JPEG 0.9 (§7.1, §7.4). */
export async function loadPhoto(officer: OfficerRecord): Promise<JpegImage | null> {
  const image = photoOf(officer.images);
  if (!image?.url) return null;
  return optional(async () => toJpeg(await apiBlob(`external-services/proxy-image?url=${encodeURIComponent(image.url)}`)));
}

export const loadWorkTime = (id: number): Promise<WorkTime | null> => optional(() => fetchWorkTime(id));
export const loadAssets = (id: number): Promise<AssignedAssets | null> => optional(() => fetchAssignedAssets(id));
/** The ex-officer record lists none when the disciplinary call fails. */
export const loadCases = async (id: number): Promise<DisciplinaryCase[]> => (await optional(() => fetchDisciplinaryCases(id))) ?? [];

export async function loadMovements(id: number): Promise<{ reentries: ReentryEntry[]; departures: DepartureEntry[] }> {
  const [reentries, departures] = await Promise.all([
    optional(() => fetchMovementHistory<ReentryEntry>(id, 'reentries', 1, ANTECEDENTES_PAGE_SIZE)),
    optional(() => fetchMovementHistory<DepartureEntry>(id, 'disincorporations', 1, ANTECEDENTES_PAGE_SIZE)),
  ]);
  return { reentries: reentries?.rows ?? [], departures: departures?.rows ?? [] };
}

/** The officer's last approved egreso (histories come newest first). */
export function lastApprovedDeparture(departures: DepartureEntry[]): DepartureEntry | null {
  return departures.find((d) => d.status === 2) ?? null;
}
