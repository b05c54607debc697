/**
 * 'Antecedentes (Egresos y Reingresos)' (RRHH §2.5, §7.2): the officer's re-entries and
 * egresos (page size 1000 each) merged, newest first, without pagination. From here the
 * two histories open on their own ('Historial de Reingresos', 'Historial de Egresos').
 */
import { Button, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRrhhLabel } from '../shared/catalogs';
import { formatDate } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { DisincorporationHistoryDialog } from './DisincorporationHistoryDialog';
import { HistoryTable, type HistoryColumn } from './HistoryTable';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchAntecedentes, requestStatusKey, type AntecedentEntry, type DialogOfficer, type OfficerDialogProps } from './recordsApi';
import { ReentryHistoryDialog } from './ReentryHistoryDialog';

const C = 'app.officers.records.antecedentes';

export function AntecedentesDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const [opened, setOpened] = useState<{ kind: 'reentries' | 'departures'; officer: DialogOfficer } | null>(null);
  const query = useQuery({ queryKey: ['officer-antecedentes', officer?.id], queryFn: () => fetchAntecedentes(officer!.id), enabled: officer !== null });
  const rows = query.isError ? [] : (query.data ?? []);

  const columns: HistoryColumn<AntecedentEntry>[] = [
    {
      id: 'kind',
      label: `${C}.kind`,
      render: (e) => <Chip size="small" variant="outlined" color={e.kind === 'reentry' ? 'success' : 'warning'} label={translate(`${C}.${e.kind}`)} />,
    },
    { id: 'date', label: `${C}.date`, render: (e) => formatDate(e.date) },
    { id: 'position', label: `${C}.position`, render: (e) => e.position || 'N/A' },
    { id: 'condition', label: `${C}.condition`, render: (e) => (e.condition === null ? 'N/A' : label('condition', e.condition)) },
    { id: 'comment', label: `${C}.comment`, render: (e) => e.comment },
    { id: 'status', label: `${C}.status`, render: (e) => <StatusBadge label={translate(requestStatusKey(e.status))} /> },
  ];

  return (
    <>
      <OfficerDialogFrame
        officer={officer}
        title={`${C}.title`}
        onClose={onClose}
        maxWidth="lg"
        actions={
          officer && (
            <>
              <Button onClick={() => setOpened({ kind: 'reentries', officer })}>{translate('app.officers.records.reentries.title')}</Button>
              <Button onClick={() => setOpened({ kind: 'departures', officer })}>{translate('app.officers.records.departures.title')}</Button>
            </>
          )
        }
      >
        <HistoryTable
          label={`${C}.title`}
          columns={columns}
          rows={rows}
          rowKey={(e) => e.key}
          loading={query.isLoading}
          error={query.isError ? 'app.officers.records.common.historyError' : null}
        />
        {!query.isLoading && !query.isError && rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.officers.records.common.total', { smart_count: rows.length })}
          </Typography>
        )}
      </OfficerDialogFrame>
      <ReentryHistoryDialog officer={opened?.kind === 'reentries' ? opened.officer : null} onClose={() => setOpened(null)} />
      <DisincorporationHistoryDialog officer={opened?.kind === 'departures' ? opened.officer : null} onClose={() => setOpened(null)} />
    </>
  );
}
