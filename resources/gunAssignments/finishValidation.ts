/**
 * The finish dialog of a gun or vehicle assignment (spec 3 §4.3, §5.3): end date required
 * (it defaults to today), observations optional. Shared by the dialog and the server.
 */
import * as yup from 'yup';

export const FINISH_MESSAGES = {
  endDateRequired: 'La fecha de finalización es requerida',
  endDateInvalid: 'La fecha de finalización no es válida',
  observationsTooLong: 'Las observaciones no pueden exceder 1000 caracteres',
} as const;

export const finishSchema = yup.object({
  endDate: yup.string().typeError(FINISH_MESSAGES.endDateRequired).trim().required(FINISH_MESSAGES.endDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, FINISH_MESSAGES.endDateInvalid),
  observations: yup.string().typeError(FINISH_MESSAGES.observationsTooLong).trim().max(1000, FINISH_MESSAGES.observationsTooLong).nullable().optional(),
});

export type FinishInput = yup.InferType<typeof finishSchema>;
