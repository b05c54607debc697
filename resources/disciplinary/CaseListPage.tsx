/**
 * The ICAP list (Inicio > ICAP) and the OIDP list (Inicio > OIDP) (spec 3 §2.1, §2.2,
 * §2.3, §4.1, §4.2): search (500 ms, back to page 1), a status filter, 'Nuevo Caso
 * ICAP' / 'Nuevo Caso OIDP', the table with the status badge in the §4.1 colours, and the
 * row actions Ver Detalles, Editar, Cambiar Estado, Asignar Sanción and Eliminar. Writing
 * shows only to users the server lets write that kind of case (resources/disciplinary/access.ts).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GavelIcon from '@mui/icons-material/Gavel';
import PolicyIcon from '@mui/icons-material/Policy';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Chip, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { hasAccess } from '../../authProvider/permissions';
import { ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, useDeleteRecord, usePagedList, type PagedColumn } from '../../src/components/list';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { ClampedText } from '../movements/ClampedText';
import { formatDate } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { DISCIPLINARY_ACCESS, writeRuleOf } from './access';
import { CaseDetailDialog } from './CaseDetailDialog';
import { CaseStatusDialog, SanctionDialog, statusCatalogOf } from './CaseDecisionDialogs';
import { CaseFormDialog } from './CaseFormDialog';
import { disciplinaryCasesDeclaration, ICAP } from './declaration';
import type { CaseKind, CaseRecord } from './types';

const D = 'app.disciplinary';
const RESOURCE = disciplinaryCasesDeclaration.name;

function Action({ title, onClick, icon, name, color = 'primary' }: { title: string; onClick: () => void; icon: ReactElement; name: string; color?: 'primary' | 'secondary' | 'error' | 'warning' }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(title)}>
      <IconButton size="small" color={color} aria-label={`${translate(title)} ${name}`} onClick={onClick}>{icon}</IconButton>
    </Tooltip>
  );
}

function CasesScreen({ kind, council }: { kind: CaseKind; council?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notifyRequestError = useNotifyRequestError();
  const { user, dataInit } = useSession();
  const isIcap = kind === ICAP;
  const texts = isIcap ? `${D}.icap` : `${D}.oidp`;
  const canWrite = hasAccess(user, writeRuleOf(kind));
  const canSanction = hasAccess(user, DISCIPLINARY_ACCESS.council);
  const statuses = catalogAt(dataInit, statusCatalogOf(kind));
  // The council area lists only the cases sent to the Disciplinary Council.
  const fixed = { typeDisciplinary: kind, ...(council && { isCouncil: true }) };
  const list = usePagedList<CaseRecord>(RESOURCE, { initialFilters: fixed });
  const [status, setStatus] = useState<number | ''>('');
  const [editing, setEditing] = useState<{ record?: CaseRecord } | null>(null);
  const [viewing, setViewing] = useState<CaseRecord | null>(null);
  const [changing, setChanging] = useState<CaseRecord | null>(null);
  const [sanctioning, setSanctioning] = useState<CaseRecord | null>(null);
  const [deleting, setDeleting] = useState<CaseRecord | null>(null);
  const remove = useDeleteRecord(RESOURCE, `${D}.messages.deleted`, deleting ?? undefined, list.refetch);
  /** Dialogs open on the full case (involved records and documents), read again each time. */
  const open = (row: CaseRecord, show: (record: CaseRecord) => void) => {
    dataProvider.getOne<CaseRecord>(RESOURCE, { id: row.id }).then(({ data }) => show(data), notifyRequestError);
  };
  const done = (close: () => void) => () => { close(); list.refetch(); };

  const columns: PagedColumn<CaseRecord>[] = [
    // An OIDP case shows its expedient number under the case number: one column less keeps the table inside 1366 px.
    { id: 'numberOfCase', label: isIcap ? `${D}.columns.numberOfCase` : `${D}.columns.numberAndExpedient`, noWrap: true, render: (c) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{c.numberOfCase ?? '—'}</Typography>
        {!isIcap && <Typography variant="caption" color="text.secondary">{c.expedientNumber ?? '—'}</Typography>}
      </>
    ) },
    { id: 'dateInit', label: `${D}.columns.dateInit`, noWrap: true, render: (c) => formatDate(c.dateInit) || '—' },
    isIcap
      ? { id: 'victim', label: `${D}.columns.victim`, render: (c) => c.victim ?? '—' }
      : { id: 'presumedFacts', label: 'resources.disciplinaryCases.fields.presumedFacts', render: (c) => <ClampedText text={String(c.presumedFacts ?? '—')} /> },
    { id: 'office', label: `${D}.columns.office`, render: (c) => c.office ?? '—', minWidth: 120 },
    { id: 'fault', label: `${D}.columns.fault`, render: (c) => <ClampedText text={c.fault ?? '—'} />, minWidth: 120 },
    { id: 'status', label: `${D}.columns.status`, render: (c) => <StatusBadge label={catalogLabel(statuses, c.statusDisciplinary) || 'Sin Estado'} /> },
    { id: 'council', label: `${D}.columns.council`, render: (c) => <Chip size="small" variant={c.isCouncil ? 'filled' : 'outlined'} color={c.isCouncil ? 'warning' : 'default'} label={translate(c.isCouncil ? `${D}.council.yes` : `${D}.council.no`)} /> },
  ];

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder={`${texts}.searchPlaceholder`}>
        <TextField select size="small" label={translate(`${D}.columns.status`)} value={status} sx={{ minWidth: 180 }}
          onChange={(e) => { const next = e.target.value === '' ? '' : Number(e.target.value); setStatus(next); list.setFilters({ ...fixed, statusDisciplinary: next === '' ? undefined : next }); }}>
          <MenuItem value="">{translate(`${D}.selector.all`)}</MenuItem>
          {statuses.map((s) => <MenuItem key={s.key} value={s.key}>{s.value}</MenuItem>)}
        </TextField>
        {canWrite && !council && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{translate(`${texts}.create`)}</Button>}
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label={council ? `${D}.councilArea.table` : `${texts}.table`}
        onRowClick={(c) => open(c, setViewing)}
        rowActions={(c) => {
          const name = c.numberOfCase ?? String(c.id);
          return (
            <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end' }}>
              <Action title={`${D}.actions.view`} name={name} icon={<VisibilityIcon fontSize="small" />} onClick={() => open(c, setViewing)} />
              {canWrite && <Action title={`${D}.actions.edit`} name={name} icon={<EditIcon fontSize="small" />} onClick={() => open(c, (record) => setEditing({ record }))} />}
              {canWrite && <Action title={`${D}.actions.status`} name={name} color="secondary" icon={<SwapHorizIcon fontSize="small" />} onClick={() => setChanging(c)} />}
              {canSanction && <Action title={`${D}.actions.sanction`} name={name} color="warning" icon={<GavelIcon fontSize="small" />} onClick={() => setSanctioning(c)} />}
              {canWrite && <Action title={`${D}.actions.delete`} name={name} color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => setDeleting(c)} />}
            </Box>
          );
        }}
      />
      <CaseFormDialog open={editing !== null} kind={kind} record={editing?.record} onClose={() => setEditing(null)} onSaved={done(() => setEditing(null))} />
      <CaseDetailDialog record={viewing} onClose={() => setViewing(null)} />
      <CaseStatusDialog key={`status-${changing?.id}`} record={changing} onClose={() => setChanging(null)} onDone={done(() => setChanging(null))} />
      <SanctionDialog key={`sanction-${sanctioning?.id}`} record={sanctioning} onClose={() => setSanctioning(null)} onDone={done(() => setSanctioning(null))} />
      <ConfirmDeleteDialog open={deleting !== null} title={`${D}.messages.deleteTitle`} itemName={deleting?.numberOfCase ?? undefined} onConfirm={remove} onClose={() => setDeleting(null)} />
    </>
  );
}

export function CaseListPage({ kind, council }: { kind: CaseKind; council?: boolean }) {
  const title = council ? `${D}.councilArea.title` : kind === ICAP ? `${D}.icap.title` : `${D}.oidp.title`;
  return (
    <GuardedPage access={DISCIPLINARY_ACCESS.module} deniedMessage={`${D}.denied`} title={title} icon={<PolicyIcon color="primary" />}>
      {() => <CasesScreen kind={kind} council={council} />}
    </GuardedPage>
  );
}

export default function IcapCasesPage() {
  return <CaseListPage kind={1} />;
}
