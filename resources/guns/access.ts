/**
 * Permission rules of the weapons park and transport (spec 3 §6, spec 1 §6), shared by
 * the server's routes and the screens. Module 3 Gestión Administrativa: sub-module 1
 * Parque de Armas, 2 Transporte, each with internal modules 1 Registrar, 2 Consultar,
 * 3 Editar. Decisions where the spec is silent:
 * - reading (lists, detail, exports, dashboards) is open to any of the three internal
 *   modules: whoever registers or edits also needs to see what they work on;
 * - register creates stations, guns and vehicles; edit updates and deletes them and
 *   manages assignments (transport: "Edit gates Editar, Asignaciones and Eliminar");
 * - the case pickers (gun and vehicle search by code, serial or plate) are also open to
 *   the disciplinary module (2), whose case form uses them.
 */
import type { AccessPath, AccessRule } from '../../authProvider/permissions';

export function administrativeAccess(sub: 1 | 2) {
  const node = (internal: number): AccessPath => ({ module: 3, sub, internal });
  const read: AccessPath[] = [node(2), node(1), node(3)];
  return {
    /** The sidebar group and the screens. */
    module: { anyOf: read },
    read: { anyOf: read },
    register: { anyOf: [node(1)] },
    edit: { anyOf: [node(3)] },
    picker: { anyOf: [...read, { module: 2 }] },
  } as const satisfies Record<string, AccessRule>;
}

export const GUNPARK_ACCESS = administrativeAccess(1);
