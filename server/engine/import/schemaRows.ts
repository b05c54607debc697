/**
 * A row's body checked with a form's yup schema, its problems reported by the column they
 * belong to: the first segment of yup's path (`address[0].municipality` → `address`)
 * unless the target maps paths itself. Every message once per column. A check of many
 * rows may run the schema in worker threads (ruleWorkers.ts): same schema, same messages.
 */
import * as yup from 'yup';
import type { Row } from '../repository';
import type { FieldProblem } from './importTarget';

/** What a schema said of a body: the cast values, or each failing path with its messages. */
export interface SchemaOutcome {
  values?: unknown;
  errors: { path: string; messages: string[] }[];
}

/** Runs form schemas away from the main thread; null for a schema it does not know. */
export interface RuleRunner {
  validate(schema: yup.AnySchema, body: Row): Promise<SchemaOutcome> | null;
}

export async function schemaOutcome(schema: yup.AnySchema, body: Row): Promise<SchemaOutcome> {
  try {
    return { values: await schema.validate(body, { abortEarly: false, stripUnknown: true }), errors: [] };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { errors: (error.inner.length ? error.inner : [error]).map((e) => ({ path: e.path ?? '', messages: e.errors })) };
  }
}

const firstSegment = (path: string) => path.split(/[.[]/)[0];

export async function validatedRow<T>(
  schema: yup.AnySchema, body: Row, columnOf: (path: string) => string = firstSegment, rules?: RuleRunner,
): Promise<{ values?: T; problems: FieldProblem[] }> {
  // A worker that failed leaves the row to this thread.
  const outcome = (await rules?.validate(schema, body)?.catch(() => null)) ?? (await schemaOutcome(schema, body));
  if (!outcome.errors.length) return { values: outcome.values as T, problems: [] };
  const seen = new Set<string>();
  const problems = outcome.errors.flatMap((e) => e.messages.map((message) => ({ field: columnOf(e.path), message })));
  return {
    problems: problems.filter((p) => {
      const key = `${p.field}\u0000${p.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    }),
  };
}
