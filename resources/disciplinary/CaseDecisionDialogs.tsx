/**
 * The two calls on a case besides editing it (spec 3 §4.2, §7.1): 'Cambiar Estado'
 * (PATCH disciplinary/{id}/status; the kind's statuses: ICAP typeOfStatusDisciplinary,
 * OIDP 1 Iniciado … 5 Suspendido) and 'Asignar Sanción' (PATCH .../sanction with
 * sanction, typeOfSanction and sendToReTraining, false unless ticked).
 */
import { Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt } from '../engine/catalogPath';
import { assignSanction, changeCaseStatus } from './api';
import { OIDP } from './declaration';
import type { CaseRecord } from './types';

const D = 'app.disciplinary';

export function statusCatalogOf(kind: number): string {
  return kind === OIDP ? 'disciplinary.status' : 'configuration.typeOfStatusDisciplinary';
}

function useCall(onDone: () => void, message: string) {
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      notify(message, { type: 'success' });
      onDone();
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function CaseStatusDialog({ record, onClose, onDone }: { record: CaseRecord | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const [status, setStatus] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const { busy, run } = useCall(onDone, `${D}.messages.statusChanged`);
  const options = record ? catalogAt(dataInit, statusCatalogOf(record.typeDisciplinary)) : [];
  const value = status === '' ? (record?.statusDisciplinary ?? '') : status;
  return (
    <Dialog open={record !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="case-status-title">
      <DialogTitle id="case-status-title">{translate(`${D}.status.title`)}{record?.numberOfCase ? ` ${record.numberOfCase}` : ''}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth sx={{ mt: 1 }} label={translate(`${D}.status.field`)} value={value} onChange={(e) => { setStatus(Number(e.target.value)); setTouched(true); }}
          error={touched && value === ''} helperText={touched && value === '' ? translate(`${D}.status.required`) : ' '}>
          {options.map((o) => <MenuItem key={o.key} value={o.key}>{o.value}</MenuItem>)}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={busy || value === ''} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => record && value !== '' && void run(() => changeCaseStatus(record.id, Number(value)))}>
          {translate(`${D}.status.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SanctionDialog({ record, onClose, onDone }: { record: CaseRecord | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const types = catalogAt(dataInit, 'disciplinary.typeOfSanction');
  const [sanction, setSanction] = useState('');
  const [type, setType] = useState<number | ''>('');
  const [reTraining, setReTraining] = useState(false);
  const [tried, setTried] = useState(false);
  const { busy, run } = useCall(onDone, `${D}.messages.sanctioned`);
  const submit = () => {
    setTried(true);
    if (!record || !sanction.trim() || type === '') return;
    void run(() => assignSanction(record.id, { sanction: sanction.trim(), typeOfSanction: Number(type), sendToReTraining: reTraining }));
  };
  return (
    <Dialog open={record !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="case-sanction-title">
      <DialogTitle id="case-sanction-title">{translate(`${D}.sanction.title`)}{record?.numberOfCase ? ` ${record.numberOfCase}` : ''}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth sx={{ mt: 1 }} label={translate(`${D}.sanction.type`)} value={type} onChange={(e) => setType(Number(e.target.value))}
          error={tried && type === ''} helperText={tried && type === '' ? translate(`${D}.sanction.typeRequired`) : ' '}>
          {types.map((o) => <MenuItem key={o.key} value={o.key}>{o.value}</MenuItem>)}
        </TextField>
        <TextField fullWidth multiline minRows={2} label={translate(`${D}.sanction.sanction`)} value={sanction} onChange={(e) => setSanction(e.target.value)}
          error={tried && !sanction.trim()} helperText={tried && !sanction.trim() ? translate(`${D}.sanction.required`) : ' '} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <FormControlLabel control={<Checkbox checked={reTraining} onChange={(e) => setReTraining(e.target.checked)} />} label={translate(`${D}.sanction.reTraining`)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>{translate(`${D}.sanction.save`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
