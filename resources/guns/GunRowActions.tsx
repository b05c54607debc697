/**
 * A gun's own actions in the station's weapons list (spec 3 §2.4): 'Asignaciones' (its
 * assignment list, to anyone who reads the module) and, with the edit permission,
 * 'Nueva Asignación' (disabled with the reason when the gun cannot be assigned).
 */
import { hasAccess } from '../../authProvider/permissions';
import { useSession } from '../../src/session/SessionContext';
import type { ListRowActionsProps } from '../engine/views/customViewsContext';
import { AssetAssignmentActions, type AssetAssignmentConfig } from '../gunAssignments/AssetAssignmentActions';
import { gunAssignmentsDeclaration } from '../gunAssignments/declaration';
import { GUNPARK_ACCESS } from './access';
import { gunLabel, gunsDeclaration } from './declaration';
import { useUnassignableReason } from './useUnassignableReason';

export function GunRowActions({ record, refresh }: ListRowActionsProps) {
  const { user } = useSession();
  const canEdit = hasAccess(user, GUNPARK_ACCESS.edit);
  const unassignable = useUnassignableReason('gun');
  const config: AssetAssignmentConfig = {
    resource: gunsDeclaration.name,
    declaration: gunAssignmentsDeclaration,
    describe: gunLabel,
    code: (g) => String(g.codeGun),
    field: { name: 'gunId', label: 'app.gunpark.assignments.gun', placeholder: 'app.gunpark.assignments.gunSearch', describe: (g) => `${String(g.codeGun)} — ${String(g.serial)}`, unassignable },
    listButton: 'app.gunpark.guns.assignments',
    listTitle: 'app.gunpark.assignments.title',
    formTitle: 'app.gunpark.assignments.new',
    created: 'app.gunpark.assignments.created',
  };
  return <AssetAssignmentActions config={config} record={record} canEdit={canEdit} assignButton={canEdit} unassignable={unassignable} refresh={refresh} />;
}
