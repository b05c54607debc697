/** How the movement screens write officers, organisation lists and durations. */
import { formatIdentification, fullName } from '../officers/shared/format';
import type { OfficerRef, OrganisationItem } from './api';
import { MOVEMENT_APPROVED, MOVEMENT_PENDING, MOVEMENT_REJECTED } from './status';

/** 'Nombre Apellido (V-12345678)'. */
export function officerLine(officer: Pick<OfficerRef, 'firstName' | 'secondName' | 'firstLastname' | 'secondLastname' | 'identification'> | null | undefined): string {
  if (!officer) return 'N/A';
  return `${fullName(officer)} (${formatIdentification(officer.identification)})`;
}

/** Labels of a {value, label} list, or null when empty. */
export function organisationLabels(items: OrganisationItem[] | null | undefined): string | null {
  const labels = (items ?? []).map((item) => item.label).filter(Boolean);
  return labels.length ? labels.join(', ') : null;
}

/** i18n key of a status label (§4: anything else is 'Sin Estado'). */
export function statusKey(status: number | null | undefined): string {
  if (status === MOVEMENT_PENDING) return 'app.movements.status.pending';
  if (status === MOVEMENT_APPROVED) return 'app.movements.status.approved';
  if (status === MOVEMENT_REJECTED) return 'app.movements.status.rejected';
  return 'app.movements.status.none';
}
