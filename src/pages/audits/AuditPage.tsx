/**
 * Audit viewer (spec 1 §2.9, route /home/audits): breadcrumb 'Inicio > Auditoría',
 * filters, a server-paged table of log entries and the 'Detalle del Log' modal. It
 * requires audit access (module 9) or administrator; otherwise 'Acceso Denegado' and
 * no request is made (spec 1 §6).
 */
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../dataProvider/constants';
import { apiRequest } from '../../../dataProvider/httpClient';
import { useNotifyRequestError } from '../../components/requestErrors';
import { useSession } from '../../session/SessionContext';
import { AccessDenied } from '../AccessDenied';
import { AuditDetailDialog } from './AuditDetailDialog';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditMonthsNote } from './AuditMonthsNote';
import { AuditTable } from './AuditTable';
import { buildAuditQuery, EMPTY_FILTERS, hasActiveFilters, type AuditEntry, type AuditFilters } from './auditModel';

const AUDIT_ACCESS = { module: 9 } as const;

interface ViewState {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}

function AuditBreadcrumb() {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('app.audits.breadcrumb')} separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/home" underline="hover" color="inherit">
        {translate('app.menu.home')}
      </Link>
      <Typography color="text.primary" component="h1" variant="body1" sx={{ fontWeight: 600 }}>
        {translate('app.audits.title')}
      </Typography>
    </Breadcrumbs>
  );
}

function AuditViewer() {
  const notifyError = useNotifyRequestError();
  const [view, setView] = useState<ViewState>({ filters: EMPTY_FILTERS, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [searchText, setSearchText] = useState('');
  const [detail, setDetail] = useState<AuditEntry | null>(null);

  /** Every filter change goes back to page 1. */
  const changeFilters = useCallback((patch: Partial<AuditFilters>) => {
    setView((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 1 }));
  }, []);

  // Free search: applied 500 ms after the last keystroke (spec 1 §9).
  const appliedSearch = view.filters.search;
  useEffect(() => {
    const term = searchText.trim();
    if (term === appliedSearch) return undefined;
    const timer = setTimeout(() => changeFilters({ search: term }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, appliedSearch, changeFilters]);

  const query = buildAuditQuery(view.filters, view.page, view.pageSize);
  const { data, error, isFetching } = useQuery({
    queryKey: ['audits', 'list', query],
    queryFn: () => apiRequest<AuditEntry[]>('audits', { query }),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);

  const rows = Array.isArray(data?.data) ? data.data : [];
  const total = data?.meta?.total_elements ?? rows.length;

  const clearFilters = () => {
    setSearchText('');
    setView((current) => ({ ...current, filters: EMPTY_FILTERS, page: 1 }));
  };

  return (
    <>
      <AuditFiltersBar
        filters={view.filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={changeFilters}
        onClear={clearFilters}
        canClear={hasActiveFilters(view.filters, searchText)}
      />
      <AuditMonthsNote />
      <AuditTable
        rows={rows}
        total={total}
        totalIsLowerBound={data?.meta?.total_is_lower_bound === true}
        page={view.page}
        pageSize={view.pageSize}
        loading={isFetching}
        onPageChange={(page) => setView((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setView((current) => ({ ...current, pageSize, page: 1 }))}
        onOpenDetail={setDetail}
      />
      <AuditDetailDialog entry={detail} onClose={() => setDetail(null)} />
    </>
  );
}

export default function AuditPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const allowed = hasAccess(user, AUDIT_ACCESS);
  return (
    // A single grid track of minmax(0, 1fr): the wide table scrolls inside its container
    // instead of widening the layout (mobile and narrow windows).
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
      <Title title={translate('app.audits.title')} />
      <AuditBreadcrumb />
      {allowed ? <AuditViewer /> : <AccessDenied messageKey="app.errors.auditDenied" />}
    </Box>
  );
}
