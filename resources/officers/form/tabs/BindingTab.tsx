/**
 * Datos Vinculantes (RRHH §2.1, §4): driver licences (up to 5), the other-language,
 * community-council and national-mission switches with their lists (up to 5 names; a
 * switch turned off empties its list), own housing with its type (cleared when turned
 * off), last job, electoral register and living with parents.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Button, FormHelperText, Grid, IconButton, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useCatalog } from '../../shared/catalogs';
import { MAX_LIST_ITEMS } from '../../validation';
import { FormSection } from '../inputs/FormSection';
import { FormSelect } from '../inputs/FormSelect';
import { FormSwitch } from '../inputs/FormSwitch';
import { FormText } from '../inputs/FormText';
import { TextListInput } from '../inputs/TextListInput';

const f = (name: string) => `app.officers.form.fields.${name}`;

function Licenses() {
  const translate = useTranslate();
  const grades = useCatalog('licenseGrade');
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'license' });
  const listError = (formState.errors.license as { message?: string } | undefined)?.message;
  return (
    <Grid size={12}>
      {fields.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.officers.form.licenses.empty')}</Typography>}
      {fields.map((item, index) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Grid container spacing={2} sx={{ flex: 1 }}>
            <FormText name={`license.${index}.numberOfLicense`} label={f('numberOfLicense')} required size={{ xs: 12, sm: 6 }} />
            <FormSelect name={`license.${index}.licenseGrade`} label={f('licenseGrade')} options={grades} size={{ xs: 12, sm: 6 }} />
          </Grid>
          <IconButton aria-label={translate('app.officers.form.licenses.remove', { n: index + 1 })} onClick={() => remove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} disabled={fields.length >= MAX_LIST_ITEMS} onClick={() => append({ numberOfLicense: '', licenseGrade: '' })}>
          {translate('app.officers.form.licenses.add')}
        </Button>
        <Typography variant="caption" color="text.secondary">{translate('app.officers.form.list.limit', { max: MAX_LIST_ITEMS })}</Typography>
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Grid>
  );
}

/** A switch and, while it is on, its list of names. */
function SwitchedList({ flag, list, itemLabel }: { flag: string; list: string; itemLabel: string }) {
  const { control } = useFormContext();
  const on = Boolean(useWatch({ control, name: flag }));
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Grid container>
        <FormSwitch name={flag} label={f(flag)} clears={[{ name: list, empty: [] }]} size={{ xs: 12 }} />
      </Grid>
      {on && <TextListInput name={list} itemLabel={itemLabel} />}
    </Grid>
  );
}

export function BindingTab() {
  const housingTypes = useCatalog('housingType');
  const { control } = useFormContext();
  const housed = Boolean(useWatch({ control, name: 'haveHoused' }));
  return (
    <>
      <FormSection title="app.officers.form.sections.licenses">
        <Licenses />
      </FormSection>
      <FormSection title="app.officers.form.sections.social">
        <SwitchedList flag="haveAnotherLanguage" list="language" itemLabel={f('language')} />
        <SwitchedList flag="isCommunityCouncil" list="wichCommunityCouncil" itemLabel={f('wichCommunityCouncil')} />
        <SwitchedList flag="isInNacionalMission" list="wichMission" itemLabel={f('wichMission')} />
      </FormSection>
      <FormSection title="app.officers.form.sections.housing">
        <FormSwitch name="haveHoused" label={f('haveHoused')} clears={[{ name: 'housingType', empty: '' }]} />
        <FormSelect name="housingType" label={f('housingType')} options={housingTypes} disabled={!housed} />
        <FormSwitch name="isLiveWithParent" label={f('isLiveWithParent')} />
        <FormText name="lastJob" label={f('lastJob')} />
        <FormText name="yearJob" label={f('yearJob')} type="number" />
        <FormSwitch name="haveElectoralRegister" label={f('haveElectoralRegister')} />
      </FormSection>
    </>
  );
}
