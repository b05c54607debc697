/**
 * 'Nueva Desincorporación' / 'Editar Desincorporación' (RRHH §2.7, §5.7): the officer
 * searched by cédula first, the date (not after today), the condition the officer leaves
 * with (every option but 1, Activo) and the reason. The officer's current dependencies,
 * sub-dependencies and positions are shown read-only and travel with the record; the
 * note says what approving does with them (§4).
 */
import { Alert, Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { DisincorporationRecord, OfficerRef, OrganisationItem, PickedOfficer } from '../movements/api';
import { organisationLabels } from '../movements/format';
import { MovementFormDialog, MovementFormFrame, PastDateField, ReasonField, type MovementFormProps } from '../movements/MovementFormDialog';
import { OfficerPicker } from '../officers/shared/OfficerPicker';
import { useMovementForm } from '../movements/useMovementForm';
import { useCatalog } from '../officers/shared/catalogs';
import { disincorporationsDeclaration } from './declaration';
import { ACTIVE_CONDITION, disincorporationSchema } from './validation';

interface DisincorporationFormValues {
  idPoliceOfficer: number | '';
  comment: string;
  dateOut: string;
  condition: number | '';
}

interface Organisation {
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
}

const EMPTY: Organisation = { dependencies: [], subDependencies: [], positions: [] };

export function OrganisationSummary({ title, value }: { title: string; value: Organisation }) {
  const translate = useTranslate();
  const rows = [
    ['app.movements.common.dependencies', value.dependencies],
    ['app.movements.common.subDependencies', value.subDependencies],
    ['app.movements.common.positions', value.positions],
  ] as const;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{translate(title)}</Typography>
      {rows.map(([label, items]) => (
        <Typography key={label} variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>{translate(label)}: </Box>
          {organisationLabels(items) ?? translate('app.movements.common.noneSelected')}
        </Typography>
      ))}
    </Box>
  );
}

function DisincorporationForm({ record, onClose, onSaved, titleId }: MovementFormProps<DisincorporationRecord>) {
  const translate = useTranslate();
  const conditions = useCatalog('condition').filter((c) => Number(c.key) !== ACTIVE_CONDITION);
  const [officer, setOfficer] = useState<OfficerRef | PickedOfficer | null>(record?.police ?? null);
  const [organisation, setOrganisation] = useState<Organisation>(record ?? EMPTY);
  const { control, submit, submitting, setValue, formState } = useMovementForm<DisincorporationFormValues>({
    schema: disincorporationSchema,
    defaults: { idPoliceOfficer: record?.policeId ?? '', comment: record?.comment ?? '', dateOut: record?.dateOut ?? '', condition: record?.condition ?? '' },
    pathOf: () => disincorporationsDeclaration.paths.save,
    toPayload: (values) => ({ ...values, ...organisation, ...(record ? { id: record.id } : {}) }),
    version: record?.version,
    savedMessage: record ? 'app.movements.disincorporations.updated' : 'app.movements.disincorporations.created',
    onSaved,
  });
  const picked = officer && 'haveReentryPending' in officer ? officer : null;

  const pick = (next: PickedOfficer | null) => {
    setOfficer(next);
    setOrganisation(next ? { dependencies: next.dependencies, subDependencies: next.subDependencies, positions: next.positions } : EMPTY);
    setValue('idPoliceOfficer', next?.id ?? '', { shouldValidate: formState.isSubmitted });
  };

  return (
    <MovementFormFrame title={record ? 'app.movements.disincorporations.formEdit' : 'app.movements.disincorporations.formCreate'} titleId={titleId} submit={submit} submitting={submitting} onClose={onClose}>
      <Grid size={12}>
        <OfficerPicker value={officer} onChange={pick} fixed={Boolean(record)} error={formState.errors.idPoliceOfficer?.message}>
          {picked && picked.condition !== ACTIVE_CONDITION && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.movements.disincorporations.inactiveOfficer')}</Alert>}
          {officer && <Box sx={{ mt: 1 }}><OrganisationSummary title="app.movements.picker.currentOrganisation" value={organisation} /></Box>}
        </OfficerPicker>
      </Grid>
      <Grid size={12}>
        <Alert severity="info">{translate('app.movements.disincorporations.note')}</Alert>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PastDateField control={control} name="dateOut" label="app.movements.disincorporations.dateOutField" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="condition"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} select fullWidth required label={translate('app.movements.disincorporations.condition')} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '}>
              {conditions.map((c) => <MenuItem key={c.key} value={Number(c.key)}>{c.value}</MenuItem>)}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <ReasonField control={control} name="comment" label="app.movements.disincorporations.comment" />
      </Grid>
    </MovementFormFrame>
  );
}

export function DisincorporationFormDialog(props: { open: boolean; record?: DisincorporationRecord; onClose: () => void; onSaved: () => void }) {
  return <MovementFormDialog {...props} Form={DisincorporationForm} />;
}
