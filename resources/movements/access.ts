/**
 * Permission rules of the movement screens and routes (spec 1 §6: module 1 Recursos
 * Humanos; sub-module 2 Reingreso, 3 Egresos, 4 Vacaciones y Reposos with the internal
 * modules 1 'Vacaciones y Reposos' and 2 'Comisiones de servicios', each carrying the
 * named permissions Registrar / Consultar / Editar — authProvider/moduleCatalogue.ts).
 *
 * Decisions where the spec is silent (it shows no role checks on these screens):
 * - Reingreso and Egresos have no internal modules: the sub-module grants the whole
 *   screen (list, create, edit, approve / reject, delete).
 * - Vacations: listing needs Consultar on either internal module; creating needs
 *   Registrar on the record's module (vacation and rest → internal 1, commission →
 *   internal 2); editing, approving / rejecting and deleting need Editar on it. The
 *   routes accept either module and the handler checks the record's own.
 * - The officer-level calls (histories, work time) accept the RRHH read rule (Ingreso
 *   Consulta / Policial / Aprobar Personal) or any of the movement sub-modules; the
 *   officer picker of the modals calls `rrhh/identification`, whose rule (RRHH_ACCESS.lookup)
 *   includes the movement rights to register.
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';
import { RRHH_ACCESS } from '../officers/access';
import type { PermissionName } from '../../authProvider/moduleCatalogue';

const REENTRY: AccessPath = { module: 1, sub: 2 };
const DISINCORPORATION: AccessPath = { module: 1, sub: 3 };
export const VACATION_INTERNAL = 1;
export const COMMISSION_INTERNAL = 2;
const vacationPath = (internal: number, permission: PermissionName): AccessPath => ({ module: 1, sub: 4, internal, permission });
const bothVacationModules = (permission: PermissionName): AccessPath[] => [vacationPath(VACATION_INTERNAL, permission), vacationPath(COMMISSION_INTERNAL, permission)];

export const MOVEMENT_ACCESS = {
  reentries: { anyOf: [REENTRY] },
  disincorporations: { anyOf: [DISINCORPORATION] },
  vacationsQuery: { anyOf: bothVacationModules('Consultar') },
  vacationsRegister: { anyOf: [vacationPath(VACATION_INTERNAL, 'Registrar'), vacationPath(VACATION_INTERNAL, 'Editar')] },
  commissionsRegister: { anyOf: [vacationPath(COMMISSION_INTERNAL, 'Registrar'), vacationPath(COMMISSION_INTERNAL, 'Editar')] },
  /** An Excel file creates vacations and rests: Registrar on their internal module, as their save route asks to create. */
  vacationsImport: vacationPath(VACATION_INTERNAL, 'Registrar'),
  vacationsEdit: { anyOf: bothVacationModules('Editar') },
  officerHistory: { anyOf: [...RRHH_ACCESS.read.anyOf, REENTRY, DISINCORPORATION, ...bothVacationModules('Consultar')] },
} as const satisfies Record<string, AccessRule>;

/** Internal module of a vacation record's kind: commissions (2) are apart from vacations and rests. */
export function vacationInternalOf(typeVacationAndRest: number): number {
  return typeVacationAndRest === 2 ? COMMISSION_INTERNAL : VACATION_INTERNAL;
}

/** The rule to act on one vacation record: `permission` on its own internal module. */
export function vacationRecordRule(typeVacationAndRest: number, permission: PermissionName): AccessRule {
  return vacationPath(vacationInternalOf(typeVacationAndRest), permission);
}
