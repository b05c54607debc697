/**
 * The static figures of the inspections module (spec 3 §2.11). The spec fixes the totals
 * (280 elements, 20 pending, 260 completed, 25 this month); the split by category and the
 * monthly series are chosen to add up to them.
 */
export const INSPECTION_SUMMARY = { total: 280, pending: 20, completed: 260, thisMonth: 25 };

export type InspectionCategory = 'armory' | 'equipment' | 'vehicles';

export const CATEGORY_STATES: Record<InspectionCategory, { total: number; inspected: number; pending: number; observations: number }> = {
  armory: { total: 150, inspected: 140, pending: 10, observations: 7 },
  equipment: { total: 80, inspected: 74, pending: 6, observations: 5 },
  vehicles: { total: 50, inspected: 46, pending: 4, observations: 3 },
};

/** Completed inspections per month, oldest first; the last one is the current month. */
export const MONTHLY_COMPLETED = [48, 45, 42, 50, 50, 25];

export const INSPECTION_REPORTS = ['general', 'armory', 'equipment', 'vehicles'] as const;
