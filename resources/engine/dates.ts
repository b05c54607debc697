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
