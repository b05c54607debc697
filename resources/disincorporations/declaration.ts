/** Disincorporations / egresos (RRHH §2.7, §3.8, §7.3): paths, rules and answers shared by the server and the screen. */
import { MOVEMENT_ACCESS } from '../movements/access';
import type { MovementDeclaration } from '../movements/declaration';
import { DISINCORPORATION_ANSWERS } from './validation';

export const disincorporationsDeclaration = {
  entity: 'disincorporation',
  table: 'disincorporations',
  label: { one: 'Desincorporación', many: 'Egresos' },
  paths: { list: 'rrhh/disincorporations', save: 'rrhh/adddisincorporation', status: 'rrhh/disincorporation/:id/status', remove: 'rrhh/disincorporation/:id' },
  access: { list: MOVEMENT_ACCESS.disincorporations, save: MOVEMENT_ACCESS.disincorporations, status: MOVEMENT_ACCESS.disincorporations, remove: MOVEMENT_ACCESS.disincorporations },
  answers: DISINCORPORATION_ANSWERS,
} as const satisfies MovementDeclaration;

/** Officer history of egresos (§7.2). */
export const DISINCORPORATION_HISTORY_PATH = 'rrhh/:id/disincorporations';
