/** 'Eliminar Solicitud de Permiso' (spec 3 §2.6) with the officer's name in the question. */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { deletePermit } from './api';

export function PermitDeleteDialog({ target, onClose, onDone }: { target?: { id: number; name: string }; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await deletePermit(target.id);
      notify('app.permits.messages.deleted', { type: 'success' });
      onDone();
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={Boolean(target)} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}><WarningAmberIcon color="error" />{translate('app.permits.deleteTitle')}</DialogTitle>
      <DialogContent><DialogContentText>{translate('app.permits.deleteText', { name: target?.name ?? '' })}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>{translate('app.common.delete')}</Button>
      </DialogActions>
    </Dialog>
  );
}
