/**
 * Permission rules of the officer record (spec 1 §6), shared by the server's routes and
 * the screens: module 1 Recursos Humanos, sub-module 1 Ingreso, internal modules 1
 * register (Policial), 2 approve (Aprobar Personal), 8 query (Consulta). Loading one
 * officer is open to the three (the edit form loads it too); deleting an officer sits
 * with approving, like the other decisions on a record.
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';

const ingreso = (internal: number): AccessPath => ({ module: 1, sub: 1, internal });

export const RRHH_ACCESS = {
  query: { anyOf: [ingreso(8)] },
  read: { anyOf: [ingreso(8), ingreso(1), ingreso(2)] },
  register: { anyOf: [ingreso(1)] },
  approve: { anyOf: [ingreso(2)] },
  /**
   * Finding an officer by cédula (`rrhh/identification/{id}`, the one call of every
   * officer picker): RRHH staff; the movement screens that register a record — Reingreso
   * (1.2), Egresos (1.3), and Registrar or Editar on either internal module of Vacaciones
   * y Reposos (1.4); the staff who assign guns and vehicles to officers (module 3,
   * sub-modules 1 and 2, internal 3 Editar), whose assignment forms search the officer by
   * cédula first (spec 3 §5.3); and the modules whose forms pick an officer the same way:
   * disciplinary (2), education (7: evaluations), permits (10) and medical (11).
   */
  lookup: {
    anyOf: [
      ingreso(8), ingreso(1), ingreso(2),
      { module: 1, sub: 2 }, { module: 1, sub: 3 }, ...[1, 2].flatMap((internal) => (['Registrar', 'Editar'] as const).map((permission) => ({ module: 1, sub: 4, internal, permission }))),
      { module: 3, sub: 1, internal: 3 }, { module: 3, sub: 2, internal: 3 },
      { module: 2 }, { module: 7 }, { module: 10 }, { module: 11 },
    ],
  },
  /** The statistics page shows for every signed-in user (platform §2.6). */
  statistics: 'authenticated',
} as const satisfies Record<string, AccessRule>;
