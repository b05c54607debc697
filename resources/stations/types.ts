/** A station as the API answers it (spec 3 §3.3). */
export interface StationRecord {
  id: number;
  name: string;
  code: string;
  address: string | null;
  typeService: number | null;
  service: number | null;
  subService: number | null;
  station: string | null;
  defaultPark: boolean;
  status: boolean;
}
