/** Today as `YYYY-MM-DD` in local time (dates travel as plain strings, DESIGN "Browser"). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What a date input hands its form when the typed date is whole but not a real one
 * (31/02/2026) or a section of a date was cleared: not a date, so the field's rules answer
 * 'fecha inválida' rather than 'es requerida' as they would for an empty field.
 */
export const INVALID_DATE_VALUE = 'invalida';

/** A YYYY-MM-DD that exists in the calendar (not 2024-02-30, not year 0). */
export function isRealIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
