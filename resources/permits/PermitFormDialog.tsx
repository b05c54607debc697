/**
 * 'Nueva Solicitud de Permiso' / 'Editar Solicitud de Permiso' (spec 3 §2.6, §4.6, §5.6):
 * the officer search, then the cascade type > personal > days > reason from
 * `rrhh.permitTypes` (each list re-filtered when the one before changes), duration,
 * dates, motive and supports; type 3 adds the studies and schedules. The server's schema
 * validates; blank rows are dropped and empty lists omitted before sending.
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'react-admin';
import { useCatalog } from '../officers/shared/catalogs';
import type { OfficerRef } from '../movements/api';
import { savePermit, type PermitDetail } from './api';
import { daysOf, PERMIT_TYPES, personalOf, reasonsOf, STUDY_TYPE_KEY, type PermitType } from './cascade';
import { PERMIT_LIMITS } from './validation';
import { checkPermit, initialValues, withCascade, type FormErrors, type PermitFormValues } from './formState';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { StudySections } from './StudySections';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

const F = 'app.permits.form';

export interface PermitFormDialogProps { open: boolean; record?: PermitDetail; onClose: () => void; onSaved: () => void }

function PermitForm({ record, onClose, onSaved, titleId }: Omit<PermitFormDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const catalog = useCatalog('permitTypes') as unknown as PermitType[];
  const types: readonly PermitType[] = catalog.length ? catalog : PERMIT_TYPES;
  const [values, setValues] = useState<PermitFormValues>(() => initialValues(record));
  const [officer, setOfficer] = useState<OfficerRef | null>(record?.police ?? null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const err = (path: string) => ({ error: Boolean(errors[path]), helperText: errors[path] });
  const set = (patch: Partial<PermitFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    const checked = await checkPermit({ ...values, policeId: officer?.id ?? '' });
    setErrors(checked.errors);
    setServerErrors([]);
    if (!checked.body) return;
    setSaving(true);
    try {
      await savePermit(record?.id, record ? { ...checked.body, version: record.version } : checked.body);
      notify(record ? 'app.permits.messages.updated' : 'app.permits.messages.created', { type: 'success' });
      onSaved();
    } catch (failure) {
      const fallback = translate(record ? 'app.permits.messages.updateError' : 'app.permits.messages.createError');
      const body = failure instanceof HttpError ? (failure.body as { errors?: string[]; message?: string } | undefined) : undefined;
      setServerErrors(body?.errors?.length ? body.errors : [failure instanceof Error && failure.message ? failure.message : fallback]);
      notify(failure instanceof HttpError && failure.message ? failure.message : fallback, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const select = (field: 'typeKey' | 'personalKey' | 'daysKey' | 'reasonKey', label: string, options: readonly { key: number; value: string }[], required = true) => (
    <TextField select label={translate(`${F}.${label}`)} value={values[field]} onChange={(e) => setValues((v) => withCascade(v, field, e.target.value === '' ? '' : Number(e.target.value)))} fullWidth size="small" required={required} disabled={options.length === 0} {...err(field)}>
      {options.map((o) => <MenuItem key={o.key} value={o.key}>{o.value}</MenuItem>)}
    </TextField>
  );

  return (
    <>
      <DialogTitle id={titleId}>{translate(record ? `${F}.editTitle` : `${F}.createTitle`)}</DialogTitle>
      <DialogContent dividers>
        {serverErrors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <strong>{translate(`${F}.errors`)}</strong>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>{serverErrors.map((m) => <li key={m}>{m}</li>)}</Box>
          </Alert>
        )}
        <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>{translate(`${F}.officer`)}</Typography>
        <OfficerPicker value={officer} onChange={setOfficer} error={errors.policeId} />
        <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>{translate(`${F}.permitInfo`)}</Typography>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>{select('typeKey', 'typeKey', types)}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('personalKey', 'personalKey', personalOf(types, values.typeKey))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('daysKey', 'daysKey', daysOf(types, values.typeKey, values.personalKey))}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{select('reasonKey', 'reasonKey', reasonsOf(types, values.typeKey, values.personalKey, values.daysKey))}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}><TextField label={translate(`${F}.durationDays`)} type="number" value={values.durationDays} onChange={(e) => set({ durationDays: e.target.value })} fullWidth size="small" required slotProps={{ htmlInput: { min: 1, max: PERMIT_LIMITS.durationDays[1] } }} {...err('durationDays')} /></Grid>
          <Grid size={{ xs: 12, sm: 4 }}><DatePickerInput label={translate(`${F}.periodFrom`)} value={values.periodFrom} onChange={(periodFrom) => set({ periodFrom })} fullWidth size="small" required {...err('periodFrom')} /></Grid>
          <Grid size={{ xs: 12, sm: 4 }}><DatePickerInput label={translate(`${F}.periodTo`)} value={values.periodTo} onChange={(periodTo) => set({ periodTo })} fullWidth size="small" required {...err('periodTo')} /></Grid>
          <Grid size={12}><TextField label={translate(`${F}.motive`)} value={values.motive} onChange={(e) => set({ motive: e.target.value })} fullWidth size="small" required multiline minRows={2} slotProps={{ htmlInput: { maxLength: PERMIT_LIMITS.motive[1] } }} error={Boolean(errors.motive)} helperText={errors.motive ?? `${values.motive.length}/${PERMIT_LIMITS.motive[1]}`} /></Grid>
          <Grid size={12}><TextField label={translate(`${F}.supportsDelivered`)} value={values.supportsDelivered} onChange={(e) => set({ supportsDelivered: e.target.value })} fullWidth size="small" slotProps={{ htmlInput: { maxLength: PERMIT_LIMITS.supportsDelivered } }} {...err('supportsDelivered')} /></Grid>
        </Grid>
        {values.typeKey === STUDY_TYPE_KEY && <StudySections values={values} errors={errors} onChange={setValues} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate(`${F}.cancel`)}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(saving ? `${F}.saving` : `${F}.save`)}
        </Button>
      </DialogActions>
    </>
  );
}

export function PermitFormDialog({ open, record, onClose, onSaved }: PermitFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {open && <PermitForm key={record?.id ?? 'new'} record={record} onClose={onClose} onSaved={onSaved} titleId={titleId} />}
    </Dialog>
  );
}
