/**
 * Permits, /home/permits (spec 3 §2.6), breadcrumb Inicio > Permisos: search 'Buscar por
 * funcionario, número de solicitud o tipo...', status filter, 'Nueva Solicitud', the
 * report configuration and the dashboard; the server-paged table (N° Solicitud,
 * Funcionario, Cédula as V-…, Tipo, Desde, Hasta, Estado, Acciones) with the row actions,
 * and the form, detail, decision and delete dialogs. Changes refresh the dashboard and
 * the officers' permit histories.
 */
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GuardedPage, ListToolbar, PagedTable, useApiList, useDialogState, type PagedColumn } from '../../src/components/list';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { StatusFilter } from '../movements/FilterSelect';
import { useRrhhLabel } from '../officers/shared/catalogs';
import { formatDate, formatIdentification } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { getPermit, type PermitDetail, type PermitRecord } from './api';
import { permitsDeclaration as D, permitStatusLabel } from './declaration';
import { PermitDecisionDialog, type PermitDecision } from './PermitDecisionDialog';
import { PermitDeleteDialog } from './PermitDeleteDialog';
import { PermitDetailDialog } from './PermitDetailDialog';
import { PermitFormDialog } from './PermitFormDialog';
import { PermitReportDialogs } from './PermitReportDialogs';
import { PermitRowActions } from './PermitRowActions';
import { downloadPermitPdf } from './pdf/downloads';

const P = 'app.permits';
const officerName = (r: PermitRecord) => (r.police ? `${r.police.firstName} ${r.police.firstLastname}` : 'N/A');
const nameOf = (r: PermitRecord) => `${r.requestNumber} — ${officerName(r)}`;

function PermitsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const queryClient = useQueryClient();
  const rank = useRrhhLabel();
  const list = useApiList<PermitRecord>(D.paths.list, { queryKey: ['movements'] });
  const form = useDialogState<PermitDetail>();
  const detail = useDialogState<PermitRecord>();
  const decision = useDialogState<PermitDecision>();
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | undefined>();
  const [reportOpen, setReportOpen] = useState(false);
  const [pdfBusy, setPdfBusy] = useState<number | null>(null);

  const changed = () => {
    list.refetch();
    void queryClient.invalidateQueries({ queryKey: ['permit-statistics'] });
    void queryClient.invalidateQueries({ queryKey: ['officer-permits'] });
    void queryClient.invalidateQueries({ queryKey: ['permit'] });
  };
  const edit = async (r: PermitRecord) => {
    try {
      form.show(await getPermit(r.id));
    } catch (error) {
      notifyRequestError(error);
    }
  };
  const pdf = async (r: PermitRecord) => {
    setPdfBusy(r.id);
    try {
      await downloadPermitPdf(r.id, (key) => rank('range', key));
      notify(`${P}.messages.pdfDone`, { type: 'success' });
    } catch {
      notify(`${P}.messages.pdfError`, { type: 'error' });
    } finally {
      setPdfBusy(null);
    }
  };

  const columns: PagedColumn<PermitRecord>[] = [
    { id: 'requestNumber', label: `${P}.columns.requestNumber`, render: (r) => <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{r.requestNumber}</Typography> },
    { id: 'officer', label: `${P}.columns.officer`, minWidth: 160, render: officerName },
    { id: 'identification', label: `${P}.columns.identification`, noWrap: true, render: (r) => (r.police ? formatIdentification(r.police.identification) : 'N/A') },
    { id: 'type', label: `${P}.columns.type`, render: (r) => r.typeLabel },
    { id: 'from', label: `${P}.columns.from`, noWrap: true, render: (r) => formatDate(r.periodFrom) },
    { id: 'to', label: `${P}.columns.to`, noWrap: true, render: (r) => formatDate(r.periodTo) },
    { id: 'status', label: `${P}.columns.status`, align: 'center', render: (r) => <StatusBadge label={permitStatusLabel(r.status)} /> },
  ];

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder={`${P}.searchPlaceholder`}>
        <StatusFilter list={list} />
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => setReportOpen(true)}>{translate(`${P}.reportButton`)}</Button>
        <Button variant="outlined" startIcon={<BarChartIcon />} component={Link} to={`/home/${D.route}/statistics`}>{translate(`${P}.dashboardButton`)}</Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate(`${P}.create`)}</Button>
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label={`${P}.table`}
        onRowClick={(r) => detail.show(r)}
        rowActions={(r) => (
          <PermitRowActions
            name={nameOf(r)}
            pending={r.status === 'pending'}
            pdfBusy={pdfBusy === r.id}
            onView={() => detail.show(r)}
            onPdf={() => void pdf(r)}
            onEdit={() => void edit(r)}
            onDelete={() => setToDelete({ id: r.id, name: officerName(r) })}
            onApprove={() => decision.show({ id: r.id, name: nameOf(r), decision: 2 })}
            onReject={() => decision.show({ id: r.id, name: nameOf(r), decision: 3 })}
          />
        )}
      />
      <PermitFormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); changed(); }} />
      <PermitDetailDialog open={detail.open} record={detail.record} onClose={detail.close} />
      <PermitDecisionDialog open={decision.open} target={decision.record} onClose={decision.close} onDone={() => { decision.close(); changed(); }} />
      <PermitDeleteDialog target={toDelete} onClose={() => setToDelete(undefined)} onDone={() => { setToDelete(undefined); changed(); }} />
      <PermitReportDialogs open={reportOpen} onClose={() => setReportOpen(false)} />
    </>
  );
}

export default function PermitsPage() {
  return (
    <GuardedPage access={D.access.screen} deniedMessage={`${P}.denied`} title={`${P}.title`} icon={<EventNoteIcon color="primary" />}>
      {() => <PermitsScreen />}
    </GuardedPage>
  );
}
