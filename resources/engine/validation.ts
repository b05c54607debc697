/**
 * One yup schema per declaration, used by the react-admin form (through the resolver)
 * and by the server before any write: the same rules, the same Spanish messages.
 */
import * as yup from 'yup';
import { resolveValue, type FieldDeclaration, type ResourceDeclaration } from './types';

export type ValidationMode = 'create' | 'update';

function fieldSchema(field: FieldDeclaration, mode: ValidationMode): yup.Schema {
  const rules = field.rules ?? {};
  const requiredMessage = rules.required ?? (mode === 'create' ? rules.requiredOnCreate : undefined);
  switch (field.type) {
    case 'integer':
    case 'catalog':
    case 'reference': {
      let s = yup
        .number()
        .integer()
        .typeError(requiredMessage ?? `${field.label}: debe ser un número`)
        // '' is "no value"; an explicit null clears an optional field on update.
        .transform((value, original) => (original === '' || (original === null && requiredMessage) ? undefined : original === null ? null : value));
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
    default: {
      let s = yup.string().typeError(`${field.label}: debe ser texto`).trim();
      if (requiredMessage) s = s.required(requiredMessage);
      else s = s.transform((value: string | undefined | null) => (value === '' ? undefined : value)).nullable().optional() as typeof s;
      if (rules.minLength) s = s.min(rules.minLength[0], rules.minLength[1]);
      if (rules.maxLength) s = s.max(rules.maxLength[0], rules.maxLength[1]);
      if (rules.pattern) s = s.matches(rules.pattern[0], { message: rules.pattern[1], excludeEmptyString: true });
      if (rules.email || field.type === 'email') s = s.email(rules.email ?? 'Correo electrónico inválido');
      if (field.type === 'date') s = s.matches(/^\d{4}-\d{2}-\d{2}$/, { message: `${field.label}: fecha inválida`, excludeEmptyString: true });
      return s;
    }
  }
}

export function buildValidationSchema(declaration: ResourceDeclaration, mode: ValidationMode) {
  const shape: Record<string, yup.Schema> = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    // Server-set fields are not part of what a client sends: stripped like unknown keys.
    if (!field.readOnly) shape[name] = fieldSchema(field, mode);
  }
  let schema = yup.object(shape);
  for (const check of declaration.checks ?? []) {
    schema = schema.test(`check-${check.field}`, check.message, function (values) {
      return !values || check.valid(values) || this.createError({ path: check.field, message: check.message });
    });
  }
  return schema;
}

export interface ValidationOutcome {
  values: Record<string, unknown>;
  errors: string[];
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
  const schema = buildValidationSchema(declaration, mode);
  try {
    const values = await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
    return { values: values as Record<string, unknown>, errors: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      return { values: {}, errors: [...new Set(error.errors)] };
    }
    throw error;
  }
}
