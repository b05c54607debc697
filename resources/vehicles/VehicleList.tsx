/**
 * 'Registro de Transporte' (spec 3 §2.5, §6) on /home/transport and /transport/query: the
 * generated list of the vehicles' declaration (its `list`), with the toolbar, form and
 * 'Asignaciones' action named in resources/customViews.ts.
 */
import { DeclaredListPage } from '../engine/views/DeclaredList';
import { vehiclesDeclaration } from './declaration';

export default function VehiclesPage() {
  return <DeclaredListPage declaration={vehiclesDeclaration} />;
}
