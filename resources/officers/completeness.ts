/**
 * Form completeness (RRHH §3.13): the share of filled fields per section. Missing
 * critical fields only warn; they never block saving. Browser-safe.
 */
export const CRITICAL_FIELDS = ['identification', 'firstName', 'firstLastname', 'gender', 'email'] as const;

export const PERSONAL_FIELDS = [
  'identification', 'firstName', 'secondName', 'firstLastname', 'secondLastname', 'gender', 'email', 'bloodType', 'rif',
  'patria', 'patriaTwo', 'accountBank', 'dateBirth', 'stateBirth', 'municipalityBirth', 'parishBirth', 'civilState',
  'phone', 'address', 'dateIn',
] as const;

export const PHYSICAL_FIELDS = [
  'height', 'weight', 'bloodType', 'psychomotricity', 'skinColor', 'hairColor', 'eyeColor', 'shirtSize', 'pantSize', 'capSize', 'shoesSize',
] as const;

type Values = Record<string, unknown>;

function filled(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Share (0 to 100) of `fields` filled in `values`. */
export function sectionCompleteness(values: Values, fields: readonly string[]): number {
  if (fields.length === 0) return 100;
  return Math.round((fields.filter((f) => filled(values[f])).length / fields.length) * 100);
}

export interface Completeness {
  personal: number;
  physical: number;
  missingCritical: string[];
  warnings: string[];
}

export function officerCompleteness(values: Values): Completeness {
  const personal = sectionCompleteness(values, PERSONAL_FIELDS);
  const physical = sectionCompleteness((values.physical ?? {}) as Values, PHYSICAL_FIELDS);
  const missingCritical = CRITICAL_FIELDS.filter((f) => !filled(values[f]));
  const warnings: string[] = [];
  if (personal < 80) warnings.push(`Datos personales completos al ${personal}%`);
  if (physical < 50) warnings.push(`Rasgos físicos completos al ${physical}%`);
  if (!Array.isArray(values.family) || values.family.length === 0) warnings.push('La carga familiar está vacía');
  if (!Array.isArray(values.profesionality) || values.profesionality.length === 0) warnings.push('Los aspectos profesionales están vacíos');
  return { personal, physical, missingCritical, warnings };
}
