/**
 * Wording shared by the three documents: Spanish long dates, service time, the words
 * that follow the officer's gender, and how organisation lists read. Document text is
 * fixed legal wording, kept here rather than in the screen catalogue.
 */
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import type { OfficerRecord, OrganisationItem } from '../api';
import { formatDate, formatIdentification, fullName } from '../shared/format';

/** '01 de marzo de 2015'; 'N/A' when empty or unreadable. */
export function longDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? format(date, "dd 'de' MMMM 'de' yyyy", { locale: es }) : 'N/A';
}

/** 'a los 21 días del mes de noviembre de 2026' ('al primer día' on the 1st). */
export function issueDayText(date: Date): string {
  const day = date.getDate();
  const month = format(date, 'MMMM', { locale: es });
  return `${day === 1 ? 'al primer día' : `a los ${day} días`} del mes de ${month} de ${date.getFullYear()}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'N años, M meses, D días' (RRHH §9). */
export function serviceTimeText(years: number, months: number, days: number): string {
  return `${plural(years, 'año', 'años')}, ${plural(months, 'mes', 'meses')}, ${plural(days, 'día', 'días')}`;
}

export const daysText = (n: number) => plural(n, 'día', 'días');

/** Words that agree with the officer's gender (1 Masculino, 2 Femenino). */
export function genderWords(gender: number | null | undefined) {
  const female = gender === 2;
  return { citizen: female ? 'la ciudadana' : 'el ciudadano', assigned: female ? 'adscrita' : 'adscrito', officer: female ? 'la funcionaria' : 'el funcionario' };
}

export const labelsOf = (items: OrganisationItem[] | null | undefined) => (items ?? []).map((i) => i.label).filter(Boolean).join(', ');

export const officerName = (officer: Pick<OfficerRecord, 'firstName' | 'secondName' | 'firstLastname' | 'secondLastname'>) => fullName(officer).toUpperCase();

export { formatDate, formatIdentification };
