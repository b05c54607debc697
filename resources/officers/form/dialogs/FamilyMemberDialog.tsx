/**
 * The 'Miembro Familiar' modal (RRHH §2.1, §3.4, §5.2): add mode, or edit mode for the
 * chosen row. Validated with familyMemberSchema (the spec's messages). A cédula already
 * in the officer's family is refused here, as the server would refuse it on save.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Grid, Radio, RadioGroup, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { preventEnterSubmit } from '../../../../src/components/preventEnterSubmit';
import { useCatalog } from '../../shared/catalogs';
import { familyMemberSchema } from '../../validation';
import type { FamilyMember, Key } from '../formValues';
import { FormSelect } from '../inputs/FormSelect';
import { FormSwitch } from '../inputs/FormSwitch';
import { FormText } from '../inputs/FormText';

interface FamilyValues {
  id?: number | null;
  identification: string;
  firstName: string;
  secondName: string;
  firstLastname: string;
  secondLastname: string;
  gender: Key;
  dateBirth: string;
  profesionality: string;
  parentage: Key;
  civilState: Key;
  bloodType: Key;
  numberPassport: string;
  phone: string;
  email: string;
  occupation: string;
  address: string;
  isCivil: boolean;
  hasJob: boolean;
  sso: boolean;
  hcm: boolean;
  conditionalMedicine: string;
  treatments: string;
}

const TEXTS = ['secondName', 'secondLastname', 'profesionality', 'numberPassport', 'phone', 'email', 'occupation', 'address', 'conditionalMedicine', 'treatments'] as const;

function valuesOf(member: FamilyMember | null): FamilyValues {
  const values: FamilyValues = {
    id: member?.id,
    identification: member ? String(member.identification) : '',
    firstName: member?.firstName ?? '',
    secondName: '',
    firstLastname: member?.firstLastname ?? '',
    secondLastname: '',
    gender: member?.gender ?? '',
    dateBirth: member?.dateBirth ?? '',
    profesionality: '',
    parentage: member?.parentage ?? '',
    civilState: member?.civilState ?? '',
    bloodType: member?.bloodType ?? '',
    numberPassport: '',
    phone: '',
    email: '',
    occupation: '',
    address: '',
    isCivil: member?.isCivil ?? true,
    hasJob: member?.hasJob ?? false,
    sso: member?.sso ?? false,
    hcm: member?.hcm ?? false,
    conditionalMedicine: '',
    treatments: '',
  };
  for (const name of TEXTS) values[name] = member?.[name] ?? '';
  return values;
}

const m = (name: string) => `app.officers.form.family.fields.${name}`;
const resolver = yupResolver(familyMemberSchema) as unknown as Resolver<FamilyValues, unknown, FamilyMember>;

interface FamilyFormProps {
  member: FamilyMember | null;
  takenIdentifications: readonly number[];
  onAccept: (member: FamilyMember) => void;
  onClose: () => void;
  titleId: string;
}

function FamilyForm({ member, takenIdentifications, onAccept, onClose, titleId }: FamilyFormProps) {
  const translate = useTranslate();
  const genders = useCatalog('gender');
  const parentages = useCatalog('parentage');
  const civilStates = useCatalog('civilState');
  const bloodTypes = useCatalog('bloodType');
  const form = useForm<FamilyValues, unknown, FamilyMember>({ resolver, defaultValues: valuesOf(member) });
  const accept = (valid: FamilyMember) => {
    if (takenIdentifications.includes(valid.identification)) {
      form.setError('identification', { type: 'duplicate', message: translate('app.officers.form.family.duplicate') });
      return;
    }
    onAccept(valid);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onKeyDown={preventEnterSubmit}
        onSubmit={(event) => {
          // Rendered inside the officer form: this submit must not reach it.
          event.stopPropagation();
          void form.handleSubmit(accept)(event);
        }}
      >
        <DialogTitle id={titleId}>{translate('app.officers.form.family.title')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <FormText name="identification" label={m('identification')} required numeric />
            <FormText name="firstName" label={m('firstName')} required />
            <FormText name="secondName" label={m('secondName')} />
            <FormText name="firstLastname" label={m('firstLastname')} required />
            <FormText name="secondLastname" label={m('secondLastname')} />
            <FormSelect name="gender" label={m('gender')} options={genders} required />
            <FormText name="dateBirth" label={m('dateBirth')} type="date" required />
            <FormSelect name="parentage" label={m('parentage')} options={parentages} />
            <FormSelect name="civilState" label={m('civilState')} options={civilStates} required />
            <FormSelect name="bloodType" label={m('bloodType')} options={bloodTypes} />
            <FormText name="profesionality" label={m('profesionality')} />
            <FormText name="occupation" label={m('occupation')} />
            <FormText name="numberPassport" label={m('numberPassport')} />
            <FormText name="phone" label={m('phone')} type="tel" numeric />
            <FormText name="email" label={m('email')} type="email" />
            <FormText name="address" label={m('address')} size={{ xs: 12, md: 8 }} />
            <FormText name="conditionalMedicine" label={m('conditionalMedicine')} size={{ xs: 12, md: 6 }} />
            <FormText name="treatments" label={m('treatments')} size={{ xs: 12, md: 6 }} />
            <Grid size={{ xs: 12, md: 4 }}>
              <FormLabel id={`${titleId}-civil`}>{translate(m('isCivil'))}</FormLabel>
              <Controller
                name="isCivil"
                control={form.control}
                render={({ field }) => (
                  <RadioGroup row aria-labelledby={`${titleId}-civil`} value={field.value ? 'civil' : 'officer'} onChange={(event) => field.onChange(event.target.value === 'civil')}>
                    <FormControlLabel value="civil" control={<Radio />} label={translate('app.officers.form.family.civil')} />
                    <FormControlLabel value="officer" control={<Radio />} label={translate('app.officers.form.family.officer')} />
                  </RadioGroup>
                )}
              />
            </Grid>
            <FormSwitch name="hasJob" label={m('hasJob')} size={{ xs: 12, sm: 4, md: 2 }} />
            <FormSwitch name="sso" label={m('sso')} size={{ xs: 12, sm: 4, md: 3 }} />
            <FormSwitch name="hcm" label={m('hcm')} size={{ xs: 12, sm: 4, md: 3 }} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate(member ? 'app.officers.form.family.confirmEdit' : 'app.officers.form.family.confirmAdd')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

export interface FamilyMemberDialogProps extends Omit<FamilyFormProps, 'titleId'> {
  open: boolean;
}

export function FamilyMemberDialog({ open, ...props }: FamilyMemberDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      {open && <FamilyForm {...props} titleId={titleId} />}
    </Dialog>
  );
}
