/**
 * Medical history (RRHH §2.5, §7.1): `GET medical/by-police/{id}` (a list), shown without
 * pagination; 'Error al cargar el histórico médico' with the list emptied.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDate } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchMedicalHistory, requestStatusKey, type MedicalEntry, type OfficerDialogProps } from './recordsApi';

const C = 'app.officers.records.medical';

export function MedicalHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['officer-medical', officer?.id], queryFn: () => fetchMedicalHistory(officer!.id), enabled: officer !== null });
  const columns: HistoryColumn<MedicalEntry>[] = [
    { id: 'start', label: `${C}.start`, render: (m) => formatDate(m.restStartDate) },
    { id: 'end', label: `${C}.end`, render: (m) => formatDate(m.restEndDate) },
    { id: 'diagnosis', label: `${C}.diagnosis`, render: (m) => m.diagnosis || 'N/A' },
    { id: 'status', label: `${C}.status`, render: (m) => <StatusBadge label={translate(requestStatusKey(m.status))} /> },
    { id: 'createdAt', label: `${C}.createdAt`, render: (m) => formatDate(m.createdAt) },
  ];
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose} maxWidth="lg">
      <HistoryTable label={`${C}.title`} columns={columns} rows={query.isError ? [] : (query.data ?? [])} rowKey={(m) => m.id} loading={query.isLoading} error={query.isError ? `${C}.error` : null} />
    </OfficerDialogFrame>
  );
}
