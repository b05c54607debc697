/**
 * The cells of the action-field matrix, generated from the registry: every declared state
 * action × every route that can write its fields (create, edit, the status route, each
 * action reading one of them, the action itself) × a role holding the route's permission
 * with the action's, one holding the route's without the action's (where such a role
 * exists), and, for a value the action decides, the record in a state the action does not
 * start from. The expected answer of each cell follows from the declarations alone.
 */
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { hasAccess, toSessionPermissions, type AccessPath, type AccessRule, type SessionUser } from '../../authProvider/permissions';
import { decidingActions } from '../../resources/engine/actionFields';
import { resolveValue, type FieldDeclaration, type ResourceDeclaration, type StateActionDeclaration } from '../../resources/engine/types';

type Values = Record<string, unknown>;

export interface Route {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** The path under /api; `:id` is the record's id. */
  path: string;
  access: AccessRule;
  /** The body that sends the action's values through this route (on create, beside a record's body). */
  body: (values: Values) => Values;
  /** The fields of the action this route stores from its body. */
  writes: string[];
  /** The state the route itself must start from (an action's `from`). */
  from?: StateActionDeclaration['from'];
}

export interface Cell {
  name: string;
  declaration: ResourceDeclaration;
  action: StateActionDeclaration;
  route: Route;
  /** The permission nodes of the caller's role. */
  paths: AccessPath[];
  /** The record's state before the call (field → value), beyond the created record. */
  state: Values;
  /** The action's values the call sends. */
  values: Values;
  expected: { status: number; message?: string; errors?: string[]; stored: 'written' | 'unchanged' };
}

/** The nodes of a rule: a path, or the first path of an `anyOf`. */
export function pathsOf(rule: AccessRule): AccessPath[] {
  if (typeof rule !== 'object') throw new Error(`The matrix needs a rule of the tree, not '${rule}'`);
  return 'anyOf' in rule ? [rule.anyOf[0]] : [rule];
}

/** A tree with exactly the nodes of the paths (and their ancestors) selected. */
export function treeWithPaths(paths: AccessPath[]): PermissionTree {
  const on = (m: number, s?: number, i?: number) => paths.some((p) => p.module === m && (s === undefined || p.sub === s) && (i === undefined || p.internal === i));
  return emptyPermissionTree().map((m) => ({
    ...m,
    selected: on(m.id),
    configured: on(m.id),
    subModules: m.subModules.map((s) => ({
      ...s,
      selected: on(m.id, s.id),
      internalModules: s.internalModules.map((i) => ({
        ...i,
        selected: on(m.id, s.id, i.id),
        permissions: i.permissions.map((p) => ({ ...p, selected: paths.some((q) => q.module === m.id && q.sub === s.id && q.internal === i.id && q.permission === p.name) })),
      })),
    })),
  }));
}

function allows(paths: AccessPath[], rule: AccessRule): boolean {
  const user: SessionUser = { id: 0, username: 'matriz', name: 'Matriz', email: '', isAdmin: false, role: { id: 0, roleName: 'Matriz', active: true, permissions: toSessionPermissions(treeWithPaths(paths)) } };
  return hasAccess(user, rule);
}

const unique = (paths: AccessPath[]) => paths.filter((p, i) => paths.findIndex((q) => JSON.stringify(q) === JSON.stringify(p)) === i);

/** A module none of the paths is in: a role holding it passes none of their rules. */
function otherModule(paths: AccessPath[]): AccessPath {
  return { module: emptyPermissionTree().find((m) => !paths.some((p) => p.module === m.id))!.id };
}

const bound = (value: [number | (() => number), string] | undefined, fallback: number) => (value ? resolveValue(value[0]) : fallback);

/** A valid value of the field that differs from `current` and that no other action decides. */
function sampleValue(declaration: ResourceDeclaration, action: StateActionDeclaration, name: string, current: unknown): unknown {
  const field: FieldDeclaration = declaration.fields[name];
  if (field.type === 'boolean') return !current;
  if (field.type === 'text' || field.type === 'longText') return `Valor de la matriz para ${field.label}`;
  if (field.type === 'catalog' || field.type === 'integer') {
    const min = bound(field.rules?.min, 1);
    for (let v = min; v <= bound(field.rules?.max, min + 5); v++) {
      const deciders = decidingActions(declaration, name, v);
      if (v !== current && (deciders.length === 0 || deciders.includes(action))) return v;
    }
  }
  throw new Error(`No sample value for ${declaration.name}.${name}`);
}

/** What the action stores on a record created with `defaults`. */
function actionValues(declaration: ResourceDeclaration, action: StateActionDeclaration, defaults: Values): Values {
  const values: Values = { ...action.set };
  for (const input of action.input ?? []) values[input.field] = sampleValue(declaration, action, input.field, action.set?.[input.field] ?? defaults[input.field]);
  return values;
}

function bodyFields(declaration: ResourceDeclaration): string[] {
  return Object.entries(declaration.fields).filter(([, f]) => !f.readOnly && !f.computed).map(([n]) => n);
}

