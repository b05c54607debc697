/**
 * A station's weapons (spec 3 §2.4): breadcrumb Inicio > Parque de Armas > 'Armas de la
 * Estación: {name}', a back button, 'Nueva Arma' (register permission), 'Exportar Excel'
 * of the station (gunpark/guns/filter/excel with station and isExcel), and per gun
 * Asignaciones (its list, to anyone who can read it), and Editar, Nueva Asignación and
 * Eliminar (edit permission; the server asks the same; a row click also opens Editar).
 * Route /home/gunpark/stations/{id}.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Alert, Box, Button, IconButton, LinearProgress, Tooltip } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { hasAccess } from '../../authProvider/permissions';
import {
  ExportExcelButton, ListToolbar, PageHeader, PagedTable, RowActions, usePagedList,
} from '../../src/components/list';
import { DisabledReason } from '../../src/components/DisabledReason';
import { AccessDenied } from '../../src/pages/AccessDenied';
import { useSession } from '../../src/session/SessionContext';
import { gunAssignmentsDeclaration } from '../gunAssignments/declaration';
import { useAssetDialogs } from '../gunAssignments/useAssetDialogs';
import type { StationRecord } from '../stations/types';
import { GUNPARK_ACCESS } from './access';
import { gunsDeclaration } from './declaration';
import { GunFormDialog } from './GunFormDialog';
import type { GunRecord } from './types';
import { useGunColumns } from './useGunColumns';
import { useUnassignableReason } from './useUnassignableReason';

const RESOURCE = gunsDeclaration.name;
const gunLabel = (g: GunRecord) => `${g.codeGun} — ${g.brand} ${g.model} (${g.serial})`;

function StationGuns({ station }: { station: StationRecord }) {
  const translate = useTranslate();
  const { user } = useSession();
  const canRegister = hasAccess(user, GUNPARK_ACCESS.register);
  const canEdit = hasAccess(user, GUNPARK_ACCESS.edit);
  const list = usePagedList<GunRecord>(RESOURCE, { initialFilters: { station: station.id }, sort: { field: 'codeGun', order: 'ASC' } });
  const columns = useGunColumns();
  const unassignable = useUnassignableReason('gun');
  const dialogs = useAssetDialogs<GunRecord>({
    resource: RESOURCE,
    canEdit,
    describe: gunLabel,
    code: (g) => g.codeGun,
    deleteTitle: 'app.gunpark.guns.deleteTitle',
    deleted: 'app.gunpark.guns.deleted',
    renderForm: (props) => <GunFormDialog {...props} stationId={station.id} />,
    assignments: {
      declaration: gunAssignmentsDeclaration,
      field: { name: 'gunId', label: 'app.gunpark.assignments.gun', placeholder: 'app.gunpark.assignments.gunSearch', describe: (g) => `${g.codeGun} — ${g.serial}`, unassignable },
      unassignable,
      listTitle: 'app.gunpark.assignments.title',
      formTitle: 'app.gunpark.assignments.new',
      created: 'app.gunpark.assignments.created',
    },
    onListChanged: list.refetch,
  });

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.gunpark.guns.searchPlaceholder">
        {canRegister && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialogs.create}>{translate('app.gunpark.guns.create')}</Button>
        )}
        <ExportExcelButton resource={RESOURCE} filter={{ station: station.id, isExcel: true }} />
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.gunpark.guns.table"
        onRowClick={canEdit ? dialogs.edit : undefined}
        rowActions={(g) => (
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <Tooltip title={translate('app.gunpark.guns.assignments')}>
              <IconButton size="small" color="secondary" aria-label={`${translate('app.gunpark.guns.assignments')} ${g.codeGun}`} onClick={() => dialogs.showAssignments(g)}>
                <ListAltIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canEdit && (
              <>
                <DisabledReason reason={unassignable(g)} title={translate('app.gunpark.guns.newAssignment')}>
                  <IconButton size="small" color="success" disabled={Boolean(unassignable(g))} aria-label={`${translate('app.gunpark.guns.newAssignment')} ${g.codeGun}`} onClick={() => dialogs.assign(g)}>
                    <AssignmentIndIcon fontSize="small" />
                  </IconButton>
                </DisabledReason>
                <RowActions name={g.codeGun} onEdit={() => dialogs.edit(g)} onDelete={() => dialogs.confirmDelete(g)} />
              </>
            )}
          </Box>
        )}
      />
      {dialogs.dialogs}
    </>
  );
}

export default function StationGunsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const { user } = useSession();
  const allowed = hasAccess(user, GUNPARK_ACCESS.module);
  const { data: station, isPending, error } = useGetOne<StationRecord>('stations', { id: Number(id) }, { enabled: allowed && Boolean(Number(id)) });
  if (!allowed) return <AccessDenied messageKey="app.gunpark.denied" />;
  const values = { name: station?.name ?? '…' };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader
        title="app.gunpark.guns.stationTitle"
        titleValues={values}
        crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.gunpark.title', to: '/home/gunpark' }, { label: 'app.gunpark.guns.stationTitle', values }]}
      />
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/home/gunpark')} sx={{ mb: 1.5 }}>{translate('app.gunpark.guns.back')}</Button>
      {isPending && !error && <LinearProgress />}
      {error ? <Alert severity="error">{translate('app.gunpark.guns.stationNotFound')}</Alert> : null}
      {station && <StationGuns station={station} />}
    </Box>
  );
}
