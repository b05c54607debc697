/**
 * Egresos (RRHH §2.7), /home/disincorporations-rrhh, breadcrumb Inicio > Egresos:
 * search, 'Nuevo Egreso', the server-paged table, 'Nueva / Editar Desincorporación',
 * 'Detalle de Egreso', approve (processes the egreso) / reject with optional notes,
 * delete with confirmation, and the processing note (§4).
 */
import AddIcon from '@mui/icons-material/Add';
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, useDialogState, type PagedColumn } from '../../src/components/list';
import { deleteMovement, type DisincorporationRecord } from '../movements/api';
import { officerLine } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { StatusFilter } from '../movements/FilterSelect';
import { MovementRowActions } from '../movements/MovementRowActions';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { MOVEMENT_APPROVED, MOVEMENT_REJECTED } from '../movements/status';
import { StatusDecisionDialog, type DecisionTarget } from '../movements/StatusDecisionDialog';
import { useMovementList } from '../movements/useMovementList';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { disincorporationsDeclaration as D } from './declaration';
import { DisincorporationDetailDialog } from './DisincorporationDetailDialog';
import { DisincorporationFormDialog } from './DisincorporationFormDialog';

const nameOf = (r: DisincorporationRecord) => `${officerLine(r.police)} — ${formatDate(r.dateOut)}`;

function DisincorporationsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const label = useRrhhLabel();
  const list = useMovementList<DisincorporationRecord>(D.paths.list);
  const form = useDialogState<DisincorporationRecord>();
  const detail = useDialogState<DisincorporationRecord>();
  const decision = useDialogState<DecisionTarget>();
  const confirm = useDialogState<DisincorporationRecord>();

  const columns: PagedColumn<DisincorporationRecord>[] = [
    { id: 'index', label: 'app.movements.common.index', render: (r) => r.index },
    {
      id: 'officer',
      label: 'app.movements.common.officer',
      minWidth: 180,
      render: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>{fullName(r.police)}</Typography>
          <Typography variant="caption" color="text.secondary">{formatIdentification(r.police.identification)}</Typography>
        </>
      ),
    },
    { id: 'dateOut', label: 'app.movements.disincorporations.dateOut', render: (r) => formatDate(r.dateOut) },
    { id: 'condition', label: 'app.movements.common.condition', render: (r) => label('condition', r.condition) },
    { id: 'comment', label: 'app.movements.common.reason', minWidth: 160, render: (r) => <ClampedText text={r.comment} /> },
    { id: 'dateIn', label: 'app.movements.disincorporations.dateIn', render: (r) => (r.dateIn ? formatDate(r.dateIn) : translate('app.movements.common.none')) },
    { id: 'status', label: 'app.movements.common.status', align: 'center', render: (r) => <MovementStatusBadge status={r.status} /> },
  ];

  const remove = async () => {
    if (!confirm.record) return;
    await deleteMovement(D, confirm.record.id);
    notify('app.movements.disincorporations.deleted', { type: 'success' });
    list.refetch();
  };

  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('app.movements.disincorporations.note')}</Alert>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.movements.disincorporations.searchPlaceholder">
        <StatusFilter list={list} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate('app.movements.disincorporations.create')}</Button>
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.movements.disincorporations.table"
        rowActions={(r) => (
          <MovementRowActions
            record={r}
            name={nameOf(r)}
            onView={() => detail.show(r)}
            onEdit={() => form.show(r)}
            onApprove={() => decision.show({ id: r.id, name: nameOf(r), decision: MOVEMENT_APPROVED })}
            onReject={() => decision.show({ id: r.id, name: nameOf(r), decision: MOVEMENT_REJECTED })}
            onDelete={() => confirm.show(r)}
          />
        )}
      />
      <DisincorporationFormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); list.refetch(); }} />
      <DisincorporationDetailDialog open={detail.open} record={detail.record} onClose={detail.close} />
      <StatusDecisionDialog
        declaration={D}
        open={decision.open}
        target={decision.record}
        approveNote="app.movements.disincorporations.note"
        onClose={decision.close}
        onDone={() => { decision.close(); list.refetch(); }}
      />
      <ConfirmDeleteDialog open={confirm.open} title="app.movements.disincorporations.deleteTitle" itemName={confirm.record ? nameOf(confirm.record) : undefined} onConfirm={remove} onClose={confirm.close} />
    </>
  );
}

export default function DisincorporationsPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.disincorporations.denied" title="app.movements.disincorporations.title" icon={<LogoutIcon color="primary" />}>
      {() => <DisincorporationsScreen />}
    </GuardedPage>
  );
}
