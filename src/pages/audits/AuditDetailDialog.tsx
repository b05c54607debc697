/**
 * 'Detalle del Log' (spec 1 §2.9): the entry's summary, then the request (body, query,
 * headers) and the response (body, headers) as nested tables through JsonViewer.
 */
import CloseIcon from '@mui/icons-material/Close';
import {
  Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, IconButton, Paper, Typography, useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { JsonViewer } from '../../components/JsonViewer';
import { formatDateTime, type AuditEntry } from './auditModel';
import { MethodChip, StatusChip } from './AuditChips';
import { describeEndpoint } from './describeEndpoint';

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Box sx={{ wordBreak: 'break-word', typography: 'body2', fontWeight: 500 }}>{children}</Box>
    </Grid>
  );
}

function JsonSection({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{title}</Typography>
      <JsonViewer value={value ?? null} />
    </Box>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

export function AuditDetailDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (key: string) => translate(`app.audits.${key}`);
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} scroll="paper" aria-labelledby="audit-detail-title">
      <DialogTitle id="audit-detail-title" sx={{ pr: 6 }}>
        {t('detail.title')}
        <IconButton aria-label={t('detail.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {entry && (
          <>
            <Part title={t('detail.summary')}>
              <Grid container spacing={2}>
                <SummaryItem label={t('columns.date')}>{formatDateTime(entry.created_at)}</SummaryItem>
                <SummaryItem label={t('columns.user')}>{entry.user_name ?? t('anonymous')}</SummaryItem>
                <SummaryItem label={t('columns.action')}>{describeEndpoint(entry.endpoint, entry.method)}</SummaryItem>
                <SummaryItem label={t('columns.endpoint')}>
                  <Box component="code" sx={{ fontSize: '0.8125rem' }}>{entry.endpoint}</Box>
                </SummaryItem>
                <SummaryItem label={t('columns.method')}><MethodChip method={entry.method} /></SummaryItem>
                <SummaryItem label={t('columns.status')}><StatusChip status={entry.statusCode} /></SummaryItem>
                <SummaryItem label={t('columns.time')}>{translate('app.audits.milliseconds', { value: entry.responseTime })}</SummaryItem>
                <SummaryItem label={t('columns.origin')}>{entry.origin ?? ''}</SummaryItem>
              </Grid>
            </Part>
            <Part title={t('detail.request')}>
              <JsonSection title={t('detail.body')} value={entry.req?.body} />
              <JsonSection title={t('detail.query')} value={entry.req?.query} />
              <Divider sx={{ mb: 1 }} />
              <JsonSection title={t('detail.headers')} value={entry.req?.headers} />
            </Part>
            <Part title={t('detail.response')}>
              <JsonSection title={t('detail.body')} value={entry.res?.body} />
              <Divider sx={{ mb: 1 }} />
              <JsonSection title={t('detail.headers')} value={entry.res?.headers} />
            </Part>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
