/** Service time (RRHH §3.10, §9): calendar years / months / days, month ends, leap years, egress gaps, vacation days. */
import { describe, expect, it } from 'vitest';
import { addMonths, computeWorkTime, daysBetween, normalize, vacationDaysFor, workPeriods, yearsMonthsDaysBetween } from '../../server/movements/workTime';
import { durationDays } from '../../resources/vacations/validation';

describe('yearsMonthsDaysBetween', () => {
  it('counts whole years, months and the remaining days', () => {
    expect(yearsMonthsDaysBetween('2015-03-01', '2025-06-15')).toEqual({ years: 10, months: 3, days: 14 });
    expect(yearsMonthsDaysBetween('2020-01-15', '2020-01-15')).toEqual({ years: 0, months: 0, days: 0 });
    expect(yearsMonthsDaysBetween('2020-05-20', '2021-05-19')).toEqual({ years: 0, months: 11, days: 29 });
  });

  it('keeps month ends: 31 Jan + 1 month is the end of February', () => {
    expect(addMonths('2020-01-31', 1)).toBe('2020-02-29');
    expect(addMonths('2021-01-31', 1)).toBe('2021-02-28');
    expect(addMonths('2021-12-31', 2)).toBe('2022-02-28');
    expect(yearsMonthsDaysBetween('2020-01-31', '2020-02-29')).toEqual({ years: 0, months: 1, days: 0 });
    expect(yearsMonthsDaysBetween('2021-01-31', '2021-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(yearsMonthsDaysBetween('2021-01-30', '2021-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(yearsMonthsDaysBetween('2021-01-30', '2021-02-27')).toEqual({ years: 0, months: 0, days: 28 });
  });

  it('handles 29 February', () => {
    expect(yearsMonthsDaysBetween('2020-02-29', '2021-02-28')).toEqual({ years: 1, months: 0, days: 0 });
    expect(yearsMonthsDaysBetween('2020-02-29', '2024-02-29')).toEqual({ years: 4, months: 0, days: 0 });
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
  });
});

describe('normalize', () => {
  it('carries days at 30 and months at 12', () => {
    expect(normalize({ years: 1, months: 11, days: 45 })).toEqual({ years: 2, months: 0, days: 15 });
    expect(normalize({ years: 0, months: 25, days: 29 })).toEqual({ years: 2, months: 1, days: 29 });
  });
});

describe('workPeriods', () => {
  it('closes a period at each egreso and opens one at the next re-entry', () => {
    const events = [
      { kind: 'in' as const, date: '2019-01-10' },
      { kind: 'out' as const, date: '2018-06-30' },
      { kind: 'out' as const, date: '2021-03-15' },
    ];
    expect(workPeriods('2010-01-01', events, '2025-01-01')).toEqual([
      { start: '2010-01-01', end: '2018-06-30' },
      { start: '2019-01-10', end: '2021-03-15' },
    ]);
  });

  it('ignores events that do not fit (an egreso before entry, a re-entry while in service)', () => {
    const events = [{ kind: 'out' as const, date: '2009-12-31' }, { kind: 'in' as const, date: '2012-01-01' }];
    expect(workPeriods('2010-01-01', events, '2015-01-01')).toEqual([{ start: '2010-01-01', end: '2015-01-01' }]);
  });
});

describe('computeWorkTime', () => {
  it('adds the periods and the previous work, and gives the vacation days of its quinquennium', () => {
    const result = computeWorkTime({
      dateIn: '2010-01-31',
      previousWork: { years: 1, months: 10, days: 25 },
      events: [{ kind: 'out', date: '2015-02-28' }, { kind: 'in', date: '2016-02-29' }],
      today: '2020-03-15',
    });
    // 31 Jan 2010 → 28 Feb 2015 is 5y 1m (month end); 5y 1m 0d + 4y 0m 15d + 1y 10m 25d = 10y 11m 40d → 11y 0m 10d.
    expect(result.workPeriods.map(({ years, months, days }) => ({ years, months, days }))).toEqual([{ years: 5, months: 1, days: 0 }, { years: 4, months: 0, days: 15 }]);
    expect(result).toMatchObject({ totalWorkYears: 11, totalWorkMonths: 0, totalWorkDaysRemaining: 10, vacationDays: 21, calculationPeriod: { start: '2010-01-31', end: '2020-03-15' } });
    expect(result.totalWorkTime).toBe(daysBetween('2010-01-31', '2015-02-28') + daysBetween('2016-02-29', '2020-03-15') + 365 + 300 + 25);
  });

  it('ends the calculation at the last egreso of an officer still out, and is empty without an entry date', () => {
    const out = computeWorkTime({ dateIn: '2020-01-01', previousWork: { years: 0, months: 0, days: 0 }, events: [{ kind: 'out', date: '2020-07-01' }], today: '2025-01-01' });
    expect(out).toMatchObject({ calculationPeriod: { start: '2020-01-01', end: '2020-07-01' }, totalWorkYears: 0, totalWorkMonths: 6, vacationDays: 0 });
    const none = computeWorkTime({ dateIn: null, previousWork: { years: 0, months: 0, days: 0 }, events: [], today: '2025-01-01' });
    expect(none).toMatchObject({ workPeriods: [], calculationPeriod: null, totalWorkTime: 0 });
  });

  it('vacation days by years of service (LEFP art. 24)', () => {
    expect([0, 1, 5, 6, 10, 11, 15, 16, 30].map(vacationDaysFor)).toEqual([0, 15, 15, 18, 18, 21, 21, 25, 25]);
  });
});

describe('durationDays', () => {
  it('is the rounded-up absolute day difference, across leap days and month ends', () => {
    expect(durationDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(durationDays('2024-03-01', '2024-02-28')).toBe(2);
    expect(durationDays('2023-01-31', '2023-02-28')).toBe(28);
  });
});
