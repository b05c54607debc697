/**
 * Dates, numbers and times as a Spanish user types and reads them (issue 28): decimal
 * commas read and shown, dates that do not exist refused as invalid (not as missing),
 * date pairs in order on both sides, 24-hour times.
 */
import { describe, expect, it } from 'vitest';
import { disciplinaryCasesDeclaration, CASE_DATE_MESSAGES } from '../../resources/disciplinary/declaration';
import { INVALID_DATE_VALUE } from '../../resources/engine/dates';
import { datesInOrder } from '../../resources/engine/dateOrder';
import { decimalInputText, formatNumber, parseDecimal } from '../../resources/engine/numbers';
import { defineResource } from '../../resources/engine/types';
import { unmetChecks, validateBody } from '../../resources/engine/validation';
import { studySchema } from '../../resources/permits/validation';
import { toIsoDate } from '../../src/components/dates/DatePickerInput';
import { parseTime, toTimeText } from '../../src/components/dates/TimeInput';

const grades = defineResource({
  name: 'grades', table: 'grades', apiPath: 'grades', label: { one: 'Nota', many: 'Notas' },
  fields: {
    average: { type: 'decimal', label: 'Promedio', rules: { required: 'El promedio es requerido', max: [20, 'El promedio no puede ser mayor a 20'] } },
    startDate: { type: 'date', label: 'Fecha de inicio', rules: { required: 'La fecha de inicio es requerida' } },
    endDate: { type: 'date', label: 'Fecha de fin' },
  },
  checks: [datesInOrder('startDate', 'endDate', 'La fecha de fin no puede ser anterior a la fecha de inicio')],
  searchFields: [], listFields: ['average'],
  access: { list: 'admin', get: 'admin', create: 'admin', update: 'admin', delete: 'admin', status: 'admin', export: 'admin' },
});

describe('decimal numbers', () => {
  it.each([
    ['15,5', 15.5], ['15.5', 15.5], [' 7 ', 7], ['-3,25', -3.25], ['1.250,75', 1250.75], ['1.250.000', 1250000], [12.5, 12.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['15,5,5', 'abc', '', '1,', ',5', '15.', '1.2.3,4,5', null, {}])('reads %j as no number', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });

  it('shows numbers es-VE style: decimal comma, points from four digits', () => {
    expect(formatNumber(15.5)).toBe('15,5');
    expect(formatNumber(3.7333, { decimals: 2 })).toBe('3,73');
    expect(formatNumber(82.94, { decimals: 1 })).toBe('82,9');
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatNumber(18)).toBe('18');
  });

  it('puts a stored number back into an input with its comma', () => {
    expect(decimalInputText(15.5)).toBe('15,5');
    expect(decimalInputText(null)).toBe('');
    expect(decimalInputText('15,')).toBe('15,');
  });

  it('the shared validation reads "15,5" as 15.5, not 155', async () => {
    const { values, errors } = await validateBody(grades, 'create', { average: '15,5', startDate: '2026-01-10' });
    expect(errors).toEqual([]);
    expect(values.average).toBe(15.5);
  });

  it('the shared validation refuses a text that is no number with its Spanish message', async () => {
    expect((await validateBody(grades, 'create', { average: '15,5,5', startDate: '2026-01-10' })).errors).toEqual(['El promedio es requerido']);
    expect((await validateBody(grades, 'create', { average: '25,5', startDate: '2026-01-10' })).errors).toEqual(['El promedio no puede ser mayor a 20']);
  });

  it('a permit study average typed "15,5" is sent as 15.5', async () => {
    const study = await studySchema.validate({ institution: 'UCV', career: 'Derecho', lastLevelAverage: '15,5' });
    expect(study.lastLevelAverage).toBe(15.5);
  });
});

describe('dates', () => {
  it('a typed date that does not exist reaches the form as invalid, not as empty', () => {
    expect(toIsoDate(new Date(Number.NaN))).toBe(INVALID_DATE_VALUE);
    expect(toIsoDate(null)).toBe('');
    expect(toIsoDate(new Date(Number.NaN), '')).toBe('');
    expect(toIsoDate(new Date(2026, 1, 28))).toBe('2026-02-28');
  });

  it('the rules call it "fecha inválida", even on a required field', async () => {
    expect((await validateBody(grades, 'create', { average: 10, startDate: INVALID_DATE_VALUE })).errors).toEqual(['Fecha de inicio: fecha inválida']);
    expect((await validateBody(grades, 'create', { average: 10, startDate: '2026-02-31' })).errors).toEqual(['Fecha de inicio: fecha inválida']);
    expect((await validateBody(grades, 'create', { average: 10, startDate: '' })).errors).toEqual(['La fecha de inicio es requerida']);
  });

  it('a date pair out of order is refused on the end field; the same day and open ends pass', async () => {
    expect((await validateBody(grades, 'create', { average: 10, startDate: '2026-03-10', endDate: '2026-03-09' })).errors).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio']);
    expect((await validateBody(grades, 'create', { average: 10, startDate: '2026-03-10', endDate: '2026-03-10' })).errors).toEqual([]);
    expect((await validateBody(grades, 'create', { average: 10, startDate: '2026-03-10' })).errors).toEqual([]);
    expect(datesInOrder('a', 'b', 'x', { strict: true }).valid({ a: '2026-03-10', b: '2026-03-10' })).toBe(false);
  });

  it("a case's closing date before its start is refused, also against the stored start on an update", async () => {
    const body = { typeDisciplinary: 1, dateInit: '2026-03-02', dateEnd: '2026-03-01' };
    expect((await validateBody(disciplinaryCasesDeclaration, 'create', body)).errors).toEqual([CASE_DATE_MESSAGES.closing]);
    expect(unmetChecks(disciplinaryCasesDeclaration, { typeDisciplinary: 1, dateInit: '2026-03-02', dateEnd: '2026-02-01' })).toEqual([CASE_DATE_MESSAGES.closing]);
    expect(unmetChecks(disciplinaryCasesDeclaration, { typeDisciplinary: 1, dateInit: '2026-03-02', dateEnd: '2026-04-01' })).toEqual([]);
  });
});

describe('times', () => {
  it('reads and writes 24-hour HH:mm', () => {
    expect(toTimeText(parseTime('18:00'))).toBe('18:00');
    expect(toTimeText(parseTime('07:05:00'))).toBe('07:05');
    expect(parseTime('6 PM')).toBeNull();
    expect(toTimeText(null)).toBe('');
    expect(toTimeText(new Date(Number.NaN))).toBe(INVALID_DATE_VALUE);
  });
});
