/**
 * The permit form's rules (spec 3 §5.6, §4.6, §9), shared by the form and the server:
 * the officer, the cascade type > personal > days > reason (each key must belong to the
 * one before), duration, dates, motive and, for study permits (type 3), the studies and
 * schedules. Also the decision bodies (approve, reject, status) and the report filters.
 */
import * as yup from 'yup';
import { parseDecimal } from '../engine/numbers';
import { isoDate } from '../officers/fields';
import { daysOf, PERMIT_TYPES, personalOf, reasonsOf, STUDY_TYPE_KEY, typeOf } from './cascade';
import { PERMIT_LIMITS as L, PERMIT_MESSAGES as M } from './messages';

export { PERMIT_LIMITS, PERMIT_MESSAGES } from './messages';

export const STUDY_TYPES = ['SEMESTRE', 'TRIMESTRE', 'CUATRIMESTRE', 'ANUAL'] as const;
export const SCHEDULE_TYPES = ['diurno', 'vespertino', 'nocturno'] as const;

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
/** Only numbers and numeric texts are numbers ([1] or {} are not). */
const scalar = (value: number, original: unknown) => (typeof original === 'number' || typeof original === 'string' ? value : Number.NaN);
const noNul = (value: string | null | undefined) => typeof value !== 'string' || !value.includes('\u0000');

/** A real calendar date between 1900 and 2999 (2024-02-30 is not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dateField(required: string) {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) return Number.isNaN(original.getTime()) ? 'invalid' : isoDate(original);
      if (isEmpty(original)) return undefined;
      if (typeof original === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(original)) return original.slice(0, 10);
      return typeof value === 'string' ? value.trim() : value;
    })
    .typeError(M.dateInvalid)
    .required(required)
    .test('date', M.dateInvalid, (value) => !value || isRealDate(value));
}

/** A required key (0 and '' read as "not chosen"). */
function keyField(required: string) {
  return yup
    .number()
    .typeError(required)
    .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : scalar(value, original)))
    .integer(required)
    .required(required);
}

function text(max: number, maxMessage: string) {
  return yup
    .string()
    .typeError(M.textInvalid)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, maxMessage)
    .test('nul', M.textInvalid, noNul);
}

function requiredText(required: string, max: number, maxMessage: string) {
  return text(max, maxMessage).transform((value: unknown) => (value === '' ? undefined : value)).required(required);
}

function optionalText(max: number, maxMessage: string) {
  return text(max, maxMessage).transform((value: unknown, original: unknown) => (isEmpty(original) || value === '' ? null : value)).nullable().optional();
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
function timeField(required: string) {
  return yup
    .string()
    .typeError(M.timeInvalid)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? undefined : typeof value === 'string' ? value.trim().slice(0, 5) : value))
    .required(required)
    .matches(TIME, M.timeInvalid);
}

export const studySchema = yup.object({
  institution: requiredText(M.institutionRequired, L.institution, M.institutionMax),
  career: requiredText(M.careerRequired, L.career, M.careerMax),
  lastLevelApproved: optionalText(L.lastLevelApproved, M.lastLevelMax),
  lastLevelAverage: yup
    .number()
    .typeError(M.averageRange)
    // Typed as a Spanish user writes it: '15,5' is 15.5.
    .transform((value: number, original: unknown) => (isEmpty(original) ? null : typeof original === 'string' ? parseDecimal(original) : scalar(value, original)))
    .min(L.lastLevelAverage[0], M.averageRange)
    .max(L.lastLevelAverage[1], M.averageRange)
    .nullable()
    .optional(),
  studyType: yup
    .string()
    .typeError(M.studyTypeInvalid)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? null : value))
    .nullable()
    .optional()
    .test('type', M.studyTypeInvalid, (value) => value === null || value === undefined || (STUDY_TYPES as readonly string[]).includes(value)),
}).typeError(M.listInvalid);

export const scheduleSchema = yup.object({
  dayOfWeek: yup
    .number()
    .typeError(M.dayRequired)
    .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : scalar(value, original)))
    .required(M.dayRequired)
    .integer(M.dayInvalid)
    .min(1, M.dayInvalid)
    .max(7, M.dayInvalid),
  timeFrom: timeField(M.timeFromRequired),
  timeTo: timeField(M.timeToRequired).test('after', M.timeOrder, function (value) {
    const from = this.parent.timeFrom as string | undefined;
    return !value || !from || !TIME.test(from) || value > from;
  }),
  scheduleType: yup
    .string()
    .typeError(M.scheduleTypeRequired)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? undefined : value))
    .required(M.scheduleTypeRequired)
    .oneOf([...SCHEDULE_TYPES], M.scheduleTypeRequired),
}).typeError(M.listInvalid);

