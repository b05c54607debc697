/**
 * A cell as the form would have sent it: catalogue values and references by the text the
 * screens show (a station by its name, a type by its label), dates as dd/mm/aaaa (or an
 * Excel date), Sí / No. What cannot be read is passed on as text, so the declared rules
 * answer with their own Spanish message.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogAt, type CatalogEntry } from '../../../resources/engine/catalogPath';
import type { FieldDeclaration } from '../../../resources/engine/types';
import { buildDataInit } from '../../catalogues';
import type { Database } from '../../db/client';
import { referenceTargetOf } from '../../db/schema';
import { foldText } from '../textSearch';
import type { CellValue } from './readSheet';

let catalogues: ReturnType<typeof buildDataInit> | undefined;
export function cataloguesOf(): ReturnType<typeof buildDataInit> {
  catalogues ??= buildDataInit('');
  return catalogues;
}

/** A cell's text as the import compares it: trimmed, lower case, without accents (as f_unaccent(lower(…)) reads it). */
export const foldCell = (text: unknown): string => foldText(String(text ?? '')).trim();

/** The entries of a field's catalogue; for a nested one, those of the chosen parent when known. */
export function catalogEntries(field: FieldDeclaration, parentKey?: unknown): CatalogEntry[] {
  const path = field.catalog ?? '';
  if (field.catalogParent && parentKey !== undefined && parentKey !== null) {
    const parts = path.split('.');
    const parents = catalogAt(cataloguesOf(), parts.slice(0, -1).join('.')) as (CatalogEntry & Record<string, unknown>)[];
    const parent = parents.find((p) => String(p.key) === String(parentKey));
    const children = parent?.[parts[parts.length - 1]];
    if (Array.isArray(children)) return children as CatalogEntry[];
  }
  return catalogAt(cataloguesOf(), path);
}

/** A catalogue's entries by their folded text, built once per catalogue (and parent): a file reads the same ones again and again. */
const catalogIndexes = new Map<string, Map<string, CatalogEntry>>();
function catalogEntryByText(field: FieldDeclaration, parentKey: unknown, typed: string): CatalogEntry | undefined {
  const id = `${field.catalog ?? ''}\u0000${field.catalogParent ? String(parentKey ?? '') : ''}`;
  let index = catalogIndexes.get(id);
  if (!index) {
    index = new Map();
    for (const entry of catalogEntries(field, parentKey)) if (!index.has(foldCell(entry.value))) index.set(foldCell(entry.value), entry);
    catalogIndexes.set(id, index);
  }
  return index.get(foldCell(typed));
}

export const CELL_MESSAGES = {
  notInCatalog: (label: string, text: string) => `${label}: «${text}» no es un valor de la lista`,
  notFound: (label: string, text: string) => `${label}: no existe «${text}»`,
  ambiguous: (label: string, text: string) => `${label}: «${text}» corresponde a más de un registro`,
} as const;

function text(value: CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A date cell or a dd/mm/aaaa text as YYYY-MM-DD; anything else as typed (the rules refuse it). */
function dateOf(value: CellValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const typed = text(value);
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(typed);
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : typed;
}

const YES = new Set(['si', 'sí', 'true', 'verdadero', '1', 'x']);
const NO = new Set(['no', 'false', 'falso', '0']);

/** Reference values by their shown text, read once per distinct text of a file. */
export class ReferenceLookup {
  private readonly found = new Map<string, number[]>();
  constructor(private readonly db: Database) {}

  async idsOf(reference: NonNullable<FieldDeclaration['reference']>, typed: string): Promise<number[]> {
    const key = `${reference.resource}\u0000${foldCell(typed)}`;
    const known = this.found.get(key);
    if (known) return known;
    const target = referenceTargetOf(reference.resource);
    const column = target ? (getTableColumns(target) as Record<string, PgColumn>)[reference.display] : undefined;
    if (!target || !column) return [];
    const rows = await this.db.select({ id: target.id }).from(target).where(sql`f_unaccent(lower(${column}::text)) = ${foldCell(typed)}`).limit(2);
    const ids = rows.map((r) => Number(r.id));
    this.found.set(key, ids);
    return ids;
  }
}

/**
 * The value of one cell for the field, or the message of a value that names nothing
 * (a catalogue text or a referenced record that does not exist).
 */
export async function cellValue(
  field: FieldDeclaration,
  value: CellValue,
  context: { lookup: ReferenceLookup; parentKey?: unknown },
): Promise<{ value: unknown } | { problem: string }> {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { value: undefined };
  switch (field.type) {
    case 'catalog': {
      const typed = text(value);
      const entry = catalogEntryByText(field, context.parentKey, typed);
      return entry ? { value: entry.key } : { problem: CELL_MESSAGES.notInCatalog(field.label, typed) };
    }
    case 'reference': {
      const typed = text(value);
      const ids = field.reference ? await context.lookup.idsOf(field.reference, typed) : [];
      if (ids.length === 1) return { value: ids[0] };
      return { problem: ids.length ? CELL_MESSAGES.ambiguous(field.label, typed) : CELL_MESSAGES.notFound(field.label, typed) };
    }
    case 'date':
      return { value: dateOf(value) };
    case 'boolean': {
      if (typeof value === 'boolean') return { value };
      const typed = foldCell(text(value));
      return { value: YES.has(typed) ? true : NO.has(typed) ? false : text(value) };
    }
    case 'integer':
    case 'decimal':
      return { value: typeof value === 'number' ? value : text(value).replace(',', '.') };
    default:
      return { value: typeof value === 'number' && Number.isInteger(value) ? String(value) : text(value) };
  }
}
