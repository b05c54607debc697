/**
 * Inputs of declared fields that need more than a text box: a value computed from the
 * others (shown as it changes), a Venezuelan place (state → municipality → parish from
 * data-init), and an officer picked by cédula (`reference` to officers).
 */
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { HttpError, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { useSession } from '../../../src/session/SessionContext';
import { findOfficerByIdentification } from '../../officers/api';
import type { FieldDeclaration } from '../types';

export function ComputedInput({ field, label }: { field: FieldDeclaration; label: string }) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const value = field.computed?.(values);
  const text = value === null || value === undefined ? '—' : typeof value === 'number' && field.type === 'decimal' ? value.toFixed(2) : String(value);
  return <TextField label={label} value={text} fullWidth disabled helperText={translate('app.engine.computed')} />;
}

/** State (id_estado), municipality and parish selects; each offers only its parent's places and clears its children when it changes. */
export function PlaceSelect({ name, field, label, fields, disabled }: { name: string; field: FieldDeclaration; label: string; fields: Record<string, FieldDeclaration>; disabled?: boolean }) {
  const { dataInit } = useSession();
  const { control, setValue } = useFormContext();
  const partOf = (place: FieldDeclaration['place']) => Object.entries(fields).find(([, f]) => f.place === place)?.[0];
  const [stateName, municipalityName, parishName] = [partOf('state'), partOf('municipality'), partOf('parish')];
  const [stateId, municipality] = useWatch({ name: [stateName ?? '__none__', municipalityName ?? '__none__'] }) as [unknown, unknown];
  const state = dataInit.states.find((s) => s.id_estado === Number(stateId));
  const options: { key: string | number; value: string }[] =
    field.place === 'state' ? dataInit.states.map((s) => ({ key: s.id_estado, value: s.estado }))
      : field.place === 'municipality' ? (state?.municipios ?? []).map((m) => ({ key: m.municipio, value: m.municipio }))
        : (state?.municipios.find((m) => m.municipio === municipality)?.parroquias ?? []).map((p) => ({ key: p, value: p }));
  const children = field.place === 'state' ? [municipalityName, parishName] : field.place === 'municipality' ? [parishName] : [];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <TextField
          {...input}
          value={options.some((o) => String(o.key) === String(input.value)) ? input.value : ''}
          onChange={(event) => {
            input.onChange(field.place === 'state' ? Number(event.target.value) : event.target.value);
            for (const child of children) if (child) setValue(child, '');
          }}
          select
          fullWidth
          disabled={disabled || options.length === 0}
          required={Boolean(field.rules?.required)}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {options.map((o) => <MenuItem key={o.key} value={o.key}>{o.value}</MenuItem>)}
        </TextField>
      )}
    />
  );
}

interface PickedOfficer { id: number; identification: number | string; firstName?: string | null; firstLastname?: string | null }

/** An officer chosen by cédula: the search box, then the officer's card with 'Cambiar'. */
export function OfficerReferenceInput({ name, field, label, record, disabled }: { name: string; field: FieldDeclaration; label: string; record?: RaRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const { control } = useFormContext();
  const embedded = field.reference ? (record?.[field.reference.embedAs] as PickedOfficer | null | undefined) : null;
  const [picked, setPicked] = useState<PickedOfficer | null>(embedded ?? null);
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const search = async () => {
          if (!/^\d{5,10}$/.test(text.trim())) {
            setSearchError(translate('app.engine.officerNotFound'));
            return;
          }
          setSearching(true);
          setSearchError(null);
          try {
            const officer = await findOfficerByIdentification(text.trim());
            setPicked(officer);
            input.onChange(officer.id);
          } catch (failure) {
            if (failure instanceof HttpError && failure.status === 404) setSearchError(translate('app.engine.officerNotFound'));
            else notifyRequestError(failure);
          } finally {
            setSearching(false);
          }
        };
        if (picked && input.value === picked.id) {
          return (
            <Paper variant="outlined" sx={{ p: 1.5, mb: 2.5 }} aria-label={label}>
              <Typography variant="caption" color="text.secondary">{label}</Typography>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{[picked.firstName, picked.firstLastname].filter(Boolean).join(' ')} · V-{picked.identification}</Typography>
                {!disabled && <Button size="small" onClick={() => { setPicked(null); input.onChange(''); }}>{translate('app.engine.officerChange')}</Button>}
              </Box>
            </Paper>
          );
        }
        const message = searchError ?? fieldState.error?.message;
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={`${label} — ${translate('app.engine.officerSearch')}`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void search(); } }}
              fullWidth
              required={Boolean(field.rules?.required)}
              disabled={disabled}
              error={Boolean(message)}
              helperText={message ?? translate('app.engine.officerHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
            />
            <Button variant="outlined" onClick={() => void search()} disabled={disabled || searching} startIcon={searching ? <CircularProgress size={16} /> : <PersonSearchIcon />} sx={{ flexShrink: 0, mt: 1 }}>
              {translate('app.engine.officerSearchButton')}
            </Button>
          </Box>
        );
      }}
    />
  );
}
