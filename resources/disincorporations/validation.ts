/**
 * The disincorporation (egreso) form (RRHH §5.7), shared by the modal and
 * `POST rrhh/adddisincorporation`: the officer chosen first, the reason (10 to 500
 * characters), a date not after today and the condition the officer leaves with (any
 * key of the rrhh condition list but 1, Activo). The officer's dependencies,
 * sub-dependencies and positions travel with the record and are optional here: the
 * server takes them from the officer's profile when the egreso is processed.
 */
import * as yup from 'yup';
import { CONDITION } from '../../server/catalogues/rrhh';
import { FIELD_MESSAGES, officerIdField, organisationListField, pastDateField, reasonField, recordIdField } from '../movements/fields';

export { DISINCORPORATION_ANSWERS } from './messages';

/** Condition 1 is Activo: an egreso always leaves with another one (§5.7). */
export const ACTIVE_CONDITION = 1;

export const DISINCORPORATION_MESSAGES = {
  selectOfficer: FIELD_MESSAGES.selectOfficer,
  commentRequired: 'El motivo de desincorporación es requerido',
  dateRequired: 'La fecha de desincorporación es requerida',
  dateFuture: 'La fecha de desincorporación no puede ser mayor a la fecha actual',
  conditionRequired: 'La condición del egreso es requerida',
  conditionActive: 'La condición del egreso no puede ser Activo',
  conditionUnknown: 'La condición del egreso no es válida',
} as const;

export const disincorporationSchema = yup.object({
  id: recordIdField(),
  idPoliceOfficer: officerIdField(DISINCORPORATION_MESSAGES.selectOfficer),
  comment: reasonField(DISINCORPORATION_MESSAGES.commentRequired),
  dateOut: pastDateField(DISINCORPORATION_MESSAGES.dateRequired, DISINCORPORATION_MESSAGES.dateFuture),
  condition: yup
    .number()
    .typeError(DISINCORPORATION_MESSAGES.conditionRequired)
    .transform((value: number, original: unknown) => (original === '' || original === null || original === 0 ? undefined : value))
    .integer(DISINCORPORATION_MESSAGES.conditionRequired)
    .required(DISINCORPORATION_MESSAGES.conditionRequired)
    .notOneOf([ACTIVE_CONDITION], DISINCORPORATION_MESSAGES.conditionActive)
    .test('known', DISINCORPORATION_MESSAGES.conditionUnknown, (value) => value === undefined || CONDITION.some((c) => c.key === value)),
  dependencies: organisationListField(),
  subDependencies: organisationListField(),
  positions: organisationListField(),
});

export type DisincorporationInput = yup.InferType<typeof disincorporationSchema>;
