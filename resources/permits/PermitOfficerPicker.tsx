/**
 * The officer search of the permit form (spec 3 §2.6 "search for and pick an officer"):
 * the cédula, then the chosen officer's card (the movement modals' card). The form's
 * 'Debe seleccionar un funcionario' shows under it. Uses `permits/officer/{cédula}`,
 * open to the permits module.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import type { OfficerRef } from '../movements/api';
import { OfficerCard } from '../movements/OfficerPicker';
import { identificationSearchSchema } from '../officers/searchValidation';
import { findOfficerForPermit } from './api';

const T = 'app.permits.picker';

export function PermitOfficerPicker({ value, onChange, error, fixed }: { value: OfficerRef | null; onChange: (officer: OfficerRef | null) => void; error?: string; fixed?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    let identification: number;
    try {
      identification = (await identificationSearchSchema.validate({ identification: text.replace(/^[VvEe]-?/, '') })).identification;
    } catch (invalid) {
      setSearchError((invalid as Error).message);
      return;
    }
    setSearchError(null);
    setSearching(true);
    try {
      onChange(await findOfficerForPermit(identification));
      notify(`${T}.found`, { type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) setSearchError(translate(`${T}.notFound`));
      else notifyRequestError(failure);
    } finally {
      setSearching(false);
    }
  };

  if (value) {
    return <OfficerCard officer={value} action={fixed ? undefined : <Button size="small" onClick={() => onChange(null)}>{translate(`${T}.change`)}</Button>} />;
  }
  const message = searchError ?? error;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={translate(`${T}.identification`)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        size="small"
        fullWidth
        required
        error={Boolean(message)}
        helperText={message ?? translate(`${T}.hint`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Button variant="outlined" onClick={() => void search()} disabled={searching} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />} sx={{ flexShrink: 0, mt: 0.25 }}>
        {translate(searching ? `${T}.searching` : `${T}.search`)}
      </Button>
    </Box>
  );
}
