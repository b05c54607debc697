/**
 * 'Historial de Vacaciones' (RRHH §2.5): Inicio, Fin, Motivo of `GET rrhh/{id}/vacations`,
 * paged on the server; 'Error al cargar el histórico' with the list emptied (§8).
 */
import { formatDate } from '../shared/format';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import type { OfficerDialogProps, VacationEntry } from './recordsApi';
import { usePagedHistory } from './usePagedHistory';

const C = 'app.officers.records.vacations';

const columns: HistoryColumn<VacationEntry>[] = [
  { id: 'start', label: `${C}.start`, render: (v) => formatDate(v.dateIn) },
  { id: 'end', label: `${C}.end`, render: (v) => formatDate(v.dateOut) },
  { id: 'motive', label: `${C}.motive`, render: (v) => v.comment },
];

export function VacationHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const history = usePagedHistory<VacationEntry>(officer, 'vacations');
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose}>
      <HistoryTable
        label={`${C}.title`}
        columns={columns}
        rows={history.rows}
        rowKey={(v) => v.id}
        loading={history.loading}
        error={history.failed ? `${C}.error` : null}
        pagination={history.pagination}
      />
    </OfficerDialogFrame>
  );
}
