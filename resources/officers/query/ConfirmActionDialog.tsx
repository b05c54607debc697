/**
 * The area's generic confirm dialog (RRHH §2.5): types danger, warning and info, with the
 * default texts 'Confirmar acción', 'Confirmar' and 'Cancelar'. `onConfirm` does the work;
 * the dialog shows its progress and closes once it has finished, whatever the outcome
 * (the caller reports failures).
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export type ConfirmKind = 'danger' | 'warning' | 'info';

const LOOK = {
  danger: { icon: <ErrorOutlineIcon color="error" />, color: 'error' },
  warning: { icon: <WarningAmberIcon color="warning" />, color: 'warning' },
  info: { icon: <InfoOutlinedIcon color="info" />, color: 'primary' },
} as const;

export interface ConfirmActionDialogProps {
  open: boolean;
  kind?: ConfirmKind;
  /** The question, already translated. */
  message: string;
  /** Translation keys; default 'Confirmar acción', 'Confirmar', 'Cancelar'. */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmActionDialog({
  open, kind = 'warning', message, title = 'app.officers.query.confirm.title', confirmLabel = 'app.officers.query.confirm.confirm',
  cancelLabel = 'app.officers.query.confirm.cancel', onConfirm, onClose,
}: ConfirmActionDialogProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const look = LOOK[kind];

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {look.icon}
        {translate(title)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate(cancelLabel)}</Button>
        <Button
          onClick={() => void confirm()}
          color={look.color}
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
