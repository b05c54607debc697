/** A vehicle as the API answers it (spec 3 §3.5). */
import type { StoredDocument } from '../engine/documentsApi';

export interface VehicleRecord {
  id: number;
  codeVehicle: string | null;
  typeVehicle: number;
  type: number | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  plate: string | null;
  serial: string;
  status: number;
  operability: boolean;
  inspected: boolean;
  documents: StoredDocument[];
}

export { vehicleLabel } from './declaration';
