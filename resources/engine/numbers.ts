/**
 * Numbers as the API reads them (written in decimal only, id lists of a size one statement
 * can always bind) and as a Spanish user types and reads them: a decimal comma ('15,5'),
 * thousands grouped with points from four digits ('1.250'), es-VE style. Used by the input
 * guards, the forms, the shared validation (browser and server), the detail views, the PDFs
 * and the dashboards.
 */

/** Most ids one request may list (a deletion of documents...): far below what one statement can bind. */
export const MAX_ID_LIST = 1000;

/** A number written in decimal: `12`, `-3`, `1.5`. Not `0x10`, `1e3`, ` 7` or `0b1`, which JavaScript also reads as numbers. */
export const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Whether a text would be read as a number by a lenient parser (JavaScript's `Number`, or
 * yup's, which also drops inner spaces) without being a decimal number: such a text is
 * refused, never taken for another number (`0x10` is not 16).
 */
export const isNonDecimalNumberText = (text: string) =>
  !DECIMAL_NUMBER.test(text) && text.trim() !== '' && Number.isFinite(Number(text.replace(/\s/g, '')));

/** '15,5', '15.5', '-3', ' 1.250,75 ' (points grouping thousands before a comma). */
const DECIMAL_TEXT = /^-?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$|^-?\d+(\.\d+)?$/;

/**
 * The number a typed text means, or NaN when it is not one ('15,5' → 15.5; '15.5' is read
 * as written too). A number passes as it is; anything else is NaN.
 */
export function parseDecimal(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return Number.NaN;
  // A comma marks the decimals and the points before it group thousands; without a comma a
  // single point is the decimal mark ('15.5'), several group thousands ('1.250.000').
  if (text.includes(',')) return Number(text.replace(/\./g, '').replace(',', '.'));
  return Number(text.split('.').length > 2 ? text.replace(/\./g, '') : text);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as shown to the user: '15,5', '1.250', '3,73'. `decimals` fixes the digits after
 * the comma; `maxDecimals` lets them be fewer (the default shows up to two, none for a whole number).
 */
export function formatNumber(value: number, options: { decimals?: number; maxDecimals?: number } = {}): string {
  const min = options.decimals ?? 0;
  const max = options.decimals ?? options.maxDecimals ?? 2;
  const key = `${min}:${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-VE', { useGrouping: 'always', minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A number typed back into an input: its decimal comma, no grouping ('15,5'); '' for none. */
export function decimalInputText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number') return String(value);
  return String(value).replace('.', ',');
}
