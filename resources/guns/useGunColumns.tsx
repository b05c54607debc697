/** The gun columns of the general weapon assignments (spec 3 §2.4, §4.4); the station's weapons view draws the declared ones (gunsDeclaration.list). */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { gunStatusColor } from '../../server/catalogues/colors';
import type { PagedColumn } from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { OperabilityChip, StatusChip } from './AssetChips';
import { gunsDeclaration } from './declaration';
import type { GunRecord } from './types';

export function useGunColumns(): PagedColumn<GunRecord>[] {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const catalog = (field: string) => catalogAt(dataInit, gunsDeclaration.fields[field].catalog);
  const [types, calibers, statuses] = [catalog('typeGun'), catalog('caliber'), catalog('status')];
  return [
    { id: 'codeGun', label: 'resources.guns.fields.codeGun', render: (g) => <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{g.codeGun}</Typography> },
    { id: 'typeGun', label: 'resources.guns.fields.typeGun', render: (g) => catalogLabel(types, g.typeGun) },
    { id: 'brandModel', label: 'app.gunpark.guns.brandModel', render: (g) => `${g.brand} / ${g.model}`, minWidth: 140 },
    { id: 'caliber', label: 'resources.guns.fields.caliber', render: (g) => catalogLabel(calibers, g.caliber) || '—' },
    { id: 'serial', label: 'resources.guns.fields.serial', render: (g) => g.serial },
    { id: 'operability', label: 'resources.guns.fields.operability', render: (g) => <OperabilityChip value={g.operability} labels={['app.gunpark.guns.operative', 'app.gunpark.guns.notOperative']} /> },
    {
      id: 'status',
      label: 'resources.guns.fields.status',
      render: (g) => <StatusChip label={catalogLabel(statuses, g.status) || translate('app.gunpark.guns.noStatus')} color={gunStatusColor(g.status)} />,
    },
  ];
}
