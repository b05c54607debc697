/** Re-entries (RRHH §2.6, §3.7, §7.3): paths, rules and answers shared by the server and the screen. */
import { MOVEMENT_ACCESS } from '../movements/access';
import type { MovementDeclaration } from '../movements/declaration';
import { REENTRY_ANSWERS } from './validation';

export const reentriesDeclaration = {
  entity: 'reentry',
  table: 'reentries',
  label: { one: 'Reingreso', many: 'Reingresos' },
  paths: { list: 'rrhh/reentries', save: 'rrhh/addreentry', status: 'rrhh/reentry/:id/status', remove: 'rrhh/reentry/:id' },
  access: { list: MOVEMENT_ACCESS.reentries, save: MOVEMENT_ACCESS.reentries, status: MOVEMENT_ACCESS.reentries, remove: MOVEMENT_ACCESS.reentries },
  answers: REENTRY_ANSWERS,
} as const satisfies MovementDeclaration;

/** Officer history of re-entries (§7.2). */
export const REENTRY_HISTORY_PATH = 'rrhh/:id/reentries';
