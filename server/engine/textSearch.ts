/**
 * The SQL of a list search over text columns: accent- and case-insensitive "contains"
 * (read through a trigram index on f_unaccent(lower(column))), and the faster match of a
 * code the server writes in a fixed shape (FieldDeclaration.code).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CodeShape } from '../../resources/engine/types';
import { inlineValues, type Bind } from '../lib/statementsByShape';

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Accent- and case-insensitive "contains" over a text column (`bind`: see server/lib/statementsByShape.ts). */
export function unaccentContains(column: PgColumn | SQL, term: string, bind: Bind = inlineValues): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${bind(`%${escapeLike(term)}%`)}))`;
}

/** "Contains" over a column already folded (search_text): the term is folded, the column read as it is. */
export function foldedContains(column: PgColumn, term: string, bind: Bind = inlineValues): SQL {
  return sql`${column} like f_unaccent(lower(${bind(`%${escapeLike(term.replace(/\p{Cc}/gu, ' '))}%`)}))`;
}

/** Lower case without accents, as f_unaccent(lower(…)) reads a text. */
export const foldText = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** How a code of `shape` can contain `text`: not at all, from its start, or anywhere. */
export function codeMatchKind(text: string, shape: CodeShape): 'none' | 'prefix' | 'contains' {
  const folded = foldText(text);
  const allowed = new Set(foldText(shape.chars + shape.prefixes.join('')));
  if (!folded || [...folded].some((c) => !allowed.has(c))) return 'none';
  return shape.prefixes.some((prefix) => folded.startsWith(foldText(prefix))) ? 'prefix' : 'contains';
}

/**
 * Where a code of `shape` contains `text`, or null when no such code can (a character
 * outside the shape: the search skips the column). A text starting with one of the
 * prefixes can only match at the start of a code (the shape says no code holds a prefix
 * elsewhere): it reads the btree on `lower(column) text_pattern_ops` as a prefix; the
 * trigrams of such a text ('ica', '202') are in nearly every code and cost milliseconds in
 * a trigram index. Any other fragment is `contains(text)`, through the trigram index.
 */
export function codeMatch(column: PgColumn, text: string, shape: CodeShape, contains: (text: string) => SQL, bind: Bind = inlineValues): SQL | null {
  const kind = codeMatchKind(text, shape);
  if (kind === 'none') return null;
  return kind === 'prefix' ? sql`lower(${column}) like ${bind(`${escapeLike(foldText(text))}%`)}` : contains(foldText(text));
}
