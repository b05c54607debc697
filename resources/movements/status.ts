/**
 * Status of re-entries, disincorporations and vacations (RRHH §4): 1 Pendiente,
 * 2 Aprobado, 3 Rechazado, anything else 'Sin Estado'. Only pending records can be
 * edited, deleted, approved or rejected, in the screens and on the server alike.
 */
import * as yup from 'yup';
import { optionalText } from '../officers/fields';

export const MOVEMENT_PENDING = 1;
export const MOVEMENT_APPROVED = 2;
export const MOVEMENT_REJECTED = 3;

export const MOVEMENT_STATUS_LABELS: Readonly<Record<number, string>> = {
  [MOVEMENT_PENDING]: 'Pendiente',
  [MOVEMENT_APPROVED]: 'Aprobado',
  [MOVEMENT_REJECTED]: 'Rechazado',
};

export const STATUS_MESSAGES = {
  invalid: 'Estado no válido', // spec §4, §8
  notesMax: 'Las notas no pueden exceder 500 caracteres',
  onlyPendingDecide: 'Solo se pueden aprobar o rechazar registros pendientes',
  onlyPendingEdit: 'Solo se pueden editar registros pendientes',
  onlyPendingDelete: 'Solo se pueden eliminar registros pendientes',
} as const;

/** Spanish label of a status; 'Sin Estado' for anything unknown (§4). */
export function movementStatusLabel(status: number | null | undefined): string {
  return MOVEMENT_STATUS_LABELS[Number(status)] ?? 'Sin Estado';
}

export function isPending(record: { status: number }): boolean {
  return record.status === MOVEMENT_PENDING;
}

/** Body of `PUT rrhh/{entity}/{id}/status` (§7.3): 2 approves, 3 rejects; notes optional (§5.9). */
export const movementStatusSchema = yup.object({
  status: yup
    .number()
    .typeError(STATUS_MESSAGES.invalid)
    .required(STATUS_MESSAGES.invalid)
    .oneOf([MOVEMENT_APPROVED, MOVEMENT_REJECTED], STATUS_MESSAGES.invalid),
  statusNotes: optionalText().max(500, STATUS_MESSAGES.notesMax),
});

export type MovementStatusInput = yup.InferType<typeof movementStatusSchema>;
