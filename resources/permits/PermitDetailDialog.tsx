/**
 * 'Detalles de Solicitud' (spec 3 §2.6): request number, creation date, status badge,
 * type, duration, period, supports, reason, the officer, studies, schedules and the
 * approval history (approver, level, status, comments, date). Loads the whole request.
 * The spec's approve / reject buttons inside it do nothing; they are left out.
 */
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../engine/numbers';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate, formatIdentification, fullName } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { getPermit, type PermitRecord } from './api';
import { permitStatusLabel } from './declaration';

const D = 'app.permits.detail';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>{children || 'N/A'}</Typography>
    </Grid>
  );
}

function SmallTable({ label, headers, rows, empty }: { label: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography variant="body2" color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead><TableRow>{headers.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
      <TableBody>{rows.map((cells, i) => <TableRow key={i}>{cells.map((c, j) => <TableCell key={j}>{c}</TableCell>)}</TableRow>)}</TableBody>
    </Table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

export function PermitDetailDialog({ open, record, onClose }: { open: boolean; record?: PermitRecord; onClose: () => void }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const titleId = useId();
  const query = useQuery({ queryKey: ['permit', record?.id], queryFn: () => getPermit(record!.id), enabled: open && Boolean(record) });
  const p = query.data;
  const t = (key: string, options?: object) => translate(`${D}.${key}`, options);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {!p ? <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress /></Box> : (
          <>
            <Grid container spacing={1.5}>
              <Item label={t('requestNumber')}><strong>{p.requestNumber}</strong></Item>
              <Item label={t('createdAt')}>{formatDate(p.createdAt)}</Item>
              <Item label={t('status')}><StatusBadge label={permitStatusLabel(p.status)} /></Item>
              <Item label={t('type')}>{p.typeLabel}</Item>
              <Item label={t('personal')}>{p.personalLabel}</Item>
              <Item label={t('days')}>{p.daysLabel}</Item>
              <Item label={t('duration')}>{t('durationDays', { smart_count: p.durationDays })}</Item>
              <Item label={t('period')}>{`${formatDate(p.periodFrom)} – ${formatDate(p.periodTo)}`}</Item>
              <Item label={t('supports')}>{p.supportsDelivered}</Item>
              <Item label={t('reason')}>{p.reasonLabel}</Item>
              <Grid size={12}><Typography variant="caption" color="text.secondary">{t('motive')}</Typography><Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{p.motive}</Typography></Grid>
              {p.statusNotes && <Grid size={12}><Typography variant="caption" color="text.secondary">{t('statusNotes')}</Typography><Typography variant="body2">{p.statusNotes}</Typography></Grid>}
            </Grid>
            <Divider sx={{ mt: 2 }} />
            <Section title={t('officer')}>
              <Grid container spacing={1.5}>
                <Item label={t('name')}>{p.police ? fullName(p.police) : null}</Item>
                <Item label={t('identification')}>{p.police ? formatIdentification(p.police.identification) : null}</Item>
                <Item label={t('rank')}>{label('range', p.police?.range)}</Item>
                <Item label={t('codeRrhh')}>{p.police?.codeRrhh}</Item>
                <Item label={t('positions')}>{p.police?.positions.map((x) => x.label).join(', ')}</Item>
                <Item label={t('dependencies')}>{p.police?.dependencies.map((x) => x.label).join(', ')}</Item>
              </Grid>
            </Section>
            {(p.studies.length > 0 || p.schedules.length > 0) && (
              <>
                <Section title={t('studies')}>
                  <SmallTable label={t('studies')} empty="—" headers={[translate('app.permits.form.institution'), translate('app.permits.form.career'), translate('app.permits.form.lastLevelApproved'), translate('app.permits.form.lastLevelAverage'), translate('app.permits.form.studyType')]}
                    rows={p.studies.map((s) => [s.institution, s.career, s.lastLevelApproved ?? 'N/A', s.lastLevelAverage === null ? 'N/A' : formatNumber(s.lastLevelAverage), s.studyType ? translate(`app.permits.studyTypes.${s.studyType}`) : 'N/A'])} />
                </Section>
                <Section title={t('schedules')}>
                  <SmallTable label={t('schedules')} empty="—" headers={[translate('app.permits.form.dayOfWeek'), translate('app.permits.form.timeFrom'), translate('app.permits.form.timeTo'), translate('app.permits.form.scheduleType')]}
                    rows={p.schedules.map((s) => [translate(`app.permits.days.${s.dayOfWeek}`), s.timeFrom, s.timeTo, translate(`app.permits.scheduleTypes.${s.scheduleType}`)])} />
                </Section>
              </>
            )}
            <Section title={t('approvals')}>
              <SmallTable label={t('approvals')} empty={t('noApprovals')} headers={[t('approver'), t('level'), t('approvalStatus'), t('comments'), t('date')]}
                rows={p.approvals.map((a) => [a.approver.fullName, a.approvalLevel, <StatusBadge key="s" label={permitStatusLabel(a.approvalStatus)} />, a.comments ?? '—', formatDate(a.approvalDate, 'dd/MM/yyyy HH:mm')])} />
            </Section>
          </>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('close')}</Button></DialogActions>
    </Dialog>
  );
}
