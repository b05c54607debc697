/**
 * The officer of a medical report (spec 3 §2.7), as the form shows it once chosen (the
 * shared OfficerPicker finds it on create): name, cédula, rank and condition (Activo
 * when 1, otherwise Inactivo), and on edit the doctor's name and e-mail.
 */
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRrhhLabel } from '../officers/shared/catalogs';
import type { MedicalPolice } from './api';
import { conditionKey, formatIdentification, fullName } from './format';

const F = 'app.medical.form';

function Fact({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>{translate(label)}</Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** Name, cédula, rank and condition; with the doctor's name and e-mail when given; `action` on the right. */
export function MedicalOfficerCard({ officer, doctor, action }: { officer: MedicalPolice; doctor?: { name: string; email: string | null }; action?: ReactNode }) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate(`${F}.officer`)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Fact label={`${F}.name`} value={fullName(officer)} />
        <Fact label={`${F}.identification`} value={formatIdentification(officer.identification)} />
        <Fact label={`${F}.rank`} value={label('range', officer.range)} />
        <Fact label={`${F}.condition`} value={translate(conditionKey(officer.condition))} />
        {doctor && <Fact label={`${F}.doctorName`} value={doctor.name} />}
        {doctor && <Fact label={`${F}.doctorEmail`} value={doctor.email || 'N/A'} />}
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Box>
    </Paper>
  );
}
