/**
 * The static figures of equipment management (spec 3 §2.11): 1.250 items, 980 available,
 * 270 assigned, 45 dotations. The breakdowns by category and by dotation type are chosen
 * to add up to them.
 */
export const EQUIPMENT_SUMMARY = { total: 1250, available: 980, assigned: 270, dotations: 45 };

/** Per category: total, available and assigned (available + assigned = total). */
export const INVENTORY: { category: string; total: number; available: number; assigned: number }[] = [
  { category: 'vests', total: 300, available: 220, assigned: 80 },
  { category: 'radios', total: 220, available: 160, assigned: 60 },
  { category: 'handcuffs', total: 280, available: 230, assigned: 50 },
  { category: 'flashlights', total: 180, available: 150, assigned: 30 },
  { category: 'helmets', total: 150, available: 130, assigned: 20 },
  { category: 'shields', total: 120, available: 90, assigned: 30 },
];

export const DOTATIONS_BY_TYPE = [
  { type: 'patrol', count: 18 },
  { type: 'publicOrder', count: 12 },
  { type: 'traffic', count: 9 },
  { type: 'investigation', count: 6 },
] as const;

export const DOTATIONS_BY_STATE = [
  { state: 'delivered', count: 38 },
  { state: 'preparing', count: 7 },
] as const;

export const EQUIPMENT_REPORTS = ['inventory', 'assigned', 'dotations', 'movements'] as const;
