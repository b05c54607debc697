/**
 * Condición de Salud (RRHH §2.1, §4, §5.3): four yes/no blocks (allergies, medical
 * treatments, pathologies, physical conditions). Sí opens a list of 0 to 5 free-text
 * items; answering No empties the list.
 */
import { FormControl, FormControlLabel, FormLabel, Grid, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { TextListInput } from '../inputs/TextListInput';

const BLOCKS = [
  { flag: 'haveAllergy', list: 'allergies' },
  { flag: 'haveTreatments', list: 'treatments' },
  { flag: 'havePatology', list: 'patologies' },
  { flag: 'haveConditionPhysical', list: 'conditionPhysical' },
] as const;

function HealthBlock({ flag, list }: (typeof BLOCKS)[number]) {
  const translate = useTranslate();
  const labelId = useId();
  const { control, setValue, clearErrors } = useFormContext();
  const on = Boolean(useWatch({ control, name: `physical.${flag}` }));
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel id={labelId} component="legend">{translate(`app.officers.form.health.${list}.question`)}</FormLabel>
          <Controller
            name={`physical.${flag}`}
            control={control}
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={labelId}
                value={field.value ? 'yes' : 'no'}
                onChange={(event) => {
                  const yes = event.target.value === 'yes';
                  field.onChange(yes);
                  if (!yes) {
                    setValue(`physical.${list}`, [], { shouldDirty: true });
                    clearErrors(`physical.${list}`);
                  }
                }}
              >
                <FormControlLabel value="yes" control={<Radio />} label={translate('app.common.yes')} />
                <FormControlLabel value="no" control={<Radio />} label={translate('app.common.no')} />
              </RadioGroup>
            )}
          />
          {on && <TextListInput name={`physical.${list}`} itemLabel={`app.officers.form.health.${list}.item`} />}
        </FormControl>
      </Paper>
    </Grid>
  );
}

export function HealthTab() {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">{translate('app.officers.form.health.hint')}</Typography>
      </Grid>
      {BLOCKS.map((block) => (
        <HealthBlock key={block.flag} {...block} />
      ))}
    </Grid>
  );
}
