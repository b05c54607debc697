/**
 * Form values of a declared resource and back: what a modal form starts from (the
 * record's values, else the declared defaults, else empty) and the body it sends (every
 * declared field, empty ones as null so an edit can clear them). Server-set fields
 * (`readOnly`) are left out of both.
 */
import { resolveValue, type FieldDeclaration, type ResourceDeclaration } from './types';

export type FormValue = string | number | boolean | null;
export type DeclaredValues = Record<string, FormValue>;

function emptyOf(field: FieldDeclaration): FormValue {
  return field.type === 'boolean' ? false : '';
}

export function declaredDefaults(declaration: ResourceDeclaration, record?: Record<string, unknown>): DeclaredValues {
  const values: DeclaredValues = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.readOnly || field.computed || field.type === 'json' || field.type === 'password') continue;
    const stored = record?.[name];
    if (record && Array.isArray(stored)) values[name] = stored.join(', ');
    else if (record && stored !== undefined && stored !== null) values[name] = stored as FormValue;
    else if (!record && field.default !== undefined && field.default !== null) values[name] = resolveValue(field.default);
    else values[name] = emptyOf(field);
  }
  return values;
}

export function declaredPayload(declaration: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.readOnly || field.computed || field.type === 'json' || field.type === 'password') continue;
    const value = values[name];
    payload[name] = value === undefined || value === '' ? null : value;
  }
  return payload;
}
