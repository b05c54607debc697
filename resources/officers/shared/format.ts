/** How the officer screens write identities, names and dates (RRHH §1, §9). */
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** 'V-12345678' (identity numbers are shown with the prefix V-). */
export function formatIdentification(identification: number | string | null | undefined): string {
  return identification === null || identification === undefined || identification === '' ? 'N/A' : `V-${identification}`;
}

export function fullName(person: { firstName?: string | null; secondName?: string | null; firstLastname?: string | null; secondLastname?: string | null }): string {
  return [person.firstName, person.secondName, person.firstLastname, person.secondLastname].filter(Boolean).join(' ');
}

/** Spanish date ('21/11/2026'); 'N/A' when empty, 'Fecha inválida' when unreadable (§8). */
export function formatDate(value: string | Date | null | undefined, pattern = 'dd/MM/yyyy'): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? format(date, pattern, { locale: es }) : 'Fecha inválida';
}
