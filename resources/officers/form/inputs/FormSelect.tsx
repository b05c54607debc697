/**
 * A select over a key/value list (data-init catalogues, RRHH §3.11) bound to the
 * surrounding react-hook-form. Nothing chosen is ''. Optional selects offer 'Ninguno'.
 */
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { DEFAULT_SIZE, type GridSize } from './FormText';

export interface SelectOption {
  key: number | string;
  value: string;
}

export interface FormSelectProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  size?: GridSize;
  /** Called with the new value after the field changed (dependent selects clear their children). */
  onChanged?: (value: number | string) => void;
}

export function FormSelect({ name, label, options, required, disabled, helperText, size = DEFAULT_SIZE, onChanged }: FormSelectProps) {
  const translate = useTranslate();
  const { control, clearErrors } = useFormContext();
  return (
    <Grid size={size}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            // A stored key missing from the list still shows instead of a blank warning-free field.
            value={options.some((o) => o.key === field.value) ? field.value : ''}
            onChange={(event) => {
              const value = event.target.value as number | string;
              field.onChange(value);
              if (fieldState.error) clearErrors(name);
              onChanged?.(value);
            }}
            select
            fullWidth
            size="small"
            required={required}
            disabled={disabled}
            label={translate(label)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText ?? ' '}
          >
            {!required && (
              <MenuItem value="">
                <em>{translate('app.officers.form.fields.none')}</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.key} value={option.key}>
                {option.value}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}
