/**
 * The shared approve / reject confirmation of the movement screens (RRHH §4): keyed by
 * movement declaration (its name keys the texts), target status 2 or 3, optional
 * notes. On success it toasts the entity's message; on failure the request errors
 * show and the dialog stays open.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { changeMovementStatus } from './api';
import type { MovementDeclaration } from './declaration';
import { MOVEMENT_APPROVED, STATUS_MESSAGES } from './status';

export interface DecisionTarget {
  id: number;
  /** Shown in bold (officer and date). */
  name: string;
  decision: typeof MOVEMENT_APPROVED | 3;
}

export interface StatusDecisionDialogProps {
  declaration: MovementDeclaration;
  open: boolean;
  target?: DecisionTarget;
  /** A note under the question (the effect of approving, §4). */
  approveNote?: string;
  onClose: () => void;
  onDone: () => void;
}

const NOTES_MAX = 500;

function DecisionForm({ declaration, target, approveNote, onClose, onDone, titleId }: Omit<StatusDecisionDialogProps, 'open' | 'target'> & { target: DecisionTarget; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [notes, setNotes] = useState('');
  const [pending, setPending] = useState(false);
  const approving = target.decision === MOVEMENT_APPROVED;
  const entity = `app.movements.decision.entities.${declaration.name}`;
  const tooLong = notes.length > NOTES_MAX;

  const confirm = async () => {
    if (tooLong) return;
    setPending(true);
    try {
      await changeMovementStatus(declaration, target.id, { status: target.decision, statusNotes: notes.trim() || null });
      notify(`${entity}.${approving ? 'approved' : 'rejected'}`, { type: 'success' });
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
        {translate(approving ? 'app.movements.decision.approveTitle' : 'app.movements.decision.rejectTitle', { entity: translate(`${entity}.name`) })}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}>{target.name}</Box>
        <DialogContentText>{translate(approving ? 'app.movements.decision.approveText' : 'app.movements.decision.rejectText')}</DialogContentText>
        {approving && approveNote && <Alert severity="info" sx={{ mt: 1.5 }}>{translate(approveNote)}</Alert>}
        <TextField
          label={translate('app.movements.decision.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          error={tooLong}
          helperText={tooLong ? STATUS_MESSAGES.notesMax : translate('app.movements.common.characters', { count: notes.length, max: NOTES_MAX })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.movements.decision.cancel')}</Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color={approving ? 'success' : 'error'}
          disabled={pending || tooLong}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(pending ? 'app.movements.decision.processing' : 'app.movements.decision.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

export function StatusDecisionDialog({ open, target, ...rest }: StatusDecisionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={rest.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {target && <DecisionForm key={`${target.id}-${target.decision}`} target={target} titleId={titleId} {...rest} />}
    </Dialog>
  );
}
