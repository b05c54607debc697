/**
 * Which months of the trail the viewer can search: the trail is kept by month, and months
 * older than the retention are archived to file storage (server/lib/auditPartitions.ts).
 */
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiRequest } from '../../../dataProvider/httpClient';
import { formatMonth } from './auditModel';

interface AuditMonths {
  online: string[];
  archived: string[];
  retentionMonths: number;
}

export function AuditMonthsNote() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['audits', 'months'],
    queryFn: () => apiRequest<AuditMonths>('audits/months'),
    staleTime: 5 * 60_000,
  });
  const months = data?.data;
  if (!Array.isArray(months?.online) || months.online.length === 0) return null;
  const archivedMonths = Array.isArray(months.archived) ? months.archived : [];
  const online = translate('app.audits.months.online', { from: formatMonth(months.online[0]) });
  const archived = archivedMonths.length
    ? translate('app.audits.months.archived', { smart_count: archivedMonths.length, last: formatMonth(archivedMonths[archivedMonths.length - 1]) })
    : '';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="audit-months">
      {[online, archived].filter(Boolean).join(' ')}
    </Typography>
  );
}
