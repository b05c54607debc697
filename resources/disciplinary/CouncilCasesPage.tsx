/** The Disciplinary Council area, Inicio > Consejo Disciplinario (spec 3 §2.1 administrative/council, council/query): the ICAP cases sent to the council. */
import { CaseListPage } from './CaseListPage';

export default function CouncilCasesPage() {
  return <CaseListPage kind={1} council />;
}
