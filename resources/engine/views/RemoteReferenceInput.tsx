/**
 * A reference chosen by typing, for resources whose forms read their reference choices
 * from their own route (`declaration.referenceOptions`: designed resources): the server
 * searches what is typed (at most 100 choices), so a clerk picks a station or an officer
 * without the right to open that resource's own list.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import { apiRequest } from '../../../dataProvider/httpClient';
import type { FieldDeclaration } from '../types';

const SEARCH_DELAY_MS = 300;

/** How a choice reads: an officer by cédula and name, anything else by its shown field. */
function choiceLabel(reference: NonNullable<FieldDeclaration['reference']>, choice: RaRecord): string {
  if (reference.resource === 'officers') {
    const name = [choice.firstName, choice.firstLastname].filter(Boolean).join(' ');
    return name ? `V-${String(choice.identification)} · ${name}` : `V-${String(choice.identification ?? choice.id)}`;
  }
  return String(choice[reference.display] ?? choice.id);
}

export interface RemoteReferenceInputProps {
  name: string;
  field: FieldDeclaration;
  label: string;
  optionsPath: string;
  record?: RaRecord;
  disabled?: boolean;
}

export function RemoteReferenceInput({ name, field, label, optionsPath, record, disabled }: RemoteReferenceInputProps) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const reference = field.reference!;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({
    queryKey: ['referenceOptions', optionsPath, search],
    queryFn: async () => (await apiRequest<RaRecord[]>(optionsPath, { query: { search: search || undefined } })).data,
  });
  const embedded = record?.[reference.embedAs] as RaRecord | null | undefined;
  const options = choices.data ?? [];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const chosen = options.find((o) => o.id === input.value) ?? (embedded && embedded.id === input.value ? embedded : null);
        return (
          <Autocomplete
            options={options}
            value={chosen}
            loading={choices.isFetching}
            disabled={disabled}
            // The server already searched what was typed.
            filterOptions={(found) => found}
            getOptionLabel={(choice) => choiceLabel(reference, choice)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={translate('ra.navigation.no_results')}
            onChange={(_event, choice) => input.onChange(choice?.id ?? '')}
            onInputChange={(_event, text, reason) => {
              if (reason === 'input') setTyped(text);
            }}
            renderInput={(params) => (
              <TextField {...params} label={label} required={Boolean(field.rules?.required)} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} onBlur={input.onBlur} />
            )}
          />
        );
      }}
    />
  );
}
