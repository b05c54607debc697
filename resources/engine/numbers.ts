/**
 * Numbers as a Spanish user types and reads them: a decimal comma ('15,5'), thousands
 * grouped with points from four digits ('1.250'), es-VE style. Used by the forms, the
 * shared validation (browser and server), the detail views, the PDFs and the dashboards.
 */

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
