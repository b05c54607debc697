/**
 * One yup schema per declaration, used by the react-admin form (through the resolver)
 * and by the server before any write: the same rules, the same Spanish messages.
 */
import './yupLocale';
import * as yup from 'yup';
import { isRealIsoDate } from './dates';
import { parseDecimal } from './numbers';
import { resolveValue, type FieldDeclaration, type ResourceDeclaration } from './types';

export type ValidationMode = 'create' | 'update';

/**
 * A string that never makes validation throw: only strings are trimmed (yup's trim() calls
 * .trim() on objects too), and NUL bytes, which PostgreSQL cannot store, are refused.
 */
function textSchema(label: string) {
  return yup
    .string()
    .typeError(`${label}: debe ser texto`)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('no-nul', `${label}: contiene caracteres no permitidos`, (value) => typeof value !== 'string' || !value.includes('\u0000'));
}


/** PostgreSQL `integer` bounds: integer, catalog and reference fields never exceed them. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/**
 * The maximum length of a text field that declares none: a short text fits an index
 * entry and a form line; a long text a page of notes; an e-mail address RFC 5321's 254.
 */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldDeclaration['type'], number>> = {
  text: 255, email: 254, password: 128, longText: 5000, date: 10, catalog: 255, textList: 255,
};

export function defaultMaxLength(field: FieldDeclaration): [number, string] {
  const max = DEFAULT_MAX_LENGTH[field.type] ?? 255;
  return [max, `${field.label}: no puede exceder ${max} caracteres`];
}

function fieldSchema(field: FieldDeclaration, mode: ValidationMode): yup.Schema {
  const rules = field.rules ?? {};
  const requiredMessage = rules.required ?? (mode === 'create' ? rules.requiredOnCreate : undefined);
  switch (field.type) {
    case 'integer':
    case 'catalog':
    case 'reference': {
      let s = yup
        .number()
        .integer(`${field.label}: debe ser un número entero`)
        .typeError(requiredMessage ?? `${field.label}: debe ser un número`)
        // '' is "no value"; an explicit null clears an optional field on update.
        .transform((value, original) => (original === '' || (original === null && requiredMessage) ? undefined : original === null ? null : value));
      // The column is a PostgreSQL integer: a bigger number is refused here, not by the database.
      // Set first: yup keeps one min and one max test, so the declared bounds below replace these.
      s = s.min(INT_MIN, `${field.label}: valor fuera de rango`).max(INT_MAX, `${field.label}: valor fuera de rango`);
      if (rules.min) s = s.min(resolveValue(rules.min[0]), rules.min[1]);
      if (rules.max) s = s.max(resolveValue(rules.max[0]), rules.max[1]);
      return requiredMessage ? s.required(requiredMessage) : s.nullable().optional();
    }
    case 'boolean': {
      const s = yup.boolean().typeError(`${field.label}: debe ser verdadero o falso`);
      return requiredMessage ? s.required(requiredMessage) : s.optional();
    }
    case 'json':
      return requiredMessage ? yup.mixed().required(requiredMessage) : yup.mixed().nullable().optional();
    case 'decimal': {
      let s = yup
        .number()
        .typeError(requiredMessage ?? `${field.label}: debe ser un número`)
        // A text is read as a Spanish user types it: '15,5' is 15.5 (resources/engine/numbers.ts).
        .transform((value, original) => (original === '' || original === null ? undefined : typeof original === 'string' ? parseDecimal(original) : value));
      if (rules.min) s = s.min(resolveValue(rules.min[0]), rules.min[1]);
      if (rules.max) s = s.max(resolveValue(rules.max[0]), rules.max[1]);
      return requiredMessage ? s.required(requiredMessage) : s.optional();
    }
    case 'textList': {
      // The form types 'a, b, c'; the API takes a list. Empty items are dropped.
      let item = textSchema(field.label);
      item = item.max(...(rules.maxLength ?? defaultMaxLength(field)));
      let s = yup
        .array(item.required())
        .typeError(`${field.label}: debe ser una lista de textos`)
        .transform((value, original) => {
          // Anything but text, a list or nothing (an object, a number) stays as sent: a type error, not [].
          if (original !== null && original !== undefined && typeof original !== 'string' && !Array.isArray(original)) return original;
          const list: unknown[] = typeof original === 'string' ? original.split(',') : Array.isArray(value) ? value : [];
          return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
        });
      if (rules.maxItems) s = s.max(rules.maxItems[0], rules.maxItems[1]);
      return requiredMessage ? s.min(1, requiredMessage).required(requiredMessage) : s.optional();
    }
    default: {
      let s = textSchema(field.label);
      if (requiredMessage) s = s.required(requiredMessage);
      else s = s.transform((value: string | undefined | null) => (value === '' ? undefined : value)).nullable().optional() as typeof s;
      if (rules.minLength) s = s.min(rules.minLength[0], rules.minLength[1]);
      // Every text has a maximum: the declared one, else its type's (DEFAULT_MAX_LENGTH).
      s = s.max(...(rules.maxLength ?? defaultMaxLength(field)));
      if (rules.pattern) s = s.matches(rules.pattern[0], { message: rules.pattern[1], excludeEmptyString: true });
      if (rules.email || field.type === 'email') s = s.email(rules.email ?? 'Correo electrónico inválido');
      // '' is let through the list so that a required field reports its own message.
      if (rules.oneOf) s = s.oneOf([...rules.oneOf[0].map(String), '', null, undefined] as string[], rules.oneOf[1]);
      if (field.type === 'date') s = s.matches(/^\d{4}-\d{2}-\d{2}$/, { message: `${field.label}: fecha inválida`, excludeEmptyString: true });
      if (field.type === 'date') s = s.test('real-date', `${field.label}: fecha inválida`, (value) => typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isRealIsoDate(value));
      return s;
    }
  }
}

