/** Datos Policiales (RRHH §2.1), shown only for 'Tipo de Personal' 1 (Policiales). */
import { useCatalog } from '../../shared/catalogs';
import { FormSection } from '../inputs/FormSection';
import { FormSelect } from '../inputs/FormSelect';
import { FormSwitch } from '../inputs/FormSwitch';
import { FormText } from '../inputs/FormText';

const f = (name: string) => `app.officers.form.fields.${name}`;

export function PoliceTab() {
  const ranges = useCatalog('range');
  return (
    <FormSection>
      <FormSelect name="range" label={f('range')} options={ranges} />
      <FormText name="uniqueCredential" label={f('uniqueCredential')} />
      <FormText name="originInstitution" label={f('originInstitution')} />
      <FormText name="dependenceWork" label={f('dependenceWork')} />
      <FormText name="yearOfPolice" label={f('yearOfPolice')} type="number" />
      <FormText name="dateOfLastPromotion" label={f('dateOfLastPromotion')} type="date" />
      <FormText name="promotion" label={f('promotion')} type="date" />
      <FormSwitch name="isComissionService" label={f('isComissionService')} />
    </FormSection>
  );
}
