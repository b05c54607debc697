/**
 * The medical report form (spec 3 §5.7, §9), shared by the modal and the server
 * (`POST medical/create`, `PUT medical/update/{id}`): the officer searched first, the
 * diagnosis (10 to 1000 characters), two optional texts of at most 1000, 1 to 10
 * recommendations of 5 to 500 characters (empty entries dropped), and the rest period,
 * both dates defaulting to today, the start not after the end.
 */
import * as yup from 'yup';
import { isoDate } from '../officers/fields';
import { MEDICAL_LIMITS, MEDICAL_MESSAGES } from './messages';

export { MEDICAL_ANSWERS, MEDICAL_LIMITS, MEDICAL_MESSAGES } from './messages';

/** Today's local date as YYYY-MM-DD (the form's and the server's default). */
export function todayIso(): string {
  return isoDate(new Date());
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
/** Characters PostgreSQL text cannot hold (NUL) or that no form produces. */
const hasControl = (value: string | null | undefined) => typeof value === 'string' && value.includes(String.fromCharCode(0));

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A required YYYY-MM-DD date (a Date from a picker is read in local time). */
function restDate(requiredMessage: string) {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) return Number.isNaN(original.getTime()) ? 'invalid' : isoDate(original);
      if (isEmpty(original)) return undefined;
      return typeof value === 'string' ? value.trim() : value;
    })
    .typeError(MEDICAL_MESSAGES.dateInvalid)
    .required(requiredMessage)
    .test('real-date', MEDICAL_MESSAGES.dateInvalid, (value) => !value || isRealDate(value));
}

function optionalLongText() {
  return yup
    .string()
    .typeError(MEDICAL_MESSAGES.textInvalid)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? null : typeof value === 'string' ? value.trim() || null : value))
    .max(MEDICAL_LIMITS.textMax, MEDICAL_MESSAGES.maxThousand)
    .test('characters', MEDICAL_MESSAGES.invalidCharacters, (value) => !hasControl(value))
    .nullable()
    .optional();
}

/** Strings trimmed ('' becomes missing); anything else is left for the type check (never `.trim()` on a non-string). */
function trimmedOrMissing(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || undefined : value;
}

const recommendation = yup
  .string()
  .typeError(MEDICAL_MESSAGES.textInvalid)
  .transform(trimmedOrMissing)
  .required(MEDICAL_MESSAGES.recommendationRequired)
  .min(MEDICAL_LIMITS.recommendationMin, MEDICAL_MESSAGES.recommendationMin)
  .max(MEDICAL_LIMITS.recommendationMax, MEDICAL_MESSAGES.recommendationMax)
  .test('characters', MEDICAL_MESSAGES.invalidCharacters, (value) => !hasControl(value));

/** Recommendations: empty entries dropped, then 1 to 10 texts of 5 to 500 characters. */
export function recommendationsField() {
  return yup
    .array()
    .of(recommendation)
    .transform((value: unknown, original: unknown) => {
      if (isEmpty(original)) return [];
      if (!Array.isArray(original)) return value;
      return original.filter((item) => !(typeof item === 'string' ? item.trim() === '' : isEmpty(item)));
    })
    .typeError(MEDICAL_MESSAGES.recommendationsList)
    .min(MEDICAL_LIMITS.recommendationsMin, MEDICAL_MESSAGES.recommendationRequired)
    .max(MEDICAL_LIMITS.recommendationsMax, MEDICAL_MESSAGES.recommendationsMax)
    .required(MEDICAL_MESSAGES.recommendationRequired);
}

export const medicalReportSchema = yup
  .object({
    policeId: yup
      .number()
      .typeError(MEDICAL_MESSAGES.selectOfficer)
      .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : value))
      .integer(MEDICAL_MESSAGES.selectOfficer)
      .min(1, MEDICAL_MESSAGES.selectOfficer)
      .max(2_147_483_647, MEDICAL_MESSAGES.selectOfficer)
      .required(MEDICAL_MESSAGES.selectOfficer),
    diagnosis: yup
      .string()
      .typeError(MEDICAL_MESSAGES.diagnosisRequired)
      // Trimmed; an empty diagnosis is only "required", not also "too short".
      .transform(trimmedOrMissing)
      .required(MEDICAL_MESSAGES.diagnosisRequired)
      .min(MEDICAL_LIMITS.diagnosisMin, MEDICAL_MESSAGES.minTen)
      .max(MEDICAL_LIMITS.textMax, MEDICAL_MESSAGES.maxThousand)
      .test('characters', MEDICAL_MESSAGES.invalidCharacters, (value) => !hasControl(value)),
    paraclinicalExams: optionalLongText(),
    pharmacologicalTreatment: optionalLongText(),
    recommendations: recommendationsField(),
    restStartDate: restDate(MEDICAL_MESSAGES.startRequired),
    restEndDate: restDate(MEDICAL_MESSAGES.endRequired),
  })
  .test('rest-period', MEDICAL_MESSAGES.startAfterEnd, function (values) {
    const { restStartDate: start, restEndDate: end } = values ?? {};
    if (!start || !end || !isRealDate(start) || !isRealDate(end) || start <= end) return true;
    return this.createError({ path: 'restStartDate', message: MEDICAL_MESSAGES.startAfterEnd });
  });

export type MedicalReportInput = yup.InferType<typeof medicalReportSchema>;

/** Days of a rest period, both ends included (a rest from the 1st to the 3rd is 3 days). */
export function restDaysOf(start: string, end: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(end) - day(start)) / 86_400_000) + 1;
}
