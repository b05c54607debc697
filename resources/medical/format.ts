/** How the medical screens and documents name things: officer, doctor, status, condition. */
import { formatIdentification, fullName } from '../officers/shared/format';
import type { MedicalDoctor, MedicalPolice } from './api';

export const MEDICAL_STATUS_KEYS: Readonly<Record<number, string>> = { 1: 'pending', 2: 'approved', 3: 'rejected' };

/** Translation key of a report status (1 Pendiente, 2 Aprobado, 3 Rechazado, else 'Sin Estado'). */
export function medicalStatusKey(status: number | null | undefined): string {
  return `app.medical.status.${MEDICAL_STATUS_KEYS[Number(status)] ?? 'none'}`;
}

/** §2.7: condition 1 is Activo, anything else Inactivo. */
export function conditionKey(condition: number | null | undefined): string {
  return condition === 1 ? 'app.medical.form.active' : 'app.medical.form.inactive';
}

export function doctorName(doctor: MedicalDoctor | null | undefined): string {
  return doctor?.name || doctor?.fullname || doctor?.username || 'N/A';
}

export function officerLine(police: MedicalPolice): string {
  return `${fullName(police)} (${formatIdentification(police.identification)})`;
}

export { formatIdentification, fullName };
