/**
 * The QR dialog (RRHH §2.5): 'Generando código QR...' while the server draws it, the
 * image, and 'Descargar QR' which saves it as a PNG. Opened from the query screen's row
 * menu and the detail's quick actions; `officer` null means closed.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { generateOfficerQr } from '../api';
import { formatIdentification } from './format';

export interface QrOfficer {
  id: number;
  identification: number;
  firstName: string;
  firstLastname: string;
}

export function OfficerQrDialog({ officer, onClose }: { officer: QrOfficer | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const qr = useQuery({
    queryKey: ['officer-qr', officer?.id],
    queryFn: () => generateOfficerQr(officer!.id),
    enabled: officer !== null,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (qr.isError) notify('app.officers.shared.qr.failedToast', { type: 'error' });
  }, [qr.isError, notify]);

  const download = () => {
    if (!officer || !qr.data) return;
    const link = document.createElement('a');
    link.href = qr.data;
    link.download = `qr_${officer.identification}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    notify('app.officers.shared.qr.downloaded', { type: 'success' });
  };

  const name = officer ? `${officer.firstName} ${officer.firstLastname}` : '';
  return (
    <Dialog open={officer !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="officer-qr-title">
      <DialogTitle id="officer-qr-title">{translate('app.officers.shared.qr.title')}</DialogTitle>
      <DialogContent>
        {officer && (
          <Typography variant="body2" color="text.secondary" align="center" gutterBottom>
            {name} · {formatIdentification(officer.identification)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: 240, justifyContent: 'center', gap: 2 }}>
          {qr.isLoading && (
            <>
              <CircularProgress />
              <Typography>{translate('app.officers.shared.qr.loading')}</Typography>
            </>
          )}
          {qr.isError && <Alert severity="error">{translate('app.officers.shared.qr.failed')}</Alert>}
          {qr.data && <Box component="img" src={qr.data} alt={translate('app.officers.shared.qr.alt', { name })} sx={{ width: 240, height: 240 }} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!qr.data}>
          {translate('app.officers.shared.qr.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
