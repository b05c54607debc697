/**
 * 'Registro de Recursos Humanos' (RRHH §2.1): /home/human-resources/register creates a
 * record; /home/human-resources/update/{id} and /home/human-resources/query/{id} edit
 * one. Creating needs the register permission (RRHH > Ingreso > Policial); editing opens
 * for whoever may read the record (the same rules as the API), Guardar then follows §6.
 * An id that does not exist says so instead of showing an empty form.
 */
import BadgeIcon from '@mui/icons-material/Badge';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { PageHeader } from '../../../src/components/list/PageHeader';
import { AccessDenied } from '../../../src/pages/AccessDenied';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import { OfficerForm } from './OfficerForm';
import { useOfficerRecord } from './useOfficerRecord';

const T = 'app.officers.form';
const QUERY_PATH = '/home/human-resources/query';
const REGISTER_PATH = '/home/human-resources/register';

function OfficerFormContent({ routeId }: { routeId: string | undefined }) {
  const translate = useTranslate();
  const load = useOfficerRecord(routeId);

  if (load.state === 'create') return <OfficerForm key="new" officer={null} reload={async () => undefined} />;
  if (load.state === 'loaded') return <OfficerForm key={load.officer.id} officer={load.officer} reload={load.refetch} />;
  if (load.state === 'loading') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{translate(`${T}.loading`)}</Typography>
      </Stack>
    );
  }
  const notFound = load.state === 'notFound';
  return (
    <Alert
      severity={notFound ? 'warning' : 'error'}
      action={!notFound ? <Button color="inherit" onClick={load.retry}>{translate(`${T}.retry`)}</Button> : undefined}
    >
      <AlertTitle>{translate(notFound ? `${T}.notFoundTitle` : `${T}.loadErrorTitle`)}</AlertTitle>
      {notFound ? translate(`${T}.notFoundText`, { id: routeId }) : load.message}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={QUERY_PATH} variant="outlined" size="small" color="inherit">{translate(`${T}.goToQuery`)}</Button>
        <Button component={RouterLink} to={REGISTER_PATH} variant="outlined" size="small" color="inherit">{translate(`${T}.goToRegister`)}</Button>
      </Stack>
    </Alert>
  );
}

export default function OfficerFormPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const { id } = useParams();
  const creating = id === undefined;
  if (!hasAccess(user, creating ? RRHH_ACCESS.register : RRHH_ACCESS.read)) return <AccessDenied messageKey={`${T}.denied`} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader
        title={`${T}.title`}
        icon={<BadgeIcon color="primary" />}
        crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.menu.rrhh', to: QUERY_PATH }, { label: `${T}.title` }]}
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>{translate(`${T}.subtitle`)}</Typography>
      <OfficerFormContent key={id ?? 'new'} routeId={id} />
    </Box>
  );
}
