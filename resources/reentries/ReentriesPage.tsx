/**
 * Re-entries (RRHH §2.6), /home/re-entry, breadcrumb Inicio > Reingresos: search by
 * officer, id or reason (500 ms), 'Nuevo Reingreso', the server-paged table, the
 * create / edit modal, the detail modal, approve / reject through the shared
 * confirmation with optional notes, and delete with confirmation (pending records only).
 */
import AddIcon from '@mui/icons-material/Add';
import LoginIcon from '@mui/icons-material/Login';
import { Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, useDialogState, type PagedColumn } from '../../src/components/list';
import { deleteMovement, type ReentryRecord } from '../movements/api';
import { officerLine, organisationLabels } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { StatusFilter } from '../movements/FilterSelect';
import { MovementRowActions } from '../movements/MovementRowActions';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { MOVEMENT_APPROVED, MOVEMENT_REJECTED } from '../movements/status';
import { StatusDecisionDialog, type DecisionTarget } from '../movements/StatusDecisionDialog';
import { useMovementList } from '../movements/useMovementList';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { reentriesDeclaration as D } from './declaration';
import { ReentryDetailDialog } from './ReentryDetailDialog';
import { ReentryFormDialog } from './ReentryFormDialog';

const nameOf = (r: ReentryRecord) => `${officerLine(r.policeOfficer)} — ${formatDate(r.dateIn)}`;

function ReentriesScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useMovementList<ReentryRecord>(D.paths.list);
  const form = useDialogState<ReentryRecord>();
  const detail = useDialogState<ReentryRecord>();
  const decision = useDialogState<DecisionTarget>();
  const confirm = useDialogState<ReentryRecord>();

  const columns: PagedColumn<ReentryRecord>[] = [
    { id: 'index', label: 'app.movements.common.index', render: (r) => r.index },
    {
      id: 'officer',
      label: 'app.movements.common.officer',
      minWidth: 180,
      render: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>{fullName(r.policeOfficer)}</Typography>
          <Typography variant="caption" color="text.secondary">{formatIdentification(r.policeOfficer.identification)}</Typography>
        </>
      ),
    },
    { id: 'dateIn', label: 'app.movements.reentries.dateIn', render: (r) => formatDate(r.dateIn) },
    { id: 'position', label: 'app.movements.reentries.position', render: (r) => organisationLabels(r.positions) ?? translate('app.movements.common.none') },
    { id: 'comment', label: 'app.movements.common.reason', minWidth: 160, render: (r) => <ClampedText text={r.comment} /> },
    { id: 'status', label: 'app.movements.common.status', align: 'center', render: (r) => <MovementStatusBadge status={r.status} /> },
  ];

  const remove = async () => {
    if (!confirm.record) return;
    await deleteMovement(D, confirm.record.id);
    notify('app.movements.reentries.deleted', { type: 'success' });
    list.refetch();
  };

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.movements.reentries.searchPlaceholder">
        <StatusFilter list={list} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate('app.movements.reentries.create')}</Button>
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.movements.reentries.table"
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
      <ReentryFormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); list.refetch(); }} />
      <ReentryDetailDialog open={detail.open} record={detail.record} onClose={detail.close} />
      <StatusDecisionDialog
        declaration={D}
        open={decision.open}
        target={decision.record}
        approveNote="app.movements.reentries.approveNote"
        onClose={decision.close}
        onDone={() => { decision.close(); list.refetch(); }}
      />
      <ConfirmDeleteDialog open={confirm.open} title="app.movements.reentries.deleteTitle" itemName={confirm.record ? nameOf(confirm.record) : undefined} onConfirm={remove} onClose={confirm.close} />
    </>
  );
}

export default function ReentriesPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.reentries.denied" title="app.movements.reentries.title" icon={<LoginIcon color="primary" />}>
      {() => <ReentriesScreen />}
    </GuardedPage>
  );
}
