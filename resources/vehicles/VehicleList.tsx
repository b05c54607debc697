/**
 * 'Registro de Transporte' (spec 3 §2.5, §6): search by code, plate or brand, 'Nuevo
 * Vehículo' (register permission), 'Exportar Excel' (vehicle/filter/excel with isExcel),
 * columns code, type, brand/model, plate, year, operability, status (§4.4 colours), and
 * Editar, Asignaciones, Eliminar (edit permission; a row click also opens Editar). Routes /home/transport and
 * /transport/query.
 */
import AddIcon from '@mui/icons-material/Add';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HubIcon from '@mui/icons-material/Hub';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasAccess } from '../../authProvider/permissions';
import { vehicleStatusColor } from '../../server/catalogues/colors';
import {
  ExportExcelButton, GuardedPage, ListToolbar, PagedTable, RowActions, usePagedList, type PagedColumn,
} from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { useAssetDialogs } from '../gunAssignments/useAssetDialogs';
import { OperabilityChip, StatusChip } from '../guns/AssetChips';
import { useUnassignableReason } from '../guns/useUnassignableReason';
import { vehicleAssignmentsDeclaration } from '../vehicleAssignments/declaration';
import { TRANSPORT_ACCESS } from './access';
import { vehiclesDeclaration } from './declaration';
import { vehicleLabel, type VehicleRecord } from './types';
import { VehicleFormDialog } from './VehicleFormDialog';

const RESOURCE = vehiclesDeclaration.name;

function useVehicleColumns(): PagedColumn<VehicleRecord>[] {
  const { dataInit } = useSession();
  const types = catalogAt(dataInit, vehiclesDeclaration.fields.typeVehicle.catalog);
  const statuses = catalogAt(dataInit, vehiclesDeclaration.fields.status.catalog);
  return [
    { id: 'codeVehicle', label: 'resources.vehicles.fields.codeVehicle', render: (v) => <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{v.codeVehicle ?? '—'}</Typography> },
    { id: 'typeVehicle', label: 'resources.vehicles.fields.typeVehicle', render: (v) => catalogLabel(types, v.typeVehicle) },
    { id: 'brandModel', label: 'app.transport.vehicles.brandModel', render: (v) => [v.brand, v.model].filter(Boolean).join(' / ') || '—', minWidth: 140 },
    { id: 'plate', label: 'resources.vehicles.fields.plate', render: (v) => v.plate ?? '—' },
    { id: 'year', label: 'resources.vehicles.fields.year', render: (v) => v.year ?? '—' },
    { id: 'operability', label: 'resources.vehicles.fields.operability', render: (v) => <OperabilityChip value={v.operability} labels={['app.transport.vehicles.operative', 'app.transport.vehicles.notOperative']} /> },
    { id: 'status', label: 'resources.vehicles.fields.status', render: (v) => <StatusChip label={catalogLabel(statuses, v.status) || '—'} color={vehicleStatusColor(v.status)} /> },
  ];
}

function VehiclesScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const canRegister = hasAccess(user, TRANSPORT_ACCESS.register);
  const canEdit = hasAccess(user, TRANSPORT_ACCESS.edit);
  const list = usePagedList<VehicleRecord>(RESOURCE, { sort: { field: 'codeVehicle', order: 'ASC' } });
  const unassignable = useUnassignableReason('vehicle');
  const dialogs = useAssetDialogs<VehicleRecord>({
    resource: RESOURCE,
    canEdit,
    describe: vehicleLabel,
    code: (v) => v.codeVehicle ?? v.plate ?? String(v.id),
    deleteTitle: 'app.transport.vehicles.deleteTitle',
    deleted: 'app.transport.vehicles.deleted',
    renderForm: (props) => <VehicleFormDialog {...props} />,
    assignments: {
      declaration: vehicleAssignmentsDeclaration,
      field: { name: 'vehicleId', label: 'app.transport.assignments.vehicle', placeholder: 'app.transport.assignments.vehicleSearch', describe: (v) => vehicleLabel(v as VehicleRecord), unassignable },
      unassignable,
      listTitle: 'app.transport.assignments.title',
      formTitle: 'app.transport.assignments.assign',
      created: 'app.transport.assignments.created',
      newFromList: 'app.transport.assignments.assign',
    },
    onListChanged: list.refetch,
  });

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.transport.vehicles.searchPlaceholder">
        <Button variant="outlined" startIcon={<HubIcon />} onClick={() => navigate('/home/transport/assignments')}>{translate('app.transport.vehicles.hub')}</Button>
        {canRegister && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialogs.create}>{translate('app.transport.vehicles.create')}</Button>
        )}
        <ExportExcelButton resource={RESOURCE} filter={{ ...list.filters, isExcel: true }} />
      </ListToolbar>
      <PagedTable
        list={list}
        columns={useVehicleColumns()}
        label="app.transport.vehicles.table"
        onRowClick={canEdit ? dialogs.edit : undefined}
        rowActions={canEdit ? (v) => (
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <Tooltip title={translate('app.transport.vehicles.assignments')}>
              <IconButton size="small" color="secondary" aria-label={`${translate('app.transport.vehicles.assignments')} ${v.codeVehicle ?? v.id}`} onClick={() => dialogs.showAssignments(v)}>
                <ListAltIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <RowActions name={v.codeVehicle ?? String(v.id)} onEdit={() => dialogs.edit(v)} onDelete={() => dialogs.confirmDelete(v)} />
          </Box>
        ) : undefined}
      />
      {dialogs.dialogs}
    </>
  );
}

export default function VehiclesPage() {
  return (
    <GuardedPage access={TRANSPORT_ACCESS.module} deniedMessage="app.transport.denied" title="app.transport.title" icon={<DirectionsCarIcon color="primary" />}>
      {() => <VehiclesScreen />}
    </GuardedPage>
  );
}
