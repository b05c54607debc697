/**
 * Permission rules of the disciplinary module (spec 3 §6, spec 1 §6), shared by the
 * server's routes and the screens. Module 2 Disciplinario: sub-module 1 Penal (OIDP
 * cases, no internal modules) and 2 Administrativo with the internal modules
 * 1 Consejo Disciplinario and 2 Casos (ICAP cases). The spec shows no finer checks;
 * decisions (docs/decisions.md, "Disciplinario"):
 * - reading (lists, a case, the officer's cases, the dashboard, the pickers) is open to
 *   the whole module 2: every part of it works on the same cases;
 * - ICAP cases are written (create, edit, delete, status, documents, sending to the
 *   council) under Administrativo > Casos; OIDP cases under Penal;
 * - assigning a sanction belongs to Administrativo > Consejo Disciplinario, whose
 *   members decide it, for both kinds of case;
 * - an officer's cases (`cases-by-officer`, the officer query's 'Historial disciplinario')
 *   are also open to the RRHH read rule, as the officer's medical history is: they are
 *   part of the officer's record those screens show (issue 28).
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';
import { RRHH_ACCESS } from '../officers/access';

const icap: AccessPath = { module: 2, sub: 2, internal: 2 };
const oidp: AccessPath = { module: 2, sub: 1 };
const council: AccessPath = { module: 2, sub: 2, internal: 1 };

export const DISCIPLINARY_ACCESS = {
  module: { module: 2 },
  read: { module: 2 },
  officerHistory: { anyOf: [{ module: 2 }, ...RRHH_ACCESS.read.anyOf] },
  /** Writing one kind of case; the route accepts either and the server checks the case's kind. */
  write: { anyOf: [icap, oidp] },
  icap,
  oidp,
  council,
} as const satisfies Record<string, AccessRule>;

/** The rule that writes a case of this kind (1 ICAP, 2 OIDP). */
export function writeRuleOf(typeDisciplinary: number): AccessRule {
  return typeDisciplinary === 2 ? oidp : icap;
}
