/**
 * The Excel import of a personnel movement (issue 30): the columns of its form under their
 * Spanish labels, each row read into the form's body (the officer by cédula, the
 * organisation lists by their shown names) and checked with the form's yup schema, then
 * written by the movement's repository in the import's transaction, so its rules (the
 * officer's state, one pending record, overlaps) hold as they do for the form. Those rules
 * are only known by writing: the target rehearses its rows in the check (importTarget.ts).
 * Movements have no unique business key, so a file only creates records.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../../../authProvider/permissions';
import * as yup from 'yup';
import type { ImportColumn } from '../../../resources/engine/importColumns';
import type { FieldType } from '../../../resources/engine/types';
import type { MovementDeclaration } from '../../../resources/movements/declaration';
import type { Database } from '../../db/client';
import { officers } from '../../db/officerSchema';
import { RowRefused, type FieldProblem, type ImportTarget } from '../../engine/import/importTarget';
import { validatedRow } from '../../engine/import/schemaRows';
import type { Row } from '../../engine/repository';
import { ApiError } from '../../lib/envelope';
import { identificationOf } from '../../officers/search';

export const MOVEMENT_IMPORT_MESSAGES = {
  identificationFormat: 'Número de cédula de un funcionario registrado (solo el número, sin puntos)',
  officerUnknown: (text: string) => `No existe un funcionario con la cédula «${text}»`,
  identificationInvalid: (text: string) => `La cédula «${text}» no es válida: escriba solo el número`,
} as const;

/** A column of a movement's file: a field of its form under the form's label. */
export function movementColumn(name: string, header: string, type: FieldType, options: Pick<Partial<ImportColumn>, 'required' | 'format' | 'choices' | 'several'> & { catalog?: string } = {}): ImportColumn {
  const { catalog, required = false, ...rest } = options;
  return { name, header, required, ...rest, field: { type, label: header, catalog } };
}

/** A column naming an officer by cédula. */
export function officerColumn(name: string, header: string): ImportColumn {
  return movementColumn(name, header, 'text', { required: true, format: MOVEMENT_IMPORT_MESSAGES.identificationFormat });
}

/**
 * Officer ids by cédula, kept per transaction: an import checks or writes all its rows in
 * one, and its cédulas repeat (the officer who grants every vacation of a file).
 */
const idsByTransaction = new WeakMap<Database, Map<number, number | null>>();

async function officerIdOf(db: Database, identification: number): Promise<number | null> {
  let known = idsByTransaction.get(db);
  if (!known) idsByTransaction.set(db, (known = new Map()));
  if (!known.has(identification)) {
    const [found] = await db.select({ id: officers.id }).from(officers).where(eq(officers.identification, identification)).limit(1);
    known.set(identification, found?.id ?? null);
  }
  return known.get(identification)!;
}

/** The id of the officer whose cédula `field`'s cell holds; nothing when the cell is empty (the form's rule answers). */
export async function officerOf(db: Database, field: string, cell: unknown): Promise<{ id?: number; problems: FieldProblem[] }> {
  if (cell === undefined || cell === null || String(cell).trim() === '') return { problems: [] };
  const typed = String(cell).trim();
  const identification = identificationOf(typed);
  if (identification === null) return { problems: [{ field, message: MOVEMENT_IMPORT_MESSAGES.identificationInvalid(typed) }] };
  const id = await officerIdOf(db, identification);
  return id !== null ? { id, problems: [] } : { problems: [{ field, message: MOVEMENT_IMPORT_MESSAGES.officerUnknown(typed) }] };
}

export interface MovementImport<S extends yup.AnySchema> {
  declaration: MovementDeclaration;
  /** Who may import, when not the declaration's create rule. */
  access?: AccessRule;
  columns: ImportColumn[];
  /** The form's yup schema, shared with the form and the save route. */
  schema: S;
  /** The form's body from a row's cells (officers by cédula, lists by name), with the cells that name nothing. */
  bodyOf(sent: Row, db: Database): Promise<{ body: Row; problems: FieldProblem[] }>;
  /** Creates the record with the repository, in the import's transaction. */
  save(tx: Database, values: yup.InferType<S>, request: FastifyRequest): Promise<object>;
  /** The field a refusal of the repository is about, by its message (any other: the record). */
  refusals: Record<string, string>;
}

export function movementImportTarget<S extends yup.AnySchema>(spec: MovementImport<S>): ImportTarget {
  return {
    declaration: spec.declaration,
    access: spec.access,
    columns: spec.columns,
    rehearse: true,
    labelOf: (field) => spec.columns.find((c) => c.name === field)?.header ?? '',
    findByKey: async () => undefined,
    async check(sent, { db, rules: runner }) {
      const { body, problems } = await spec.bodyOf(sent, db);
      const rules = await validatedRow<yup.InferType<S>>(spec.schema, body, undefined, runner);
      // A cell that names nothing is its column's problem; the form's rule on that field would repeat it.
      const reported = new Set(problems.map((p) => p.field));
      const all = [...problems, ...rules.problems.filter((p) => !reported.has(p.field))];
      return all.length || !rules.values ? { problems: all } : { values: rules.values as Row, problems: [] };
    },
    uniqueValues: () => [],
    conflict: async () => null,
    async write(values, { tx, request }) {
      try {
        return (await spec.save(tx, values as yup.InferType<S>, request)) as Row;
      } catch (error) {
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 409)) {
          const message = error.errors?.[0] ?? error.message;
          throw new RowRefused([{ field: spec.refusals[message] ?? '', message }]);
        }
        throw error;
      }
    },
    uniqueMessageOf: () => null,
  };
}
