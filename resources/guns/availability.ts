/**
 * Whether a gun or vehicle can be assigned to an officer: one rule for the server (checked
 * inside the assignment's transaction, with the asset's row locked) and for the screens
 * (pickers and 'Asignar' buttons show the same reason, disabled). An asset serves only
 * when it is operative and its status is 1 'Disponible' (spec 3 §4.4 statuses): 'En
 * Mantenimiento', 'Fuera de Servicio' and the rest cannot be issued. A vehicle already 2
 * 'En Uso' can still take another officer of its crew (several active assignments per
 * vehicle); a gun 'En Uso' cannot.
 */
export const STATUS_AVAILABLE = 1;
export const STATUS_IN_USE = 2;

export type AssetKind = 'gun' | 'vehicle';

export interface AssignableAsset {
  operability: boolean | null;
  status: number | null;
}

const ASSIGNABLE_STATUSES: Record<AssetKind, number[]> = { gun: [STATUS_AVAILABLE], vehicle: [STATUS_AVAILABLE, STATUS_IN_USE] };

const MESSAGES: Record<AssetKind, { notOperative: string; notAvailable: string }> = {
  gun: { notOperative: 'El arma no está operativa', notAvailable: 'El arma no está disponible' },
  vehicle: { notOperative: 'El vehículo no está operativo', notAvailable: 'El vehículo no está disponible' },
};

/**
 * Why the asset cannot be assigned, in Spanish, or null when it can. `statusLabel` names
 * the status from its catalogue ('Fuera de Servicio'); the message then carries it.
 */
export function unassignableReason(kind: AssetKind, asset: AssignableAsset, statusLabel?: (status: number) => string | undefined): string | null {
  const messages = MESSAGES[kind];
  if (asset.operability === false) return messages.notOperative;
  if (asset.status === null || !ASSIGNABLE_STATUSES[kind].includes(asset.status)) {
    const label = asset.status === null ? undefined : statusLabel?.(asset.status);
    return label ? `${messages.notAvailable} (${label})` : messages.notAvailable;
  }
  return null;
}
