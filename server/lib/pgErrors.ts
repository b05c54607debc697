/** A field of a database error, looking through the wrappers drivers add (drizzle's `cause`). */
function pgErrorField(error: unknown, field: 'code' | 'constraint' | 'detail', valid: (value: string) => boolean = () => true): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && valid(value)) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorField(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));
}

/**
 * A write refused because the row is still referenced: 23503 (foreign_key_violation), or
 * 23001 (restrict_violation), which PostgreSQL 17 (and PGlite) raise for ON DELETE RESTRICT.
 */
export function isReferenceViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '23503' || code === '23001';
}

/**
 * A unique violation: 23505, or 23P01 (exclusion_violation), which a uniqueness written as an
 * exclusion constraint raises (one that must be deferrable over an expression: the officers'
 * e-mail, migration 0043).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '23505' || code === '23P01';
}

/** The constraint (index) a unique violation names. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  return isUniqueViolation(error) ? pgErrorField(error, 'constraint') : undefined;
}

/**
 * The value a unique violation names, from its detail ('Key (identification)=(123) already
 * exists.', or '… conflicts with existing key …' for an exclusion); of a key of several
 * columns, the last column's.
 */
export function uniqueViolationValue(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const found = pgErrorField(error, 'detail')?.match(/^Key \((.*?)\)=\((.*)\) (?:already exists|conflicts with existing key)/);
  if (!found) return undefined;
  const [, columns, value] = found;
  return columns.includes(', ') ? value.split(', ').at(-1) : value;
}
