/**
 * yup building blocks of the movement forms (RRHH §5.6–5.8), shared by the modals and
 * the server: the officer chosen in the picker, dates that cannot be after today, the
 * reason with its 10 to 500 characters, and the {value, label} organisation lists.
 */
import * as yup from 'yup';
import { dateField, isoDate } from '../officers/fields';

export const REASON_MIN = 10;
export const REASON_MAX = 500;

export const FIELD_MESSAGES = {
  reasonMin: 'Debe tener al menos 10 caracteres', // spec §5.6
  reasonMax: 'No puede exceder 500 caracteres', // spec §5.6
  selectOfficer: 'Debe buscar y seleccionar un funcionario primero', // spec §5.6, §5.7
  itemInvalid: 'Las dependencias, sub dependencias y cargos deben tener valor y etiqueta',
} as const;

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Today's date where the code runs, as YYYY-MM-DD. */
export function today(): string {
  return isoDate(new Date());
}

/** Id of an officer chosen in a picker; 0 and empty read as "none chosen". */
export function officerIdField(requiredMessage: string) {
  return yup
    .number()
    .typeError(requiredMessage)
    .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : value))
    .integer(requiredMessage)
    .min(1, requiredMessage)
    .required(requiredMessage);
}

/** Optional id of an existing record (edit). */
export function recordIdField() {
  return yup
    .number()
    .typeError('Registro inválido')
    .transform((value: number, original: unknown) => (isEmpty(original) || original === 0 ? undefined : value))
    .integer('Registro inválido')
    .min(1, 'Registro inválido')
    .optional();
}

/** A required date that cannot be after today. */
export function pastDateField(requiredMessage: string, futureMessage: string) {
  return dateField(requiredMessage).test('not-future', futureMessage, (value) => !value || value <= today());
}

/** The reason of a re-entry or disincorporation: required, 10 to 500 characters. */
export function reasonField(requiredMessage: string) {
  return yup
    .string()
    .typeError(requiredMessage)
    .trim()
    // An empty reason is only "required", not also "too short".
    .transform((value: string) => value || undefined)
    .required(requiredMessage)
    .min(REASON_MIN, FIELD_MESSAGES.reasonMin)
    .max(REASON_MAX, FIELD_MESSAGES.reasonMax);
}

const organisationItem = yup.object({
  value: yup.number().typeError(FIELD_MESSAGES.itemInvalid).integer(FIELD_MESSAGES.itemInvalid).required(FIELD_MESSAGES.itemInvalid),
  label: yup.string().typeError(FIELD_MESSAGES.itemInvalid).trim().default(''),
});

/** Dependencies, sub-dependencies or positions; `requiredMessage` makes at least one item required. */
export function organisationListField(requiredMessage?: string) {
  const base = yup
    .array()
    .of(organisationItem)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? [] : value))
    .default([]);
  return requiredMessage ? base.min(1, requiredMessage).required(requiredMessage) : base;
}
