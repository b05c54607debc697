/** The vehicle dashboard's data (spec 3 §3.13, §7.3b: vehicle/dashboard/*). */
import type { LabelCount, MonthCount } from '../shared/useDashboard';

export interface VehicleDashboard extends Record<string, unknown> {
  stats: {
    totalVehicles: number; operationalVehicles: number; nonOperationalVehicles: number; activeAssignments: number; availableVehicles: number;
    inspectedVehicles: number; stationAssignments: number; operationalPercentage: number;
  };
  types: LabelCount[];
  brands: LabelCount[];
  years: LabelCount[];
  stations: LabelCount[];
  operability: LabelCount[];
  inspection: LabelCount[];
  services: LabelCount[];
  monthly: MonthCount[];
  mostUsed: { id: number; codeVehicle: string | null; brand: string | null; model: string | null; plate: string | null; assignments: number; active: number }[];
  maintenance: { vehiclesNeedingMaintenance: number; vehiclesInGoodCondition: number; averageEfficiency: number };
}

export const VEHICLE_ENDPOINTS: Record<keyof VehicleDashboard, string> = {
  stats: 'stats',
  types: 'vehicle-type-distribution',
  brands: 'vehicle-brand-distribution',
  years: 'vehicle-year-distribution',
  stations: 'vehicle-station-distribution',
  operability: 'vehicle-operability-distribution',
  inspection: 'vehicle-inspection-distribution',
  services: 'vehicle-service-distribution',
  monthly: 'monthly-assignment-trends',
  mostUsed: 'most-used-vehicles',
  maintenance: 'maintenance-stats',
};
