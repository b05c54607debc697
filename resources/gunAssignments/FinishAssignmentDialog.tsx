/**
 * 'Finalizar' of an active assignment (spec 3 §4.3, §5.3): end date (today by default,
 * required) and optional observations; afterwards the assignment reads 'Finalizada'.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { todayIsoDate } from '../engine/dates';
import { finishAssignment } from './assignmentsApi';
import { finishSchema, type FinishInput } from './finishValidation';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

export interface FinishAssignmentDialogProps {
  apiPath: string;
  /** The assignment to finish; none when closed. */
  assignmentId: number | null;
  title: string;
  onClose: () => void;
  onFinished: () => void;
  /** The spec's text of a failed finish whose answer carries no message ('Error al desasignar el arma'). */
  failedMessage?: string;
}

interface FinishValues { endDate: string; observations: string }

function FinishForm({ apiPath, assignmentId, title, onClose, onFinished, failedMessage, titleId }: FinishAssignmentDialogProps & { assignmentId: number; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const { control, handleSubmit, formState } = useForm<FinishValues, unknown, FinishInput>({
    resolver: yupResolver(finishSchema) as unknown as Resolver<FinishValues, unknown, FinishInput>,
    defaultValues: { endDate: todayIsoDate(), observations: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await finishAssignment(apiPath, assignmentId, { endDate: values.endDate, observations: values.observations || undefined });
      notify('app.gunpark.assignments.finished', { type: 'success' });
      onFinished();
    } catch (error) {
      notifyRequestError(error, failedMessage);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
        <Controller
          name="endDate"
          control={control}
          render={({ field, fieldState }) => (
            <DatePickerInput {...field} required label={translate('resources.gunAssignments.fields.endDate')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
          )}
        />
        <Controller
          name="observations"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} multiline minRows={3} label={translate('resources.gunAssignments.fields.observations')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>{translate('app.common.cancel')}</Button>
        <Button type="submit" variant="contained" color="warning" disabled={formState.isSubmitting} startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('app.gunpark.assignments.finish')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export function FinishAssignmentDialog(props: FinishAssignmentDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.assignmentId !== null} onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {props.assignmentId !== null && <FinishForm key={props.assignmentId} {...props} assignmentId={props.assignmentId} titleId={titleId} />}
    </Dialog>
  );
}
