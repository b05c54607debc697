/**
 * Route error page (spec 1 §2.4). An HTTP 401 behind the failure ends the session and
 * goes to login; a 403 shows 'Acceso Denegado' and keeps the session (DESIGN: only a 401
 * ends it; docs/decisions.md); any other error shows the page with 'Reintentar' (reload)
 * and 'Ir al inicio de sesión'.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { clearSession } from '../../authProvider';
import { AccessDenied } from './AccessDenied';

export function RouteErrorPage({ error }: { error?: Error }) {
  const translate = useTranslate();
  const status = error instanceof HttpError ? error.status : undefined;
  const sessionProblem = status === 401;
  useEffect(() => {
    if (sessionProblem) {
      clearSession();
      window.location.assign('/login');
    }
  }, [sessionProblem]);
  if (status === 403) return <AccessDenied messageKey="app.engine.accessDenied" />;
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Paper sx={{ p: 4, maxWidth: 520, textAlign: 'center' }} role="alert">
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.errors.routeErrorTitle')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{error?.message || translate('app.errors.routeErrorDefault')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>{translate('app.errors.retry')}</Button>
          <Button variant="outlined" onClick={() => { clearSession(); window.location.assign('/login'); }}>{translate('app.errors.goToLogin')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
