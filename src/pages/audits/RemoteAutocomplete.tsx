/**
 * An autocomplete fed by a server search (users, endpoints). Only what the user types
 * is searched: the label written back after a choice, or a reset, is not sent.
 */
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useRemoteOptions } from './useRemoteOptions';

export interface RemoteAutocompleteProps<T> {
  path: string;
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  getOptionLabel: (option: T) => string;
  isSameOption: (a: T, b: T) => boolean;
  loadingText: string;
  noOptionsText: string;
  id: string;
}

export function RemoteAutocomplete<T>({ path, label, value, onChange, getOptionLabel, isSameOption, loadingText, noOptionsText, id }: RemoteAutocompleteProps<T>) {
  const [inputValue, setInputValue] = useState('');
  const [term, setTerm] = useState('');
  const { options, loading } = useRemoteOptions<T>(path, term);
  // The chosen value stays among the options so that MUI can match it.
  const shown = value && !options.some((o) => isSameOption(o, value)) ? [value, ...options] : options;

  return (
    <Autocomplete<T, false, false, false>
      id={id}
      size="small"
      fullWidth
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        setTerm(reason === 'input' ? text : '');
      }}
      options={shown}
      filterOptions={(list) => list}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={isSameOption}
      loading={loading}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
