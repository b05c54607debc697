/**
 * A body as it will be stored: defaults of a new record, the declared rules (with their
 * Spanish messages, by field) and the computed fields. The create and update routes and
 * the Excel import share it, so a row of a file meets the form's rules.
 */
import { unmetCheckProblems, validateFields, type FieldProblem, type ValidationMode } from '../../resources/engine/validation';
import { resolveValue, type ResourceDeclaration } from '../../resources/engine/types';
import type { Row } from './repository';

export async function recordValues(
  declaration: ResourceDeclaration,
  mode: ValidationMode,
  prepared: Row,
  stored?: Row,
): Promise<{ values: Row; problems: FieldProblem[] }> {
  // On create, a field the body leaves out takes its default before the rules run
  // (a required field with a default, like a start date of today, is then satisfied).
  const body = { ...prepared };
  if (mode === 'create') {
    for (const [name, field] of Object.entries(declaration.fields)) {
      if (body[name] === undefined && field.default !== undefined && !field.readOnly) body[name] = resolveValue(field.default);
    }
  }
  const { values, problems } = await validateFields(declaration, mode, body);
  if (problems.length) return { values, problems };
  if (stored) {
    // An update is checked over the stored record with the sent values on top: a body that
    // sends one date of a pair is checked against the other as stored.
    const unmet = unmetCheckProblems(declaration, { ...stored, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) });
    if (unmet.length) return { values, problems: unmet };
  }
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (values[name] === undefined && mode === 'create' && field.default !== undefined) values[name] = resolveValue(field.default);
  }
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.computed) values[name] = field.computed({ ...stored, ...values });
  }
  return { values, problems };
}
