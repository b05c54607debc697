/** An assignment of a gun or vehicle as the API answers it (spec 3 §3.4, §3.6). */
export interface AssignedOfficer {
  id: number;
  identification: number;
  firstName: string;
  firstLastname: string;
}

export interface AssignmentRecord {
  id: number;
  policeId: number;
  assignmentType: number;
  startDate: string;
  endDate: string | null;
  purpose: string;
  destination: string | null;
  observations: string | null;
  active: boolean;
  police: AssignedOfficer | null;
  [asset: string]: unknown;
}

/** What an assignment form or list shows of its gun or vehicle. */
export interface AssetChoice {
  id: number;
  label: string;
}
