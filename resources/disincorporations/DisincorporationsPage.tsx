/**
 * Egresos (RRHH §2.7), /home/disincorporations-rrhh, breadcrumb Inicio > Egresos:
 * search, 'Nuevo Egreso', the server-paged table, 'Nueva / Editar Desincorporación',
 * 'Detalle de Egreso', approve (processes the egreso) / reject with optional notes,
 * delete with confirmation, and the processing note (§4).
 */
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GuardedPage, useApiList, type PagedColumn } from '../../src/components/list';
import type { DisincorporationRecord } from '../movements/api';
import { officerLine } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { MovementListScreen } from '../movements/MovementListScreen';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate } from '../officers/shared/format';
import { disincorporationsDeclaration as D } from './declaration';
import { DisincorporationDetailDialog } from './DisincorporationDetailDialog';
import { DisincorporationFormDialog } from './DisincorporationFormDialog';

const nameOf = (r: DisincorporationRecord) => `${officerLine(r.police)} — ${formatDate(r.dateOut)}`;

function DisincorporationsScreen() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const list = useApiList<DisincorporationRecord>(D.paths.list, { queryKey: ['movements'] });

  const columns: PagedColumn<DisincorporationRecord>[] = [
    { id: 'dateOut', label: 'app.movements.disincorporations.dateOut', noWrap: true, render: (r) => formatDate(r.dateOut) },
    { id: 'condition', label: 'app.movements.common.condition', render: (r) => label('condition', r.condition) },
    { id: 'comment', label: 'app.movements.common.reason', minWidth: 160, render: (r) => <ClampedText text={r.comment} /> },
    { id: 'dateIn', label: 'app.movements.disincorporations.dateIn', noWrap: true, render: (r) => (r.dateIn ? formatDate(r.dateIn) : translate('app.movements.common.none')) },
  ];

  return (
    <MovementListScreen
      declaration={D}
      texts="app.movements.disincorporations"
      list={list}
      officerOf={(r) => r.police}
      columns={columns}
      nameOf={nameOf}
      FormDialog={DisincorporationFormDialog}
      DetailDialog={DisincorporationDetailDialog}
      approveNote="app.movements.disincorporations.note"
      notice={<Alert severity="info" sx={{ mb: 2 }}>{translate('app.movements.disincorporations.note')}</Alert>}
    />
  );
}

export default function DisincorporationsPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.disincorporations.denied" title="app.movements.disincorporations.title" icon={<LogoutIcon color="primary" />}>
      {() => <DisincorporationsScreen />}
    </GuardedPage>
  );
}
