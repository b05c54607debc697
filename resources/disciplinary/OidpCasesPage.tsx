/** The OIDP cases list, Inicio > OIDP (spec 3 §2.1 home/disciplinary/penal/cases, home/oidp…). */
import { CaseListPage } from './CaseListPage';

export default function OidpCasesPage() {
  return <CaseListPage kind={2} />;
}