export function buildValidationSchema(declaration: ResourceDeclaration, mode: ValidationMode) {
  const shape: Record<string, yup.Schema> = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    // Server-set and computed fields are not part of what a client sends: stripped like unknown keys.
    if (!field.readOnly && !field.computed) shape[name] = fieldSchema(field, mode);
  }
  let schema = yup.object(shape);
  for (const check of declaration.checks ?? []) {
    schema = schema.test(`check-${check.field}`, check.message, function (values) {
      return !values || check.valid(values) || this.createError({ path: check.field, message: check.message });
    });
  }
  const place = placeFieldsOf(declaration);
  if (place) {
    schema = schema.test('place', PLACE_MESSAGE, function (values) {
      if (!values || !placeOf || !values[place.state] || !values[place.municipality]) return true;
      return placeOf(values[place.state], values[place.municipality], place.parish ? values[place.parish] : undefined) || this.createError({ path: place.municipality, message: PLACE_MESSAGE });
    });
  }
  return schema;
}

/**
 * The messages of the declaration's cross-field checks that `values` leave unmet. The
 * server runs them again on an update over the stored record with the sent values on top,
 * so a body that sends one date of a pair is checked against the other as stored.
 */
export function unmetChecks(declaration: ResourceDeclaration, values: Record<string, unknown>): string[] {
  return [...new Set(unmetCheckProblems(declaration, values).map((problem) => problem.message))];
}

/** `unmetChecks` with the field each message belongs to (the import's error table names it). */
export function unmetCheckProblems(declaration: ResourceDeclaration, values: Record<string, unknown>): FieldProblem[] {
  return (declaration.checks ?? []).filter((check) => !check.valid(values)).map((check) => ({ field: check.field, message: check.message }));
}

export const PLACE_MESSAGE = 'El municipio y la parroquia deben pertenecer al estado seleccionado';

/**
 * Whether a municipality (and parish) belongs to a state. The geography is data the
 * server holds and sends in data-init: the server sets this at start (server/app.ts) and
 * the browser once data-init is loaded, so the browser bundle does not carry it twice.
 */
let placeOf: ((state: unknown, municipality: unknown, parish?: unknown) => boolean) | null = null;
export function setPlaceCheck(check: typeof placeOf) {
  placeOf = check;
}

/** The same question over a geography in data-init's shape (the browser's copy). */
export function isPlaceIn(states: readonly { id_estado: number; municipios: { municipio: string; parroquias: string[] }[] }[], state: unknown, municipality: unknown, parish?: unknown): boolean {
  const found = states.find((s) => s.id_estado === Number(state))?.municipios.find((m) => m.municipio === municipality);
  if (!found) return false;
  return parish === undefined || parish === null || parish === '' || found.parroquias.includes(String(parish));
}

function placeFieldsOf(declaration: ResourceDeclaration) {
  const find = (kind: 'state' | 'municipality' | 'parish') => Object.entries(declaration.fields).find(([, f]) => f.place === kind)?.[0];
  const [state, municipality, parish] = [find('state'), find('municipality'), find('parish')];
  return state && municipality ? { state, municipality, parish } : null;
}

export interface ValidationOutcome {
  values: Record<string, unknown>;
  errors: string[];
}

/** A message of the rules and the field it belongs to ('' for a rule over the whole record). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Validates a body and returns the cleaned values (unknown keys dropped, strings trimmed)
 * or every Spanish message that applies with its field (an import reports them by column).
 */
export async function validateFields(
  declaration: ResourceDeclaration,
  mode: ValidationMode,
  body: unknown,
): Promise<{ values: Record<string, unknown>; problems: FieldProblem[] }> {
  const schema = buildValidationSchema(declaration, mode);
  try {
    const values = await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
    return { values: values as Record<string, unknown>, problems: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const inner = error.inner.length ? error.inner : [error];
      const seen = new Set<string>();
      const problems = inner.flatMap((e) => e.errors.map((message) => ({ field: (e.path ?? '').split(/[.[]/)[0], message })))
        .filter((p) => !seen.has(p.message) && seen.add(p.message));
      return { values: {}, problems };
    }
    throw error;
  }
}

/**
 * Validates a body and returns the cleaned values (unknown keys dropped, strings trimmed)
 * or every Spanish message that applies. Used by the server; the browser uses the schema
 * through react-hook-form's yup resolver.
 */
export async function validateBody(
  declaration: ResourceDeclaration,
  mode: ValidationMode,
  body: unknown,
): Promise<ValidationOutcome> {
  const { values, problems } = await validateFields(declaration, mode, body);
  return { values, errors: problems.map((p) => p.message) };
}
