/**
 * 'Configurar Reporte PDF' → 'Vista Previa del Reporte de Permisos' (spec 3 §2.6, §5.6):
 * the optional filters (Estado, Tipo de Permiso, Fecha Desde, Fecha Hasta, ID
 * Funcionario; empty ones are not sent), 'Generar Reporte', then the PDF shown 600 px
 * high with 'Descargar PDF' ('Generando...' while working).
 */
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/pdf/images';
import { buildReport } from './pdf/downloads';
import type { PermitReportFilters } from './validation';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

const R = 'app.permits.report';

interface Built { blob: Blob; fileName: string }

function ConfigForm({ onClose, onBuilt, titleId }: { onClose: () => void; onBuilt: (built: Built) => void; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState('');
  const [typeKey, setTypeKey] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [policeId, setPoliceId] = useState('');
  const [working, setWorking] = useState(false);
  const policeIdError = policeId !== '' && !/^[1-9]\d{0,9}$/.test(policeId.trim());
  const dateError = dateFrom !== '' && dateTo !== '' && dateTo < dateFrom;

  const generate = async () => {
    if (policeIdError || dateError) return;
    const filters: PermitReportFilters = {};
    if (status) filters.status = status;
    if (typeKey) filters.typeKey = Number(typeKey);
    if (dateFrom) filters.dateFrom = dateFrom;
    if (dateTo) filters.dateTo = dateTo;
    if (policeId.trim()) filters.policeId = Number(policeId.trim());
    setWorking(true);
    try {
      const built = await buildReport(filters);
      notify('app.permits.messages.reportDone', { type: 'success' });
      onBuilt(built);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.permits.messages.reportError', { type: 'error' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{translate(`${R}.configTitle`)}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label={translate(`${R}.status`)} value={status} onChange={(e) => setStatus(e.target.value)} fullWidth size="small">
              <MenuItem value="">{translate(`${R}.all`)}</MenuItem>
              {(['pending', 'approved', 'rejected'] as const).map((s) => <MenuItem key={s} value={s}>{translate(`app.permits.status.${s}`)}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select label={translate(`${R}.typeKey`)} value={typeKey} onChange={(e) => setTypeKey(e.target.value)} fullWidth size="small">
              <MenuItem value="">{translate(`${R}.all`)}</MenuItem>
              <MenuItem value="1">Obligatorio</MenuItem>
              <MenuItem value="2">Potestativo</MenuItem>
              <MenuItem value="3">Estudio</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 6 }}><DatePickerInput label={translate(`${R}.dateFrom`)} value={dateFrom} onChange={setDateFrom} invalidValue="" fullWidth size="small" /></Grid>
          <Grid size={{ xs: 6 }}><DatePickerInput label={translate(`${R}.dateTo`)} value={dateTo} onChange={setDateTo} invalidValue="" fullWidth size="small" error={dateError} helperText={dateError ? translate(`${R}.dateOrder`) : undefined} /></Grid>
          <Grid size={12}><TextField label={translate(`${R}.policeId`)} value={policeId} onChange={(e) => setPoliceId(e.target.value)} fullWidth size="small" error={policeIdError} helperText={policeIdError ? translate(`${R}.policeIdInvalid`) : undefined} slotProps={{ htmlInput: { inputMode: 'numeric' } }} /></Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={working}>{translate(`${R}.cancel`)}</Button>
        <Button variant="contained" onClick={() => void generate()} disabled={working || policeIdError || dateError} startIcon={working ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(working ? `${R}.generating` : `${R}.generate`)}
        </Button>
      </DialogActions>
    </>
  );
}

function Preview({ built, onClose, titleId }: { built: Built; onClose: () => void; titleId: string }) {
  const translate = useTranslate();
  const url = useMemo(() => URL.createObjectURL(built.blob), [built]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [saving, setSaving] = useState(false);
  const download = () => {
    setSaving(true);
    saveBlob(built.blob, built.fileName);
    setTimeout(() => setSaving(false), 300);
  };
  return (
    <>
      <DialogTitle id={titleId}>{translate(`${R}.previewTitle`)}</DialogTitle>
      <DialogContent dividers>
        <iframe title={translate(`${R}.previewTitle`)} src={url} style={{ width: '100%', height: 600, border: 0 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${R}.close`)}</Button>
        <Button variant="contained" onClick={download} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(saving ? `${R}.generating` : `${R}.download`)}
        </Button>
      </DialogActions>
    </>
  );
}

export function PermitReportDialogs({ open, onClose }: { open: boolean; onClose: () => void }) {
  const configId = useId();
  const previewId = useId();
  const [built, setBuilt] = useState<Built | null>(null);
  return (
    <>
      <Dialog open={open && !built} onClose={onClose} aria-labelledby={configId} maxWidth="sm" fullWidth>
        {open && !built && <ConfigForm onClose={onClose} onBuilt={setBuilt} titleId={configId} />}
      </Dialog>
      <Dialog open={open && Boolean(built)} onClose={() => { setBuilt(null); onClose(); }} aria-labelledby={previewId} maxWidth="lg" fullWidth>
        {built && <Preview built={built} onClose={() => { setBuilt(null); onClose(); }} titleId={previewId} />}
      </Dialog>
    </>
  );
}
