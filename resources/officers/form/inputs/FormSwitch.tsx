/**
 * A yes/no switch bound to the surrounding react-hook-form. `clears` lists the fields a
 * switch turned off empties (RRHH §4 form toggles): a list becomes [], a value ''.
 */
import { FormControlLabel, Grid, Switch } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { GridSize } from './FormText';

export interface FormSwitchProps {
  name: string;
  label: string;
  clears?: { name: string; empty: [] | '' }[];
  size?: GridSize;
}

export function FormSwitch({ name, label, clears = [], size = { xs: 12, sm: 6, md: 4 } }: FormSwitchProps) {
  const translate = useTranslate();
  const { control, setValue, clearErrors } = useFormContext();
  return (
    <Grid size={size} sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={translate(label)}
            control={
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  if (!event.target.checked) {
                    for (const cleared of clears) {
                      setValue(cleared.name, cleared.empty, { shouldDirty: true });
                      clearErrors(cleared.name);
                    }
                  }
                }}
              />
            }
          />
        )}
      />
    </Grid>
  );
}
