/**
 * Column widths of a PDF table from its content: a column is never narrower than its
 * longest word (a date, a cédula or a status never breaks across lines) when the page
 * allows it; when every text fits on one line the room left is shared by the declared
 * shares; otherwise the room beyond the longest words goes to the columns whose texts
 * are longer than their longest word (those that can wrap), in proportion.
 */

export interface MeasuredColumn {
  /** Share of the width declared by the table (weights the room left over). */
  share: number;
  /** Width of the longest word of the header and of every cell, padding included. */
  minimum: number;
  /** Width of the longest whole text of the header and of every cell, padding included. */
  natural: number;
}

export function fitColumnWidths(columns: readonly MeasuredColumn[], available: number): number[] {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const natural = columns.map((c) => Math.max(c.natural, c.minimum));
  const naturalTotal = sum(natural);
  if (naturalTotal <= available) {
    const shares = sum(columns.map((c) => c.share));
    const weight = (c: MeasuredColumn) => (shares > 0 ? c.share / shares : 1 / columns.length);
    return natural.map((width, i) => width + (available - naturalTotal) * weight(columns[i]));
  }
  const minimumTotal = sum(columns.map((c) => c.minimum));
  if (minimumTotal >= available) return columns.map((c) => (c.minimum * available) / minimumTotal);
  const wrappable = natural.map((width, i) => width - columns[i].minimum);
  const wrappableTotal = sum(wrappable);
  return columns.map((c, i) => c.minimum + ((available - minimumTotal) * wrappable[i]) / wrappableTotal);
}
