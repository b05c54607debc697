/**
 * Personnel query (RRHH §2.2), /home/human-resources/query: 'Consulta de Recursos
 * Humanos' with the filter form, the three search types (1 officers, 2 family members,
 * 3 extranet report), the paged table (cards on phones) with its row menu, and the Excel
 * and extranet files. The search lives in the URL, so coming back from a detail shows the
 * same results. Without RRHH > Ingreso > Consulta (or administrator) it shows
 * 'Acceso Denegado'.
 */
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { GuardedPage } from '../../../src/components/list';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import { OFFICER_IMPORT_RESOURCE } from '../importResource';
import { LazyImportExcelButton } from '../../../src/components/import/LazyImportExcelButton';
import { fullName } from '../shared/format';
import { onDemandDialog } from '../../../src/components/onDemandDialog';
import type { ExportRowsDialogProps } from './ExportRowsDialog';
import { OfficerRowMenu } from './OfficerRowMenu';
import { sameFilters, type FilterValues } from './queryState';
import { QueryFilterForm } from './QueryFilterForm';
import { useFamilyColumns, useOfficerColumns } from './resultColumns';
import { ResultsTable } from './ResultsTable';
import { detailsPath, useOfficerActions } from './useOfficerActions';
import { useQueryExports } from './useQueryExports';
import { useQueryState } from './useQueryState';
import { useFamilyResults, useOfficerResults, type SearchResults } from './useSearchResults';

/** Loaded the first time it opens (src/components/onDemandDialog.tsx). */
const ExportRowsDialog = onDemandDialog(() => import('./ExportRowsDialog').then((m) => m.ExportRowsDialog), (props: ExportRowsDialogProps) => props.open);

export const REGISTER_PATH = '/home/human-resources/register';

/** Toasts a failed search once (e.g. an age outside 1–40 answered 400). */
function useSearchErrorToast(results: SearchResults<unknown>) {
  const notifyRequestError = useNotifyRequestError();
  const translate = useTranslate();
  useEffect(() => {
    if (results.error) notifyRequestError(results.error, translate('app.officerPicker.searchFailed'));
  }, [results.error, notifyRequestError, translate]);
}

function QueryScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { user } = useSession();
  const { state, setType, setFilters, setPage, setPageSize } = useQueryState();
  const officers = useOfficerResults(state);
  const family = useFamilyResults(state);
  const active = state.type === 2 ? family : officers;
  const actions = useOfficerActions(() => void officers.refetch());
  const exports = useQueryExports(state);
  const officerColumns = useOfficerColumns();
  const familyColumns = useFamilyColumns();
  const [exporting, setExporting] = useState(false);
  useSearchErrorToast(officers);
  useSearchErrorToast(family);

  // 'Buscar' on the family search reports what it found once the rows arrive.
  const announceFamily = useRef(false);
  useEffect(() => {
    if (!announceFamily.current || family.fetching) return;
    announceFamily.current = false;
    if (family.error) return;
    notify(family.total > 0 ? 'app.officers.query.family.found' : 'app.officers.query.family.none', { type: family.total > 0 ? 'success' : 'info' });
  }, [family.fetching, family.total, family.error, notify]);

  // A delete can leave the current page empty: step back to the last page with rows.
  const lastPage = Math.max(1, Math.ceil(active.total / state.pageSize));
  useEffect(() => {
    if (!active.fetching && active.total > 0 && state.page > lastPage) setPage(lastPage);
  }, [active.fetching, active.total, state.page, lastPage, setPage]);

  const apply = (filters: FilterValues, explicit: boolean) => {
    if (explicit && state.type === 2) announceFamily.current = true;
    if (!sameFilters(filters, state.filters)) setFilters(filters);
    else if (explicit) void active.refetch();
  };

  const buttons = (
    <>
      {hasAccess(user, RRHH_ACCESS.register) && (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => navigate(REGISTER_PATH)}>{translate('app.officers.query.actions.register')}</Button>
      )}
      {state.type === 3 ? (
        <Button
          variant="contained"
          color="secondary"
          onClick={() => void exports.extranetReport()}
          disabled={exports.generatingReport}
          startIcon={exports.generatingReport ? <CircularProgress size={16} color="inherit" /> : <SummarizeIcon />}
        >
          {translate(exports.generatingReport ? 'app.officers.query.actions.generating' : 'app.officers.query.actions.extranet')}
        </Button>
      ) : (
        <Button variant="outlined" color="success" startIcon={<FileDownloadIcon />} disabled={active.total === 0} onClick={() => setExporting(true)}>
          {translate('app.officers.query.actions.exportExcel')}
        </Button>
      )}
      {hasAccess(user, RRHH_ACCESS.register) && <LazyImportExcelButton declaration={OFFICER_IMPORT_RESOURCE} canUpdate={hasAccess(user, OFFICER_IMPORT_RESOURCE.access.update)} />}
    </>
  );

  const paging = {
    total: active.total, page: state.page, pageSize: state.pageSize, loading: active.loading, fetching: active.fetching,
    error: Boolean(active.error), onPageChange: setPage, onPageSizeChange: setPageSize,
  };

  return (
    <>
      <QueryFilterForm type={state.type} onTypeChange={setType} applied={state.filters} onApply={apply} actions={buttons} />
      {state.type === 2 ? (
        <ResultsTable
          {...paging}
          label="app.officers.query.table.familyLabel"
          rows={family.rows}
          columns={familyColumns}
          onOpen={(row) => navigate(detailsPath(row.officer.id))}
          cardLabel={(row) => fullName(row)}
        />
      ) : (
        <ResultsTable
          {...paging}
          label="app.officers.query.table.officersLabel"
          rows={officers.rows}
          columns={officerColumns}
          onOpen={(row) => navigate(detailsPath(row.id))}
          cardLabel={(row) => fullName(row)}
          cardTitle={(row) => <strong>{fullName(row)}</strong>}
          actions={(row) => <OfficerRowMenu officer={row} items={actions.items} name={fullName(row)} />}
        />
      )}
      {actions.dialogs}
      <ExportRowsDialog open={exporting} total={active.total} onExport={exports.exportExcel} onClose={() => setExporting(false)} />
    </>
  );
}

export default function OfficerQueryPage() {
  return (
    <GuardedPage
      access={RRHH_ACCESS.query}
      deniedMessage="app.officers.query.denied"
      title="app.officers.query.title"
      icon={<ManageSearchIcon color="primary" />}
      crumbs={[{ label: 'app.menu.rrhh' }, { label: 'app.menu.rrhhQuery' }]}
    >
      {() => <QueryScreen />}
    </GuardedPage>
  );
}
