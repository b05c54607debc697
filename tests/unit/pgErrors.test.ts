import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgErrorCode, uniqueViolationConstraint, uniqueViolationValue } from '../../server/lib/pgErrors';

/** A driver's error as drizzle wraps it (the database's fields on `cause`). */
const wrapped = (fields: Record<string, string>) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), fields) });

describe('database errors', () => {
  it('reads the code and the constraint through the wrapper', () => {
    const error = wrapped({ code: '23505', constraint: 'officers_identification_unique', detail: 'Key (identification)=(27200001) already exists.' });
    expect(pgErrorCode(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(uniqueViolationConstraint(error)).toBe('officers_identification_unique');
    expect(uniqueViolationValue(error)).toBe('27200001');
  });

  it('reads the value of an exclusion, of a key of several columns, and of a value with parentheses', () => {
    const exclusion = wrapped({ code: '23P01', detail: 'Key (lower(email::text))=(carrera@policia.test) conflicts with existing key (lower(email::text))=(carrera@policia.test).' });
    expect(uniqueViolationValue(exclusion)).toBe('carrera@policia.test');
    expect(uniqueViolationValue(wrapped({ code: '23505', detail: 'Key (officer_id, identification)=(12, 31200001) already exists.' }))).toBe('31200001');
    expect(uniqueViolationValue(wrapped({ code: '23505', detail: 'Key (lower(code))=(arma (1)) already exists.' }))).toBe('arma (1)');
  });

  it('answers nothing for other errors or a detail it does not know', () => {
    expect(uniqueViolationValue(wrapped({ code: '23503', detail: 'Key (role_id)=(9) is not present in table "roles".' }))).toBeUndefined();
    expect(uniqueViolationValue(wrapped({ code: '23505' }))).toBeUndefined();
    expect(uniqueViolationConstraint(new Error('x'))).toBeUndefined();
    expect(pgErrorCode(wrapped({ code: 'not-a-code' }))).toBeUndefined();
  });
});
