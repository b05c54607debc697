/**
 * 'Detalles del Informe Médico' (spec 3 §2.7): the officer, the doctor, the medical
 * information (diagnosis, paraclinical exams, pharmacological treatment, numbered
 * recommendations), the rest period, the status and the creation and last update dates.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import type { MedicalReport } from './api';
import { conditionKey, doctorName, formatIdentification, fullName, medicalStatusKey } from './format';

const T = 'app.medical.detail';
const F = 'app.medical.form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700, mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>{translate(label)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {value === null || value === undefined || value === '' ? translate(`${T}.none`) : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function MedicalDetailDialog({ report, onClose }: { report?: MedicalReport; onClose: () => void }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const titleId = useId();
  return (
    <Dialog open={Boolean(report)} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      {report && (
        // Read-only and taller than the screen: a tab stop lets the keyboard scroll it.
        <DialogContent dividers tabIndex={0}>
          <Section title={translate(`${T}.officer`)}>
            <Rows rows={[
              [`${F}.name`, fullName(report.police)],
              [`${F}.identification`, formatIdentification(report.police.identification)],
              [`${F}.rank`, label('range', report.police.range)],
              [`${F}.condition`, translate(conditionKey(report.police.condition))],
              [`${T}.dependency`, report.police.dependencies.map((d) => d.label).join(', ') || report.police.dependenceWork],
            ]} />
          </Section>
          <Divider sx={{ mb: 2 }} />
          <Section title={translate(`${T}.doctor`)}>
            <Rows rows={[[`${F}.doctorName`, doctorName(report.medical)], [`${F}.doctorEmail`, report.medical?.email]]} />
          </Section>
          <Divider sx={{ mb: 2 }} />
          <Section title={translate(`${T}.medicalInfo`)}>
            <Rows rows={[
              [`${F}.diagnosis`, report.diagnosis],
              [`${F}.paraclinicalExams`, report.paraclinicalExams],
              [`${F}.pharmacologicalTreatment`, report.pharmacologicalTreatment],
              [`${F}.recommendations`, (
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {report.recommendations.map((r, i) => <li key={i}>{r}</li>)}
                </Box>
              )],
            ]} />
          </Section>
          <Divider sx={{ mb: 2 }} />
          <Section title={translate(`${T}.restPeriod`)}>
            <Rows rows={[
              [`${T}.from`, formatDate(report.restStartDate)],
              [`${T}.to`, formatDate(report.restEndDate)],
              [`${T}.days`, String(report.restDays)],
              ['app.medical.columns.status', <StatusBadge key="status" label={translate(medicalStatusKey(report.status))} />],
              [`${T}.statusNotes`, report.statusNotes],
              [`${T}.decidedBy`, report.decidedBy],
            ]} />
          </Section>
          <Divider sx={{ mb: 2 }} />
          <Section title={translate(`${T}.dates`)}>
            <Rows rows={[[`${T}.createdAt`, formatDate(report.createdAt, 'dd/MM/yyyy HH:mm')], [`${T}.updatedAt`, formatDate(report.updatedAt, 'dd/MM/yyyy HH:mm')]]} />
          </Section>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
