/**
 * The assignments of one gun or vehicle (spec 3 §2.4 'Asignaciones', §2.5, §4.3, §9):
 * paged 10 at a time, newest first; 'Finalizar' only for active ones and delete for any
 * (edit permission); 'Finalizada' once finished; an optional button for a new one. The same
 * list without an asset shows every assignment (the transport hub's history).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DisabledReason } from '../../src/components/DisabledReason';
import { ConfirmDeleteDialog, PagedTable, useDeleteRecord, useDialogState, usePagedList, type PagedColumn } from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import type { ResourceDeclaration } from '../engine/types';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { FinishAssignmentDialog } from './FinishAssignmentDialog';
import type { AssetChoice, AssignmentRecord } from './types';

export interface AssignmentListDialogProps {
  open: boolean;
  declaration: ResourceDeclaration;
  assetField: string;
  asset: AssetChoice | undefined;
  canEdit: boolean;
  /** Translation keys: the title (with %{code}), and the button of a new assignment. */
  title: string;
  newLabel?: string;
  onNew?: () => void;
  /** Why the asset cannot be assigned now: the new-assignment button is then disabled with it as tooltip. */
  newDisabledReason?: string | null;
  onClose: () => void;
  /** After a finish or delete (the asset's status may have changed). */
  onChanged: () => void;
}

/** The columns every assignment list shows (officer, type, dates, purpose, state). */
export function useAssignmentColumns(declaration: ResourceDeclaration): PagedColumn<AssignmentRecord>[] {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const types = catalogAt(dataInit, declaration.fields.assignmentType.catalog);
  return [
    {
      id: 'police',
      label: 'app.gunpark.assignments.officer',
      minWidth: 180,
      render: (a) => (a.police ? `${formatIdentification(a.police.identification)} — ${fullName(a.police)}` : '—'),
    },
    { id: 'type', label: 'app.gunpark.assignments.type', render: (a) => catalogLabel(types, a.assignmentType) },
    { id: 'start', label: 'app.gunpark.assignments.start', render: (a) => formatDate(a.startDate) },
    { id: 'end', label: 'app.gunpark.assignments.end', render: (a) => (a.endDate ? formatDate(a.endDate) : '—') },
    { id: 'purpose', label: `resources.${declaration.name}.fields.purpose`, render: (a) => a.purpose, minWidth: 160 },
    {
      id: 'state',
      label: 'app.gunpark.assignments.state',
      render: (a) => <Chip size="small" color={a.active ? 'success' : 'default'} label={translate(a.active ? 'app.gunpark.assignments.active' : 'app.gunpark.assignments.ended')} />,
    },
  ];
}

export interface AssignmentListProps extends Pick<AssignmentListDialogProps, 'declaration' | 'assetField' | 'canEdit' | 'onChanged'> {
  /** One gun or vehicle; without it, every assignment with a leading column naming its asset. */
  asset?: AssetChoice;
  /** The asset column when listing every assignment: its header key and how a row names it. */
  assetColumn?: { label: string; render: (a: AssignmentRecord) => string };
}

/** A paged list of assignments with 'Finalizar' and delete (edit permission). */
export function AssignmentList({ declaration, assetField, asset, assetColumn, canEdit, onChanged }: AssignmentListProps) {
  const translate = useTranslate();
  const list = usePagedList<AssignmentRecord>(declaration.name, { initialFilters: asset ? { [assetField]: asset.id } : {} });
  const confirm = useDialogState<AssignmentRecord>();
  const [finishing, setFinishing] = useState<number | null>(null);
  const assignmentColumns = useAssignmentColumns(declaration);
  const columns = assetColumn ? [{ id: 'asset', label: assetColumn.label, render: assetColumn.render, minWidth: 160 }, ...assignmentColumns] : assignmentColumns;
  const changed = () => {
    list.refetch();
    onChanged();
  };
  const remove = useDeleteRecord(declaration.name, 'app.gunpark.assignments.deleted', confirm.record, changed);
  return (
    <>
      <PagedTable
        list={list}
        columns={columns}
        label="app.gunpark.assignments.table"
        rowActions={canEdit ? (a) => {
          const who = a.police ? fullName(a.police) : String(a.id);
          return (
            <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
              {a.active && (
                <Tooltip title={translate('app.gunpark.assignments.finish')}>
                  <IconButton size="small" color="warning" aria-label={`${translate('app.gunpark.assignments.finish')} ${who}`} onClick={() => setFinishing(a.id)}>
                    <DoneAllIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={translate('app.common.delete')}>
                <IconButton size="small" color="error" aria-label={translate('app.list.deleteRow', { name: who })} onClick={() => confirm.show(a)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          );
        } : undefined}
      />
      <FinishAssignmentDialog
        apiPath={declaration.apiPath}
        assignmentId={finishing}
        failedMessage={declaration.failures?.finish}
        title="app.gunpark.assignments.finishTitle"
        onClose={() => setFinishing(null)}
        onFinished={() => {
          setFinishing(null);
          changed();
        }}
      />
      <ConfirmDeleteDialog
        open={confirm.open}
        title="app.gunpark.assignments.deleteTitle"
        itemName={confirm.record?.police ? `${formatIdentification(confirm.record.police.identification)} — ${fullName(confirm.record.police)}` : undefined}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </>
  );
}

export function AssignmentListDialog({ open, title, newLabel, onNew, newDisabledReason, onClose, ...props }: AssignmentListDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{props.asset ? translate(title, { code: props.asset.label }) : ''}</DialogTitle>
      <DialogContent dividers>
        {props.canEdit && onNew && newLabel && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
            <DisabledReason reason={newDisabledReason}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} disabled={Boolean(newDisabledReason)}>{translate(newLabel)}</Button>
            </DisabledReason>
          </Box>
        )}
        {props.asset && <AssignmentList key={props.asset.id} {...props} asset={props.asset} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.gunpark.assignments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
