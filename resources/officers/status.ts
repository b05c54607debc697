/**
 * Officer status (RRHH §4): statusIn 1 default on creation, 2 approved, 3 rejected,
 * 4 blocked, 5 shown blue. The row actions are disabled in one state each: Approve in
 * 1, Reject in 2, Block in 4 (§2.2, §4); the server refuses those same transitions, so
 * the buttons and the API agree. Every other change is allowed.
 */
import * as yup from 'yup';
import { catalogKey, optionalKey, optionalText } from './fields';
import { OFFICER_ANSWERS as A, OFFICER_MESSAGES as M } from './messages';

export const STATUS_DEFAULT = 1;
export const STATUS_APPROVED = 2;
export const STATUS_REJECTED = 3;
export const STATUS_BLOCKED = 4;
export const STATUS_KEYS = [1, 2, 3, 4, 5] as const;

/** Quick approve and block send these motives (§4). */
export const DEFAULT_MOTIVES: Readonly<Record<number, string>> = { [STATUS_APPROVED]: 'Aprobado', [STATUS_BLOCKED]: 'Bloqueo' };

/** Target status → the current status in which that action is disabled, with the reason. */
const DISABLED: Readonly<Record<number, { from: number; reason: string }>> = {
  [STATUS_APPROVED]: { from: STATUS_DEFAULT, reason: 'La acción Aprobar no está disponible para un funcionario en estado inicial (1)' },
  [STATUS_REJECTED]: { from: STATUS_APPROVED, reason: 'La acción Rechazar no está disponible para un funcionario aprobado' },
  [STATUS_BLOCKED]: { from: STATUS_BLOCKED, reason: 'El funcionario ya está bloqueado' },
};

/** Whether the row action that sets `to` is available for an officer in `from`. */
export function canChangeStatus(from: number, to: number): boolean {
  return (STATUS_KEYS as readonly number[]).includes(to) && DISABLED[to]?.from !== from;
}

/** Why a change is refused, or null when it is allowed. */
export function transitionError(from: number, to: number): string | null {
  if (!(STATUS_KEYS as readonly number[]).includes(to)) return M.statusInvalid;
  const rule = DISABLED[to];
  return rule && rule.from === from ? rule.reason : null;
}

/** Success message of a status change (§4: 2 and 3 both read 'aprobado'). */
export function statusAnswer(statusIn: number): string {
  if (statusIn === STATUS_APPROVED || statusIn === STATUS_REJECTED) return A.approved;
  if (statusIn === STATUS_BLOCKED) return A.blocked;
  return A.statusUpdated;
}

/**
 * Body of `PATCH rrhh/{id}/status`: statusIn, motive, typeBlock. Rejecting (3) needs a
 * type of rejection and a motive (§5.4: the reject dialog's messages).
 */
export const statusChangeSchema = yup.object({
  statusIn: yup
    .number()
    .typeError(M.statusInvalid)
    .required(M.statusInvalid)
    .oneOf([...STATUS_KEYS], M.statusInvalid),
  motive: optionalText().when('statusIn', {
    is: STATUS_REJECTED,
    then: (s) => s.required(M.rejectMotiveRequired),
  }),
  typeBlock: optionalKey().when('statusIn', {
    is: STATUS_REJECTED,
    then: () => catalogKey(M.rejectTypeRequired),
  }),
});

export type StatusChangeInput = yup.InferType<typeof statusChangeSchema>;

/** The reject dialog alone (§5.4): type of rejection and motive. */
export const rejectSchema = yup.object({
  typeBlock: catalogKey(M.rejectTypeRequired),
  motive: yup.string().typeError(M.rejectMotiveRequired).trim().required(M.rejectMotiveRequired).max(1000, 'No puede exceder 1000 caracteres'),
});
