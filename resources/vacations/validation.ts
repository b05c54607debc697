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
import { EXPIRED_VACATION_TYPE, EXPIRED_YEAR_MIN, MODULE_REST, MODULE_VACATION, MOTIVE_MAX, VACATION_MESSAGES } from './messages';

export {
  EXPIRED_VACATION_TYPE, EXPIRED_YEAR_MIN, MODULE_COMMISSION, MODULE_REST, MODULE_VACATION, MOTIVE_MAX, VACATION_ANSWERS, VACATION_MESSAGES, VACATION_MODULES,
} from './messages';

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
