/**
 * The status banner of an existing officer (RRHH §2.1, §4): green for statusIn 2, blue
 * for 5, red otherwise, with the statusIn label, the officer's identity and the motive of
 * the last change when there is one.
 */
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficerRecord } from '../api';
import { useRrhhLabel } from '../shared/catalogs';
import { formatIdentification, fullName } from '../shared/format';
import { bannerPalette } from '../shared/StatusBadge';

export function StatusBanner({ officer }: { officer: OfficerRecord }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  return (
    <Alert severity={bannerPalette(officer.statusIn)} variant="filled" sx={{ mb: 2 }} role="status" data-status={officer.statusIn}>
      <AlertTitle sx={{ mb: officer.motive ? 0.5 : 0 }}>
        {translate('app.officers.form.banner', { status: label('statusIn', officer.statusIn) })}
        {' · '}
        {formatIdentification(officer.identification)} {fullName(officer)}
      </AlertTitle>
      {officer.motive && translate('app.officers.form.bannerMotive', { motive: officer.motive })}
    </Alert>
  );
}
