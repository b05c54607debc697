/** The SQLSTATE of a database error, looking through the wrappers drivers add. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
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

/** The constraint (index) a unique violation names, looking through the driver's wrappers. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
