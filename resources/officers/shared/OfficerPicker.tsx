/**
 * The one officer picker of the app: the cédula and 'Buscar' (Enter searches too) on
 * `GET rrhh/identification/{cédula}`, then the chosen officer's card with 'Cambiar
 * funcionario'. Movements, permits, medical reports, gun and vehicle assignments,
 * disciplinary cases and every declared `reference` to officers use it. The cédula is
 * checked first ('La cédula es requerida'); while no officer is chosen the form's own
 * message ('Debe buscar y seleccionar un funcionario primero'...) shows under the box;
 * once one is chosen, a message about that choice (a cross-field rule such as 'El
 * evaluador no puede ser el mismo funcionario evaluado') shows under the card.
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { findOfficerByIdentification, type OfficerRef, type PickedOfficer } from '../api';
import { identificationSearchSchema } from '../searchValidation';
import { useRrhhLabel } from './catalogs';
import { formatIdentification, fullName } from './format';

const T = 'app.officerPicker';

/** What a card needs: an embedded officer may carry only its names and cédula. */
export type OfficerCardData = Pick<OfficerRef, 'identification'> & Partial<Omit<OfficerRef, 'identification'>>;

/** Name, cédula, and rank and condition when known; `action` on the right, `children` below. */
export function OfficerCard({ officer, action, children }: { officer: OfficerCardData; action?: ReactNode; children?: ReactNode }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const facts = [
    formatIdentification(officer.identification),
    officer.range !== undefined && `${translate(`${T}.rank`)}: ${label('range', officer.range)}`,
    officer.condition !== undefined && `${translate(`${T}.condition`)}: ${label('condition', officer.condition)}`,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate(`${T}.selected`)}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{fullName(officer)}</Typography>
          <Typography variant="body2" color="text.secondary">{facts.join(' · ')}</Typography>
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

export interface OfficerPickerProps<V extends OfficerCardData> {
  value: V | null;
  onChange: (officer: PickedOfficer | null) => void;
  /** The box's label, translated; 'Cédula del funcionario' by default. */
  label?: string;
  /** The form's message while no officer is chosen. */
  error?: string;
  /** Editing: the officer is shown and cannot change. */
  fixed?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The chosen officer as the screen draws it (default: OfficerCard); `change` is absent when fixed. */
  renderSelected?: (officer: V, change?: ReactNode) => ReactNode;
  /** Extra lines under the default card (warnings about the officer's state). */
  children?: ReactNode;
}

export function OfficerPicker<V extends OfficerCardData>({ value, onChange, label, error, fixed, disabled, required = true, renderSelected, children }: OfficerPickerProps<V>) {
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
      onChange(await findOfficerByIdentification(identification));
      notify(`${T}.found`, { type: 'success' });
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) setSearchError(translate(`${T}.notFound`));
      else notifyRequestError(failure, translate(`${T}.searchFailed`));
    } finally {
      setSearching(false);
    }
  };

  if (value) {
    const change = fixed || disabled ? undefined : <Button size="small" onClick={() => onChange(null)}>{translate(`${T}.change`)}</Button>;
    return (
      <Box>
        {renderSelected ? renderSelected(value, change) : <OfficerCard officer={value} action={change}>{children}</OfficerCard>}
        {fixed && <Typography variant="caption" color="text.secondary">{translate(`${T}.fixedOnEdit`)}</Typography>}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  }
  const message = searchError ?? error;
  return (
    // On a phone the button goes under the field, whose label ('Cédula del funcionario') would be cut beside it.
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
      <TextField
        label={label ?? translate(`${T}.identification`)}
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
        required={required}
        disabled={disabled}
        error={Boolean(message)}
        helperText={message ?? translate(`${T}.hint`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } }}
      />
      <Button variant="outlined" onClick={() => void search()} disabled={disabled || searching} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />} sx={{ flexShrink: 0, mt: 0.25 }}>
        {translate(searching ? `${T}.searching` : `${T}.search`)}
      </Button>
    </Box>
  );
}
