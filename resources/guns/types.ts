/** A gun as the API answers it (spec 3 §3.2), with its station, documents and holder. */
import type { StoredDocument } from '../engine/documentsApi';
import type { AssignedOfficer } from '../gunAssignments/types';

export interface GunRecord {
  id: number;
  codeGun: string;
  typeGun: number;
  subTypeGun: number | null;
  brand: string;
  model: string;
  caliber: number | null;
  serial: string;
  status: number;
  operability: boolean;
  station: number | null;
  stationInfo: { id: number; name: string; code: string } | null;
  documents: StoredDocument[];
  activeAssignment: { id: number; startDate: string; assignmentType: number; police: AssignedOfficer } | null;
}
