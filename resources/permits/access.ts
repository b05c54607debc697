/**
 * Permission rules of the permits module (spec 1 §6: module 10 'Permisos', which has no
 * sub-modules; spec 3 §6 shows no role checks inside the screens). Shared by the server's
 * routes and the screens. Decisions where the spec is silent:
 * - the module node grants the whole module: list, detail, create, edit, delete, the
 *   decisions (approve / reject / status), the documents, the report and the dashboard;
 * - the officer-side permit history (`GET permits?policeId=…`) is also open to whoever
 *   reads officer records in RRHH, whose officer screen offers 'Historial de permisos';
 * - administrators pass every check.
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';
import { RRHH_ACCESS } from '../officers/access';

export const PERMITS_MODULE = 10;
const PERMITS: AccessPath = { module: PERMITS_MODULE };

export const PERMITS_ACCESS = {
  module: { anyOf: [PERMITS] },
  /** The list, which the officer's permit history calls too. */
  list: { anyOf: [PERMITS, ...RRHH_ACCESS.read.anyOf] },
  manage: { anyOf: [PERMITS] },
  decide: { anyOf: [PERMITS] },
} as const satisfies Record<string, AccessRule>;
