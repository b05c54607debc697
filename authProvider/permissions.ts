/**
 * Role rules: one pure function used by the browser (sidebar, canAccess, buttons) and by
 * the server's route guard. Spec 1 §6: a node is accessible only if it and all its
 * ancestors are selected; a named permission needs its own flag; an alternative path
 * can grant access instead; administrators pass every check.
 */
import { isDesignedSubModule, type ModuleNode, type PermissionName, type PermissionTree } from './moduleCatalogue';

export interface AccessPath {
  module: number;
  sub?: number;
  internal?: number;
  permission?: PermissionName;
}

export type AccessRule =
  /** No session needed (login, verification pages). */
  | 'public'
  /** Any signed-in user. */
  | 'authenticated'
  /** Administrators only. */
  | 'admin'
  | AccessPath
  | { anyOf: AccessPath[] };

/** The session copy of the tree (spec 1 §3.3): ids and flags, no names. */
export interface SessionPermissions {
  modules: {
    id: number;
    selected: boolean;
    subModules: {
      id: number;
      selected: boolean;
      internalModules: { id: number; selected: boolean; permissions: { name: string; selected: boolean }[] }[];
    }[];
  }[];
}

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string;
  isAdmin: boolean;
  role: { id: number; roleName: string; active: boolean; permissions: SessionPermissions } | null;
}

export function toSessionPermissions(tree: PermissionTree): SessionPermissions {
  return {
    modules: tree.map((m) => ({
      id: m.id,
      selected: m.selected,
      subModules: m.subModules.map((s) => ({
        id: s.id,
        selected: s.selected,
        internalModules: s.internalModules.map((i) => ({
          id: i.id,
          selected: i.selected,
          permissions: i.permissions.map((p) => ({ name: p.name, selected: p.selected })),
        })),
      })),
    })),
  };
}

function pathAllowed(permissions: SessionPermissions, path: AccessPath): boolean {
  const module = permissions.modules.find((m) => m.id === path.module);
  if (!module?.selected) return false;
  if (path.sub === undefined) return true;
  const sub = module.subModules.find((s) => s.id === path.sub);
  if (!sub?.selected) return false;
  if (path.internal === undefined) return true;
  const internal = sub.internalModules.find((i) => i.id === path.internal);
  if (!internal?.selected) return false;
  if (path.permission === undefined) return true;
  return internal.permissions.some((p) => p.name === path.permission && p.selected);
}

export function hasAccess(user: SessionUser | null | undefined, rule: AccessRule): boolean {
  if (rule === 'public') return true;
  if (!user) return false;
  if (rule === 'authenticated') return true;
  if (user.isAdmin) return true;
  if (rule === 'admin') return false;
  if (!user.role?.active) return false;
  const paths = 'anyOf' in rule ? rule.anyOf : [rule];
  return paths.some((path) => pathAllowed(user.role!.permissions, path));
}

/** Number of selected leaves and nodes, shown on the home screen. */
export function countSelected(permissions: SessionPermissions | undefined): number {
  if (!permissions) return 0;
  let count = 0;
  for (const m of permissions.modules) {
    if (!m.selected) continue;
    count++;
    for (const s of m.subModules) {
      if (!s.selected) continue;
      count++;
      for (const i of s.internalModules) {
        if (!i.selected) continue;
        count++;
        count += i.permissions.filter((p) => p.selected).length;
      }
    }
  }
  return count;
}

// ---- Role form tree behaviour (spec 1 §4) -------------------------------------------

export type TreeNodePath = [module: number] | [module: number, sub: number] | [module: number, sub: number, internal: number]
  | [module: number, sub: number, internal: number, permission: number];

/**
 * Toggles one node by its index path and cascades the new state downward (spec 1 §4); a
 * module also becomes `configured`. Selecting a node also selects its ancestors (only
 * them, not their other children): a node grants access only with all its ancestors
 * selected (spec 1 §6), so what the form shows is what the role reaches. Returns a new
 * tree (the input is not changed).
 */
export function toggleNode(tree: PermissionTree, indexPath: TreeNodePath): PermissionTree {
  const toggled = flipNode(tree, indexPath);
  return isSelectedAt(toggled, indexPath) ? selectAncestors(toggled, indexPath) : toggled;
}

function isSelectedAt(tree: PermissionTree, [mi, si, ii, pi]: TreeNodePath): boolean {
  const module = tree[mi];
  if (si === undefined) return module.selected;
  const sub = module.subModules[si];
  if (ii === undefined) return sub.selected;
  const internal = sub.internalModules[ii];
  return pi === undefined ? internal.selected : internal.permissions[pi].selected;
}

