/**
 * The frame of the movement create / edit modals (RRHH §2.6–2.8, §5.6–5.8): a dialog that
 * a backdrop click does not close (full screen on phones), the form with its title, the
 * fields in a grid and 'Cancelar' / 'Guardar', plus the date and reason fields the
 * re-entry and egreso forms share. Enter in a field does not submit.
 */
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { REASON_MAX, today } from './fields';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

export interface MovementFormProps<R> {
  record?: R;
  onClose: () => void;
  onSaved: () => void;
  titleId: string;
}

export interface MovementFormDialogProps<R extends { id: number }> {
  open: boolean;
  record?: R;
  onClose: () => void;
  onSaved: () => void;
  /** The form inside; a new one per record so it starts from that record's values. */
  Form: ComponentType<MovementFormProps<R>>;
}

export function MovementFormDialog<R extends { id: number }>({ open, record, onClose, onSaved, Form }: MovementFormDialogProps<R>) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <Form key={record?.id ?? 'new'} record={record} onClose={onClose} onSaved={onSaved} titleId={titleId} />
    </Dialog>
  );
}

export interface MovementFormFrameProps {
  /** Catalogue key of the title. */
  title: string;
  titleId: string;
  submit: (event?: FormEvent) => unknown;
  submitting: boolean;
  onClose: () => void;
  /** The fields, as grid items. */
  children: ReactNode;
}

export function MovementFormFrame({ title, titleId, submit, submitting, onClose, children }: MovementFormFrameProps) {
  const translate = useTranslate();
  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {children}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={submitting}>{translate('app.common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(submitting ? 'app.list.saving' : 'app.common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Catalogue key of the label. */
  label: string;
}

/** A required date that cannot be after today. */
export function PastDateField<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  const translate = useTranslate();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerInput {...field} fullWidth required label={translate(label)} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} max={today()} />
      )}
    />
  );
}

/** The required reason, with its character count while it has no error. */
export function ReasonField<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  const translate = useTranslate();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          fullWidth
          required
          multiline
          minRows={3}
          label={translate(label)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? translate('app.movements.common.characters', { count: String(field.value ?? '').length, max: REASON_MAX })}
        />
      )}
    />
  );
}
