import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** 404 (spec 1 §2.4): 'Pagina no encontrada' with a link back home. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h2" color="primary">404</Typography>
      <Typography variant="h5" component="h1">{translate('app.errors.notFound')}</Typography>
      <Typography color="text.secondary">{translate('app.errors.notFoundText')}</Typography>
      <Button component={Link} to="/home" variant="contained">{translate('app.errors.backHome')}</Button>
    </Box>
  );
}
