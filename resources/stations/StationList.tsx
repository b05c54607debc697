/**
 * Weapons park station list (spec 3 §2.4, §6) on /home/gunpark, /gunpark/query and
 * /gunpark/rotation: the generated list of the stations' declaration (its `list`), with
 * the toolbar, form and 'Armas' action named in resources/customViews.ts.
 */
import { DeclaredListPage } from '../engine/views/DeclaredList';
import { stationsDeclaration } from './declaration';

export default function StationsPage() {
  return <DeclaredListPage declaration={stationsDeclaration} />;
}
