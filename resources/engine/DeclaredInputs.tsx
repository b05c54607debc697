/**
 * The inputs of a declared resource for a modal form (react-hook-form + MUI), one per
 * named field, typed by the declaration: text, long text, number, switch, date, catalogue
 * select (a nested catalogue only offers the items of its parent's choice) and reference
 * select (up to 100 records, spec 3 §9). Labels are the resource's field names of the
 * catalogue; errors are the declaration's Spanish messages. A screen can put its own
 * input in place of any of them.
 */
import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../src/session/SessionContext';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';
import { catalogAt, type CatalogEntry } from './catalogPath';
import { decimalInputText } from './numbers';
import type { FieldDeclaration, ResourceDeclaration } from './types';
import { ComputedInput, OfficerReferenceInput, PlaceSelect } from './views/SpecialInputs';
import { RemoteReferenceInput } from './views/RemoteReferenceInput';

/** Select lists of records load at most this many (spec 3 §9: station selector loads 100). */
export const SELECT_LIST_SIZE = 100;

function useCatalogOptions(field: FieldDeclaration): CatalogEntry[] {
  const { dataInit } = useSession();
  const parentValue = useWatch({ name: field.catalogParent ?? '__none__' }) as unknown;
  return useMemo(() => {
    if (!field.catalog) return [];
    if (!field.catalogParent) return catalogAt(dataInit, field.catalog);
    const path = field.catalog.split('.');
    const childKey = path.pop()!;
    const parent = catalogAt(dataInit, path.join('.')).find((item) => String(item.key) === String(parentValue));
    const children = parent ? (parent as unknown as Record<string, unknown>)[childKey] : undefined;
    return Array.isArray(children) ? (children as CatalogEntry[]) : [];
  }, [dataInit, field.catalog, field.catalogParent, parentValue]);
}

function CatalogSelect({ name, field, label, disabled }: { name: string; field: FieldDeclaration; label: string; disabled?: boolean }) {
  const options = useCatalogOptions(field);
  const { control, getValues, setValue } = useFormContext();
  // A child whose parent changed keeps no value its new parent does not offer.
  useEffect(() => {
    const current = getValues(name) as unknown;
    if (field.catalogParent && current !== '' && current !== null && !options.some((o) => String(o.key) === String(current))) setValue(name, '');
  }, [options, field.catalogParent, getValues, setValue, name]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <TextField
          {...input}
          value={options.some((o) => String(o.key) === String(input.value)) ? input.value : ''}
          select
          fullWidth
          disabled={disabled}
          required={Boolean(field.rules?.required)}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {!field.rules?.required && <MenuItem value=""><em>—</em></MenuItem>}
          {options.map((o) => <MenuItem key={o.key} value={o.key}>{o.value}</MenuItem>)}
        </TextField>
      )}
    />
  );
}

function ReferenceSelect({ name, field, label, disabled }: { name: string; field: FieldDeclaration; label: string; disabled?: boolean }) {
  const { control } = useFormContext();
  const reference = field.reference!;
  const { data } = useGetList<RaRecord>(reference.resource, { pagination: { page: 1, perPage: SELECT_LIST_SIZE }, sort: { field: reference.display, order: 'ASC' } });
  const options = data ?? [];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <TextField
          {...input}
          value={options.some((o) => o.id === input.value) ? input.value : ''}
          select
          fullWidth
          disabled={disabled}
          required={Boolean(field.rules?.required)}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
        >
          {!field.rules?.required && <MenuItem value=""><em>—</em></MenuItem>}
          {options.map((o) => <MenuItem key={o.id} value={o.id}>{String(o[reference.display] ?? o.id)}</MenuItem>)}
        </TextField>
      )}
    />
  );
}

export interface DeclaredInputProps {
  declaration: ResourceDeclaration;
  name: string;
  disabled?: boolean;
  record?: RaRecord;
  /** Marks the input required ('*') where a rule across fields requires it (its message), as a declared required field is. */
  requiredBy?: string;
}

