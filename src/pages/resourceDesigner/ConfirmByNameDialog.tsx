/** A change that drops data asks for the resource's name, typed (issue 29). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmByNameDialogProps {
  open: boolean;
  name: string;
  title: string;
  text: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (typed: string) => void;
}

export function ConfirmByNameDialog({ open, ...props }: ConfirmByNameDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* Opened again, the name is typed again. */}
      {open && <ConfirmBody {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ConfirmBody({ name, title, text, pending, onCancel, onConfirm, titleId }: Omit<ConfirmByNameDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField autoFocus fullWidth size="small" label={translate('app.designer.confirm.typeName')} value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { maxLength: 40 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>{translate('app.designer.designer.cancel')}</Button>
        <Button color="error" variant="contained" disabled={typed !== name || pending} onClick={() => onConfirm(typed)}>{translate('app.designer.confirm.confirm')}</Button>
      </DialogActions>
    </>
  );
}
