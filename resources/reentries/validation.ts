/**
 * The re-entry form (RRHH §5.6), shared by the modal and `POST rrhh/addreentry`: the
 * officer chosen first, the reason (10 to 500 characters), a date not after today and
 * the dependencies, sub-dependencies and positions the officer returns to.
 */
import * as yup from 'yup';
import { FIELD_MESSAGES, officerIdField, organisationListField, pastDateField, reasonField, recordIdField } from '../movements/fields';

export { REENTRY_ANSWERS } from './messages';

export const REENTRY_MESSAGES = {
  selectOfficer: FIELD_MESSAGES.selectOfficer,
  commentRequired: 'El motivo de reingreso es requerido',
  dateRequired: 'La fecha de reingreso es requerida',
  dateFuture: 'La fecha de reingreso no puede ser mayor a la fecha actual',
  dependenciesRequired: 'Las dependencias son requeridas',
  subDependenciesRequired: 'Las sub dependencias son requeridas',
  positionsRequired: 'Los cargos son requeridos',
} as const;

export const reentrySchema = yup.object({
  id: recordIdField(),
  idPoliceOfficer: officerIdField(REENTRY_MESSAGES.selectOfficer),
  comment: reasonField(REENTRY_MESSAGES.commentRequired),
  dateIn: pastDateField(REENTRY_MESSAGES.dateRequired, REENTRY_MESSAGES.dateFuture),
  dependencies: organisationListField(REENTRY_MESSAGES.dependenciesRequired),
  subDependencies: organisationListField(REENTRY_MESSAGES.subDependenciesRequired),
  positions: organisationListField(REENTRY_MESSAGES.positionsRequired),
});

export type ReentryInput = yup.InferType<typeof reentrySchema>;
