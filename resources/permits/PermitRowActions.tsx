/**
 * A permit row's buttons (spec 3 §2.6): Ver Detalles and the PDF chosen by permitType
 * always; Editar, Eliminar, Aprobar, Rechazar only while the request is pending.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

const A = 'app.permits.actions';

function Action({ name, id, color, icon, onClick, busy }: { name: string; id: string; color: 'primary' | 'success' | 'error' | 'info' | 'secondary'; icon: ReactElement; onClick: () => void; busy?: boolean }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(`${A}.${id}`)}>
      <span>
        <IconButton size="small" color={color} aria-label={translate(`${A}.${id}Row`, { name })} onClick={onClick} disabled={busy}>
          {busy ? <CircularProgress size={16} /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export interface PermitRowActionsProps {
  name: string;
  pending: boolean;
  pdfBusy: boolean;
  onView: () => void;
  onPdf: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onApprove: () => void;
  onReject: () => void;
}

export function PermitRowActions({ name, pending, pdfBusy, onView, onPdf, onEdit, onDelete, onApprove, onReject }: PermitRowActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', justifyContent: 'flex-end', width: pending ? 108 : 72, ml: 'auto' }}>
      <Action name={name} id="view" color="info" icon={<VisibilityIcon fontSize="small" />} onClick={onView} />
      <Action name={name} id="pdf" color="secondary" icon={<PictureAsPdfIcon fontSize="small" />} onClick={onPdf} busy={pdfBusy} />
      {pending && <Action name={name} id="edit" color="primary" icon={<EditIcon fontSize="small" />} onClick={onEdit} />}
      {pending && <Action name={name} id="approve" color="success" icon={<CheckCircleIcon fontSize="small" />} onClick={onApprove} />}
      {pending && <Action name={name} id="reject" color="error" icon={<CancelIcon fontSize="small" />} onClick={onReject} />}
      {pending && <Action name={name} id="delete" color="error" icon={<DeleteIcon fontSize="small" />} onClick={onDelete} />}
    </Box>
  );
}
