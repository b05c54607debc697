/**
 * Approve (2) or reject (3) a pending medical report with optional notes (spec 3 §4.1,
 * §7.6 `medical/{id}/status`). Success shows the server's message ('Estado actualizado
 * con éxito'); a failure shows the server's message or 'Error al actualizar estado'
 * (§8.5) and the dialog stays open.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { STATUS_MESSAGES } from '../movements/status';
import { changeMedicalStatus } from './api';
import { MEDICAL_LIMITS } from './validation';

export interface MedicalDecision {
  id: number;
  name: string;
  decision: 2 | 3;
}

const D = 'app.medical.decision';

function DecisionForm({ target, onClose, onDone, titleId }: { target: MedicalDecision; onClose: () => void; onDone: () => void; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  const approving = target.decision === 2;
  const tooLong = notes.length > MEDICAL_LIMITS.notesMax;

  const confirm = async () => {
    if (tooLong) return;
    setPending(true);
    try {
      const answer = await changeMedicalStatus(target.id, { status: target.decision, statusNotes: notes.trim() || null });
      notify(answer.message ?? 'app.medical.notify.status', { type: 'success' });
      onDone();
    } catch (error) {
      notify(error instanceof HttpError && error.message ? error.message : `${D}.failed`, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {approving ? <CheckCircleIcon color="success" /> : <CancelIcon color="error" />}
        {translate(approving ? `${D}.approveTitle` : `${D}.rejectTitle`)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}>{target.name}</Box>
        <DialogContentText>{translate(approving ? `${D}.approveText` : `${D}.rejectText`)}</DialogContentText>
        <TextField
          label={translate(`${D}.notes`)}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          error={tooLong}
          helperText={tooLong ? STATUS_MESSAGES.notesMax : translate('app.medical.form.characters', { count: notes.length, max: MEDICAL_LIMITS.notesMax })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate(`${D}.cancel`)}</Button>
        <Button onClick={() => void confirm()} variant="contained" color={approving ? 'success' : 'error'} disabled={pending || tooLong} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(pending ? `${D}.processing` : `${D}.confirm`)}
        </Button>
      </DialogActions>
    </>
  );
}

export function MedicalDecisionDialog({ target, onClose, onDone }: { target?: MedicalDecision; onClose: () => void; onDone: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(target)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {target && <DecisionForm key={`${target.id}-${target.decision}`} target={target} titleId={titleId} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}
