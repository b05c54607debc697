/**
 * A row's body checked with a form's yup schema, its problems reported by the column they
 * belong to: the first segment of yup's path (`address[0].municipality` → `address`)
 * unless the target maps paths itself. Every message once per column.
 */
import * as yup from 'yup';
import type { Row } from '../repository';
import type { FieldProblem } from './importTarget';

const firstSegment = (path: string) => path.split(/[.[]/)[0];

export async function validatedRow<T>(schema: yup.AnySchema, body: Row, columnOf: (path: string) => string = firstSegment): Promise<{ values?: T; problems: FieldProblem[] }> {
  try {
    return { values: (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as T, problems: [] };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const seen = new Set<string>();
    const problems = (error.inner.length ? error.inner : [error]).flatMap((e) => e.errors.map((message) => ({ field: columnOf(e.path ?? ''), message })));
    return {
      problems: problems.filter((p) => {
        const key = `${p.field}\u0000${p.message}`;
        return seen.has(key) ? false : (seen.add(key), true);
      }),
    };
  }
}
