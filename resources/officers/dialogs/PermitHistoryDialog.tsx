/**
 * Permit history (RRHH §2.5, §7.1): `GET permits?policeId&page=1&pageSize=100`, shown
 * without pagination; 'Error al cargar el histórico de permisos' with the list emptied.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDate } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchPermitHistory, requestStatusKey, type OfficerDialogProps, type PermitEntry } from './recordsApi';

const C = 'app.officers.records.permits';

export function PermitHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['officer-permits', officer?.id], queryFn: () => fetchPermitHistory(officer!.id), enabled: officer !== null });
  const columns: HistoryColumn<PermitEntry>[] = [
    { id: 'from', label: `${C}.from`, render: (p) => formatDate(p.periodFrom) },
    { id: 'to', label: `${C}.to`, render: (p) => formatDate(p.periodTo) },
    { id: 'type', label: `${C}.type`, render: (p) => (p.permitType ? p.permitType.charAt(0).toUpperCase() + p.permitType.slice(1) : 'N/A') },
    { id: 'motive', label: `${C}.motive`, render: (p) => p.motive || 'N/A' },
    { id: 'status', label: `${C}.status`, render: (p) => <StatusBadge label={translate(requestStatusKey(p.status))} /> },
    { id: 'createdAt', label: `${C}.createdAt`, render: (p) => formatDate(p.createdAt) },
  ];
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose} maxWidth="lg">
      <HistoryTable label={`${C}.title`} columns={columns} rows={query.isError ? [] : (query.data ?? [])} rowKey={(p) => p.id} loading={query.isLoading} error={query.isError ? `${C}.error` : null} />
    </OfficerDialogFrame>
  );
}
