/**
 * A text, number or date (dd/mm/aaaa picker) input bound to the surrounding react-hook-form (FormProvider).
 * The field's error (from validation on save) is shown under it and cleared as soon as
 * the user edits the field.
 */
import { Grid, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { DatePickerInput } from '../../../../src/components/dates/DatePickerInput';

export type GridSize = { xs?: number; sm?: number; md?: number; lg?: number };
export const DEFAULT_SIZE: GridSize = { xs: 12, sm: 6, md: 4 };

export interface FormTextProps {
  name: string;
  /** i18n key of the label. */
  label: string;
  type?: 'text' | 'email' | 'number' | 'date' | 'tel';
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  /** Digits-only fields get the numeric keyboard on phones. */
  numeric?: boolean;
  helperText?: string;
  size?: GridSize;
}

export function FormText({ name, label, type = 'text', required, disabled, multiline, numeric, helperText, size = DEFAULT_SIZE }: FormTextProps) {
  const translate = useTranslate();
  const { control, clearErrors } = useFormContext();
  return (
    <Grid size={size}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => type === 'date' ? (
          <DatePickerInput
            {...field}
            onChange={(value) => {
              field.onChange(value);
              if (fieldState.error) clearErrors(name);
            }}
            fullWidth
            size="small"
            required={required}
            disabled={disabled}
            label={translate(label)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText ?? ' '}
          />
        ) : (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value);
              if (fieldState.error) clearErrors(name);
            }}
            type={type}
            fullWidth
            size="small"
            required={required}
            disabled={disabled}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            label={translate(label)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText ?? ' '}
            slotProps={{
              htmlInput: numeric ? { inputMode: 'numeric' } : type === 'number' ? { min: 0 } : undefined,
            }}
          />
        )}
      />
    </Grid>
  );
}
