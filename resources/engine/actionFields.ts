/**
 * The fields a state action writes (its `set` and `input` fields) belong to that action,
 * whichever route writes them: the generic create and edit, the status route, or another
 * action. A write that changes such a field must pass the rule of an action that writes
 * that value: its permission, the state it starts from (`from`) and the values it
 * requires. Derived from the declarations only, so a new action is covered as declared.
 *
 * A value that an action sets and no action starts from is a decision (an approval, a
 * rejection, a case sent to the council): only the actions that set it may write it. Any
 * other value of the field may be written by any action that writes it (a free status
 * action, say). A value equal to the stored one (on create: empty, or the field's default)
 * is not a write.
 */
import type { AccessRule } from '../../authProvider/permissions';
import { resolveValue, type ResourceDeclaration, type StateActionDeclaration } from './types';

type Values = Record<string, unknown>;

export type ActionFieldRefusal =
  /** No action writing the value is allowed to the caller (a 403). */
  | { kind: 'forbidden'; message: string }
  /** The record is not in a state an allowed action starts from (a 409 'Estado no válido'). */
  | { kind: 'state' }
  /** An allowed action requires values the record would lack (a 400 with its messages). */
  | { kind: 'invalid'; errors: string[] };

export interface ActionFieldWrite {
  /** The values about to be stored. */
  values: Values;
  /** The stored record (locked while the write runs), or null on create. */
  stored: Values | null;
  /** Whether the caller passes an access rule. */
  mayAccess: (rule: AccessRule) => boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() === new Date(b as string).getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the action stores the field, as a fixed value or from its body. */
export function actionWrites(action: StateActionDeclaration, field: string): boolean {
  return (action.set !== undefined && field in action.set) || (action.input ?? []).some((i) => i.field === field);
}

/** Every field some action of the declaration writes. */
export function actionFieldNames(declaration: ResourceDeclaration): Set<string> {
  const names = new Set<string>();
  for (const action of declaration.actions ?? []) {
    for (const field of Object.keys(action.set ?? {})) names.add(field);
    for (const input of action.input ?? []) names.add(input.field);
  }
  return names;
}

const setsValue = (action: StateActionDeclaration, field: string, value: unknown) =>
  action.set !== undefined && field in action.set && sameValue(action.set[field], value);

/** The actions whose decision the value is: they set it and no action starts from it. */
export function decidingActions(declaration: ResourceDeclaration, field: string, value: unknown): StateActionDeclaration[] {
  const actions = declaration.actions ?? [];
  const startedFrom = actions.some((a) => a.from?.field === field && a.from.values.some((v) => sameValue(v, value)));
  return startedFrom ? [] : actions.filter((a) => setsValue(a, field, value));
}

/** The actions that may write the value: its deciders, else every action storing the field from its body or setting that value. */
export function actionsWritingValue(declaration: ResourceDeclaration, field: string, value: unknown): StateActionDeclaration[] {
  const deciding = decidingActions(declaration, field, value);
  if (deciding.length) return deciding;
  return (declaration.actions ?? []).filter((a) => (a.input ?? []).some((i) => i.field === field) || setsValue(a, field, value));
}

/** The record before the write: the stored one, or the declared defaults on create. */
function recordBefore(declaration: ResourceDeclaration, stored: Values | null): Values {
  if (stored) return stored;
  const defaults: Values = {};
  for (const [name, field] of Object.entries(declaration.fields)) if (field.default !== undefined) defaults[name] = resolveValue(field.default);
  return defaults;
}

function missingInputs(action: StateActionDeclaration, after: Values): string[] {
  return (action.input ?? []).filter((i) => i.required && isEmpty(after[i.field])).map((i) => i.required!);
}

const startsFrom = (action: StateActionDeclaration, before: Values) =>
  !action.from || action.from.values.some((v) => sameValue(v, before[action.from!.field]));

/**
 * Why the write may not change an action's field, or null when it may: the first changed
 * field that no allowed action could write from the record's state with the values it requires.
 */
export function refusedActionFieldWrite(declaration: ResourceDeclaration, write: ActionFieldWrite): ActionFieldRefusal | null {
  const before = recordBefore(declaration, write.stored);
  const after = { ...before, ...Object.fromEntries(Object.entries(write.values).filter(([, v]) => v !== undefined)) };
  for (const field of actionFieldNames(declaration)) {
    const value = write.values[field];
    if (value === undefined || (!write.stored && isEmpty(value)) || sameValue(before[field], value)) continue;
    const writers = actionsWritingValue(declaration, field, value);
    // No action ever writes this value (a case sent to the council back to not sent).
    if (writers.length === 0) return { kind: 'state' };
    const allowed = writers.filter((a) => write.mayAccess(a.access));
    if (allowed.length === 0) return { kind: 'forbidden', message: fieldForbiddenMessage(declaration.fields[field]?.label ?? field, writers[0].label) };
    const inState = allowed.filter((a) => startsFrom(a, before));
    if (inState.length === 0) return { kind: 'state' };
    if (inState.every((a) => missingInputs(a, after).length > 0)) return { kind: 'invalid', errors: missingInputs(inState[0], after) };
  }
  return null;
}

export function fieldForbiddenMessage(fieldLabel: string, actionLabel: string): string {
  return `No tienes permisos para modificar «${fieldLabel}»: se modifica con la acción «${actionLabel}»`;
}
