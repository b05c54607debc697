/**
 * The personnel form itself (RRHH §2.1): 'Tipo de Personal', the status banner of an
 * existing officer, the sections (tabs, or a bottom bar on small screens) and Guardar.
 * Guardar shows on every section on small screens; on larger ones only to users who may
 * register personnel or administrators (§6). Enter in a text input never submits.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, GlobalStyles, Grid, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { hasAccess } from '../../../authProvider/permissions';
import { preventEnterSubmit } from '../../../src/components/preventEnterSubmit';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import type { OfficerRecord } from '../api';
import { useCatalog } from '../shared/catalogs';
import { DocumentsTab } from './documents/DocumentsTab';
import { tabOfPath, type FormTab } from './formValidation';
import { BOTTOM_BAR_HEIGHT, FormTabs, TAB_IDS, TAB_ORDER } from './FormTabs';
import { emptyOfficerValues, toFormValues, type OfficerFormValues } from './formValues';
import { FormSelect } from './inputs/FormSelect';
import { PhotoSlots } from './PhotoSlots';
import { StatusBanner } from './StatusBanner';
import { BindingTab } from './tabs/BindingTab';
import { FamilyTab } from './tabs/FamilyTab';
import { HealthTab } from './tabs/HealthTab';
import { PersonalTab } from './tabs/PersonalTab';
import { PhysicalTab } from './tabs/PhysicalTab';
import { PoliceTab } from './tabs/PoliceTab';
import { ProfessionalTab } from './tabs/ProfessionalTab';
import { useOfficerFiles } from './useOfficerFiles';
import { useOfficerSave } from './useOfficerSave';


/** Height of the sticky Guardar bar. */
const SAVE_BAR_HEIGHT = 62;

/** Every path holding an error ('physical.height', 'address.0.state'). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${name}` : name;
    if ('message' in value && typeof value.message === 'string') return [path];
    return errorPaths(value as FieldErrors, path);
  });
}

export interface OfficerFormProps {
  officer: OfficerRecord | null;
  reload: () => Promise<OfficerRecord | undefined>;
}

export function OfficerForm({ officer, reload }: OfficerFormProps) {
  const translate = useTranslate();
  const { user } = useSession();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const typeOptions = useCatalog('typeRegister');
  const form = useForm<OfficerFormValues>({ defaultValues: officer ? toFormValues(officer) : emptyOfficerValues() });
  const files = useOfficerFiles();
  const [tab, setTab] = useState<FormTab>('personal');
  const typeRegister = useWatch({ control: form.control, name: 'typeRegister' });
  const tabs = TAB_ORDER.filter((t) => t !== 'police' || typeRegister === 1);
  const current = tabs.includes(tab) ? tab : 'personal';
  const onInvalid = useCallback((first: FormTab | null) => {
    if (first) setTab(first);
  }, []);
  const { save, saving } = useOfficerSave({ form, officer, files, reload, onInvalid });
  const canSave = small || hasAccess(user, RRHH_ACCESS.register);

  const withErrors = new Set(errorPaths(form.formState.errors).map(tabOfPath).filter((t): t is FormTab => t !== null));

  const sections: Record<FormTab, () => ReactNode> = {
    personal: () => <PersonalTab photos={<PhotoSlots officer={officer} files={files} onStoredChanged={reload} />} />,
    police: () => <PoliceTab />,
    binding: () => <BindingTab />,
    physical: () => <PhysicalTab />,
    professional: () => <ProfessionalTab />,
    family: () => <FamilyTab />,
    health: () => <HealthTab />,
    documents: () => <DocumentsTab officer={officer} files={files} onStoredChanged={reload} />,
  };

  return (
    <FormProvider {...form}>
      {/* Floating buttons (scroll to top) rise above the bottom bar and the Guardar bar on small screens. */}
      {small && <GlobalStyles styles={{ ':root': { '--bottom-bar-height': `${BOTTOM_BAR_HEIGHT + (canSave ? SAVE_BAR_HEIGHT : 0)}px` } }} />}
      <Box
        component="form"
        noValidate
        // Not handleSubmit: validation is the officer schema's (in save), and errors set on list paths
        // ('phone', 'license') would otherwise stay in react-hook-form's state and block every later submit.
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save(form.getValues());
        }}
        onKeyDown={preventEnterSubmit} sx={{ pb: small ? `${BOTTOM_BAR_HEIGHT + 8}px` : 0 }}>
        <Paper variant="outlined" sx={{ p: 2, pb: 0, mb: 2 }}>
          <Grid container spacing={2}>
            <FormSelect name="typeRegister" label="app.officers.form.typeRegister" options={typeOptions} required size={{ xs: 12, sm: 6, md: 4 }} />
          </Grid>
        </Paper>
        {officer && <StatusBanner officer={officer} />}
        <Paper variant="outlined">
          <FormTabs tabs={tabs} current={current} withErrors={withErrors} onChange={setTab} small={small} />
          <Box role="tabpanel" id={`${TAB_IDS[current]}-panel`} aria-labelledby={TAB_IDS[current]} sx={{ p: { xs: 1.5, sm: 2 } }}>
            {small && (
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {translate(`app.officers.form.tabs.${current}`)}
              </Typography>
            )}
            {sections[current]()}
          </Box>
          {canSave && (
            <Box
              sx={{
                position: 'sticky',
                bottom: small ? BOTTOM_BAR_HEIGHT : 0,
                zIndex: 2,
                display: 'flex',
                justifyContent: 'flex-end',
                p: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Button type="submit" variant="contained" disabled={saving} fullWidth={small} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}>
                {translate(saving ? 'app.list.saving' : 'app.common.save')}
              </Button>
            </Box>
          )}
        </Paper>
      </Box>
    </FormProvider>
  );
}
