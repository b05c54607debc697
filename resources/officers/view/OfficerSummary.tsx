/** The officer's headline above the cards: initials, full name, cédula, codes, type, rank and status. */
import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useContext } from 'react';
import type { OfficerRecord } from '../api';
import { formatIdentification, fullName } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { CompactView } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const initials = (officer: OfficerRecord) => `${officer.firstName?.[0] ?? ''}${officer.firstLastname?.[0] ?? ''}`.toUpperCase();

export function OfficerSummary({ officer, prefix }: { officer: OfficerRecord; prefix?: string }) {
  const format = useViewFormat();
  const compact = useContext(CompactView);
  const codes = [officer.codeRrhh, officer.iapmchCode].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" sx={{ p: compact ? 1.5 : 2, display: 'flex', gap: 2, alignItems: 'center', bgcolor: 'background.paper' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: compact ? 44 : 56, height: compact ? 44 : 56, fontSize: compact ? 18 : 22 }}>{initials(officer)}</Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant={compact ? 'subtitle1' : 'h6'} component={compact ? 'h3' : 'h2'} sx={{ fontWeight: 600, lineHeight: 1.25 }}>
          {prefix && <Box component="span" sx={{ color: 'primary.main' }}>{prefix}</Box>}
          {prefix && ' '}
          {fullName(officer)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatIdentification(officer.identification)}
          {codes && ` · ${codes}`}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusBadge label={format.label('statusIn', officer.statusIn)} />
          <Chip size="small" variant="outlined" label={format.label('typeRegister', officer.typeRegister)} />
          {officer.typeRegister === 1 && officer.range ? <Chip size="small" variant="outlined" color="primary" label={format.label('range', officer.range)} /> : null}
        </Stack>
      </Box>
    </Paper>
  );
}
