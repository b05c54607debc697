/**
 * Dependencies, sub-dependencies and current positions (RRHH §2.1, §3.1): multi-selects
 * over data-init `rrhh.dependencies` (each with its `subDependencies`) and
 * `rrhh.currentPositions`, kept as {value, label} items as the API stores them. The
 * sub-dependency options are those of the chosen dependencies; removing a dependency
 * removes its sub-dependencies.
 */
import { Autocomplete, Grid, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { OrganisationItem } from '../../api';
import { useCatalog, type CatalogItem } from '../../shared/catalogs';

interface DependencyItem extends CatalogItem {
  subDependencies?: CatalogItem[];
}

const toItem = (c: CatalogItem): OrganisationItem => ({ value: Number(c.key), label: c.value });

function OrganisationSelect({ name, label, options, disabled, helperText, onChanged }: {
  name: string;
  label: string;
  options: OrganisationItem[];
  disabled?: boolean;
  helperText?: string;
  onChanged?: (items: OrganisationItem[]) => void;
}) {
  const translate = useTranslate();
  const { control } = useFormContext();
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            size="small"
            options={options}
            disabled={disabled}
            value={(field.value ?? []) as OrganisationItem[]}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            getOptionLabel={(option) => option.label}
            onChange={(_event, items) => {
              field.onChange(items);
              onChanged?.(items);
            }}
            onBlur={field.onBlur}
            noOptionsText={translate('app.officers.form.list.noOptions')}
            renderInput={(params) => (
              <TextField {...params} label={translate(label)} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? helperText ?? ' '} />
            )}
          />
        )}
      />
    </Grid>
  );
}

export function OrganisationInputs() {
  const translate = useTranslate();
  const { control, getValues, setValue } = useFormContext();
  const dependencies = useCatalog('dependencies') as DependencyItem[];
  const positions = useCatalog('currentPositions');
  const chosen = (useWatch({ control, name: 'dependencies' }) ?? []) as OrganisationItem[];

  const chosenKeys = new Set(chosen.map((d) => d.value));
  const subOptions = dependencies.filter((d) => chosenKeys.has(Number(d.key))).flatMap((d) => (d.subDependencies ?? []).map(toItem));

  /** Sub-dependencies of a dependency no longer chosen go with it. */
  const keepValidSubDependencies = (items: OrganisationItem[]) => {
    const allowed = new Set(dependencies.filter((d) => items.some((i) => i.value === Number(d.key))).flatMap((d) => (d.subDependencies ?? []).map((s) => Number(s.key))));
    const current = (getValues('subDependencies') ?? []) as OrganisationItem[];
    const kept = current.filter((s) => allowed.has(s.value));
    if (kept.length !== current.length) setValue('subDependencies', kept, { shouldDirty: true });
  };

  return (
    <>
      <OrganisationSelect name="dependencies" label="app.officers.form.fields.dependencies" options={dependencies.map(toItem)} onChanged={keepValidSubDependencies} />
      <OrganisationSelect
        name="subDependencies"
        label="app.officers.form.fields.subDependencies"
        options={subOptions}
        disabled={chosen.length === 0}
        helperText={chosen.length === 0 ? translate('app.officers.form.fields.chooseDependencyFirst') : undefined}
      />
      <OrganisationSelect name="positions" label="app.officers.form.fields.positions" options={positions.map(toItem)} />
    </>
  );
}
