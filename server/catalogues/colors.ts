/**
 * Status colours given by the specification. Browser-safe: no imports.
 * - Badges by Spanish label (platform §3.9, RRHH §3.12, modules §4.1).
 * - Gun and vehicle status by key (modules §4.4).
 * - Officer statusIn banner (RRHH §2.1, platform §9).
 */

export type StatusColor = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

const BADGE_COLORS: Readonly<Record<string, StatusColor>> = {
  Aprobado: 'green',
  Activo: 'green',
  Resuelto: 'green',
  Completado: 'green',
  Pendiente: 'yellow',
  'En Proceso': 'yellow',
  Iniciado: 'yellow',
  'En Investigación': 'blue',
  Rechazado: 'red',
  Inactivo: 'red',
  Suspendido: 'red',
  Archivado: 'grey',
};

/** Badge colour by Spanish status label; 'grey' for Archivado and anything else. */
export function statusBadgeColor(label: string | null | undefined): StatusColor {
  return (label && BADGE_COLORS[label.trim()]) || 'grey';
}

/** Gun status: 1 blue, 2 green, 3 and 4 red, others yellow. */
export function gunStatusColor(status: number | null | undefined): StatusColor {
  switch (Number(status)) {
    case 1:
      return 'blue';
    case 2:
      return 'green';
    case 3:
    case 4:
      return 'red';
    default:
      return 'yellow';
  }
}

/** Vehicle status: 1 green, 2 and 3 red, 6 yellow, others blue. */
export function vehicleStatusColor(status: number | null | undefined): StatusColor {
  switch (Number(status)) {
    case 1:
      return 'green';
    case 2:
    case 3:
      return 'red';
    case 6:
      return 'yellow';
    default:
      return 'blue';
  }
}

/** Officer banner by statusIn: key 2 green, key 5 blue, any other red. */
export function officerStatusColor(statusIn: number | null | undefined): StatusColor {
  const key = Number(statusIn);
  if (key === 2) return 'green';
  if (key === 5) return 'blue';
  return 'red';
}
