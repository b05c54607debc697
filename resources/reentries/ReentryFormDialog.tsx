/**
 * 'Nuevo Reingreso' / 'Editar Reingreso' (RRHH §2.6, §5.6): the officer searched by
 * cédula first, the date (not after today), the reason (10 to 500 characters) and the
 * dependencies, sub-dependencies and positions the officer returns to — prefilled from
 * the officer's last approved egreso. The shared schema validates, as on the server.
 */
import { Alert, Grid } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { ACTIVE_CONDITION } from '../disincorporations/validation';
import type { OfficerRef, OrganisationItem, PickedOfficer, ReentryRecord } from '../movements/api';
import { MovementFormDialog, MovementFormFrame, PastDateField, ReasonField, type MovementFormProps } from '../movements/MovementFormDialog';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { OrganisationFields } from '../movements/OrganisationFields';
import { useMovementForm } from '../movements/useMovementForm';
import { formatDate } from '../officers/shared/format';
import { reentriesDeclaration } from './declaration';
import { reentrySchema } from './validation';

interface ReentryFormValues {
  idPoliceOfficer: number | '';
  comment: string;
  dateIn: string;
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
}

function defaultsOf(record?: ReentryRecord): ReentryFormValues {
  return {
    idPoliceOfficer: record?.idPoliceOfficer ?? '',
    comment: record?.comment ?? '',
    dateIn: record?.dateIn ?? '',
    dependencies: record?.dependencies ?? [],
    subDependencies: record?.subDependencies ?? [],
    positions: record?.positions ?? [],
  };
}

function ReentryForm({ record, onClose, onSaved, titleId }: MovementFormProps<ReentryRecord>) {
  const translate = useTranslate();
  const [officer, setOfficer] = useState<OfficerRef | PickedOfficer | null>(record?.policeOfficer ?? null);
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  const { control, submit, submitting, setValue, getValues, formState } = useMovementForm<ReentryFormValues>({
    schema: reentrySchema,
    defaults: defaultsOf(record),
    pathOf: () => reentriesDeclaration.paths.save,
    toPayload: (values) => ({ ...values, ...(record ? { id: record.id } : {}) }),
    version: record?.version,
    savedMessage: record ? 'app.movements.reentries.updated' : 'app.movements.reentries.created',
    onSaved,
  });
  const organisation = useWatch({ control, name: ['dependencies', 'subDependencies', 'positions'] });
  const picked = officer && 'haveReentryPending' in officer ? officer : null;

  const pick = (next: PickedOfficer | null) => {
    setOfficer(next);
    setValue('idPoliceOfficer', next?.id ?? '', { shouldValidate: formState.isSubmitted });
    setPrefilledFrom(null);
    const last = next?.lastDisincorporation;
    const empty = getValues('dependencies').length + getValues('subDependencies').length + getValues('positions').length === 0;
    if (last && empty) {
      setValue('dependencies', last.dependencies);
      setValue('subDependencies', last.subDependencies);
      setValue('positions', last.positions);
      setPrefilledFrom(last.dateOut);
    }
  };

  return (
    <MovementFormFrame title={record ? 'app.movements.reentries.edit' : 'app.movements.reentries.create'} titleId={titleId} submit={submit} submitting={submitting} onClose={onClose}>
      <Grid size={12}>
        <OfficerPicker value={officer} onChange={pick} fixed={Boolean(record)} error={formState.errors.idPoliceOfficer?.message}>
          {picked?.condition === ACTIVE_CONDITION && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.movements.reentries.activeOfficer')}</Alert>}
          {picked?.haveReentryPending && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.movements.reentries.pendingOfficer')}</Alert>}
        </OfficerPicker>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PastDateField control={control} name="dateIn" label="app.movements.reentries.dateIn" />
      </Grid>
      <Grid size={12}>
        <ReasonField control={control} name="comment" label="app.movements.reentries.comment" />
      </Grid>
      <Grid size={12}>
        {prefilledFrom && <Alert severity="info" sx={{ mb: 2 }}>{translate('app.movements.reentries.prefilled', { date: formatDate(prefilledFrom) })}</Alert>}
        <OrganisationFields
          required
          value={{ dependencies: organisation[0], subDependencies: organisation[1], positions: organisation[2] }}
          errors={{ dependencies: formState.errors.dependencies?.message, subDependencies: formState.errors.subDependencies?.message, positions: formState.errors.positions?.message }}
          onChange={(next) => {
            const validate = { shouldValidate: formState.isSubmitted };
            setValue('dependencies', next.dependencies, validate);
            setValue('subDependencies', next.subDependencies, validate);
            setValue('positions', next.positions, validate);
          }}
        />
      </Grid>
    </MovementFormFrame>
  );
}

export function ReentryFormDialog(props: { open: boolean; record?: ReentryRecord; onClose: () => void; onSaved: () => void }) {
  return <MovementFormDialog {...props} Form={ReentryForm} />;
}
