/**
 * The vacation, rest and service commission form (RRHH §3.9, §5.8), shared by the modal
 * and the server: `POST rrhh/addvacationorrest` (vacations and rests) and
 * `POST rrhh/com-service` (commissions). One schema per module; an unknown module gives
 * 'Tipo de módulo no válido'. The start must be before the end (equal dates refused).
 */
import * as yup from 'yup';
import { VACATION_TYPE } from '../../server/catalogues/rrhh';
import { dateField, optionalText, textList } from '../officers/fields';
import { officerIdField, recordIdField } from '../movements/fields';

/** typeVacationAndRest (§3.9). */
export const MODULE_VACATION = 1;
export const MODULE_COMMISSION = 2;
export const MODULE_REST = 3;
export const VACATION_MODULES = [MODULE_VACATION, MODULE_COMMISSION, MODULE_REST] as const;
/** idType 2 is 'Vencidas': it needs the year the vacation expired (§5.8). */
export const EXPIRED_VACATION_TYPE = 2;
export const EXPIRED_YEAR_MIN = 1950;
export const MOTIVE_MAX = 500;

export const VACATION_MESSAGES = {
  invalidModule: 'Tipo de módulo no válido', // spec §5.8, §8
  officerRequired: 'El funcionario es requerido',
  bestowerRequired: 'El funcionario que otorga es requerido',
  typeRequired: 'El tipo de vacación es requerido',
  typeInvalid: 'El tipo de vacación no es válido',
  startRequired: 'La fecha de inicio es requerida',
  endRequired: 'La fecha fin es requerida',
  startBeforeEnd: 'La fecha de inicio debe ser menor a la fecha fin', // spec §5.8
  motiveRequired: 'El motivo es requerido',
  motiveMax: 'El motivo no puede exceder 500 caracteres',
  expiredYearRequired: 'El año de las vacaciones vencidas es requerido',
  expiredYearMin: 'El año de las vacaciones vencidas no puede ser menor a 1950',
  expiredYearMax: 'El año de las vacaciones vencidas no puede ser mayor al año actual',
  grantingPersonRequired: 'La persona que otorga la comisión es requerida',
  requestingPersonRequired: 'La persona que solicita la comisión es requerida',
  renewRequired: 'El número de renovaciones es requerido',
  renewMin: 'El número de renovaciones no puede ser menor a 0',
  organizationRequired: 'El organismo es requerido',
  organizationMin: 'El organismo debe tener al menos 3 caracteres',
  institutionsMax: 'Puede indicar hasta 5 instituciones',
} as const;

export const VACATION_ANSWERS = {
  created: 'Registro creado exitosamente', // spec §8
  updated: 'Registro actualizado exitosamente', // spec §8
  approved: 'Registro aprobado exitosamente',
  rejected: 'Registro rechazado exitosamente',
  deleted: 'Registro eliminado exitosamente',
  notFound: 'Registro no encontrado',
  bestowerNotFound: 'El funcionario que otorga no existe',
  overlap: 'El funcionario ya tiene un registro de este tipo que se solapa con esas fechas',
  wrongRoute: 'Las comisiones de servicio se registran con rrhh/com-service',
} as const;

const M = VACATION_MESSAGES;
const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
const optionalNumber = (message: string) =>
  yup.number().typeError(message).transform((value: number, original: unknown) => (isEmpty(original) ? undefined : value));

const motiveField = () => yup.string().typeError(M.motiveRequired).trim().required(M.motiveRequired).max(MOTIVE_MAX, M.motiveMax);

/** End date after the start date (§5.8: equal dates are rejected). */
function endDateField(startField: string) {
  return dateField(M.endRequired).test('after-start', M.startBeforeEnd, function check(value) {
    const start = this.parent[startField] as string | undefined;
    return !value || !start || start < value;
  });
}

/** `POST rrhh/addvacationorrest`: modules 1 (vacation) and 3 (rest). */
export const vacationOrRestSchema = yup.object({
  id: recordIdField(),
  typeVacationAndRest: optionalNumber(M.invalidModule).required(M.invalidModule).oneOf([MODULE_VACATION, MODULE_REST], M.invalidModule),
  idPoliceOfficer: officerIdField(M.officerRequired),
  idBestower: officerIdField(M.bestowerRequired),
  idType: optionalNumber(M.typeInvalid)
    .integer(M.typeInvalid)
    .test('known', M.typeInvalid, (value) => value === undefined || value === null || VACATION_TYPE.some((t) => t.key === value))
    .when('typeVacationAndRest', { is: MODULE_VACATION, then: (s) => s.required(M.typeRequired), otherwise: (s) => s.nullable().optional() }),
  dateIn: dateField(M.startRequired),
  dateOut: endDateField('dateIn'),
  motive: motiveField(),
  expiredVacationYear: optionalNumber(M.expiredYearRequired)
    .integer(M.expiredYearRequired)
    .when(['typeVacationAndRest', 'idType'], {
      is: (module: number, idType: number) => module === MODULE_VACATION && idType === EXPIRED_VACATION_TYPE,
      then: (s) =>
        s
          .required(M.expiredYearRequired)
          .min(EXPIRED_YEAR_MIN, M.expiredYearMin)
          .test('not-future', M.expiredYearMax, (value) => value === undefined || value <= new Date().getFullYear()),
      // Only a 'Vencidas' vacation keeps a year.
      otherwise: (s) => s.nullable().optional().transform(() => null),
    }),
});

export type VacationOrRestInput = yup.InferType<typeof vacationOrRestSchema>;

/** A person of a commission: who grants it and who requests it (§3.9: name, identification, id). */
function commissionPerson(requiredMessage: string) {
  return yup
    .object({
      id: optionalNumber(requiredMessage).integer(requiredMessage).nullable().optional().default(null),
      name: yup.string().typeError(requiredMessage).trim().required(requiredMessage),
      identification: optionalNumber(requiredMessage).integer(requiredMessage).min(1, requiredMessage).nullable().optional().default(null),
    })
    .default(undefined)
    .transform((value: unknown, original: unknown) => (isEmpty(original) ? undefined : value))
    .required(requiredMessage);
}

/** `POST rrhh/com-service`: a service commission (module 2). */
export const commissionSchema = yup.object({
  id: recordIdField(),
  idPoliceOfficer: officerIdField(M.officerRequired),
  dateInit: dateField(M.startRequired),
  dateOut: endDateField('dateInit'),
  motive: motiveField(),
  numberOfRenew: optionalNumber(M.renewRequired).integer(M.renewRequired).required(M.renewRequired).min(0, M.renewMin),
  institution: textList(5, M.institutionsMax),
  personOfCom: commissionPerson(M.grantingPersonRequired),
  personOfApplication: commissionPerson(M.requestingPersonRequired),
  organization1: yup
    .string()
    .typeError(M.organizationRequired)
    .trim()
    .transform((value: string) => value || undefined)
    .required(M.organizationRequired)
    .min(3, M.organizationMin),
  organizationDevReason: optionalText(),
});

export type CommissionInput = yup.InferType<typeof commissionSchema>;

/** Days a record spans: the rounded-up absolute day difference between its dates (§9). */
export function durationDays(dateIn: string, dateOut: string): number {
  const ms = Math.abs(Date.parse(`${dateOut}T00:00:00Z`) - Date.parse(`${dateIn}T00:00:00Z`));
  return Math.ceil(ms / 86_400_000);
}
