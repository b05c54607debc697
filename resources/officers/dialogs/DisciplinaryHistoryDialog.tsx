/**
 * Disciplinary history (RRHH §2.2, §3.10): the officer's cases from
 * `GET disciplinary/cases-by-officer/{id}`: start date, case number, register (ICAP /
 * OIDP), detective, fault, sanction and decision; 'Error cargando historial' (§8).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDate } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchDisciplinaryCases, type DisciplinaryCase, type OfficerDialogProps } from './recordsApi';

const C = 'app.officers.records.disciplinary';

/** Translation key of a case decision: 1 Aprobado, 2 Rechazado, 3 Pendiente (§3.10). */
export function decisionKey(decision: number | null | undefined): string {
  const keys: Record<number, string> = { 1: 'approved', 2: 'rejected', 3: 'pending' };
  return `app.officers.records.status.${keys[decision ?? 0] ?? 'none'}`;
}

export function DisciplinaryHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['officer-disciplinary', officer?.id], queryFn: () => fetchDisciplinaryCases(officer!.id), enabled: officer !== null });
  const columns: HistoryColumn<DisciplinaryCase>[] = [
    { id: 'dateInit', label: `${C}.dateInit`, render: (c) => formatDate(c.dateInit) },
    { id: 'numberOfCase', label: `${C}.numberOfCase`, render: (c) => c.numberOfCase || 'N/A' },
    { id: 'register', label: `${C}.register`, render: (c) => (c.typeRegister === 1 ? 'ICAP' : c.typeRegister === 2 ? 'OIDP' : 'N/A') },
    { id: 'detective', label: `${C}.detective`, render: (c) => c.detective || 'N/A' },
    { id: 'fault', label: `${C}.fault`, render: (c) => c.fault || 'N/A' },
    { id: 'sanction', label: `${C}.sanction`, render: (c) => c.sanction || 'N/A' },
    { id: 'decision', label: `${C}.decision`, render: (c) => <StatusBadge label={translate(decisionKey(c.decision))} /> },
  ];
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose} maxWidth="lg">
      <HistoryTable label={`${C}.title`} columns={columns} rows={query.isError ? [] : (query.data ?? [])} rowKey={(c) => c.id} loading={query.isLoading} error={query.isError ? 'app.officers.records.common.historyError' : null} />
    </OfficerDialogFrame>
  );
}
