/**
 * The quick search fields (RRHH §2.4, §5.9): code, cédula, names and last names; at least
 * one is needed ('Debe llenar al menos un campo de búsqueda'); empty values are dropped.
 */
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { QueryValue } from '../../../dataProvider/httpClient';
import { preventEnterSubmit } from '../../../src/components/preventEnterSubmit';
import { quickSearchSchema } from '../validation';
import { checkSearch } from '../view/searchForm';

const T = 'app.officers.quickSearch';
const FIELDS = ['code', 'identification', 'names', 'lastnames'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { code: '', identification: '', names: '', lastnames: '' };

export function QuickSearchForm({ onSearch, onClear }: { onSearch: (query: Record<string, QueryValue>) => Promise<void>; onClear: () => void }) {
  const translate = useTranslate();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    const check = await checkSearch(quickSearchSchema, values);
    if (!check.ok) {
      for (const [name, message] of Object.entries(check.fieldErrors)) setError(name as keyof Values, { message });
      setFormErrors(check.formErrors);
      return;
    }
    await onSearch(check.query);
  });

  const clear = () => {
    reset(EMPTY);
    setFormErrors([]);
    onClear();
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} aria-label={translate(`${T}.title`)} sx={{ p: 2, mb: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`${T}.hint`)}</Typography>
      {formErrors.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {formErrors.join(' ')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
        {FIELDS.map((name) => {
          const field = register(name);
          const error = formState.errors[name];
          return (
            <TextField
              key={name}
              {...field}
              label={translate(`${T}.fields.${name}`)}
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={name === 'identification' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
              fullWidth
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={clear} startIcon={<ClearIcon />} disabled={formState.isSubmitting}>
          {translate(`${T}.clear`)}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />}
        >
          {translate(formState.isSubmitting ? `${T}.searching` : `${T}.submit`)}
        </Button>
      </Stack>
    </Paper>
  );
}