function rows<S extends yup.AnyObjectSchema>(item: S, max: number, maxMessage: string) {
  return yup.array().of(item).typeError(M.listInvalid).max(max, maxMessage).optional();
}

export const permitSchema = yup.object({
  policeId: keyField(M.selectOfficer).min(1, M.selectOfficer).max(2_147_483_647, M.selectOfficer),
  typeKey: keyField(M.typeRequired).test('type', M.typeRequired, (value) => value === undefined || Boolean(typeOf(PERMIT_TYPES, value))),
  personalKey: keyField(M.required).test('personal', M.optionInvalid, function (value) {
    return value === undefined || personalOf(PERMIT_TYPES, this.parent.typeKey).some((p) => p.key === value);
  }),
  daysKey: keyField(M.required).test('days', M.optionInvalid, function (value) {
    return value === undefined || daysOf(PERMIT_TYPES, this.parent.typeKey, this.parent.personalKey).some((d) => d.key === value);
  }),
  reasonKey: keyField(M.required).test('reason', M.optionInvalid, function (value) {
    return value === undefined || reasonsOf(PERMIT_TYPES, this.parent.typeKey, this.parent.personalKey, this.parent.daysKey).some((r) => r.key === value);
  }),
  durationDays: yup
    .number()
    .typeError(M.durationMin)
    .transform((value: number, original: unknown) => (isEmpty(original) ? undefined : scalar(value, original)))
    .required(M.durationMin)
    .integer(M.durationMin)
    .min(L.durationDays[0], M.durationMin)
    .max(L.durationDays[1], M.durationMax),
  periodFrom: dateField(M.startRequired),
  periodTo: dateField(M.endRequired).test('order', M.endBeforeStart, function (value) {
    const from = this.parent.periodFrom as string | undefined;
    return !value || !from || !isRealDate(from) || !isRealDate(value) || value >= from;
  }),
  motive: requiredText(M.motiveRequired, L.motive[1], M.motiveMax).min(L.motive[0], M.motiveMin),
  supportsDelivered: optionalText(L.supportsDelivered, M.supportsMax),
  studies: rows(studySchema, L.studies, M.studiesMax),
  schedules: rows(scheduleSchema, L.schedules, M.schedulesMax),
});

export type PermitInput = yup.InferType<typeof permitSchema>;
export type StudyInput = yup.InferType<typeof studySchema>;
export type ScheduleInput = yup.InferType<typeof scheduleSchema>;

const blank = (row: unknown) =>
  row !== null && typeof row === 'object' && !Array.isArray(row) && Object.values(row as Record<string, unknown>).every((v) => isEmpty(v) || (typeof v === 'string' && v.trim() === ''));

/**
 * What the form sends (§5.6): rows left entirely blank are dropped, empty lists are
 * omitted, and only a study permit (type 3) carries studies and schedules. The server
 * applies the same cleaning before its validation; a row partly filled keeps its messages.
 */
export function cleanPermitBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { studies, schedules, ...rest } = body as Record<string, unknown>;
  const cleaned: Record<string, unknown> = { ...rest };
  if (Number(rest.typeKey) !== STUDY_TYPE_KEY) return cleaned;
  for (const [key, list] of [['studies', studies], ['schedules', schedules]] as const) {
    if (list === undefined || list === null) continue;
    const kept = Array.isArray(list) ? list.filter((row) => !blank(row)) : list;
    if (!Array.isArray(kept) || kept.length > 0) cleaned[key] = kept;
  }
  return cleaned;
}

/** `PUT|PATCH permits/{id}/status` (§7.10): 2 / 'approved' approves, 3 / 'rejected' rejects. */
export const permitStatusSchema = yup.object({
  status: yup
    .mixed<string | number>()
    .transform((value: unknown) => (typeof value === 'number' || typeof value === 'string' ? ({ '2': 'approved', '3': 'rejected' } as Record<string, string>)[String(value)] ?? value : value))
    .required(M.statusInvalid)
    .oneOf(['approved', 'rejected'], M.statusInvalid),
  statusNotes: optionalText(L.statusNotes, M.notesMax),
});

/** `POST permits/{id}/approve` and `/reject` (§7.5): comments (or statusNotes) optional. */
export const permitDecisionSchema = yup.object({
  comments: optionalText(L.statusNotes, M.notesMax),
  statusNotes: optionalText(L.statusNotes, M.notesMax),
});

/** `GET permits/report/pdf` filters (§5.6: all optional; empty ones are not sent). */
export interface PermitReportFilters {
  status?: string;
  typeKey?: number;
  dateFrom?: string;
  dateTo?: string;
  policeId?: number;
}
