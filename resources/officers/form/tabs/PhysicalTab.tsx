/**
 * Rasgos Físicos (RRHH §2.1, §3.3, §4): height (cm), weight (kg), psychomotricity,
 * colours, uniform sizes, and tattoo / piercing / physical problem switches whose
 * location field is enabled only while the switch is on (turning it off clears it).
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useCatalog } from '../../shared/catalogs';
import { FormSection } from '../inputs/FormSection';
import { FormSelect } from '../inputs/FormSelect';
import { FormSwitch } from '../inputs/FormSwitch';
import { FormText } from '../inputs/FormText';

const f = (name: string) => `app.officers.form.fields.${name}`;

const MARKS = [
  { flag: 'haveTattoo', where: 'whereTattoo' },
  { flag: 'havePiercing', where: 'wherePiercing' },
  { flag: 'physicalProblem', where: 'whereProblem' },
] as const;

const TRAITS = ['psychomotricity', 'skinColor', 'hairColor', 'eyeColor'] as const;
const SIZES = ['shirtSize', 'pantSize', 'capSize', 'shoesSize'] as const;

function Mark({ flag, where }: (typeof MARKS)[number]) {
  const { control } = useFormContext();
  const on = Boolean(useWatch({ control, name: `physical.${flag}` }));
  return (
    <>
      <FormSwitch name={`physical.${flag}`} label={f(flag)} clears={[{ name: `physical.${where}`, empty: '' }]} />
      <FormText name={`physical.${where}`} label={f(where)} disabled={!on} size={{ xs: 12, sm: 6, md: 8 }} />
    </>
  );
}

export function PhysicalTab() {
  const catalogs = {
    psychomotricity: useCatalog('psychomotricity'),
    skinColor: useCatalog('skinColor'),
    hairColor: useCatalog('hairColor'),
    eyeColor: useCatalog('eyeColor'),
    shirtSize: useCatalog('shirtSize'),
    pantSize: useCatalog('pantSize'),
    capSize: useCatalog('capSize'),
    shoesSize: useCatalog('shoesSize'),
  };
  return (
    <>
      <FormSection title="app.officers.form.sections.traits">
        <FormText name="physical.height" label={f('height')} type="number" size={{ xs: 6, md: 4 }} />
        <FormText name="physical.weight" label={f('weight')} type="number" size={{ xs: 6, md: 4 }} />
        {TRAITS.map((name) => (
          <FormSelect key={name} name={`physical.${name}`} label={f(name)} options={catalogs[name]} />
        ))}
      </FormSection>
      <FormSection title="app.officers.form.sections.sizes">
        {SIZES.map((name) => (
          <FormSelect key={name} name={`physical.${name}`} label={f(name)} options={catalogs[name]} size={{ xs: 6, md: 3 }} />
        ))}
      </FormSection>
      <FormSection title="app.officers.form.sections.marks">
        {MARKS.map((mark) => (
          <Mark key={mark.flag} {...mark} />
        ))}
      </FormSection>
    </>
  );
}
