/** 'Detalle de Vacación' (RRHH §2.8): the whole record of any module, read-only. */
import { useTranslate } from 'react-admin';
import type { CommissionPerson, VacationRecord } from '../movements/api';
import { DetailDialog, type DetailRow } from '../movements/DetailDialog';
import { officerLine } from '../movements/format';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate, formatIdentification } from '../officers/shared/format';
import { moduleLabelKey } from './modules';
import { MODULE_COMMISSION } from './validation';

const personLine = (person: CommissionPerson | null) => (person ? `${person.name}${person.identification ? ` (${formatIdentification(person.identification)})` : ''}` : null);

export function VacationDetailDialog({ open, record, onClose }: { open: boolean; record?: VacationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  if (!record) return null;
  const commission = record.typeVacationAndRest === MODULE_COMMISSION;
  const rows: DetailRow[] = [
    { label: 'app.movements.vacations.module', value: translate(moduleLabelKey(record.typeVacationAndRest)) },
    { label: 'app.movements.common.officer', value: officerLine(record.policeOfficer) },
    ...(commission
      ? [
          { label: 'app.movements.vacations.personOfCom', value: personLine(record.personOfCom) },
          { label: 'app.movements.vacations.personOfApplication', value: personLine(record.personOfApplication) },
          { label: 'app.movements.vacations.organization', value: record.organization1 },
          { label: 'app.movements.vacations.organizationReason', value: record.organizationDevReason },
          { label: 'app.movements.vacations.institutions', value: record.institution.join(', ') },
          { label: 'app.movements.vacations.renewals', value: record.numberOfRenew },
        ]
      : [
          { label: 'app.movements.vacations.bestower', value: record.bestowerOfficer ? officerLine(record.bestowerOfficer) : null },
          { label: 'app.movements.vacations.type', value: record.idType ? label('vacationType', record.idType) : null },
          ...(record.expiredVacationYear ? [{ label: 'app.movements.vacations.expiredYear', value: record.expiredVacationYear }] : []),
        ]),
    { label: 'app.movements.vacations.dateInField', value: formatDate(record.dateIn) },
    { label: 'app.movements.vacations.dateOutField', value: formatDate(record.dateOut) },
    { label: 'app.movements.vacations.days', value: translate('app.movements.vacations.duration', { smart_count: record.days }) },
    { label: 'app.movements.vacations.motive', value: record.motive },
    { label: 'app.movements.common.status', value: <MovementStatusBadge status={record.status} /> },
    { label: 'app.movements.common.statusNotes', value: record.statusNotes },
    { label: 'app.movements.common.statusDate', value: record.statusDate ? formatDate(record.statusDate, 'dd/MM/yyyy HH:mm') : null },
    { label: 'app.movements.common.createdAt', value: formatDate(record.createdAt, 'dd/MM/yyyy HH:mm') },
  ];
  return <DetailDialog open={open} title="app.movements.vacations.detail" rows={rows} onClose={onClose} />;
}
