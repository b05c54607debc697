/**
 * The approve / reject dialog (spec 3 §2.6, §4.1): the decision 2 or 3 with optional
 * notes, sent to `permits/{id}/status`. A decided request answers 409 'Estado no válido',
 * shown as the server's message.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { decidePermit } from './api';
import { PERMIT_LIMITS, PERMIT_MESSAGES } from './validation';

export interface PermitDecision { id: number; name: string; decision: 2 | 3 }

const T = 'app.permits.decision';

function DecisionForm({ target, onClose, onDone, titleId }: { target: PermitDecision; onClose: () => void; onDone: () => void; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  const approving = target.decision === 2;
  const tooLong = notes.length > PERMIT_LIMITS.statusNotes;
  const confirm = async () => {
    setPending(true);
    try {
      await decidePermit(target.id, target.decision, notes.trim() || null);
      notify(approving ? 'app.permits.messages.approved' : 'app.permits.messages.rejected', { type: 'success' });
      onDone();
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {approving ? <CheckCircleIcon color="success" /> : <CancelIcon color="error" />}
        {translate(approving ? `${T}.approveTitle` : `${T}.rejectTitle`)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ fontWeight: 600, mb: 1 }}>{target.name}</Box>
        <DialogContentText>{translate(approving ? `${T}.approveText` : `${T}.rejectText`)}</DialogContentText>
        <TextField label={translate(`${T}.notes`)} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} fullWidth sx={{ mt: 2 }} error={tooLong}
          helperText={tooLong ? PERMIT_MESSAGES.notesMax : translate(`${T}.characters`, { count: notes.length, max: PERMIT_LIMITS.statusNotes })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate(`${T}.cancel`)}</Button>
        <Button variant="contained" color={approving ? 'success' : 'error'} disabled={pending || tooLong} onClick={() => void confirm()} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(pending ? `${T}.processing` : `${T}.confirm`)}
        </Button>
      </DialogActions>
    </>
  );
}

export function PermitDecisionDialog({ open, target, onClose, onDone }: { open: boolean; target?: PermitDecision; onClose: () => void; onDone: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {target && <DecisionForm key={`${target.id}-${target.decision}`} target={target} onClose={onClose} onDone={onDone} titleId={titleId} />}
    </Dialog>
  );
}
