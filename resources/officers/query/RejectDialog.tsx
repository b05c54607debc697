/**
 * The reject dialog (RRHH §4, §5.4): a required type of rejection (data-init
 * rrhh.rejectionType, 'Debe seleccionar un tipo de rechazo' under the field) and a motive
 * labelled optional, although confirming without one gives the toast 'Debe especificar un
 * motivo para el rechazo'. Both checks come from the shared `rejectSchema`. It always
 * submits status 3.
 */
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { useCatalog } from '../shared/catalogs';
import { fullName } from '../shared/format';
import { rejectSchema } from '../validation';

export interface RejectInput {
  typeBlock: number;
  motive: string;
}

export interface RejectDialogProps {
  /** The officer being rejected; null when closed. */
  officer: { firstName: string; firstLastname: string } | null;
  /** Sends the rejection; true when it was stored (the dialog then closes). */
  onConfirm: (input: RejectInput) => Promise<boolean>;
  onClose: () => void;
}

export function RejectDialog({ officer, onConfirm, onClose }: RejectDialogProps) {
  const titleId = useId();
  // The form lives inside the dialog: it is mounted afresh, empty, each time the dialog opens.
  return (
    <Dialog open={officer !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <RejectForm titleId={titleId} officer={officer} onConfirm={onConfirm} onClose={onClose} />
    </Dialog>
  );
}

function RejectForm({ titleId, officer, onConfirm, onClose }: RejectDialogProps & { titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const types = useCatalog('rejectionType');
  const [typeBlock, setTypeBlock] = useState('');
  const [motive, setMotive] = useState('');
  const [typeError, setTypeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** The checked input, or null after showing what is missing. */
  const check = async (): Promise<RejectInput | null> => {
    try {
      const values = await rejectSchema.validate({ typeBlock, motive }, { abortEarly: false });
      setTypeError(null);
      return { typeBlock: values.typeBlock, motive: values.motive };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const byPath = new Map(error.inner.map((e) => [e.path, e.message]));
      setTypeError(byPath.get('typeBlock') ?? null);
      const motiveMessage = byPath.get('motive');
      if (motiveMessage) notify(motiveMessage, { type: 'warning', messageArgs: { _: motiveMessage } });
      return null;
    }
  };

  const confirm = async () => {
    const input = await check();
    if (!input) return;
    setPending(true);
    const done = await onConfirm(input).finally(() => setPending(false));
    if (done) onClose();
  };

  return (
    <>
      <DialogTitle id={titleId}>{translate('app.officers.query.reject.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {officer && <strong>{fullName(officer)}</strong>}
        <TextField
          select
          required
          label={translate('app.officers.query.reject.type')}
          value={typeBlock}
          onChange={(event) => {
            setTypeBlock(event.target.value);
            setTypeError(null);
          }}
          error={typeError !== null}
          helperText={typeError ?? ' '}
        >
          {types.map((item) => <MenuItem key={item.key} value={String(item.key)}>{item.value}</MenuItem>)}
        </TextField>
        <TextField
          label={translate('app.officers.query.reject.motive')}
          value={motive}
          onChange={(event) => setMotive(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.officers.query.confirm.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.officers.query.reject.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
