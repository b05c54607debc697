/**
 * The body of a movement list screen (RRHH §2.6–2.8, §4), shared by re-entries, egresos
 * and vacations: search and status filter, the 'Nuevo …' button, 'Importar Excel' for
 * users who may create (issue 30; a file only creates), the server-paged table
 * (index, officer, the screen's own columns, status), the row actions, and the create /
 * edit, detail, approve / reject and delete dialogs. Texts come from the screen's
 * catalogue section (`<texts>.searchPlaceholder`, `.create`, `.table`, `.deleted`, `.deleteTitle`).
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ImportExcelButton } from '../../src/components/import/ImportExcelDialog';
import { ConfirmDeleteDialog, ListToolbar, PagedTable, useDialogState, type PagedColumn, type PagedList } from '../../src/components/list';
import { hasAccess, type AccessRule } from '../../authProvider/permissions';
import { useSession } from '../../src/session/SessionContext';
import { formatIdentification, fullName } from '../officers/shared/format';
import { deleteMovement, type OfficerRef } from './api';
import type { MovementDeclaration } from './declaration';
import { StatusFilter } from './FilterSelect';
import { MovementRowActions } from './MovementRowActions';
import { MovementStatusBadge } from './MovementStatusBadge';
import { MOVEMENT_APPROVED, MOVEMENT_REJECTED } from './status';
import { StatusDecisionDialog, type DecisionTarget } from './StatusDecisionDialog';

interface MovementRow {
  id: number;
  index: number;
  status: number;
}

export interface MovementListScreenProps<R extends MovementRow> {
  declaration: MovementDeclaration;
  /** Catalogue section of the screen, e.g. 'app.movements.reentries'. */
  texts: string;
  list: PagedList<R>;
  /** The officer of a row (egresos call it `police`, the others `policeOfficer`). */
  officerOf: (record: R) => OfficerRef;
  /** The screen's columns, between the officer and the status. */
  columns: PagedColumn<R>[];
  /** What a row is called in buttons and confirmations (officer and date). */
  nameOf: (record: R) => string;
  FormDialog: ComponentType<{ open: boolean; record?: R; onClose: () => void; onSaved: () => void }>;
  DetailDialog: ComponentType<{ open: boolean; record?: R; onClose: () => void }>;
  /** Shown under the approve / reject question (the effect of approving). */
  approveNote?: string;
  /** Shown above the toolbar. */
  notice?: ReactNode;
  /** Filters before the status filter. */
  filters?: ReactNode;
  /** Row buttons before the shared ones. */
  rowExtras?: (record: R) => ReactNode;
  /** Dialogs of the row extras. */
  extraDialogs?: ReactNode;
  /** Who may import a file, when not whoever may create (the server's rule for the same routes). */
  importAccess?: AccessRule;
}

export function MovementListScreen<R extends MovementRow>({ declaration, texts, list, officerOf, columns, nameOf, FormDialog, DetailDialog, approveNote, notice, filters, rowExtras, extraDialogs, importAccess }: MovementListScreenProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useSession();
  const form = useDialogState<R>();
  const detail = useDialogState<R>();
  const decision = useDialogState<DecisionTarget>();
  const confirm = useDialogState<R>();

  const allColumns: PagedColumn<R>[] = [
    { id: 'index', label: 'app.movements.common.index', render: (r) => r.index },
    {
      id: 'officer',
      label: 'app.movements.common.officer',
      minWidth: 180,
      render: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>{fullName(officerOf(r))}</Typography>
          <Typography variant="caption" color="text.secondary">{formatIdentification(officerOf(r).identification)}</Typography>
        </>
      ),
    },
    ...columns,
    { id: 'status', label: 'app.movements.common.status', align: 'center', render: (r) => <MovementStatusBadge status={r.status} /> },
  ];

  const remove = async () => {
    if (!confirm.record) return;
    await deleteMovement(declaration, confirm.record.id);
    notify(`${texts}.deleted`, { type: 'success' });
    list.refetch();
  };

  return (
    <>
      {notice}
      <ListToolbar onSearch={list.setSearch} searchPlaceholder={`${texts}.searchPlaceholder`}>
        {filters}
        <StatusFilter list={list} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate(`${texts}.create`)}</Button>
        {hasAccess(user, importAccess ?? declaration.access.create) && <ImportExcelButton declaration={declaration} canUpdate={false} />}
      </ListToolbar>
      <PagedTable
        list={list}
        columns={allColumns}
        label={`${texts}.table`}
        onRowClick={(r) => detail.show(r)}
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
            {rowExtras?.(r)}
          </MovementRowActions>
        )}
      />
      <FormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); list.refetch(); }} />
      <DetailDialog open={detail.open} record={detail.record} onClose={detail.close} />
      {extraDialogs}
      <StatusDecisionDialog
        declaration={declaration}
        open={decision.open}
        target={decision.record}
        approveNote={approveNote}
        onClose={decision.close}
        onDone={() => { decision.close(); list.refetch(); }}
      />
      <ConfirmDeleteDialog open={confirm.open} title={`${texts}.deleteTitle`} itemName={confirm.record ? nameOf(confirm.record) : undefined} onConfirm={remove} onClose={confirm.close} />
    </>
  );
}
