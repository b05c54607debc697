/**
 * The work-time dialog (RRHH §2.5, §3.10): from `GET rrhh/work-time/{id}` the period of
 * the calculation, the total time 'N años, M meses, D días', the total days, the vacation
 * days and the work periods, plus a line for the previous work time the total adds. 'Sin datos para mostrar' for an empty result; 'Error al
 * obtener tiempo de trabajo' inline in red when the call fails (§8).
 */
import { Alert, Box, CircularProgress, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDate } from '../shared/format';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchWorkTime, type OfficerDialogProps, type WorkTime } from './recordsApi';

const C = 'app.officers.records.workTime';

/** Nothing to show: no period was computed (no entry date) and no work period exists. */
export function isEmptyWorkTime(workTime: WorkTime | null | undefined): boolean {
  return !workTime || (!workTime.calculationPeriod && (workTime.workPeriods ?? []).length === 0);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 150, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

export function WorkTimeDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['officer-work-time', officer?.id], queryFn: () => fetchWorkTime(officer!.id), enabled: officer !== null });
  const span = (years: number, months: number, days: number) =>
    translate(`${C}.span`, {
      years: translate(`${C}.years`, { smart_count: years }),
      months: translate(`${C}.months`, { smart_count: months }),
      days: translate(`${C}.days`, { smart_count: days }),
    });
  const data = query.data;
  const previousWork = data?.previousWork;
  const previous = previousWork && previousWork.years + previousWork.months + previousWork.days > 0 ? previousWork : null;

  let body;
  if (query.isLoading) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{translate('app.officers.records.common.loading')}</Typography>
      </Box>
    );
  } else if (query.isError) {
    body = <Typography color="error" role="alert">{translate(`${C}.error`)}</Typography>;
  } else if (!data || isEmptyWorkTime(data)) {
    body = <Alert severity="info">{translate(`${C}.empty`)}</Alert>;
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>
          <strong>{translate(`${C}.period`)}:</strong>{' '}
          {data.calculationPeriod ? translate(`${C}.periodValue`, { start: formatDate(data.calculationPeriod.start), end: formatDate(data.calculationPeriod.end) }) : 'N/A'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure label={translate(`${C}.total`)} value={span(data.totalWorkYears, data.totalWorkMonths, data.totalWorkDaysRemaining)} />
          <Figure label={translate(`${C}.totalDays`)} value={translate(`${C}.days`, { smart_count: data.totalWorkTime })} />
          <Figure label={translate(`${C}.vacationDays`)} value={translate(`${C}.days`, { smart_count: data.vacationDays })} />
        </Stack>
        <Divider />
        <Typography variant="subtitle2">{translate(`${C}.periods`)}</Typography>
        {data.workPeriods.length === 0 && !previous ? (
          <Typography color="text.secondary">{translate(`${C}.empty`)}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate(`${C}.periods`)}>
            {data.workPeriods.map((period, index) => (
              <ListItem key={`${period.start}-${index}`} disableGutters divider>
                <ListItemText
                  primary={translate(`${C}.periodItem`, { n: index + 1, start: formatDate(period.start), end: formatDate(period.end) })}
                  secondary={period.years !== undefined && period.months !== undefined && period.days !== undefined ? span(period.years, period.months, period.days) : undefined}
                />
              </ListItem>
            ))}
            {/* Every part of the total is listed: the previous service the total adds. */}
            {previous && (
              <ListItem disableGutters divider>
                <ListItemText primary={translate(`${C}.previousWork`)} secondary={span(previous.years, previous.months, previous.days)} />
              </ListItem>
            )}
          </List>
        )}
        <Typography variant="caption" color="text.secondary">{translate(`${C}.totalNote`)}</Typography>
      </Stack>
    );
  }

  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose} maxWidth="sm">
      {body}
    </OfficerDialogFrame>
  );
}
