/**
 * Inputs of declared fields that need more than a text box: a value computed from the
 * others (shown as it changes), a Venezuelan place (state → municipality → parish from
 * data-init), and an officer picked by cédula (`reference` to officers).
 */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../../src/session/SessionContext';
import { OfficerPicker, type OfficerCardData } from '../../officers/shared/OfficerPicker';
import { formatNumber } from '../numbers';
import type { FieldDeclaration } from '../types';

export function ComputedInput({ field, label }: { field: FieldDeclaration; label: string }) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const value = field.computed?.(values);
  const text = value === null || value === undefined ? '—' : typeof value === 'number' && field.type === 'decimal' ? formatNumber(value, { decimals: 2 }) : String(value);
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

/** A `reference` to officers: the shared officer picker, writing the officer's id into the form. */
export function OfficerReferenceInput({ name, field, label, record, disabled }: { name: string; field: FieldDeclaration; label: string; record?: RaRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const embedded = field.reference ? (record?.[field.reference.embedAs] as OfficerCardData | null | undefined) : null;
  const [picked, setPicked] = useState<OfficerCardData | null>(embedded ?? null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const chosen = picked && picked.id === input.value ? picked : null;
        return (
          <Box sx={{ mb: 2.5 }}>
            {chosen && <Typography variant="caption" color="text.secondary">{label}</Typography>}
            <OfficerPicker
              value={chosen}
              onChange={(officer) => {
                setPicked(officer);
                input.onChange(officer?.id ?? '');
              }}
              label={`${label} — ${translate('app.officerPicker.identification')}`}
              error={fieldState.error?.message}
              required={Boolean(field.rules?.required)}
              disabled={disabled}
            />
          </Box>
        );
      }}
    />
  );
}
