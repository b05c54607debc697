/**
 * Officer detail (RRHH §2.3): 'Detalles del Funcionario' with the edit button (register
 * permission or administrator) and 'Buscar Funcionario' (the exact search, which needs
 * the query permission like its call), then the officer view as cards. An id that does
 * not exist says so and leads back to the query screen.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { errorMessagesOf } from '../../../dataProvider/httpClient';
import { GuardedPage, useDialogState } from '../../../src/components/list';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import { fetchOfficer } from '../api';
import { OfficerView } from '../view/OfficerView';
import { ExactSearchDialog } from './ExactSearchDialog';

const T = 'app.officers.detail';
export const QUERY_PATH = '/home/human-resources/query';

/** 404, or an id the server cannot read (400): there is no such officer. */
const isMissing = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

function NotFound({ id }: { id: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      <AlertTitle>{translate(`${T}.notFoundTitle`)}</AlertTitle>
      {translate(`${T}.notFoundText`, { id })}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={QUERY_PATH} variant="outlined" color="inherit" size="small" startIcon={<ArrowBackIcon />}>
          {translate(`${T}.backToQuery`)}
        </Button>
      </Box>
    </Alert>
  );
}

function OfficerDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const { user } = useSession();
  const search = useDialogState<never>();
  // No automatic retry: a missing officer is final, and other failures offer 'Reintentar'.
  const officer = useQuery({ queryKey: ['officer', id], queryFn: () => fetchOfficer(id), retry: false });

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: -1, mb: 2 }}>
        {hasAccess(user, RRHH_ACCESS.query) && (
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => search.show()}>
            {translate(`${T}.search`)}
          </Button>
        )}
        {hasAccess(user, RRHH_ACCESS.register) && officer.data && (
          <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/home/human-resources/update/${officer.data.id}`}>
            {translate(`${T}.edit`)}
          </Button>
        )}
      </Stack>
      {officer.isPending && (
        <Box sx={{ py: 2 }}>
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate(`${T}.loading`)}</Typography>
        </Box>
      )}
      {officer.isError &&
        (isMissing(officer.error) ? (
          <NotFound id={id} />
        ) : (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void officer.refetch()}>{translate('app.guard.retry')}</Button>}>
            <AlertTitle>{translate(`${T}.loadError`)}</AlertTitle>
            {errorMessagesOf(officer.error).join(' · ')}
          </Alert>
        ))}
      {officer.data && <OfficerView officer={officer.data} screen="detail" />}
      <ExactSearchDialog open={search.open} onClose={search.close} />
    </>
  );
}

export default function OfficerDetailPage() {
  const { id = '' } = useParams();
  return (
    <GuardedPage access={RRHH_ACCESS.read} deniedMessage={`${T}.denied`} title={`${T}.title`} icon={<PersonSearchIcon />}>
      {() => <OfficerDetail key={id} id={id} />}
    </GuardedPage>
  );
}
