/** 'Historial de Reingresos' (RRHH §2.5): Fecha, Cargo, Comentario; paged on the server. */
import { formatDate } from '../shared/format';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import type { OfficerDialogProps, ReentryEntry } from './recordsApi';
import { usePagedHistory } from './usePagedHistory';

const C = 'app.officers.records.reentries';

const columns: HistoryColumn<ReentryEntry>[] = [
  { id: 'date', label: `${C}.date`, render: (r) => formatDate(r.dateIn) },
  { id: 'position', label: `${C}.position`, render: (r) => r.position || (r.positions ?? []).map((p) => p.label).join(', ') || 'N/A' },
  { id: 'comment', label: `${C}.comment`, render: (r) => r.comment },
];

export function ReentryHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const history = usePagedHistory<ReentryEntry>(officer, 'reentries');
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose}>
      <HistoryTable
        label={`${C}.title`}
        columns={columns}
        rows={history.rows}
        rowKey={(r) => r.id}
        loading={history.loading}
        error={history.failed ? 'app.officers.records.common.historyError' : null}
        pagination={history.pagination}
      />
    </OfficerDialogFrame>
  );
}