function routesOf(declaration: ResourceDeclaration, action: StateActionDeclaration, values: Values): Route[] {
  const fields = Object.keys(values);
  const editable = bodyFields(declaration).filter((f) => fields.includes(f));
  const pick = (names: string[]) => (v: Values) => Object.fromEntries(names.map((n) => [n, v[n]]));
  const routes: Route[] = [
    { name: 'POST (alta)', method: 'POST', path: declaration.apiPath, access: declaration.access.create, body: pick(editable), writes: editable },
    { name: 'PUT (edición)', method: 'PUT', path: `${declaration.apiPath}/:id`, access: declaration.access.update, body: pick(editable), writes: editable },
  ];
  if (declaration.statusField && fields.includes(declaration.statusField)) {
    routes.push({ name: 'PATCH status', method: 'PATCH', path: `${declaration.apiPath}/:id/status`, access: declaration.access.status, body: pick([declaration.statusField]), writes: [declaration.statusField] });
  }
  for (const other of declaration.actions ?? []) {
    const reads = (other.input ?? []).filter((i) => fields.includes(i.field));
    const overrides = Object.entries(other.set ?? {}).some(([f, v]) => fields.includes(f) && v !== values[f] && !reads.some((i) => i.field === f));
    if (other !== action && (reads.length === 0 || overrides)) continue;
    const keys = other.input ?? [];
    routes.push({
      name: `${other.method ?? 'PATCH'} ${other.path}`, method: other.method ?? 'PATCH', path: `${declaration.apiPath}/:id/${other.path}`, access: other.access, from: other.from,
      body: (v) => Object.fromEntries(keys.map((i) => [i.key, fields.includes(i.field) ? v[i.field] : sampleValue(declaration, other, i.field, undefined)])),
      writes: [...new Set([...keys.map((i) => i.field), ...Object.keys(other.set ?? {})])].filter((f) => fields.includes(f)),
    });
  }
  return routes;
}

/** A stored value of the field outside the action's `from`, other than the value it writes. */
function stateOutside(declaration: ResourceDeclaration, action: StateActionDeclaration, values: Values): unknown {
  const { field, values: from } = action.from!;
  const f = declaration.fields[field];
  const candidates = f.type === 'boolean' ? [true, false] : Array.from({ length: bound(f.rules?.max, 5) - bound(f.rules?.min, 1) + 1 }, (_, k) => bound(f.rules?.min, 1) + k);
  return candidates.find((c) => !from.includes(c) && c !== values[field]);
}

/**
 * The cells of one declaration. `createdBy` is the body that creates a record; `setOnCreate`
 * lists the fields the server sets on create whatever the body says.
 */
export function cellsOf(declaration: ResourceDeclaration, createdBy: Values, setOnCreate: string[] = []): Cell[] {
  const cells: Cell[] = [];
  const defaults: Values = Object.fromEntries(Object.entries(declaration.fields).filter(([, f]) => f.default !== undefined).map(([n, f]) => [n, resolveValue(f.default)]));
  for (const action of declaration.actions ?? []) {
    const values = actionValues(declaration, action, { ...defaults, ...createdBy });
    const startState: Values = action.from ? { [action.from.field]: action.from.values[0] } : {};
    const required = (action.input ?? []).filter((i) => i.required);
    for (const route of routesOf(declaration, action, values)) {
      const carried = route.name.startsWith('POST') ? route.writes.filter((f) => !setOnCreate.includes(f)) : route.writes;
      const base = { declaration, action, route, values };
      const missing = required.filter((i) => !carried.includes(i.field) && !(i.field in createdBy)).map((i) => i.required!);
      const decided = Object.entries(values).some(([f, v]) => carried.includes(f) && decidingActions(declaration, f, v).includes(action));
      const ok = route.method === 'POST' ? 201 : 200;
      const granted: Cell['expected'] = carried.length === 0 ? { status: ok, stored: 'unchanged' }
        : decided && missing.length ? { status: 400, errors: missing, stored: 'unchanged' }
          : { status: ok, stored: 'written' };
      const withAction = unique([...pathsOf(route.access), ...pathsOf(action.access)]);
      const state = route.method === 'POST' ? {} : { ...startState, ...(route.from ? { [route.from.field]: route.from.values[0] } : {}) };
      if (route.from && action.from && route.from.field === action.from.field && !route.from.values.includes(action.from.values[0])) continue;
      cells.push({ ...base, name: `${declaration.name}: ${action.path} × ${route.name} × con el permiso`, paths: withAction, state, expected: granted });
      // Without the action: the route's nodes alone where they do not grant it, else a role of another module (refused at the route).
      const routeGrantsAction = allows(pathsOf(route.access), action.access);
      const without = routeGrantsAction ? [otherModule(withAction)] : pathsOf(route.access);
      if (routeGrantsAction || carried.length > 0) {
        cells.push({ ...base, name: `${declaration.name}: ${action.path} × ${route.name} × sin el permiso`, paths: without, state, expected: { status: 403, stored: 'unchanged' } });
      }
      const outside = action.from && decided && route.method !== 'POST' ? stateOutside(declaration, action, values) : undefined;
      if (outside !== undefined) {
        cells.push({
          ...base, name: `${declaration.name}: ${action.path} × ${route.name} × fuera de su estado`, paths: withAction,
          state: { [action.from!.field]: outside }, expected: { status: 409, message: 'Estado no válido', stored: 'unchanged' },
        });
      }
    }
  }
  return cells;
}
