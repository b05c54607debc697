/**
 * Shared by the two officer search forms of the view screens (the detail's 'Buscar
 * Funcionario' and the quick search): runs the shared yup schema (RRHH §5.9) and splits
 * its messages into field messages and the form's own ('Debe llenar al menos un campo
 * de búsqueda'); on success gives the query with the empty values dropped.
 */
import * as yup from 'yup';
import type { QueryValue } from '../../../dataProvider/httpClient';
import { dropEmpty } from '../validation';

export type SearchCheck =
  | { ok: true; query: Record<string, QueryValue> }
  | { ok: false; fieldErrors: Record<string, string>; formErrors: string[] };

export async function checkSearch(schema: yup.AnyObjectSchema, values: Record<string, unknown>): Promise<SearchCheck> {
  try {
    const valid = (await schema.validate(values, { abortEarly: false, stripUnknown: true })) as Record<string, QueryValue>;
    return { ok: true, query: dropEmpty(valid) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fieldErrors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && inner.path in values) fieldErrors[inner.path] ??= inner.message;
      else if (!formErrors.includes(inner.message)) formErrors.push(inner.message);
    }
    return { ok: false, fieldErrors, formErrors };
  }
}
