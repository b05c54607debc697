/**
 * The vehicle list's own pieces around the generated list (spec 3 §2.5): 'Centro de
 * Asignaciones' in the toolbar, and each row's 'Asignaciones' (the vehicle's assignment
 * list, with 'Asignar Vehículo' inside), for whoever may edit vehicles.
 */
import HubIcon from '@mui/icons-material/Hub';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasAccess } from '../../authProvider/permissions';
import { useSession } from '../../src/session/SessionContext';
import type { ListRowActionsProps } from '../engine/views/customViewsContext';
import { AssetAssignmentActions, type AssetAssignmentConfig } from '../gunAssignments/AssetAssignmentActions';
import { useUnassignableReason } from '../guns/useUnassignableReason';
import { vehicleAssignmentsDeclaration } from '../vehicleAssignments/declaration';
import { TRANSPORT_ACCESS } from './access';
import { vehicleLabel, vehiclesDeclaration } from './declaration';

export function VehicleToolbar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return <Button variant="outlined" startIcon={<HubIcon />} onClick={() => navigate('/home/transport/assignments')}>{translate('app.transport.vehicles.hub')}</Button>;
}

export function VehicleRowActions({ record, refresh }: ListRowActionsProps) {
  const { user } = useSession();
  const unassignable = useUnassignableReason('vehicle');
  if (!hasAccess(user, TRANSPORT_ACCESS.edit)) return null;
  const config: AssetAssignmentConfig = {
    resource: vehiclesDeclaration.name,
    declaration: vehicleAssignmentsDeclaration,
    describe: vehicleLabel,
    code: (v) => String(v.codeVehicle ?? v.id),
    field: { name: 'vehicleId', label: 'app.transport.assignments.vehicle', placeholder: 'app.transport.assignments.vehicleSearch', describe: vehicleLabel, unassignable },
    listButton: 'app.transport.vehicles.assignments',
    listTitle: 'app.transport.assignments.title',
    formTitle: 'app.transport.assignments.assign',
    created: 'app.transport.assignments.created',
    newFromList: 'app.transport.assignments.assign',
  };
  return <AssetAssignmentActions config={config} record={record} canEdit assignButton={false} unassignable={unassignable} refresh={refresh} />;
}
