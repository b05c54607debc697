/** A disciplinary case as the API answers it (spec 3 §3.1), with its involved records. */
import type { StoredDocument } from '../engine/documentsApi';

export interface InvolvedOfficer { id: number; identification: number; firstName: string; secondName?: string | null; firstLastname: string; secondLastname?: string | null; range?: number | null }
export interface InvolvedVehicle { id: number; codeVehicle: string | null; plate: string | null; brand: string | null; model: string | null; status: number | null }
export interface InvolvedGun { id: number; codeGun: string | null; serial: string | null; brand: string | null; model: string | null; status: number | null }

export interface RelatedCase { id: number; numberOfCase: string | null; descriptionOfCase?: string | null; statusDisciplinary?: number | null }

export interface CaseRecord extends Record<string, unknown> {
  id: number;
  numberOfCase: string | null;
  expedientNumber: string | null;
  typeDisciplinary: number;
  statusDisciplinary: number | null;
  isCouncil: boolean;
  dateInit: string | null;
  victim: string | null;
  office: string | null;
  fault: string | null;
  sanction: string | null;
  typeOfSanction: number | null;
  descriptionOfCase: string | null;
  relatedCase: RelatedCase | null;
  policeSelected: InvolvedOfficer[];
  vehicleSelected: InvolvedVehicle[];
  gunSelected: InvolvedGun[];
  documents: StoredDocument[];
}

/** The involved records a form holds before saving. */
export interface Involved {
  policeSelected: InvolvedOfficer[];
  vehicleSelected: InvolvedVehicle[];
  gunSelected: InvolvedGun[];
}

export type CaseKind = 1 | 2;
