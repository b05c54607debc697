/**
 * The row buttons of a movement (RRHH §4): view always; edit, approve, reject and
 * delete only while the record is pending (the server refuses them otherwise).
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isPending } from './status';

export interface MovementRowActionsProps {
  record: { status: number };
  /** What the row is called in the buttons' accessible names. */
  name: string;
  onView: () => void;
  onEdit?: () => void;
  onApprove?: () => void;
  onReject?: () => void;
  onDelete?: () => void;
  /** Extra buttons shown before the others (the vacation history). */
  children?: ReactNode;
}

const BUTTONS_A_LINE = 3;
const BUTTON_WIDTH = 34;
const GAP = 2;

function Action({ title, label, color, icon, onClick }: { title: string; label: string; color: 'primary' | 'success' | 'error' | 'default' | 'info'; icon: ReactElement; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={label} onClick={onClick}>{icon}</IconButton>
    </Tooltip>
  );
}

export function MovementRowActions({ record, name, onView, onEdit, onApprove, onReject, onDelete, children }: MovementRowActionsProps) {
  const translate = useTranslate();
  const pending = isPending(record);
  const count = (children ? 1 : 0) + 1 + (pending ? [onEdit, onApprove, onReject, onDelete].filter(Boolean).length : 0);
  const lineWidth = Math.min(count, BUTTONS_A_LINE) * BUTTON_WIDTH + (Math.min(count, BUTTONS_A_LINE) - 1) * GAP;
  return (
    // Three buttons a line: a pending row's five or six wrap onto two lines instead of
    // widening the table past a 1366 px screen (the rows are two lines tall anyway).
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: `${GAP}px`, justifyContent: 'flex-end', width: lineWidth, ml: 'auto' }}>
      {children}
      <Action title={translate('app.movements.common.view')} label={translate('app.movements.common.viewRow', { name })} color="info" icon={<VisibilityIcon fontSize="small" />} onClick={onView} />
      {pending && onEdit && <Action title={translate('app.common.edit')} label={translate('app.list.editRow', { name })} color="primary" icon={<EditIcon fontSize="small" />} onClick={onEdit} />}
      {pending && onApprove && <Action title={translate('app.movements.common.approve')} label={translate('app.movements.common.approveRow', { name })} color="success" icon={<CheckCircleIcon fontSize="small" />} onClick={onApprove} />}
      {pending && onReject && <Action title={translate('app.movements.common.reject')} label={translate('app.movements.common.rejectRow', { name })} color="error" icon={<CancelIcon fontSize="small" />} onClick={onReject} />}
      {pending && onDelete && <Action title={translate('app.common.delete')} label={translate('app.list.deleteRow', { name })} color="error" icon={<DeleteIcon fontSize="small" />} onClick={onDelete} />}
    </Box>
  );
}
