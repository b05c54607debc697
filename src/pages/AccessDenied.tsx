import LockIcon from '@mui/icons-material/Lock';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Acceso Denegado' with the module's message (spec 1 §6). */
export function AccessDenied({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <Paper sx={{ p: 4, maxWidth: 520, textAlign: 'center' }} role="alert">
        <LockIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.errors.accessDenied')}</Typography>
        <Typography color="text.secondary">{translate(messageKey)}</Typography>
      </Paper>
    </Box>
  );
}
