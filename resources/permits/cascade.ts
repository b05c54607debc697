/**
 * The permit type cascade (spec 3 §3.7, §4.6): type > personal > days > reasons, read
 * from `rrhh.permitTypes`. Each list is filtered by the selection before it; the form and
 * the server's validation use the same functions.
 */
import { PERMIT_TYPES } from '../../server/catalogues/permits';
import type { PermitDays, PermitPersonal, PermitType } from '../../server/catalogues/types';

export type { PermitDays, PermitPersonal, PermitType };

/** Type key 3 (Estudio) reveals the study and schedule sections. */
export const STUDY_TYPE_KEY = 3;

export function typeOf(types: readonly PermitType[], typeKey: unknown): PermitType | undefined {
  return types.find((t) => t.key === Number(typeKey));
}

export function personalOf(types: readonly PermitType[], typeKey: unknown): readonly PermitPersonal[] {
  return typeOf(types, typeKey)?.personal ?? [];
}

export function daysOf(types: readonly PermitType[], typeKey: unknown, personalKey: unknown): readonly PermitDays[] {
  return personalOf(types, typeKey).find((p) => p.key === Number(personalKey))?.days ?? [];
}

export function reasonsOf(types: readonly PermitType[], typeKey: unknown, personalKey: unknown, daysKey: unknown) {
  return daysOf(types, typeKey, personalKey).find((d) => d.key === Number(daysKey))?.reasons ?? [];
}

/** The labels of a permit's cascade keys ('N/A' for a key the catalogue no longer has). */
export function cascadeLabels(keys: { typeKey: number; personalKey: number; daysKey: number; reasonKey: number }, types: readonly PermitType[] = PERMIT_TYPES) {
  const type = typeOf(types, keys.typeKey);
  return {
    permitType: type?.permitType ?? null,
    typeLabel: type?.value ?? 'N/A',
    personalLabel: personalOf(types, keys.typeKey).find((p) => p.key === keys.personalKey)?.value ?? 'N/A',
    daysLabel: daysOf(types, keys.typeKey, keys.personalKey).find((d) => d.key === keys.daysKey)?.value ?? 'N/A',
    reasonLabel: reasonsOf(types, keys.typeKey, keys.personalKey, keys.daysKey).find((r) => r.key === keys.reasonKey)?.value ?? 'N/A',
  };
}

export { PERMIT_TYPES };
