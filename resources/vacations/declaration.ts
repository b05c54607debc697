/**
 * Vacations, rests and service commissions (RRHH §2.8, §3.9, §7.3): paths, rules and
 * answers shared by the server and the screen. Commissions are saved through their own
 * path; both saves edit when the body carries `id`.
 */
import { MOVEMENT_ACCESS } from '../movements/access';
import type { MovementDeclaration } from '../movements/declaration';
import { MODULE_COMMISSION, MODULE_REST, MODULE_VACATION, VACATION_ANSWERS } from './validation';

export const vacationsDeclaration = {
  entity: 'vacation',
  table: 'vacations',
  label: { one: 'Vacación', many: 'Vacaciones' },
  paths: { list: 'rrhh/vacations', save: 'rrhh/addvacationorrest', status: 'rrhh/vacation/:id/status', remove: 'rrhh/vacation/:id' },
  access: { list: MOVEMENT_ACCESS.vacationsQuery, save: MOVEMENT_ACCESS.vacationsRegister, status: MOVEMENT_ACCESS.vacationsEdit, remove: MOVEMENT_ACCESS.vacationsEdit },
  answers: VACATION_ANSWERS,
} as const satisfies MovementDeclaration;

export const COMMISSION_SAVE_PATH = 'rrhh/com-service';
/** Whole history of one officer in one module (§7.3: reads data.listVacationAndRest). */
export const VACATION_LIST_PATH = 'rrhh/listvacationandrest/:id';

/**
 * `GET rrhh/{id}/{type}` (§7.2): the paged history of one module of an officer. The
 * spec names 'vacations'; commissions and rests follow the same pattern.
 */
export const VACATION_HISTORY_TYPES = {
  vacations: MODULE_VACATION,
  commissions: MODULE_COMMISSION,
  rests: MODULE_REST,
} as const;
