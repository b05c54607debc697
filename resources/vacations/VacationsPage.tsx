/**
 * Vacations, rests and commissions (RRHH §2.8), /home/vac-com, breadcrumb Inicio >
 * Vacaciones: search, module and status filters, 'Nueva Vacación', the server-paged
 * table, the create / edit modal with the module selector, 'Detalle de Vacación', the
 * per-officer history of the row's module, approve / reject and delete (pending only).
 */
import AddIcon from '@mui/icons-material/Add';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import HistoryIcon from '@mui/icons-material/History';
import { Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, useDialogState, type PagedColumn } from '../../src/components/list';
import { deleteMovement, type VacationRecord } from '../movements/api';
import { officerLine } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { FilterSelect, listFilter, StatusFilter } from '../movements/FilterSelect';
import { MovementRowActions } from '../movements/MovementRowActions';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { MOVEMENT_APPROVED, MOVEMENT_REJECTED } from '../movements/status';
import { StatusDecisionDialog, type DecisionTarget } from '../movements/StatusDecisionDialog';
import { useMovementList } from '../movements/useMovementList';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { vacationsDeclaration as D } from './declaration';
import { moduleLabelKey } from './modules';
import { VacationDetailDialog } from './VacationDetailDialog';
import { VacationFormDialog } from './VacationFormDialog';
import { VacationHistoryDialog, type HistoryTarget } from './VacationHistoryDialog';
import { VACATION_MODULES } from './validation';

const nameOf = (r: VacationRecord) => `${officerLine(r.policeOfficer)} — ${formatDate(r.dateIn)}`;

function VacationsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useMovementList<VacationRecord>(D.paths.list);
  const form = useDialogState<VacationRecord>();
  const detail = useDialogState<VacationRecord>();
  const history = useDialogState<HistoryTarget>();
  const decision = useDialogState<DecisionTarget>();
  const confirm = useDialogState<VacationRecord>();
  const [moduleFilter, setModuleFilter] = listFilter(list, 'typeVacationAndRest');

  const columns: PagedColumn<VacationRecord>[] = [
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
    { id: 'module', label: 'app.movements.vacations.module', render: (r) => translate(moduleLabelKey(r.typeVacationAndRest)) },
    { id: 'dateIn', label: 'app.movements.vacations.dateIn', render: (r) => formatDate(r.dateIn) },
    { id: 'dateOut', label: 'app.movements.vacations.dateOut', render: (r) => formatDate(r.dateOut) },
    { id: 'days', label: 'app.movements.vacations.days', render: (r) => translate('app.movements.vacations.duration', { smart_count: r.days }) },
    { id: 'motive', label: 'app.movements.vacations.motive', minWidth: 160, render: (r) => <ClampedText text={r.motive} /> },
    { id: 'status', label: 'app.movements.common.status', align: 'center', render: (r) => <MovementStatusBadge status={r.status} /> },
  ];

  const remove = async () => {
    if (!confirm.record) return;
    await deleteMovement(D, confirm.record.id);
    notify('app.movements.vacations.deleted', { type: 'success' });
    list.refetch();
  };

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.movements.vacations.searchPlaceholder">
        <FilterSelect label="app.movements.vacations.module" value={moduleFilter} allLabel="app.movements.vacations.allModules" options={VACATION_MODULES.map((m) => ({ value: m, label: moduleLabelKey(m) }))} onChange={setModuleFilter} />
        <StatusFilter list={list} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate('app.movements.vacations.create')}</Button>
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.movements.vacations.table"
        rowActions={(r) => (
          <MovementRowActions
            record={r}
            name={nameOf(r)}
            onView={() => detail.show(r)}
            onEdit={() => form.show(r)}
            onApprove={() => decision.show({ id: r.id, name: nameOf(r), decision: MOVEMENT_APPROVED })}
            onReject={() => decision.show({ id: r.id, name: nameOf(r), decision: MOVEMENT_REJECTED })}
            onDelete={() => confirm.show(r)}
          >
            <Tooltip title={translate('app.movements.vacations.history')}>
              <IconButton size="small" aria-label={translate('app.movements.vacations.historyRow', { name: nameOf(r) })} onClick={() => history.show({ officer: r.policeOfficer, module: r.typeVacationAndRest })}>
                <HistoryIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </MovementRowActions>
        )}
      />
      <VacationFormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); list.refetch(); }} />
      <VacationDetailDialog open={detail.open} record={detail.record} onClose={detail.close} />
      <VacationHistoryDialog open={history.open} target={history.record} onClose={history.close} />
      <StatusDecisionDialog declaration={D} open={decision.open} target={decision.record} onClose={decision.close} onDone={() => { decision.close(); list.refetch(); }} />
      <ConfirmDeleteDialog open={confirm.open} title="app.movements.vacations.deleteTitle" itemName={confirm.record ? nameOf(confirm.record) : undefined} onConfirm={remove} onClose={confirm.close} />
    </>
  );
}

export default function VacationsPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.vacations.denied" title="app.movements.vacations.title" icon={<BeachAccessIcon color="primary" />}>
      {() => <VacationsScreen />}
    </GuardedPage>
  );
}
