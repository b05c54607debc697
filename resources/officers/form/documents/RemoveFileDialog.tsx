/**
 * Confirmation before removing files (RRHH §2.1): it says whether the removal deletes
 * stored files permanently from the database or only takes not-yet-saved files off the
 * form. While the removal runs the buttons are disabled; a failure keeps it open.
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface RemoveFileDialogProps {
  open: boolean;
  /** i18n keys. */
  title: string;
  text: string;
  /** true: stored files are deleted permanently (red button 'Eliminar permanentemente'). */
  permanent: boolean;
  itemName?: string;
  /** Resolves true when done (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

export function RemoveFileDialog({ open, title, text, permanent, itemName, onConfirm, onClose }: RemoveFileDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      if (await onConfirm()) onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color={permanent ? 'error' : 'warning'} />
        {translate(title)}
      </DialogTitle>
      <DialogContent>
        {itemName && <Box sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}>{itemName}</Box>}
        <DialogContentText>{translate(text)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.common.cancel')}</Button>
        <Button
          onClick={() => void confirm()}
          color={permanent ? 'error' : 'warning'}
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(permanent ? 'app.officers.form.documents.confirm.deletePermanently' : 'app.officers.form.documents.confirm.removeFromForm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