export function DeclaredInput({ declaration, name, disabled, record, requiredBy }: DeclaredInputProps) {
  const translate = useTranslate();
  const { control } = useFormContext<FieldValues>();
  const declared = declaration.fields[name];
  const field = requiredBy ? { ...declared, rules: { ...declared.rules, required: requiredBy } } : declared;
  const label = translate(`resources.${declaration.name}.fields.${name}`, { _: field.label });
  if (field.computed) return <ComputedInput field={field} label={label} />;
  if (field.place) return <PlaceSelect name={name} field={field} label={label} fields={declaration.fields} disabled={disabled} />;
  if (field.catalog) return <CatalogSelect name={name} field={field} label={label} disabled={disabled} />;
  // Designed resources: the choices come from the resource's own route, searched on the server.
  if (field.type === 'reference' && declaration.referenceOptions) {
    return <RemoteReferenceInput name={name} field={field} label={label} record={record} disabled={disabled} optionsPath={`${declaration.apiPath}/options/${name}`} />;
  }
  if (field.type === 'reference' && field.reference?.resource === 'officers') return <OfficerReferenceInput name={name} field={field} label={label} record={record} disabled={disabled} />;
  if (field.type === 'reference') return <ReferenceSelect name={name} field={field} label={label} disabled={disabled} />;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        if (field.type === 'boolean') {
          return (
            <FormControlLabel
              control={<Switch checked={Boolean(input.value)} onChange={(e) => input.onChange(e.target.checked)} onBlur={input.onBlur} name={input.name} disabled={disabled} />}
              label={label}
            />
          );
        }
        const common = {
          ...input,
          value: input.value ?? '',
          fullWidth: true,
          disabled,
          required: Boolean(field.rules?.required),
          label,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? ' ',
        };
        if (field.type === 'integer') {
          return <TextField {...common} type="number" onChange={(e) => input.onChange(e.target.value === '' ? '' : Number(e.target.value))} />;
        }
        if (field.type === 'decimal') {
          // Typed as text with a decimal comma ('15,5'); the shared rules read it (resources/engine/numbers.ts).
          return <TextField {...common} value={decimalInputText(input.value)} onChange={(e) => input.onChange(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
        }
        if (field.type === 'textList') {
          return <TextField {...common} value={Array.isArray(input.value) ? input.value.join(', ') : (input.value ?? '')} helperText={fieldState.error?.message ?? translate('app.engine.listHint')} />;
        }
        if (field.type === 'date') return <DatePickerInput {...common} />;
        if (field.type === 'longText') return <TextField {...common} multiline minRows={3} />;
        return <TextField {...common} type={field.type === 'email' ? 'email' : 'text'} />;
      }}
    />
  );
}

export interface DeclaredInputsProps {
  declaration: ResourceDeclaration;
  fields: string[];
  /** Grid width (of 12) from `sm` up; long texts take the whole row unless said otherwise. */
  widths?: Partial<Record<string, number>>;
  /** Inputs a screen puts in place of the generic ones. */
  overrides?: Partial<Record<string, ReactNode>>;
  disabled?: boolean;
  /** The record being edited (pickers show its embedded references). */
  record?: RaRecord;
  /** Fields a rule across fields requires on this screen (OIDP's §5.1), by message: marked '*' like declared required fields. */
  required?: Readonly<Record<string, string>>;
}

/** A grid of declared inputs; must sit inside a react-hook-form `FormProvider`. */
export function DeclaredInputs({ declaration, fields, widths = {}, overrides = {}, disabled, record, required = {} }: DeclaredInputsProps) {
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      {fields.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: widths[name] ?? (declaration.fields[name].type === 'longText' ? 12 : 6) }}>
          {overrides[name] ?? <DeclaredInput declaration={declaration} name={name} disabled={disabled} record={record} requiredBy={required[name]} />}
        </Grid>
      ))}
    </Grid>
  );
}
