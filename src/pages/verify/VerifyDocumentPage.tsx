/**
 * The public page a document's QR opens (`/verify/{code}`, RRHH §7.4), outside the
 * session: 'Documento válido' with only the name, cédula, document kind and issue date,
 * or 'Documento no válido' for an unknown, forged or altered code.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDate, formatIdentification } from '../../../resources/officers/shared/format';
import { verifyDocument } from '../../../resources/officers/pdf/verificationApi';
import { INSTITUTION } from '../../pdf/institution';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

export function VerifyDocumentPage() {
  const translate = useTranslate();
  const { code = '' } = useParams();
  const query = useQuery({ queryKey: ['verify-document', code], queryFn: () => verifyDocument(code), retry: false });
  const invalid = query.error instanceof HttpError && query.error.status === 404;

  let body;
  if (query.isLoading) {
    body = (
      <Stack direction="row" spacing={2} sx={{ py: 3, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{translate('app.verify.checking')}</Typography>
      </Stack>
    );
  } else if (query.data) {
    const doc = query.data;
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'success.main' }}>
          <VerifiedIcon fontSize="large" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>{translate('app.verify.valid')}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">{translate('app.verify.validText')}</Typography>
        <Divider />
        <Row label={translate('app.verify.name')} value={doc.name} />
        <Row label={translate('app.verify.identification')} value={formatIdentification(doc.identification)} />
        <Row label={translate('app.verify.documentType')} value={doc.documentType} />
        <Row label={translate('app.verify.issuedAt')} value={formatDate(doc.issuedAt, 'dd/MM/yyyy HH:mm')} />
      </Stack>
    );
  } else if (invalid) {
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'error.main' }}>
          <CancelIcon fontSize="large" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>{translate('app.verify.invalid')}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">{translate('app.verify.invalidText')}</Typography>
      </Stack>
    );
  } else {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{translate('app.verify.retry')}</Button>}>
        {translate('app.verify.failed')}
      </Alert>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: (t) => (t.palette.mode === 'dark' ? '#0b1320' : 'linear-gradient(135deg, #0d3b66 0%, #1f5f99 100%)') }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 1 }}>
              <LocalPoliceIcon />
            </Avatar>
            <Typography variant="overline" color="text.secondary">{INSTITUTION.country}</Typography>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>{INSTITUTION.name}</Typography>
            <Typography component="h1" variant="subtitle1" color="text.secondary">{translate('app.verify.title')}</Typography>
          </Box>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}

export default VerifyDocumentPage;