function selectAncestors(tree: PermissionTree, [mi, si, ii]: TreeNodePath): PermissionTree {
  return tree.map((module, mIndex): ModuleNode => {
    if (mIndex !== mi) return module;
    return {
      ...module,
      selected: true,
      configured: true,
      subModules: module.subModules.map((sub, sIndex) => {
        if (sIndex !== si) return sub;
        return {
          ...sub,
          selected: true,
          internalModules: sub.internalModules.map((internal, iIndex) => (iIndex === ii ? { ...internal, selected: true } : internal)),
        };
      }),
    };
  });
}

/**
 * The tree with every ancestor of a selected node selected: how the server stores a role,
 * so a tree built elsewhere (an old client, the API) grants what it names.
 */
export function withAncestors(tree: PermissionTree): PermissionTree {
  return tree.map((module) => {
    const subModules = module.subModules.map((sub) => {
      const internalModules = sub.internalModules.map((internal) => ({
        ...internal,
        selected: internal.selected || internal.permissions.some((p) => p.selected),
      }));
      return { ...sub, internalModules, selected: sub.selected || internalModules.some((i) => i.selected) };
    });
    const selected = module.selected || subModules.some((s) => s.selected);
    return { ...module, subModules, selected, configured: module.configured || selected };
  });
}

/** What a role's tree reaches under the access rule: nodes selected with all their ancestors. */
export interface ModuleReach {
  /** Nodes (module, sub-modules, internal modules, permissions) the role reaches. */
  reached: number;
  total: number;
}

export function moduleReach(module: ModuleNode): ModuleReach {
  let reached = module.selected ? 1 : 0;
  let total = 1;
  for (const sub of module.subModules) {
    const subReached = module.selected && sub.selected;
    total++;
    if (subReached) reached++;
    for (const internal of sub.internalModules) {
      const internalReached = subReached && internal.selected;
      total += 1 + internal.permissions.length;
      if (internalReached) reached += 1 + internal.permissions.filter((p) => p.selected).length;
    }
  }
  return { reached, total };
}

function flipNode(tree: PermissionTree, indexPath: TreeNodePath): PermissionTree {
  const [mi, si, ii, pi] = indexPath;
  return tree.map((module, mIndex): ModuleNode => {
    if (mIndex !== mi) return module;
    if (si === undefined) {
      const selected = !module.selected;
      return { ...cascade(module, selected), configured: true };
    }
    return {
      ...module,
      subModules: module.subModules.map((sub, sIndex) => {
        if (sIndex !== si) return sub;
        if (ii === undefined) return cascadeSub(sub, !sub.selected);
        return {
          ...sub,
          internalModules: sub.internalModules.map((internal, iIndex) => {
            if (iIndex !== ii) return internal;
            if (pi === undefined) {
              const selected = !internal.selected;
              return { ...internal, selected, permissions: internal.permissions.map((p) => ({ ...p, selected })) };
            }
            return {
              ...internal,
              permissions: internal.permissions.map((p, pIndex) => (pIndex === pi ? { ...p, selected: !p.selected } : p)),
            };
          }),
        };
      }),
    };
  });
}

function cascadeSub(sub: ModuleNode['subModules'][number], selected: boolean) {
  return {
    ...sub,
    selected,
    internalModules: sub.internalModules.map((i) => ({
      ...i,
      selected,
      permissions: i.permissions.map((p) => ({ ...p, selected })),
    })),
  };
}

function cascade(module: ModuleNode, selected: boolean): ModuleNode {
  return { ...module, selected, subModules: module.subModules.map((s) => cascadeSub(s, selected)) };
}

/**
 * Editing a role restores the saved selections onto the current catalogue by matching
 * positions in the tree (spec 1 §4): nodes the saved tree lacks stay unselected. The
 * sub-modules of designed resources are matched by id (see DesignedPermissionNode).
 */
export function restoreSelections(template: PermissionTree, saved: unknown): PermissionTree {
  const savedTree = Array.isArray(saved) ? (saved as Partial<ModuleNode>[]) : [];
  return template.map((module, mi) => {
    const sm = savedTree[mi];
    return {
      ...module,
      selected: Boolean(sm?.selected),
      configured: Boolean(sm?.configured),
      subModules: module.subModules.map((sub, si) => {
        // A designed resource's node is found by its id: removing another one shifts the positions.
        const ss = isDesignedSubModule(sub.id) ? sm?.subModules?.find((saved) => saved?.id === sub.id) : sm?.subModules?.[si];
        return {
          ...sub,
          selected: Boolean(ss?.selected),
          internalModules: sub.internalModules.map((internal, ii) => {
            const si2 = ss?.internalModules?.[ii];
            return {
              ...internal,
              selected: Boolean(si2?.selected),
              permissions: internal.permissions.map((p, pi) => ({ ...p, selected: Boolean(si2?.permissions?.[pi]?.selected) })),
            };
          }),
        };
      }),
    };
  });
}
