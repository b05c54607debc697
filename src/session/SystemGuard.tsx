/**
 * The guard of every /home route (spec 1 §2.1, §2.4): a session (token + current user)
 * and loaded initialization data, with the spec's loading, error and empty screens.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { isPlaceIn, setPlaceCheck } from '../../resources/engine/validation';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { clearSession, WELCOME_FLASH_KEY } from '../../authProvider';
import { getToken } from '../../dataProvider/httpClient';
import { DATA_INIT_STALE_MS, USER_STALE_MS } from '../../dataProvider/constants';
import { RouteShell } from './RouteShell';
import { SessionContext } from './SessionContext';
import { takeDataInit, takeSessionUser } from './sessionRequests';

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>{children}</Paper>
    </Box>
  );
}

/** Loading: the frame of the address with the text (the same one the light entry drew first), not a blank page. */
const Loading = ({ text }: { text: string }) => <RouteShell status={text} />;

export function SystemGuard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const hasToken = Boolean(getToken());
  // Both answers may have been asked for by the entry already (sessionRequests.ts).
  const userQuery = useQuery({ queryKey: ['session-user'], queryFn: takeSessionUser, enabled: hasToken, staleTime: USER_STALE_MS, retry: false });
  const dataQuery = useQuery({
    queryKey: ['data-init'],
    queryFn: async () => {
      const dataInit = await takeDataInit();
      // The forms check declared places against the geography data-init brings (resources/engine/validation.ts).
      if (dataInit) setPlaceCheck((state, municipality, parish) => isPlaceIn(dataInit.states, state, municipality, parish));
      return dataInit;
    },
    enabled: hasToken && userQuery.isSuccess,
    staleTime: DATA_INIT_STALE_MS,
    retry: false,
  });

  const notify = useNotify();
  const dataFailed = dataQuery.isError && !(dataQuery.error instanceof HttpError && dataQuery.error.status === 401);
  const ready = userQuery.isSuccess && dataQuery.isSuccess;
  /**
   * The screen behind the guard (layout, menu and page: most of the first load's rendering)
   * mounts in a deferred render once both answers are in. The answers arrive through React
   * Query's store, whose updates React renders synchronously: the whole mount was one task of
   * hundreds of milliseconds on a phone. Deferred, React renders it in slices and yields in
   * between, while the loading screen stays up until it is ready.
   */
  const showScreen = useDeferredValue(ready);
  useEffect(() => {
    const name = sessionStorage.getItem(WELCOME_FLASH_KEY);
    if (ready && name) {
      sessionStorage.removeItem(WELCOME_FLASH_KEY);
      notify('app.login.welcome', { type: 'success', messageArgs: { name } });
    }
  }, [ready, notify]);
  useEffect(() => {
    if (dataFailed) notify('app.guard.dataInitToast', { type: 'error' });
  }, [dataFailed, notify]);

  if (!hasToken) return <Navigate to="/login" replace />;
  if (userQuery.isError) {
    clearSession('Sesión expirada, por favor inicia sesión nuevamente');
    return <Navigate to="/login" replace />;
  }
  if (userQuery.isPending) return <Loading text={translate('app.guard.checkingSession')} />;
  if (dataQuery.isPending) return <Loading text={translate('app.guard.loadingData')} />;
  if (dataQuery.isError || !dataQuery.data || Object.keys(dataQuery.data).length === 0) {
    const failed = dataQuery.isError;
    return (
      <CenteredMessage>
        <Typography variant="h6" gutterBottom>
          {translate(failed ? 'app.guard.dataErrorTitle' : 'app.guard.dataEmptyTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate(failed ? 'app.guard.dataErrorText' : 'app.guard.dataEmptyText')}</Typography>
        <Button variant="contained" onClick={() => void dataQuery.refetch()}>
          {translate('app.guard.retry')}
        </Button>
      </CenteredMessage>
    );
  }
  if (!showScreen) return <Loading text={translate('app.guard.loadingData')} />;
  return <SessionContext.Provider value={{ user: userQuery.data, dataInit: dataQuery.data }}>{children}</SessionContext.Provider>;
}
