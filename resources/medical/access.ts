/**
 * Permission rules of the medical reports (spec 1 §6: module 11 Médico, which has no
 * sub-modules in the tree), shared by the server's routes and the screens.
 *
 * Decisions where the spec is silent (it shows no role checks on these screens):
 * - module 11 grants the whole module: the list, the detail, the documents, creating,
 *   editing, deleting, approving and rejecting reports, and the dashboard;
 * - an officer's medical history (`medical/by-police/{id}`, opened from the officer
 *   record) is also open to the RRHH read rule, whose screens show that history;
 * - the officer search of the create form (by cédula) is open to module 11.
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';
import { RRHH_ACCESS } from '../officers/access';

const MEDICAL: AccessPath = { module: 11 };

export const MEDICAL_ACCESS = {
  module: { anyOf: [MEDICAL] },
  read: { anyOf: [MEDICAL] },
  write: { anyOf: [MEDICAL] },
  decide: { anyOf: [MEDICAL] },
  statistics: { anyOf: [MEDICAL] },
  officerHistory: { anyOf: [MEDICAL, ...RRHH_ACCESS.read.anyOf] },
} as const satisfies Record<string, AccessRule>;
