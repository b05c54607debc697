/**
 * The module catalogue of the permission tree (spec 1 §3.4 and §6). Ids are the spec's:
 * they are what the server's route guards and the sidebar check.
 *
 * Decisions where the spec is silent:
 * - RRHH > Ingreso internal ids follow §6 (1 register, 2 approve, 8 query); the other
 *   internal modules take the free ids in the order of §3.4.
 * - The weapons park and transport sub-modules have the internal modules 1 Registrar,
 *   2 Consultar, 3 Editar (§6), so they carry no extra permission level.
 * - Every other internal module carries the three named permissions Registrar,
 *   Consultar and Editar (§3.3).
 */
export interface PermissionNode { id: number; name: string; selected: boolean }
export interface InternalModuleNode { id: number; name: string; selected: boolean; permissions: PermissionNode[] }
export interface SubModuleNode { id: number; name: string; selected: boolean; internalModules: InternalModuleNode[] }
export interface ModuleNode {
  id: number;
  name: string;
  selected: boolean;
  configured: boolean;
  subModules: SubModuleNode[];
}
export type PermissionTree = ModuleNode[];

export const PERMISSION_NAMES = ['Registrar', 'Consultar', 'Editar'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

type InternalSpec = [id: number, name: string, withPermissions?: boolean];
type SubSpec = [id: number, name: string, internals?: InternalSpec[]];
type ModuleSpec = [id: number, name: string, subs?: SubSpec[]];

const CRUD_INTERNALS: InternalSpec[] = [
  [1, 'Registrar', false],
  [2, 'Consultar', false],
  [3, 'Editar', false],
];

const CATALOGUE: ModuleSpec[] = [
  [1, 'Recursos Humanos', [
    [1, 'Ingreso', [
      [1, 'Policial'], [3, 'Administrativo'], [4, 'Obrero'], [5, 'Contratado'],
      [6, 'Honorarios Profesionales'], [8, 'Consulta'], [2, 'Aprobar Personal'], [7, 'Completar Registro'],
    ]],
    [2, 'Reingreso'],
    [3, 'Egresos'],
    [4, 'Vacaciones y Reposos', [[1, 'Vacaciones y Reposos'], [2, 'Comisiones de servicios']]],
  ]],
  [2, 'Disciplinario', [
    [1, 'Penal'],
    [2, 'Administrativo', [[1, 'Consejo Disciplinario'], [2, 'Casos']]],
  ]],
  [3, 'Gestión Administrativa', [
    [1, 'Parque de Armas', CRUD_INTERNALS],
    [2, 'Transporte', CRUD_INTERNALS],
  ]],
  [4, 'Estadísticas'],
  [5, 'JPE'],
  [6, 'Extranet'],
  [7, 'Educación Policial'],
  [8, 'Configuración', [[1, 'Usuarios'], [2, 'Roles']]],
  [9, 'Auditorías'],
  [10, 'Permisos'],
  [11, 'Médico'],
];

/**
 * A sub-module added by a resource an administrator designed (issue 29), under any module:
 * its id comes from a sequence starting at DESIGNED_NODE_FIRST_ID and is never reused, and
 * it carries the internal modules 1 Registrar, 2 Consultar, 3 Editar. The server sets
 * them from the stored definitions; the browser from GET /api/designed.
 */
export interface DesignedPermissionNode { module: number; id: number; name: string }
export const DESIGNED_NODE_FIRST_ID = 100;
let designedNodes: readonly DesignedPermissionNode[] = [];

export function setDesignedPermissionNodes(nodes: readonly DesignedPermissionNode[]): void {
  designedNodes = [...nodes].sort((a, b) => a.id - b.id);
}

export function designedPermissionNodes(): readonly DesignedPermissionNode[] {
  return designedNodes;
}

/** Whether a sub-module is a designed resource's (matched by id when a saved tree is restored, not by position). */
export const isDesignedSubModule = (id: number) => id >= DESIGNED_NODE_FIRST_ID;

/** A fresh, fully unselected tree: what the role form starts from. */
export function emptyPermissionTree(): PermissionTree {
  const catalogue: ModuleSpec[] = CATALOGUE.map(([id, name, subs = []]) => [
    id,
    name,
    [...subs, ...designedNodes.filter((node) => node.module === id).map((node): SubSpec => [node.id, node.name, CRUD_INTERNALS])],
  ]);
  return catalogue.map(([id, name, subs = []]) => ({
    id,
    name,
    selected: false,
    configured: false,
    subModules: subs.map(([subId, subName, internals = []]) => ({
      id: subId,
      name: subName,
      selected: false,
      internalModules: internals.map(([intId, intName, withPermissions = true]) => ({
        id: intId,
        name: intName,
        selected: false,
        permissions: withPermissions
          ? PERMISSION_NAMES.map((permName, index) => ({ id: index + 1, name: permName, selected: false }))
          : [],
      })),
    })),
  }));
}

/** A tree with every node selected (the administrator's view, and demo roles). */
export function fullPermissionTree(): PermissionTree {
  return setTreeSelection(emptyPermissionTree(), true);
}

function setTreeSelection(tree: PermissionTree, selected: boolean): PermissionTree {
  return tree.map((module) => ({
    ...module,
    selected,
    configured: true,
    subModules: module.subModules.map((sub) => ({
      ...sub,
      selected,
      internalModules: sub.internalModules.map((internal) => ({
        ...internal,
        selected,
        permissions: internal.permissions.map((p) => ({ ...p, selected })),
      })),
    })),
  }));
}

export const MODULE_IDS = {
  rrhh: 1,
  disciplinary: 2,
  administrativeManagement: 3,
  statistics: 4,
  jpe: 5,
  extranet: 6,
  education: 7,
  configuration: 8,
  audit: 9,
  permits: 10,
  medical: 11,
} as const;
