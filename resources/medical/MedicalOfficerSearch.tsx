/**
 * The officer of a medical report (spec 3 §2.7): on create, searched by cédula first
 * (the rest of the form waits for it); on edit, shown read-only with name, cédula, rank
 * and condition (Activo when 1, otherwise Inactivo), next to the doctor's name and e-mail.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { identificationSearchSchema } from '../officers/searchValidation';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { findMedicalOfficer, type MedicalPolice } from './api';
import { conditionKey, formatIdentification, fullName } from './format';

const F = 'app.medical.form';

function Fact({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>{translate(label)}</Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** Name, cédula, rank and condition; with the doctor's name and e-mail when given. */
export function MedicalOfficerCard({ officer, doctor, onChange }: { officer: MedicalPolice; doctor?: { name: string; email: string | null }; onChange?: () => void }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate(`${F}.officer`)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Fact label={`${F}.name`} value={fullName(officer)} />
        <Fact label={`${F}.identification`} value={formatIdentification(officer.identification)} />
        <Fact label={`${F}.rank`} value={label('range', officer.range)} />
        <Fact label={`${F}.condition`} value={translate(conditionKey(officer.condition))} />
        {doctor && <Fact label={`${F}.doctorName`} value={doctor.name} />}
        {doctor && <Fact label={`${F}.doctorEmail`} value={doctor.email || 'N/A'} />}
        {onChange && <Button size="small" onClick={onChange} sx={{ ml: 'auto' }}>{translate(`${F}.change`)}</Button>}
      </Box>
    </Paper>
  );
}

export function MedicalOfficerSearch({ onPick, error }: { onPick: (officer: MedicalPolice) => void; error?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    let identification: number;
    try {
      identification = (await identificationSearchSchema.validate({ identification: text })).identification;
    } catch (invalid) {
      setSearchError((invalid as Error).message);
      return;
    }
    setSearchError(null);
    setSearching(true);
    try {
      onPick(await findMedicalOfficer(identification));
      notify(`${F}.found`, { type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) setSearchError(translate(`${F}.notFound`));
      else notifyRequestError(failure);
    } finally {
      setSearching(false);
    }
  };

  const message = searchError ?? error;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={translate(`${F}.searchLabel`)}
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
        helperText={message ?? translate(`${F}.searchHint`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Button variant="outlined" onClick={() => void search()} disabled={searching} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />} sx={{ flexShrink: 0, mt: 0.25 }}>
        {translate(searching ? `${F}.searching` : `${F}.search`)}
      </Button>
    </Box>
  );
}
