/**
 * Searches (RRHH §5.9, §7.1): officer by cédula, exact search, quick (multi) search and
 * the family search. Empty values are dropped; the exact and quick searches need at
 * least one field; the family search takes an age range within 1 to 40.
 */
import * as yup from 'yup';
import { MAX_ID_LIST } from '../engine/numbers';
import { identificationField, wholeNumber } from './fields';
import { OFFICER_MESSAGES as M } from './messages';

export const QUICK_SEARCH_LIMIT = 5;
export const FAMILY_AGE_MIN = 1;
export const FAMILY_AGE_MAX = 40;

/** Drops empty, null and NaN values (§7: they are never sent). */
export function dropEmpty<T extends Record<string, unknown>>(params: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    out[key] = typeof value === 'string' ? (value.trim() as T[keyof T]) : value;
  }
  return out;
}

const atLeastOne = <T extends Record<string, unknown>>(fields: readonly string[]) =>
  (value: T | undefined) => Boolean(value) && fields.some((f) => Object.keys(dropEmpty({ v: (value as T)[f] })).length > 0);

/** Officer by identification (§5.9: 'La cédula es requerida'). */
export const identificationSearchSchema = yup.object({ identification: identificationField() });

export const EXACT_SEARCH_FIELDS = ['codeRrhh', 'iapmchCode', 'identification', 'statusIn', 'gender', 'range', 'condition', 'academicLevel', 'dependenceWork'] as const;

const optionalCode = () => yup.string().trim().max(50).optional();

/** `GET rrhh/search/exact` (§7.1). */
export const exactSearchSchema = yup
  .object({
    codeRrhh: optionalCode(),
    iapmchCode: optionalCode(),
    identification: wholeNumber({ min: [1, M.identificationPositive] }),
    statusIn: wholeNumber(),
    gender: wholeNumber(),
    range: wholeNumber(),
    condition: wholeNumber(),
    academicLevel: wholeNumber(),
    dependenceWork: optionalCode(),
  })
  .test('one-field', M.searchEmpty, atLeastOne(EXACT_SEARCH_FIELDS));

export type ExactSearchInput = yup.InferType<typeof exactSearchSchema>;

/** `GET rrhh/search/multi` (§2.4, §7.1): codes match partially; at most 5 results. */
export const quickSearchSchema = yup
  .object({
    code: optionalCode(),
    identification: wholeNumber({ min: [1, M.identificationPositive] }),
    names: yup.string().trim().max(100).optional(),
    lastnames: yup.string().trim().max(100).optional(),
    /** Larger limits are read as 5 (§2.4: at most 5 results). */
    limit: wholeNumber({ min: [1, 'El límite debe ser al menos 1'] }),
  })
  .test('one-field', M.searchEmpty, atLeastOne(['code', 'identification', 'names', 'lastnames']));

export type QuickSearchInput = yup.InferType<typeof quickSearchSchema>;

/** Family search and children report (§5.9, §9): ages in completed years, 1 to 40. */
export const familyAgeSchema = yup
  .object({
    minAge: wholeNumber({ min: [FAMILY_AGE_MIN, M.ageRange], max: [FAMILY_AGE_MAX, M.ageRange] }).default(FAMILY_AGE_MIN),
    maxAge: wholeNumber({ min: [FAMILY_AGE_MIN, M.ageRange], max: [FAMILY_AGE_MAX, M.ageRange] }).default(FAMILY_AGE_MAX),
  })
  .test('order', M.ageOrder, (v) => v.minAge == null || v.maxAge == null || v.minAge <= v.maxAge);

/** Body of the document and image deletions (§7.1). */
export const idListSchema = (field: 'documentIds' | 'imageIds') =>
  yup.object({
    [field]: yup
      .array()
      .of(yup.number().typeError(M.idsRequired).integer(M.idsRequired).min(1, M.idsRequired).required(M.idsRequired))
      .min(1, M.idsRequired)
      .max(MAX_ID_LIST, M.tooManyIds)
      .required(M.idsRequired),
  });
