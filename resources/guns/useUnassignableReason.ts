/** The browser side of resources/guns/availability.ts: the reason an asset cannot be assigned, with its status's catalogue label. */
import type { RaRecord } from 'react-admin';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { vehiclesDeclaration } from '../vehicles/declaration';
import { unassignableReason, type AssetKind } from './availability';
import { gunsDeclaration } from './declaration';

const STATUS_CATALOG: Record<AssetKind, string | undefined> = {
  gun: gunsDeclaration.fields.status.catalog,
  vehicle: vehiclesDeclaration.fields.status.catalog,
};

export function useUnassignableReason(kind: AssetKind): (asset: RaRecord) => string | null {
  const { dataInit } = useSession();
  const statuses = catalogAt(dataInit, STATUS_CATALOG[kind]);
  return (asset) => unassignableReason(
    kind,
    { operability: typeof asset.operability === 'boolean' ? asset.operability : null, status: typeof asset.status === 'number' ? asset.status : null },
    (key) => catalogLabel(statuses, key) || undefined,
  );
}
