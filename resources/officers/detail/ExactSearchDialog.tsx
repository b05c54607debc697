/**
 * 'Buscar Funcionario' (RRHH §2.3, §5.9, §7.1): the exact search of the detail screen.
 * At least one field ('Debe llenar al menos un campo de búsqueda'); empty values are not
 * sent; a match REPLACES the current detail route (back returns to where the user came
 * from, not to the officer they searched away from) and toasts 'Funcionario encontrado'.
 */
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, useMediaQuery, type Theme,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessagesOf } from '../../../dataProvider/httpClient';
import { preventEnterSubmit } from '../../../src/components/preventEnterSubmit';
import { exactSearch } from '../api';
import { useCatalog, type CatalogItem } from '../shared/catalogs';
import { EXACT_SEARCH_FIELDS, exactSearchSchema } from '../validation';
import { checkSearch } from '../view/searchForm';

type FieldName = (typeof EXACT_SEARCH_FIELDS)[number];
type Values = Record<FieldName, string | number>;

const T = 'app.officers.detail.exactSearch';
const EMPTY = Object.fromEntries(EXACT_SEARCH_FIELDS.map((name) => [name, ''])) as Values;

/** The catalogue behind each list field; dependenceWork is stored as the dependency's name. */
const SELECTS: Partial<Record<FieldName, { catalog: string; byLabel?: boolean }>> = {
  statusIn: { catalog: 'statusIn' },
  gender: { catalog: 'gender' },
  range: { catalog: 'range' },
  condition: { catalog: 'condition' },
  academicLevel: { catalog: 'typeProfesionality' },
  dependenceWork: { catalog: 'dependencies', byLabel: true },
};

function useSelectOptions(): Record<string, CatalogItem[]> {
  return {
    statusIn: useCatalog('statusIn'),
    gender: useCatalog('gender'),
    range: useCatalog('range'),
    condition: useCatalog('condition'),
    typeProfesionality: useCatalog('typeProfesionality'),
    dependencies: useCatalog('dependencies'),
  };
}

export function ExactSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const options = useSelectOptions();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: EMPTY });

  const close = () => {
    setFormErrors([]);
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    const check = await checkSearch(exactSearchSchema, values);
    if (!check.ok) {
      for (const [name, message] of Object.entries(check.fieldErrors)) setError(name as FieldName, { message });
      setFormErrors(check.formErrors);
      return;
    }
    try {
      const { officer, message } = await exactSearch(check.query);
      // Server texts are shown as sent; `_` keeps the translator from treating them as missing keys.
      notify(message ?? `${T}.found`, { type: 'success', messageArgs: message ? { _: message } : undefined });
      close();
      navigate(`/home/human-resources/details/${officer.id}`, { replace: true });
    } catch (error) {
      const notFound = error instanceof HttpError && error.status === 404;
      const text = notFound ? error.message || `${T}.notFound` : errorMessagesOf(error, translate('app.officerPicker.searchFailed')).join(' · ');
      notify(text, { type: notFound ? 'warning' : 'error', messageArgs: { _: text } });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="exact-search-title">
      <Box component="form" noValidate onSubmit={submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="exact-search-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>{translate(`${T}.hint`)}</DialogContentText>
          {formErrors.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {formErrors.join(' ')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            {EXACT_SEARCH_FIELDS.map((name) => {
              const select = SELECTS[name];
              return (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      select={Boolean(select)}
                      label={translate(`${T}.fields.${name}`)}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      slotProps={name === 'identification' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
                      sx={name === 'dependenceWork' ? { gridColumn: '1 / -1' } : undefined}
                      fullWidth
                    >
                      {select && [
                        <MenuItem key="" value="">
                          <em>{translate(`${T}.any`)}</em>
                        </MenuItem>,
                        ...options[select.catalog].map((item) => (
                          <MenuItem key={item.key} value={select.byLabel ? item.value : item.key}>
                            {item.value}
                          </MenuItem>
                        )),
                      ]}
                    </TextField>
                  )}
                />
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />}
          >
            {translate(formState.isSubmitting ? `${T}.searching` : `${T}.submit`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
