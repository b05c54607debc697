/**
 * yup building blocks of the officer schemas. Browser-safe (no Node, no React): the
 * form and the server share them. Empty inputs ('' from a text field, null, NaN from a
 * number field) become "missing", so required rules give their Spanish message.
 */
import '../engine/yupLocale';
import * as yup from 'yup';
import { OFFICER_MESSAGES as M } from './messages';

/**
 * Maximum lengths of the officer record's texts (issue 18: none accepted 1 MB any more).
 * A short text (names, codes, places) fits a form line and an index entry; an item of a
 * list (languages, allergies) is a few words; a long text (address, reference) a paragraph.
 */
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 1000;
export const LIST_ITEM_MAX = 100;
export const tooLong = (max: number) => `No puede exceder ${max} caracteres`;
/** The officer tables' numbers are PostgreSQL integers. */
const INT_MAX = 2147483647;
const bounded = (schema: yup.NumberSchema<number | undefined>) => schema.min(-INT_MAX - 1, M.numberInvalid).max(INT_MAX, M.numberInvalid);

/** Letters (with accents, ü and ñ) and spaces only (RRHH §5.1, §5.2). */
export const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ\s]+$/;
export const DIGITS = /^\d+$/;

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Local calendar date of a Date, as YYYY-MM-DD (no time-zone shift). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Completed years between a YYYY-MM-DD birth date and `today` (RRHH §2.1, §9). */
export function ageOn(dateBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateBirth.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}

function validIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A date travelling as YYYY-MM-DD. A Date (from a date picker) is read in local time;
 * an ISO instant ('2024-05-01T04:00:00.000Z', what JSON makes of a Date) keeps its date part.
 */
function dateBase() {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) return Number.isNaN(original.getTime()) ? 'invalid' : isoDate(original);
      if (isEmpty(original)) return undefined;
      if (typeof original === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(original)) return original.slice(0, 10);
      return typeof value === 'string' ? value.trim() : value;
    })
    .typeError(M.dateInvalid)
    .test('date', M.dateInvalid, (value) => value === undefined || value === null || validIsoDate(value));
}

export function dateField(requiredMessage: string) {
  return dateBase().required(requiredMessage);
}

export function optionalDate() {
  return dateBase().nullable().optional();
}

/**
 * A key of a numeric catalogue. Required keys also treat 0 as missing: the form sends
 * 0 for an empty numeric field (RRHH §3.1).
 */
export function catalogKey(requiredMessage: string) {
  return yup
    .number()
    .typeError(requiredMessage)
    .integer(M.numberInvalid)
    .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : value))
    .min(-INT_MAX - 1, M.numberInvalid)
    .max(INT_MAX, M.numberInvalid)
    .required(requiredMessage);
}

/** An optional catalogue key; empty means none (null). */
export function optionalKey() {
  return yup
    .number()
    .typeError(M.numberInvalid)
    .integer(M.numberInvalid)
    .transform((value: number, original: unknown) => (isEmpty(original) ? null : value))
    .min(-INT_MAX - 1, M.numberInvalid)
    .max(INT_MAX, M.numberInvalid)
    .nullable()
    .optional();
}

/** An optional whole number with optional bounds. */
export function wholeNumber(bounds: { min?: [number, string]; max?: [number, string] } = {}) {
  let base = bounded(yup
    .number()
    .typeError(M.numberInvalid)
    .integer(M.numberInvalid)
    .transform((value: number, original: unknown) => (isEmpty(original) ? undefined : value)));
  if (bounds.min) base = base.min(bounds.min[0], bounds.min[1]);
  if (bounds.max) base = base.max(bounds.max[0], bounds.max[1]);
  return base.nullable().optional();
}

/** A whole number that defaults to 0 when empty (previous work time, RRHH §3.1). */
export function countField(min: number, max: number | null, message: string) {
  let base = yup
    .number()
    .typeError(message)
    .integer(message)
    .transform((value: number, original: unknown) => (isEmpty(original) ? 0 : value))
    .min(min, message)
    .max(INT_MAX, message);
  if (max !== null) base = base.max(max, message);
  return base.default(0);
}

/** Optional free text: trimmed, '' stored as null; at most `max` characters. */
export function optionalText(max = TEXT_MAX) {
  return yup
    .string()
    .typeError('Debe ser texto')
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? null : typeof value === 'string' ? value.trim() || null : value))
    .max(max, tooLong(max))
    .nullable()
    .optional();
}

/** Required text with an optional minimum length and letters-only rule. */
export function requiredText(required: string, options: { min?: [number, string]; letters?: string; max?: number } = {}) {
  const max = options.max ?? TEXT_MAX;
  let base = yup.string().typeError(required).trim().required(required).max(max, tooLong(max));
  if (options.min) base = base.min(options.min[0], options.min[1]);
  if (options.letters) base = base.matches(LETTERS, { message: options.letters, excludeEmptyString: true });
  return base;
}

/** Optional text that, when given, must match a pattern. */
export function optionalPattern(pattern: RegExp, message: string, min?: [number, string]) {
  let base = yup
    .string()
    .typeError(message)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? null : typeof value === 'string' ? value.trim() || null : value))
    .matches(pattern, { message, excludeEmptyString: true })
    .max(TEXT_MAX, tooLong(TEXT_MAX));
  if (min) base = base.min(min[0], min[1]);
  return base.nullable().optional();
}

/** A yes/no flag; missing means `missing` (No unless said otherwise). */
export function flag(missing = false) {
  return yup
    .boolean()
    .typeError('Debe ser Sí o No')
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? missing : value))
    .default(missing);
}

/** A list of short texts (languages, councils, missions, health items): empty entries dropped, at most `max`. */
export function textList(max: number, message: string) {
  return yup
    .array()
    .of(yup.string().typeError('Debe ser texto').trim().max(LIST_ITEM_MAX, tooLong(LIST_ITEM_MAX)).required())
    .transform((_value: unknown, original: unknown) => {
      if (isEmpty(original)) return [];
      const list = Array.isArray(original) ? original : [original];
      return list.filter((item) => !(typeof item === 'string' ? item.trim() === '' : isEmpty(item)));
    })
    .max(max, message)
    .default([]);
}

/** Cédula: required whole number greater than 0 (RRHH §5.1, §5.2). */
export function identificationField() {
  return yup
    .number()
    .typeError(M.identificationRequired)
    .transform((value: number, original: unknown) => {
      if (isEmpty(original)) return undefined;
      // 'V-12345678' and '12.345.678' are read as the number.
      if (typeof original === 'string') return Number(original.replace(/^[VEve]-?/, '').replace(/\./g, '').trim());
      return value;
    })
    .required(M.identificationRequired)
    .integer(M.identificationInteger)
    .min(1, M.identificationPositive)
    .max(INT_MAX, M.identificationInteger);
}
