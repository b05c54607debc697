/**
 * 'Nuevo Informe Médico' / 'Editar Informe Médico' (spec 3 §2.7, §5.7): on create the
 * officer is searched first ('Debe buscar y seleccionar un funcionario para continuar');
 * on edit the officer and the doctor are shown read-only. Then the diagnosis, the two
 * optional texts, 1 to 10 recommendations (empty ones dropped), and the rest period,
 * both dates today by default. The shared yup schema validates, as on the server; the
 * server's message is the success toast (§7.6).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, FormHelperText, Grid, IconButton, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { useSession } from '../../src/session/SessionContext';
import { formMessages, useNotifyFormErrors } from '../../src/components/formErrors';
import { MovementFormDialog, MovementFormFrame, type MovementFormProps } from '../movements/MovementFormDialog';
import { createMedicalReport, MEDICAL_QUERY_KEY, updateMedicalReport, type MedicalPolice, type MedicalReport } from './api';
import { doctorName } from './format';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { MedicalOfficerCard } from './MedicalOfficerCard';
import { MEDICAL_LIMITS as L, medicalReportSchema, restDaysOf, todayIso, type MedicalReportInput } from './validation';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

const F = 'app.medical.form';

interface FormValues {
  policeId: number | '';
  diagnosis: string;
  paraclinicalExams: string;
  pharmacologicalTreatment: string;
  recommendations: { text: string }[];
  restStartDate: string;
  restEndDate: string;
}

function defaultsOf(record?: MedicalReport): FormValues {
  return {
    policeId: record?.policeId ?? '',
    diagnosis: record?.diagnosis ?? '',
    paraclinicalExams: record?.paraclinicalExams ?? '',
    pharmacologicalTreatment: record?.pharmacologicalTreatment ?? '',
    recommendations: (record?.recommendations.length ? record.recommendations : ['']).map((text) => ({ text })),
    restStartDate: record?.restStartDate ?? todayIso(),
    restEndDate: record?.restEndDate ?? todayIso(),
  };
}

/** The form keeps recommendations as rows ({text}); the schema and the API take a list of texts. */
const toInput = (values: FormValues) => ({ ...values, recommendations: values.recommendations.map((r) => r.text) });
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await (yupResolver(medicalReportSchema) as unknown as Resolver<ReturnType<typeof toInput>>)(toInput(values), context, options as never);
  return result as unknown as Awaited<ReturnType<Resolver<FormValues>>>;
};

function MedicalForm({ record, onClose, onSaved, titleId }: MovementFormProps<MedicalReport>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [officer, setOfficer] = useState<MedicalPolice | null>(record?.police ?? null);
  const { control, handleSubmit, setValue, formState } = useForm<FormValues>({ resolver, defaultValues: defaultsOf(record) });
  const recommendations = useFieldArray({ control, name: 'recommendations' });
  const [start, end] = useWatch({ control, name: ['restStartDate', 'restEndDate'] });
  const doctor = record ? { name: doctorName(record.medical), email: record.medical?.email ?? null } : { name: user.name, email: user.email };

  // The resolver hands over the schema's output: recommendations already as trimmed texts.
  const save = async (values: FormValues) => {
    const resolved = values as unknown as MedicalReportInput;
    const body: MedicalReportInput = { ...resolved, recommendations: resolved.recommendations.filter(Boolean) };
    try {
      const answer = record ? await updateMedicalReport(record.id, { ...body, version: record.version }) : await createMedicalReport(body);
      notify(answer.message ?? (record ? 'app.medical.notify.updated' : 'app.medical.notify.created'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: MEDICAL_QUERY_KEY });
      onSaved();
    } catch (error) {
      notifyRequestError(error);
    }
  };
  const invalid = useNotifyFormErrors();
  const pick = (next: MedicalPolice | null) => {
    setOfficer(next);
    setValue('policeId', next?.id ?? '', { shouldValidate: formState.isSubmitted });
  };
  const text = (name: 'diagnosis' | 'paraclinicalExams' | 'pharmacologicalTreatment', required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} label={translate(`${F}.${name}`)} required={required} multiline minRows={name === 'diagnosis' ? 3 : 2} fullWidth error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? translate(`${F}.characters`, { count: field.value.length, max: L.textMax })} />
      )}
    />
  );
  const date = (name: 'restStartDate' | 'restEndDate') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput {...field} label={translate(`${F}.${name}`)} required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
      )}
    />
  );
  const listError = formMessages((formState.errors.recommendations ?? {}) as never);
  const days = /^\d{4}-\d{2}-\d{2}$/.test(start ?? '') && /^\d{4}-\d{2}-\d{2}$/.test(end ?? '') && start <= end ? restDaysOf(start, end) : null;

  return (
    <MovementFormFrame title={record ? `${F}.editTitle` : `${F}.createTitle`} titleId={titleId} submit={handleSubmit(save, invalid)} submitting={formState.isSubmitting} onClose={onClose}>
      <Grid size={12}>
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700, mb: 1 }}>{translate(`${F}.officer`)}</Typography>
        <OfficerPicker
          value={officer}
          onChange={pick}
          fixed={Boolean(record)}
          error={formState.errors.policeId?.message}
          renderSelected={(chosen, change) => <MedicalOfficerCard officer={chosen} doctor={doctor} action={change} />}
        />
        {!officer && <Alert severity="info" sx={{ mt: 1.5 }}>{translate(`${F}.selectOfficer`)}</Alert>}
      </Grid>
      {officer && (
        <>
          <Grid size={12}><Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>{translate(`${F}.medicalInfo`)}</Typography></Grid>
          <Grid size={12}>{text('diagnosis', true)}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('paraclinicalExams')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('pharmacologicalTreatment')}</Grid>
          <Grid size={12}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>{translate(`${F}.recommendations`)} *</Typography>
            {recommendations.fields.map((item, index) => (
              <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
                <Controller
                  control={control}
                  name={`recommendations.${index}.text`}
                  render={({ field }) => <TextField {...field} size="small" label={translate(`${F}.recommendation`, { number: index + 1 })} fullWidth multiline />}
                />
                <IconButton aria-label={translate(`${F}.removeRecommendation`, { number: index + 1 })} disabled={recommendations.fields.length === 1} onClick={() => recommendations.remove(index)}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
            {listError.length > 0 && <FormHelperText error>{listError.join(' · ')}</FormHelperText>}
            <Button size="small" startIcon={<AddIcon />} disabled={recommendations.fields.length >= L.recommendationsMax} onClick={() => recommendations.append({ text: '' })}>
              {translate(`${F}.addRecommendation`)}
            </Button>
          </Grid>
          <Grid size={12}><Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>{translate(`${F}.restPeriod`)}</Typography></Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('restStartDate')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('restEndDate')}</Grid>
          {days !== null && <Grid size={12}><Typography variant="body2" color="text.secondary">{translate(`${F}.restDays`, { days })}</Typography></Grid>}
        </>
      )}
    </MovementFormFrame>
  );
}

export function MedicalFormDialog(props: { open: boolean; record?: MedicalReport; onClose: () => void; onSaved: () => void }) {
  return <MovementFormDialog {...props} Form={MedicalForm} />;
}
