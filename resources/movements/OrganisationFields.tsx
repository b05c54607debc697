/**
 * Dependencies, sub-dependencies and positions of a movement (RRHH §3.7, §5.6): three
 * multiple choices from data-init (rrhh.dependencies with their sub-dependencies,
 * rrhh.currentPositions), stored as {value, label} items. Sub-dependencies offered are
 * those of the chosen dependencies.
 */
import { Autocomplete, Grid, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCatalog } from '../officers/shared/catalogs';
import type { OrganisationItem } from './api';

interface DependencyItem {
  key: number;
  value: string;
  subDependencies?: { key: number; value: string }[];
}

export interface OrganisationValue {
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
}

export interface OrganisationErrors {
  dependencies?: string;
  subDependencies?: string;
  positions?: string;
}

const toItem = (entry: { key: number | string; value: string }): OrganisationItem => ({ value: Number(entry.key), label: entry.value });

function ItemsField({ label, options, value, error, onChange, required }: { label: string; options: OrganisationItem[]; value: OrganisationItem[]; error?: string; onChange: (items: OrganisationItem[]) => void; required?: boolean }) {
  const translate = useTranslate();
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, items) => onChange(items)}
      getOptionLabel={(item) => item.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={translate(label)} required={required} error={Boolean(error)} helperText={error ?? ' '} />}
    />
  );
}

export function OrganisationFields({ value, errors = {}, onChange, required }: { value: OrganisationValue; errors?: OrganisationErrors; onChange: (next: OrganisationValue) => void; required?: boolean }) {
  const dependencies = useCatalog('dependencies') as unknown as DependencyItem[];
  const positions = useCatalog('currentPositions');
  const dependencyOptions = useMemo(() => dependencies.map(toItem), [dependencies]);
  const subOptions = useMemo(() => {
    const chosen = new Set(value.dependencies.map((d) => d.value));
    return dependencies.filter((d) => chosen.has(d.key)).flatMap((d) => (d.subDependencies ?? []).map(toItem));
  }, [dependencies, value.dependencies]);
  const positionOptions = useMemo(() => positions.map(toItem), [positions]);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ItemsField
          label="app.movements.common.dependencies"
          options={dependencyOptions}
          value={value.dependencies}
          error={errors.dependencies}
          required={required}
          onChange={(items) => {
            // Sub-dependencies of a dependency no longer chosen go with it.
            const kept = new Set(items.flatMap((d) => (dependencies.find((x) => x.key === d.value)?.subDependencies ?? []).map((s) => s.key)));
            onChange({ ...value, dependencies: items, subDependencies: value.subDependencies.filter((s) => kept.has(s.value)) });
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ItemsField label="app.movements.common.subDependencies" options={subOptions} value={value.subDependencies} error={errors.subDependencies} required={required} onChange={(items) => onChange({ ...value, subDependencies: items })} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ItemsField label="app.movements.common.positions" options={positionOptions} value={value.positions} error={errors.positions} required={required} onChange={(items) => onChange({ ...value, positions: items })} />
      </Grid>
    </Grid>
  );
}
