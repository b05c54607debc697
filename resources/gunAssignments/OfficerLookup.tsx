/**
 * The officer of an assignment, searched by cédula first (spec 3 §5.3, §5.5) through
 * `GET rrhh/identification/{cédula}`: the found officer shows as 'V-… Nombre Apellido'
 * with a button to search again; not found shows the server's message.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessagesOf } from '../../dataProvider/httpClient';
import { findOfficerByIdentification } from '../officers/api';
import { formatIdentification, fullName } from '../officers/shared/format';
import type { AssignedOfficer } from './types';

export interface OfficerLookupProps {
  officer: AssignedOfficer | null;
  onChange: (officer: AssignedOfficer | null) => void;
  /** The form's message when no officer is chosen yet. */
  error?: string;
  disabled?: boolean;
}

export function OfficerLookup({ officer, onChange, error, disabled }: OfficerLookupProps) {
  const translate = useTranslate();
  const [identification, setIdentification] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    const value = identification.replace(/\D/g, '');
    if (!value) {
      setProblem(translate('app.gunpark.officerSearch.required'));
      return;
    }
    setSearching(true);
    setProblem(null);
    try {
      const found = await findOfficerByIdentification(value);
      onChange({ id: found.id, identification: found.identification, firstName: found.firstName, firstLastname: found.firstLastname });
    } catch (failure) {
      onChange(null);
      setProblem(errorMessagesOf(failure).join(' '));
    } finally {
      setSearching(false);
    }
  };

  if (officer) {
    return (
      <Alert
        severity="success"
        icon={<PersonSearchIcon />}
        action={!disabled && <Button color="inherit" size="small" onClick={() => onChange(null)}>{translate('app.gunpark.officerSearch.change')}</Button>}
      >
        <strong>{translate('app.gunpark.officerSearch.selected')}:</strong> {formatIdentification(officer.identification)} — {fullName(officer)}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        value={identification}
        onChange={(event) => setIdentification(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        label={translate('app.gunpark.officerSearch.identification')}
        required
        fullWidth
        disabled={disabled || searching}
        error={Boolean(problem || error)}
        helperText={problem ?? error ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button variant="outlined" onClick={() => void search()} disabled={disabled || searching} sx={{ mt: 1, flexShrink: 0 }} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />}>
        {translate('app.gunpark.officerSearch.search')}
      </Button>
    </Box>
  );
}
