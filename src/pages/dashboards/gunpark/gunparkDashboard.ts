/** The weapons dashboard's data (spec 3 §3.13, §7.3b: gunpark/dashboard/*). */
import type { LabelCount, MonthCount } from '../shared/useDashboard';

export interface GunparkDashboard extends Record<string, unknown> {
  stats: {
    totalGuns: number; operationalGuns: number; nonOperationalGuns: number; officerAssignments: number; stationAssignments: number;
    totalStations: number; operationalPercentage: number; maintenanceNeeded: number;
  };
  types: LabelCount[];
  brands: LabelCount[];
  calibers: LabelCount[];
  stations: LabelCount[];
  operability: LabelCount[];
  monthly: MonthCount[];
  mostUsed: { id: number; codeGun: string; brand: string; model: string; serial: string; assignments: number; active: number }[];
  maintenance: { inMaintenance: number; outOfService: number; nonOperational: number; needingMaintenance: number; inGoodCondition: number; byStatus: LabelCount[] };
}

export const GUNPARK_ENDPOINTS: Record<keyof GunparkDashboard, string> = {
  stats: 'stats',
  types: 'gun-type-distribution',
  brands: 'gun-brand-distribution',
  calibers: 'gun-caliber-distribution',
  stations: 'gun-station-distribution',
  operability: 'gun-operability-distribution',
  monthly: 'monthly-assignment-trends',
  mostUsed: 'most-used-guns',
  maintenance: 'maintenance-stats',
};
