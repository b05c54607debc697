/** 'Detalle de Reingreso' (RRHH §2.6): the whole record, read-only. */
import { useTranslate } from 'react-admin';
import type { ReentryRecord } from '../movements/api';
import { DetailDialog } from '../movements/DetailDialog';
import { officerLine, organisationLabels } from '../movements/format';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { formatDate } from '../officers/shared/format';

export function ReentryDetailDialog({ open, record, onClose }: { open: boolean; record?: ReentryRecord; onClose: () => void }) {
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DetailDialog
      open={open}
      title="app.movements.reentries.detail"
      onClose={onClose}
      rows={[
        { label: 'app.movements.common.officer', value: officerLine(record.policeOfficer) },
        { label: 'app.movements.reentries.dateIn', value: formatDate(record.dateIn) },
        { label: 'app.movements.reentries.comment', value: record.comment },
        { label: 'app.movements.common.dependencies', value: organisationLabels(record.dependencies) },
        { label: 'app.movements.common.subDependencies', value: organisationLabels(record.subDependencies) },
        { label: 'app.movements.common.positions', value: organisationLabels(record.positions) },
        { label: 'app.movements.common.status', value: <MovementStatusBadge status={record.status} /> },
        { label: 'app.movements.common.statusNotes', value: record.statusNotes },
        { label: 'app.movements.common.statusDate', value: record.statusDate ? formatDate(record.statusDate, 'dd/MM/yyyy HH:mm') : translate('app.movements.common.none') },
        { label: 'app.movements.common.createdAt', value: formatDate(record.createdAt, 'dd/MM/yyyy HH:mm') },
      ]}
    />
  );
}
