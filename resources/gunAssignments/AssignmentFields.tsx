/**
 * The two inputs of an assignment form that are not plain declared inputs: its gun or
 * vehicle (fixed when the form opens from one, else searched by text) and its officer
 * (searched by cédula). Both write the id into the form and show the declared message
 * ('Debe seleccionar un arma', 'Debe buscar y seleccionar un funcionario primero'...).
 */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useDebouncedValue } from '../../src/components/list';
import { SEARCH_DEBOUNCE_MS } from '../../dataProvider/constants';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import type { AssetChoice, AssignedOfficer } from './types';

export function OfficerField({ name = 'policeId' }: { name?: string }) {
  const { control } = useFormContext();
  const [officer, setOfficer] = useState<AssignedOfficer | null>(null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <OfficerPicker
          value={officer}
          error={fieldState.error?.message}
          onChange={(found) => {
            setOfficer(found);
            field.onChange(found?.id ?? '');
          }}
        />
      )}
    />
  );
}

export interface AssetFieldProps {
  name: string;
  /** Translation key of the label ('Arma', 'Vehículo'). */
  label: string;
  /** The asset the form was opened from; the input is then read-only. */
  fixed?: AssetChoice;
  /** Otherwise: the resource searched as the user types, and how a record reads. */
  resource: string;
  describe: (record: RaRecord) => string;
  /** Translation key of the search hint. */
  placeholder: string;
  /** Why a found asset cannot be assigned (shown under it, disabled), or null: the assignment pickers set it. */
  unassignable?: (record: RaRecord) => string | null;
}

export function AssetField({ name, label, fixed, resource, describe, placeholder, unassignable }: AssetFieldProps) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useGetList<RaRecord>(resource, { pagination: { page: 1, perPage: 10 }, filter: { q: search } }, { enabled: !fixed });
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (fixed ? (
        <TextField label={translate(label)} value={fixed.label} fullWidth required slotProps={{ htmlInput: { readOnly: true } }} helperText=" " />
      ) : (
        <Autocomplete
          options={data ?? []}
          value={chosen}
          loading={isFetching}
          filterOptions={(options) => options}
          getOptionLabel={describe}
          getOptionDisabled={(record) => Boolean(unassignable?.(record))}
          renderOption={({ key, ...props }, record) => {
            const reason = unassignable?.(record);
            return (
              <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
                <Typography variant="body2">{describe(record)}</Typography>
                {reason && <Typography variant="caption" color="error">{reason}</Typography>}
              </Box>
            );
          }}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value, reason) => reason === 'input' && setText(value)}
          onChange={(_event, record) => {
            setChosen(record);
            field.onChange(record ? record.id : '');
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate(label)}
              placeholder={translate(placeholder)}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
      ))}
    />
  );
}
