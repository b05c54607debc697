/** The disciplinary dashboard's data (spec 3 §3.13, §7.3b: disciplinary/dashboard/*). */
import type { LabelCount, MonthCount } from '../shared/useDashboard';

export interface TopOfficer { id: number; identification: number; firstName: string; firstLastname: string; cases: number }

export interface DisciplinaryDashboard extends Record<string, unknown> {
  stats: { totalCases: number; activeCases: number; closedCases: number; resolutionRate: number };
  types: LabelCount[];
  offices: LabelCount[];
  statuses: LabelCount[];
  sanctions: LabelCount[];
  monthly: MonthCount[];
  violations: LabelCount[];
  resolution: { averageDays: number; minDays: number; maxDays: number; cases: number };
  severity: LabelCount[];
  officers: { officersInvolved: number; casesWithOfficers: number; casesWithoutOfficers: number; averageOfficersPerCase: number; topOfficers: TopOfficer[] };
}

export const DISCIPLINARY_ENDPOINTS: Record<keyof DisciplinaryDashboard, string> = {
  stats: 'stats',
  types: 'case-type-distribution',
  offices: 'office-distribution',
  statuses: 'status-distribution',
  sanctions: 'sanction-distribution',
  monthly: 'monthly-trends',
  violations: 'most-frequent-violations',
  resolution: 'resolution-time-stats',
  severity: 'case-severity-distribution',
  officers: 'officer-involvement-stats',
};
