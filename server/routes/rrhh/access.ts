/**
 * Permission rules of the RRHH routes (spec 1 §6): module 1 Recursos Humanos, sub-module
 * 1 Ingreso, internal modules 1 register (Policial), 2 approve (Aprobar Personal), 8
 * query (Consulta). Loading one officer is open to the three (the edit form loads it
 * too); deleting an officer sits with approving, like the other decisions on a record.
 */
import type { AccessPath, AccessRule } from '../../../authProvider/permissions';

const ingreso = (internal: number): AccessPath => ({ module: 1, sub: 1, internal });

export const RRHH_ACCESS = {
  query: { anyOf: [ingreso(8)] },
  read: { anyOf: [ingreso(8), ingreso(1), ingreso(2)] },
  register: { anyOf: [ingreso(1)] },
  approve: { anyOf: [ingreso(2)] },
  /** The statistics page shows for every signed-in user (platform §2.6). */
  statistics: 'authenticated',
} as const satisfies Record<string, AccessRule>;

export const RRHH_TAGS = ['Recursos Humanos'];
export const STATISTICS_TAGS = ['Estadísticas'];
