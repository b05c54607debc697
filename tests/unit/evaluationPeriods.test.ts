/**
 * The evaluation form's periods (spec 3 §9: periods offered 2024-1, 2024-2, 2023-1,
 * 2023-2): the spec's four after every half-year since 2025, newest first, and the
 * declaration reads them as the field's catalogue (a select, not free text).
 */
import { describe, expect, it } from 'vitest';
import { evaluationPeriodOptions } from '../../server/catalogues/evaluation';
import { buildDataInit } from '../../server/catalogues';
import { catalogAt } from '../../resources/engine/catalogPath';
import { evaluationsDeclaration } from '../../resources/evaluations/declaration';

const keys = (now: Date) => evaluationPeriodOptions(now).map((o) => o.key);

describe('evaluation periods offered', () => {
  it('in the first half of 2026: 2026-1, 2025-2, 2025-1, then the spec four', () => {
    expect(keys(new Date(Date.UTC(2026, 2, 10)))).toEqual(['2026-1', '2025-2', '2025-1', '2024-1', '2024-2', '2023-1', '2023-2']);
  });

  it('from July the current year second half is offered too', () => {
    expect(keys(new Date(Date.UTC(2026, 6, 1))).slice(0, 2)).toEqual(['2026-2', '2026-1']);
  });

  it('labels are the periods themselves and the form field is a select over them', () => {
    expect(evaluationPeriodOptions(new Date(Date.UTC(2025, 0, 1)))).toContainEqual({ key: '2024-1', value: '2024-1' });
    const field = evaluationsDeclaration.fields.evaluationPeriod;
    expect(catalogAt(buildDataInit('1'), field.catalog).map((o) => o.key)).toEqual(expect.arrayContaining(['2024-1', '2024-2', '2023-1', '2023-2']));
  });
});
