/**
 * A person of a service commission (RRHH §3.9: name, identification, id): typed by
 * hand, or filled from an officer found by cédula (the id is then kept).
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, CircularProgress, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { findOfficerByIdentification } from '../officers/api';
import { fullName } from '../officers/shared/format';

export interface PersonValue {
  id: number | null;
  name: string;
  identification: number | string | null;
}

export function PersonFields({ title, value, error, onChange }: { title: string; value: PersonValue; error?: string; onChange: (next: PersonValue) => void }) {
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);

  const lookUp = async () => {
    const identification = Number(String(value.identification ?? '').replace(/^[VEve]-?/, '').replace(/\./g, ''));
    if (!identification) return;
    setSearching(true);
    setNotFound(false);
    try {
      const officer = await findOfficerByIdentification(identification);
      onChange({ id: officer.id, name: fullName(officer), identification: officer.identification });
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) setNotFound(true);
      else notifyRequestError(failure);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate(title)}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 1.5 }}>
        <TextField
          label={translate('app.movements.vacations.personIdentification')}
          value={value.identification ?? ''}
          onChange={(event) => onChange({ ...value, id: null, identification: event.target.value.replace(/\D/g, '') })}
          size="small"
          helperText={notFound ? translate('app.officerPicker.notFound') : ' '}
          error={notFound}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate('app.movements.vacations.findPerson')}>
                    <span>
                      <IconButton size="small" edge="end" aria-label={`${translate('app.movements.vacations.findPerson')}: ${translate(title)}`} onClick={() => void lookUp()} disabled={searching}>
                        {searching ? <CircularProgress size={16} /> : <PersonSearchIcon fontSize="small" />}
                      </IconButton>
                    </span>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label={translate('app.movements.vacations.personName')}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
          size="small"
          required
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      </Box>
    </Box>
  );
}
