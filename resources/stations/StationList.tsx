/**
 * Weapons park station list (spec 3 §2.4, §6): breadcrumb Inicio > Parque de Armas,
 * search 'Buscar estaciones', 'Nueva Estación' (register permission), the general weapon
 * assignments, columns name, code, address ('No especificada'), default park, Activa /
 * Inactiva, and row actions Editar and Eliminar (edit permission; a row click also opens
 * Editar) and Armas. Without
 * access: 'Acceso Denegado'. Routes /home/gunpark, /gunpark/query and /gunpark/rotation
 * (the last one opens the general assignments at once; the spec does not show what the
 * sub-pages hold).
 */
import AddIcon from '@mui/icons-material/Add';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SecurityIcon from '@mui/icons-material/Security';
import ShieldIcon from '@mui/icons-material/Shield';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasAccess } from '../../authProvider/permissions';
import {
  BooleanChip, ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, RowActions, useDeleteRecord, useDialogState, usePagedList, type PagedColumn,
} from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { GeneralAssignmentsDialog } from '../gunAssignments/GeneralAssignmentsDialog';
import { GUNPARK_ACCESS } from '../guns/access';
import { stationsDeclaration } from './declaration';
import { StationFormDialog } from './StationFormDialog';
import type { StationRecord } from './types';

const RESOURCE = stationsDeclaration.name;

function StationsScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const { pathname } = useLocation();
  const canRegister = hasAccess(user, GUNPARK_ACCESS.register);
  const canEdit = hasAccess(user, GUNPARK_ACCESS.edit);
  const list = usePagedList<StationRecord>(RESOURCE, { sort: { field: 'name', order: 'ASC' } });
  const form = useDialogState<StationRecord>();
  const confirm = useDialogState<StationRecord>();
  const general = useDialogState<undefined>();
  // /gunpark/rotation opens on the general assignments; closing them goes back to the list's own path.
  const rotation = pathname.endsWith('/rotation');
  const deleteStation = useDeleteRecord(RESOURCE, 'app.gunpark.stations.deleted', confirm.record, list.refetch);

  const columns: PagedColumn<StationRecord>[] = [
    { id: 'name', label: 'resources.stations.fields.name', render: (s) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{s.name}</Typography>, minWidth: 160 },
    { id: 'code', label: 'resources.stations.fields.code', render: (s) => s.code },
    { id: 'address', label: 'resources.stations.fields.address', render: (s) => s.address || translate('app.gunpark.stations.noAddress'), minWidth: 160 },
    { id: 'defaultPark', label: 'resources.stations.fields.defaultPark', render: (s) => <BooleanChip value={s.defaultPark} />, align: 'center' },
    {
      id: 'status',
      label: 'resources.stations.fields.status',
      align: 'center',
      render: (s) => <Chip size="small" color={s.status ? 'success' : 'default'} label={translate(s.status ? 'app.gunpark.stations.active' : 'app.gunpark.stations.inactive')} />,
    },
  ];

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.gunpark.stations.searchPlaceholder">
        <Button variant="outlined" startIcon={<AssignmentIndIcon />} onClick={() => general.show()}>
          {translate('app.gunpark.stations.generalAssignments')}
        </Button>
        {canRegister && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>
            {translate('app.gunpark.stations.create')}
          </Button>
        )}
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.gunpark.stations.table"
        onRowClick={canEdit ? (s) => form.show(s) : undefined}
        rowActions={(s) => (
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <Tooltip title={translate('app.gunpark.stations.guns')}>
              <IconButton size="small" color="secondary" aria-label={translate('app.gunpark.stations.gunsOf', { name: s.name })} onClick={() => navigate(`/home/gunpark/stations/${s.id}`)}>
                <SecurityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canEdit && <RowActions name={s.name} onEdit={() => form.show(s)} onDelete={() => confirm.show(s)} />}
          </Box>
        )}
      />
      <StationFormDialog
        open={form.open}
        record={form.record}
        onClose={form.close}
        onSaved={() => {
          form.close();
          list.refetch();
        }}
      />
      <ConfirmDeleteDialog
        open={confirm.open}
        title="app.gunpark.stations.deleteTitle"
        itemName={confirm.record ? `${confirm.record.name} — ${confirm.record.code}` : undefined}
        onConfirm={deleteStation}
        onClose={confirm.close}
      />
      <GeneralAssignmentsDialog
        open={general.open || rotation}
        onClose={() => {
          general.close();
          if (rotation) navigate('/home/gunpark', { replace: true });
        }}
      />
    </>
  );
}

export default function StationsPage() {
  return (
    <GuardedPage access={GUNPARK_ACCESS.module} deniedMessage="app.gunpark.denied" title="app.gunpark.title" icon={<ShieldIcon color="primary" />}>
      {() => <StationsScreen />}
    </GuardedPage>
  );
}
