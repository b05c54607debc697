/**
 * Texts of the permit documents (spec 3 §2.6, §9): titles, file names, dates as
 * dd/MM/yyyy and times as hh:mm a, day and study-type names. No React.
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

export type PermitKind = 'obligatorio' | 'potestativo' | 'estudio';

export const PERMIT_DOCUMENT_TITLES: Record<PermitKind, string> = {
  obligatorio: 'SOLICITUD DE PERMISO OBLIGATORIO',
  potestativo: 'SOLICITUD DE PERMISO POTESTATIVO',
  estudio: 'SOLICITUD DE PERMISO DE ESTUDIO',
};

export const DAY_NAMES: Record<number, string> = { 1: 'Lunes', 2: 'Martes', 3: 'Miércoles', 4: 'Jueves', 5: 'Viernes', 6: 'Sábado', 7: 'Domingo' };
export const STUDY_TYPE_NAMES: Record<string, string> = { SEMESTRE: 'Semestre', TRIMESTRE: 'Trimestre', CUATRIMESTRE: 'Cuatrimestre', ANUAL: 'Anual' };
export const SCHEDULE_TYPE_NAMES: Record<string, string> = { diurno: 'Diurno', vespertino: 'Vespertino', nocturno: 'Nocturno' };

/** dd/MM/yyyy of a YYYY-MM-DD date (no time-zone shift) or of an instant. */
export function pdfDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'dd/MM/yyyy', { locale: es });
}

/** hh:mm a (§9). */
export function pdfTime(date: Date): string {
  return format(date, 'hh:mm a', { locale: es });
}

/** `Permiso_{kind}_{requestNumber}.pdf` for a row's document. */
export function permitFileName(kind: PermitKind, requestNumber: string): string {
  return `Permiso_${kind}_${requestNumber}.pdf`;
}

/** `Reporte_Permisos_{type or general}_{date}.pdf` (§9); the date as dd-MM-yyyy (a file name holds no '/'). */
export function reportFileName(kind: PermitKind | null, date: Date): string {
  return `Reporte_Permisos_${kind ?? 'general'}_${format(date, 'dd-MM-yyyy')}.pdf`;
}

export const PERMIT_STATUS_NAMES: Record<string, string> = { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado' };
