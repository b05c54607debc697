/** 'Historial de Egresos' (RRHH §2.5): Fecha de salida, Comentario, Fecha reingreso; paged on the server. */
import { formatDate } from '../shared/format';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import type { DepartureEntry, OfficerDialogProps } from './recordsApi';
import { usePagedHistory } from './usePagedHistory';

const C = 'app.officers.records.departures';

const columns: HistoryColumn<DepartureEntry>[] = [
  { id: 'dateOut', label: `${C}.dateOut`, render: (d) => formatDate(d.dateOut) },
  { id: 'comment', label: `${C}.comment`, render: (d) => d.comment },
  { id: 'dateIn', label: `${C}.dateIn`, render: (d) => formatDate(d.dateIn) },
];

export function DisincorporationHistoryDialog({ officer, onClose }: OfficerDialogProps) {
  const history = usePagedHistory<DepartureEntry>(officer, 'disincorporations');
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose}>
      <HistoryTable
        label={`${C}.title`}
        columns={columns}
        rows={history.rows}
        rowKey={(d) => d.id}
        loading={history.loading}
        error={history.failed ? 'app.officers.records.common.historyError' : null}
        pagination={history.pagination}
      />
    </OfficerDialogFrame>
  );
}
