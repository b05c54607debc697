/**
 * Re-entries (RRHH §2.6), /home/re-entry, breadcrumb Inicio > Reingresos: search by
 * officer, id or reason (500 ms), 'Nuevo Reingreso', the server-paged table, the
 * create / edit modal, the detail modal, approve / reject through the shared
 * confirmation with optional notes, and delete with confirmation (pending records only).
 */
import LoginIcon from '@mui/icons-material/Login';
import { useTranslate } from 'react-admin';
import { GuardedPage, useApiList, type PagedColumn } from '../../src/components/list';
import type { ReentryRecord } from '../movements/api';
import { officerLine, organisationLabels } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { MovementListScreen } from '../movements/MovementListScreen';
import { formatDate } from '../officers/shared/format';
import { reentriesDeclaration as D } from './declaration';
import { ReentryDetailDialog } from './ReentryDetailDialog';
import { ReentryFormDialog } from './ReentryFormDialog';

const nameOf = (r: ReentryRecord) => `${officerLine(r.policeOfficer)} — ${formatDate(r.dateIn)}`;

function ReentriesScreen() {
  const translate = useTranslate();
  const list = useApiList<ReentryRecord>(D.paths.list, { queryKey: ['movements'] });

  const columns: PagedColumn<ReentryRecord>[] = [
    { id: 'dateIn', label: 'app.movements.reentries.dateIn', noWrap: true, render: (r) => formatDate(r.dateIn) },
    { id: 'position', label: 'app.movements.reentries.position', render: (r) => organisationLabels(r.positions) ?? translate('app.movements.common.none') },
    { id: 'comment', label: 'app.movements.common.reason', minWidth: 160, render: (r) => <ClampedText text={r.comment} /> },
  ];

  return (
    <MovementListScreen
      declaration={D}
      texts="app.movements.reentries"
      list={list}
      officerOf={(r) => r.policeOfficer}
      columns={columns}
      nameOf={nameOf}
      FormDialog={ReentryFormDialog}
      DetailDialog={ReentryDetailDialog}
      approveNote="app.movements.reentries.approveNote"
    />
  );
}

export default function ReentriesPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.reentries.denied" title="app.movements.reentries.title" icon={<LoginIcon color="primary" />}>
      {() => <ReentriesScreen />}
    </GuardedPage>
  );
}
