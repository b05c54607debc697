/**
 * The permit form's values and their checking (spec 3 §4.6, §5.6): the cascade resets
 * what depends on a changed selection, and the submit validates the cleaned values with
 * the server's schema, mapping each message back to the field (and row) it belongs to.
 */
import * as yup from 'yup';
import type { PermitDetail } from './api';
import { decimalInputText } from '../engine/numbers';
import { daysOf, PERMIT_TYPES } from './cascade';
import { cleanPermitBody, permitSchema, type PermitInput } from './validation';

export interface StudyRow { institution: string; career: string; lastLevelApproved: string; lastLevelAverage: string; studyType: string }
export interface ScheduleRow { dayOfWeek: string; timeFrom: string; timeTo: string; scheduleType: string }

export interface PermitFormValues {
  policeId: number | '';
  typeKey: number | '';
  personalKey: number | '';
  daysKey: number | '';
  reasonKey: number | '';
  durationDays: string;
  periodFrom: string;
  periodTo: string;
  motive: string;
  supportsDelivered: string;
  studies: StudyRow[];
  schedules: ScheduleRow[];
}

export const emptyStudy = (): StudyRow => ({ institution: '', career: '', lastLevelApproved: '', lastLevelAverage: '', studyType: '' });
export const emptySchedule = (): ScheduleRow => ({ dayOfWeek: '', timeFrom: '', timeTo: '', scheduleType: '' });

export function initialValues(record?: PermitDetail): PermitFormValues {
  if (!record) {
    return { policeId: '', typeKey: '', personalKey: '', daysKey: '', reasonKey: '', durationDays: '', periodFrom: '', periodTo: '', motive: '', supportsDelivered: '', studies: [emptyStudy()], schedules: [emptySchedule()] };
  }
  return {
    policeId: record.policeId,
    typeKey: record.typeKey,
    personalKey: record.personalKey,
    daysKey: record.daysKey,
    reasonKey: record.reasonKey,
    durationDays: String(record.durationDays),
    periodFrom: record.periodFrom,
    periodTo: record.periodTo,
    motive: record.motive,
    supportsDelivered: record.supportsDelivered ?? '',
    studies: record.studies.length ? record.studies.map((s) => ({ institution: s.institution, career: s.career, lastLevelApproved: s.lastLevelApproved ?? '', lastLevelAverage: decimalInputText(s.lastLevelAverage), studyType: s.studyType ?? '' })) : [emptyStudy()],
    schedules: record.schedules.length ? record.schedules.map((s) => ({ dayOfWeek: String(s.dayOfWeek), timeFrom: s.timeFrom, timeTo: s.timeTo, scheduleType: s.scheduleType })) : [emptySchedule()],
  };
}

/** A cascade change: the lists after it are chosen again; picking the days proposes their duration. */
export function withCascade(values: PermitFormValues, field: 'typeKey' | 'personalKey' | 'daysKey' | 'reasonKey', key: number | ''): PermitFormValues {
  if (field === 'typeKey') return { ...values, typeKey: key, personalKey: '', daysKey: '', reasonKey: '' };
  if (field === 'personalKey') return { ...values, personalKey: key, daysKey: '', reasonKey: '' };
  if (field === 'daysKey') {
    const days = daysOf(PERMIT_TYPES, values.typeKey, values.personalKey).find((d) => d.key === key);
    return { ...values, daysKey: key, reasonKey: '', durationDays: days ? String(days.quantity) : values.durationDays };
  }
  return { ...values, reasonKey: key };
}

const blank = (row: object) => Object.values(row).every((v) => String(v ?? '').trim() === '');

/** Positions of the rows the cleaning keeps (rows left entirely blank are dropped). */
function keptIndexes(rows: object[]): number[] {
  return rows.map((row, i) => (blank(row) ? -1 : i)).filter((i) => i >= 0);
}

export type FormErrors = Record<string, string>;

/** Validates; answers the body to send, or the messages by field path ('studies.1.career'). */
export async function checkPermit(values: PermitFormValues): Promise<{ body: PermitInput | null; errors: FormErrors; messages: string[] }> {
  const cleaned = cleanPermitBody(values);
  try {
    const body = await permitSchema.validate(cleaned, { abortEarly: false, stripUnknown: true });
    return { body, errors: {}, messages: [] };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const kept = { studies: keptIndexes(values.studies), schedules: keptIndexes(values.schedules) };
    const errors: FormErrors = {};
    for (const inner of error.inner) {
      const path = (inner.path ?? '').replace(/^(studies|schedules)\[(\d+)\]/, (_, list: 'studies' | 'schedules', i: string) => `${list}.${kept[list][Number(i)] ?? i}`);
      errors[path] ??= inner.message;
    }
    return { body: null, errors, messages: [...new Set(error.errors)] };
  }
}
