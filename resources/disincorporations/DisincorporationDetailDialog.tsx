/** 'Detalle de Egreso' (RRHH §2.7): the whole record, with the lists saved when it was processed. */
import { useTranslate } from 'react-admin';
import type { DisincorporationRecord } from '../movements/api';
import { DetailDialog } from '../movements/DetailDialog';
import { officerLine, organisationLabels } from '../movements/format';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate } from '../officers/shared/format';

export function DisincorporationDetailDialog({ open, record, onClose }: { open: boolean; record?: DisincorporationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  if (!record) return null;
  return (
    <DetailDialog
      open={open}
      title="app.movements.disincorporations.detail"
      onClose={onClose}
      rows={[
        { label: 'app.movements.common.officer', value: officerLine(record.police) },
        { label: 'app.movements.disincorporations.dateOut', value: formatDate(record.dateOut) },
        { label: 'app.movements.disincorporations.condition', value: label('condition', record.condition) },
        { label: 'app.movements.disincorporations.comment', value: record.comment },
        { label: 'app.movements.common.dependencies', value: organisationLabels(record.dependencies) },
        { label: 'app.movements.common.subDependencies', value: organisationLabels(record.subDependencies) },
        { label: 'app.movements.common.positions', value: organisationLabels(record.positions) },
        { label: 'app.movements.disincorporations.dateIn', value: record.dateIn ? formatDate(record.dateIn) : null },
        { label: 'app.movements.common.status', value: <MovementStatusBadge status={record.status} /> },
        { label: 'app.movements.common.statusNotes', value: record.statusNotes },
        { label: 'app.movements.common.statusDate', value: record.statusDate ? formatDate(record.statusDate, 'dd/MM/yyyy HH:mm') : translate('app.movements.common.none') },
        { label: 'app.movements.common.createdAt', value: formatDate(record.createdAt, 'dd/MM/yyyy HH:mm') },
      ]}
    />
  );
}
