/**
 * The delete confirmation (spec 1 §2.7, §2.8): a title, 'Esta acción no se puede
 * deshacer', Cancelar / Eliminar. `onConfirm` does the work; when it fails the request
 * errors are shown and the dialog stays open (spec 1 §4).
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../requestErrors';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Translation key of the title, e.g. 'app.users.deleteTitle'. */
  title: string;
  /** Interpolation values of the title. */
  titleOptions?: Record<string, string>;
  /** Translation key of the text; defaults to 'app.common.irreversible'. */
  content?: string;
  /** Shown in bold above the text (e.g. the username). */
  itemName?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The spec's text of a failed delete whose answer carries no message (e.g. 'Error al eliminar el arma'). */
  failedMessage?: string;
}

export function ConfirmDeleteDialog({ open, title, titleOptions, content = 'app.common.irreversible', itemName, onConfirm, onClose, failedMessage }: ConfirmDeleteDialogProps) {
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const [pending, setPending] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      notifyRequestError(error, failedMessage);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="error" />
        {translate(title, titleOptions)}
      </DialogTitle>
      <DialogContent>
        {itemName && <Box sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}>{itemName}</Box>}
        <DialogContentText>{translate(content)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.common.cancel')}</Button>
        <Button
          onClick={() => void confirm()}
          color="error"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(pending ? 'app.list.deleting' : 'app.common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
