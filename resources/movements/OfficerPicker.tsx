/**
 * The officer search of the movement modals (RRHH §2.8 "an officer search by id"):
 * the cédula first ('La cédula es requerida'), then the chosen officer's card. The
 * form's own error ('Debe buscar y seleccionar un funcionario primero') shows under it.
 * When editing, the record's officer is shown and cannot change.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { identificationSearchSchema } from '../officers/searchValidation';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatIdentification, fullName } from '../officers/shared/format';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { findOfficerForMovement, type OfficerRef, type PickedOfficer } from './api';

export interface OfficerPickerProps {
  /** Translation key of the field label. */
  label?: string;
  value: OfficerRef | null;
  onChange: (officer: PickedOfficer | null) => void;
  /** The form's message when no officer is chosen. */
  error?: string;
  /** Editing: the officer is fixed. */
  fixed?: boolean;
  /** Extra lines under the card (warnings about the officer's state). */
  children?: ReactNode;
}

export function OfficerCard({ officer, action, children }: { officer: OfficerRef; action?: ReactNode; children?: ReactNode }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate('app.movements.picker.selected')}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{fullName(officer)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatIdentification(officer.identification)} · {translate('app.movements.common.rank')}: {label('range', officer.range)} · {translate('app.movements.common.condition')}: {label('condition', officer.condition)}
          </Typography>
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

export function OfficerPicker({ label = 'app.movements.picker.identification', value, onChange, error, fixed, children }: OfficerPickerProps) {
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
      onChange(await findOfficerForMovement(identification));
      notify('app.movements.picker.found', { type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) setSearchError(translate('app.movements.picker.notFound'));
      else notifyRequestError(failure);
    } finally {
      setSearching(false);
    }
  };

  if (value) {
    return (
      <Box>
        <OfficerCard
          officer={value}
          action={fixed ? undefined : <Button size="small" onClick={() => onChange(null)}>{translate('app.movements.picker.change')}</Button>}
        >
          {children}
        </OfficerCard>
        {fixed && <Typography variant="caption" color="text.secondary">{translate('app.movements.picker.fixedOnEdit')}</Typography>}
      </Box>
    );
  }
  const message = searchError ?? error;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate(label)}
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
          helperText={message ?? translate('app.movements.picker.hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button variant="outlined" onClick={() => void search()} disabled={searching} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />} sx={{ flexShrink: 0, mt: 0.25 }}>
          {translate(searching ? 'app.movements.picker.searching' : 'app.movements.picker.search')}
        </Button>
      </Box>
    </Box>
  );
}
