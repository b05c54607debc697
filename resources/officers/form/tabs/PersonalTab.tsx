/**
 * Datos Personales (RRHH §2.1): photos, dependencies/sub-dependencies/positions,
 * identity, birth place, contact, previous work, address, and the computed grade and age.
 * Required marks follow the officer schema (§5.1).
 */
import type { ReactNode } from 'react';
import { useCatalog } from '../../shared/catalogs';
import { FormSection } from '../inputs/FormSection';
import { FormSelect } from '../inputs/FormSelect';
import { FormText } from '../inputs/FormText';
import { GeographyInputs } from '../inputs/GeographyInputs';
import { OrganisationInputs } from '../inputs/OrganisationInputs';
import { ComputedFields } from './ComputedFields';

const f = (name: string) => `app.officers.form.fields.${name}`;

export function PersonalTab({ photos }: { photos: ReactNode }) {
  const genders = useCatalog('gender');
  const bloodTypes = useCatalog('bloodType');
  const civilStates = useCatalog('civilState');
  return (
    <>
      <FormSection title="app.officers.form.sections.photos">{photos}</FormSection>
      <FormSection title="app.officers.form.sections.organisation">
        <OrganisationInputs />
      </FormSection>
      <FormSection title="app.officers.form.sections.identity">
        <FormText name="identification" label={f('identification')} required numeric />
        <FormText name="codeRrhh" label={f('codeRrhh')} />
        <FormText name="iapmchCode" label={f('iapmchCode')} />
        <FormText name="firstName" label={f('firstName')} required />
        <FormText name="secondName" label={f('secondName')} />
        <FormText name="firstLastname" label={f('firstLastname')} required />
        <FormText name="secondLastname" label={f('secondLastname')} />
        <FormSelect name="gender" label={f('gender')} options={genders} required />
        <FormSelect name="bloodType" label={f('bloodType')} options={bloodTypes} />
        <FormSelect name="civilState" label={f('civilState')} options={civilStates} required />
        <FormText name="email" label={f('email')} type="email" required />
        <FormText name="rif" label={f('rif')} required />
        <FormText name="patria" label={f('patria')} />
        <FormText name="patriaTwo" label={f('patriaTwo')} />
        <FormText name="accountBank" label={f('accountBank')} numeric />
        <FormText name="dateBirth" label={f('dateBirth')} type="date" required />
        <FormText name="dateIn" label={f('dateIn')} type="date" required />
      </FormSection>
      <FormSection title="app.officers.form.sections.birthPlace">
        <GeographyInputs
          state={{ name: 'stateBirth', label: f('stateBirth') }}
          municipality={{ name: 'municipalityBirth', label: f('municipalityBirth') }}
          parish={{ name: 'parishBirth', label: f('parishBirth') }}
        />
      </FormSection>
      <FormSection title="app.officers.form.sections.contact">
        <FormText name="phone.0" label={f('phone')} type="tel" required numeric />
        <FormText name="phone.1" label={f('phone2')} type="tel" numeric />
        <FormText name="homePhone" label={f('homePhone')} type="tel" numeric />
      </FormSection>
      <FormSection title="app.officers.form.sections.previousWork">
        <FormText name="previousWorkYears" label={f('previousWorkYears')} type="number" size={{ xs: 4 }} />
        <FormText name="previousWorkMonths" label={f('previousWorkMonths')} type="number" size={{ xs: 4 }} />
        <FormText name="previousWorkDays" label={f('previousWorkDays')} type="number" size={{ xs: 4 }} />
      </FormSection>
      <FormSection title="app.officers.form.sections.address">
        <FormText name="address.0.addressName" label={f('addressName')} required size={{ xs: 12 }} />
        <GeographyInputs
          state={{ name: 'address.0.state', label: f('state') }}
          municipality={{ name: 'address.0.municipality', label: f('municipality') }}
          parish={{ name: 'address.0.parish', label: f('parish') }}
        />
        {(['street', 'avenue', 'sidewalk', 'sector', 'urbanity', 'building', 'flat', 'house'] as const).map((name) => (
          <FormText key={name} name={`address.0.${name}`} label={f(name)} size={{ xs: 12, sm: 6, md: 3 }} />
        ))}
        <FormText name="address.0.addressWriter" label={f('addressWriter')} multiline size={{ xs: 12 }} />
      </FormSection>
      <FormSection title="app.officers.form.sections.computed">
        <ComputedFields />
      </FormSection>
    </>
  );
}
