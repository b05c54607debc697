/**
 * 'Nueva Vacación' / 'Editar Vacación' (RRHH §2.8, §3.9, §5.8) with the module selector:
 * vacation and rest go to `rrhh/addvacationorrest`, a service commission to
 * `rrhh/com-service`. The schema of the chosen module validates (the server's), so the
 * messages are the spec's; an unknown module gives 'Tipo de módulo no válido'. A record
 * being edited keeps its officer, and a commission stays a commission.
 */
import { Autocomplete, Chip, Grid, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { AnyObjectSchema } from 'yup';
import type { OfficerRef, PickedOfficer, VacationRecord } from '../movements/api';
import { MovementFormDialog, MovementFormFrame, type MovementFormProps } from '../movements/MovementFormDialog';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { useMovementForm } from '../movements/useMovementForm';
import { useCatalog } from '../officers/shared/catalogs';
import { vacationsDeclaration } from './declaration';
import { moduleLabelKey } from './modules';
import { PersonFields, type PersonValue } from './PersonFields';
import { commissionSchema, EXPIRED_VACATION_TYPE, MODULE_COMMISSION, MODULE_VACATION, MOTIVE_MAX, VACATION_MODULES, vacationOrRestSchema } from './validation';
import { DatePickerInput } from '../../src/components/dates/DatePickerInput';

interface VacationFormValues {
  typeVacationAndRest: number | '';
  idPoliceOfficer: number | '';
  idBestower: number | '';
  idType: number | '';
  dateIn: string;
  dateInit: string;
  dateOut: string;
  motive: string;
  expiredVacationYear: number | '';
  numberOfRenew: number | '';
  institution: string[];
  personOfCom: PersonValue;
  personOfApplication: PersonValue;
  organization1: string;
  organizationDevReason: string;
}

const NO_PERSON: PersonValue = { id: null, name: '', identification: '' };

function defaultsOf(record?: VacationRecord): VacationFormValues {
  return {
    typeVacationAndRest: record?.typeVacationAndRest ?? MODULE_VACATION,
    idPoliceOfficer: record?.idPoliceOfficer ?? '',
    idBestower: record?.idBestower ?? '',
    idType: record?.idType ?? '',
    dateIn: record?.dateIn ?? '',
    dateInit: record?.dateIn ?? '',
    dateOut: record?.dateOut ?? '',
    motive: record?.motive ?? '',
    expiredVacationYear: record?.expiredVacationYear ?? '',
    numberOfRenew: record?.numberOfRenew ?? 0,
    institution: record?.institution ?? [],
    personOfCom: record?.personOfCom ?? NO_PERSON,
    personOfApplication: record?.personOfApplication ?? NO_PERSON,
    organization1: record?.organization1 ?? '',
    organizationDevReason: record?.organizationDevReason ?? '',
  };
}

const isCommission = (values: Pick<VacationFormValues, 'typeVacationAndRest'>) => values.typeVacationAndRest === MODULE_COMMISSION;
// The values arrive cast by the schema: an empty cédula is already null (Number(null) would send 0).
const person = (value: PersonValue) => ({
  id: value.id,
  name: value.name.trim(),
  identification: value.identification === '' || value.identification === null || value.identification === undefined ? null : Number(value.identification),
});

function toPayload(values: VacationFormValues, id?: number): object {
  const common = { ...(id ? { id } : {}), idPoliceOfficer: values.idPoliceOfficer, dateOut: values.dateOut, motive: values.motive };
  if (isCommission(values)) {
    return {
      ...common, dateInit: values.dateInit, numberOfRenew: values.numberOfRenew, institution: values.institution,
      personOfCom: person(values.personOfCom), personOfApplication: person(values.personOfApplication),
      organization1: values.organization1, organizationDevReason: values.organizationDevReason,
    };
  }
  return { ...common, typeVacationAndRest: values.typeVacationAndRest, idBestower: values.idBestower, idType: values.idType, dateIn: values.dateIn, expiredVacationYear: values.expiredVacationYear };
}

function VacationForm({ record, onClose, onSaved, titleId }: MovementFormProps<VacationRecord>) {
  const translate = useTranslate();
  const types = useCatalog('vacationType');
  const [officer, setOfficer] = useState<OfficerRef | null>(record?.policeOfficer ?? null);
  const [bestower, setBestower] = useState<OfficerRef | null>(record?.bestowerOfficer ?? null);
  const { control, submit, submitting, setValue, getValues, clearErrors, formState } = useMovementForm<VacationFormValues>({
    schema: vacationOrRestSchema,
    schemaOf: (values): AnyObjectSchema => (isCommission(values) ? commissionSchema : vacationOrRestSchema) as AnyObjectSchema,
    defaults: defaultsOf(record),
    version: record?.version,
    pathOf: (values) => (isCommission(values) ? vacationsDeclaration.paths.saveOtherKind! : vacationsDeclaration.paths.save),
    toPayload: (values) => toPayload(values, record?.id),
    savedMessage: record ? 'app.movements.vacations.updated' : 'app.movements.vacations.created',
    onSaved,
  });
  const [module, idType] = useWatch({ control, name: ['typeVacationAndRest', 'idType'] });
  const commission = module === MODULE_COMMISSION;
  const validate = { shouldValidate: formState.isSubmitted };
  const pickOfficer = (next: PickedOfficer | null) => { setOfficer(next); setValue('idPoliceOfficer', next?.id ?? '', validate); };
  const pickBestower = (next: PickedOfficer | null) => { setBestower(next); setValue('idBestower', next?.id ?? '', validate); };
  const text = (name: 'motive' | 'organization1' | 'organizationDevReason' | 'expiredVacationYear' | 'numberOfRenew', label: string, extra: { type?: string; multiline?: boolean; required?: boolean } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField {...field} fullWidth type={extra.type} multiline={extra.multiline} minRows={extra.multiline ? 3 : undefined} required={extra.required ?? true} label={translate(label)} error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (name === 'motive' ? translate('app.movements.common.characters', { count: String(field.value).length, max: MOTIVE_MAX }) : ' ')} />
      )}
    />
  );
  const dateField = (name: 'dateIn' | 'dateInit' | 'dateOut', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerInput {...field} fullWidth required label={translate(label)} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
      )}
    />
  );

  return (
    <MovementFormFrame title={record ? 'app.movements.vacations.formEdit' : 'app.movements.vacations.formCreate'} titleId={titleId} submit={submit} submitting={submitting} onClose={onClose}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="typeVacationAndRest"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              fullWidth
              required
              disabled={Boolean(record)}
              label={translate('app.movements.vacations.module')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              onChange={(event) => {
                // The start date lives under the name of the module's schema.
                const start = isCommission(getValues()) ? getValues('dateInit') : getValues('dateIn');
                field.onChange(Number(event.target.value));
                setValue('dateIn', start);
                setValue('dateInit', start);
                // The other module's messages no longer apply.
                clearErrors();
              }}
            >
              {VACATION_MODULES.map((key) => <MenuItem key={key} value={key}>{translate(moduleLabelKey(key))}</MenuItem>)}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <OfficerPicker value={officer} onChange={pickOfficer} fixed={Boolean(record)} error={formState.errors.idPoliceOfficer?.message} />
      </Grid>
      {!commission && (
        <>
          <Grid size={12}>
            <OfficerPicker label={translate('app.movements.vacations.bestower')} value={bestower} onChange={pickBestower} error={formState.errors.idBestower?.message} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="idType"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select fullWidth required={module === MODULE_VACATION} label={translate('app.movements.vacations.type')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '}>
                  {types.map((t) => <MenuItem key={t.key} value={Number(t.key)}>{t.value}</MenuItem>)}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {module === MODULE_VACATION && idType === EXPIRED_VACATION_TYPE && text('expiredVacationYear', 'app.movements.vacations.expiredYear', { type: 'number' })}
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>{dateField(commission ? 'dateInit' : 'dateIn', 'app.movements.vacations.dateInField')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{dateField('dateOut', 'app.movements.vacations.dateOutField')}</Grid>
      {commission && (
        <>
          <Grid size={12}>
            <Controller name="personOfCom" control={control} render={({ field, fieldState }) => <PersonFields title="app.movements.vacations.personOfCom" value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? (fieldState.error as { name?: { message?: string } } | undefined)?.name?.message} />} />
          </Grid>
          <Grid size={12}>
            <Controller name="personOfApplication" control={control} render={({ field, fieldState }) => <PersonFields title="app.movements.vacations.personOfApplication" value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? (fieldState.error as { name?: { message?: string } } | undefined)?.name?.message} />} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{text('organization1', 'app.movements.vacations.organization')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('numberOfRenew', 'app.movements.vacations.renewals', { type: 'number' })}</Grid>
          <Grid size={12}>
            <Controller
              name="institution"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[] as string[]}
                  value={field.value}
                  onChange={(_event, items) => field.onChange(items.map((item) => item.trim()).filter(Boolean))}
                  renderValue={(items, getItemProps) => items.map((item, index) => <Chip {...getItemProps({ index })} key={item} label={item} size="small" />)}
                  renderInput={(params) => <TextField {...params} label={translate('app.movements.vacations.institutions')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? translate('app.movements.vacations.institutionsHelp')} />}
                />
              )}
            />
          </Grid>
          <Grid size={12}>{text('organizationDevReason', 'app.movements.vacations.organizationReason', { required: false })}</Grid>
        </>
      )}
      <Grid size={12}>{text('motive', 'app.movements.vacations.motive', { multiline: true })}</Grid>
    </MovementFormFrame>
  );
}

export function VacationFormDialog(props: { open: boolean; record?: VacationRecord; onClose: () => void; onSaved: () => void }) {
  return <MovementFormDialog {...props} Form={VacationForm} />;
}
