/**
 * State → municipality → parish (RRHH §2.1): municipality options depend on the chosen
 * state and parish options on the municipality; each is disabled until its parent is
 * chosen, and changing a parent clears its children. Used for the birth place and for
 * the address. The state is stored by `id_estado`, municipality and parish by name.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useGeography } from '../../shared/catalogs';
import { FormSelect } from './FormSelect';
import type { GridSize } from './FormText';

export interface GeographyInputsProps {
  state: { name: string; label: string };
  municipality: { name: string; label: string };
  parish: { name: string; label: string };
  /** State and municipality are required for both uses (§5.1); the parish is optional. */
  size?: GridSize;
}

export function GeographyInputs({ state, municipality, parish, size }: GeographyInputsProps) {
  const translate = useTranslate();
  const geography = useGeography();
  const { control, setValue } = useFormContext();
  const [stateId, municipalityName] = useWatch({ control, name: [state.name, municipality.name] }) as [number | '', string];

  const stateOptions = geography.states.map((s) => ({ key: s.id_estado, value: s.estado }));
  const municipalityOptions = geography.municipalities(stateId === '' ? null : stateId).map((m) => ({ key: m.municipio, value: m.municipio }));
  const parishOptions = geography.parishes(stateId === '' ? null : stateId, municipalityName || null).map((p) => ({ key: p, value: p }));
  const chooseFirst = (parent: string) => translate('app.officers.form.geography.chooseFirst', { parent: translate(parent).toLowerCase() });

  return (
    <>
      <FormSelect
        name={state.name}
        label={state.label}
        options={stateOptions}
        required
        size={size}
        onChanged={() => {
          setValue(municipality.name, '', { shouldDirty: true });
          setValue(parish.name, '', { shouldDirty: true });
        }}
      />
      <FormSelect
        name={municipality.name}
        label={municipality.label}
        options={municipalityOptions}
        required
        disabled={stateId === ''}
        helperText={stateId === '' ? chooseFirst(state.label) : undefined}
        size={size}
        onChanged={() => setValue(parish.name, '', { shouldDirty: true })}
      />
      <FormSelect
        name={parish.name}
        label={parish.label}
        options={parishOptions}
        disabled={!municipalityName}
        helperText={!municipalityName ? chooseFirst(municipality.label) : undefined}
        size={size}
      />
    </>
  );
}
