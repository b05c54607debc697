/**
 * Vacations, rests and commissions (RRHH §2.8), /home/vac-com, breadcrumb Inicio >
 * Vacaciones: search, module and status filters, 'Nueva Vacación', the server-paged
 * table, the create / edit modal with the module selector, 'Detalle de Vacación', the
 * per-officer history of the row's module, approve / reject and delete (pending only).
 */
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GuardedPage, useApiList, useDialogState, type PagedColumn } from '../../src/components/list';
import { MOVEMENT_ACCESS } from '../movements/access';
import type { VacationRecord } from '../movements/api';
import { officerLine } from '../movements/format';
import { ClampedText } from '../movements/ClampedText';
import { FilterSelect, listFilter } from '../movements/FilterSelect';
import { MovementListScreen } from '../movements/MovementListScreen';
import { formatDate } from '../officers/shared/format';
import { vacationsDeclaration as D } from './declaration';
import { moduleLabelKey } from './modules';
import { VacationDetailDialog } from './VacationDetailDialog';
import { VacationFormDialog } from './VacationFormDialog';
import { VacationHistoryDialog, type HistoryTarget } from './VacationHistoryDialog';
import { VACATION_MODULES } from './validation';

const nameOf = (r: VacationRecord) => `${officerLine(r.policeOfficer)} — ${formatDate(r.dateIn)}`;

function VacationsScreen() {
  const translate = useTranslate();
  const list = useApiList<VacationRecord>(D.paths.list, { queryKey: ['movements'] });
  const history = useDialogState<HistoryTarget>();
  const [moduleFilter, setModuleFilter] = listFilter(list, 'typeVacationAndRest');

  const columns: PagedColumn<VacationRecord>[] = [
    { id: 'module', label: 'app.movements.vacations.module', render: (r) => translate(moduleLabelKey(r.typeVacationAndRest)) },
    { id: 'dateIn', label: 'app.movements.vacations.dateIn', noWrap: true, render: (r) => formatDate(r.dateIn) },
    { id: 'dateOut', label: 'app.movements.vacations.dateOut', noWrap: true, render: (r) => formatDate(r.dateOut) },
    { id: 'days', label: 'app.movements.vacations.days', render: (r) => translate('app.movements.vacations.duration', { smart_count: r.days }) },
    { id: 'motive', label: 'app.movements.vacations.motive', minWidth: 160, render: (r) => <ClampedText text={r.motive} /> },
  ];

  return (
    <MovementListScreen
      declaration={D}
      texts="app.movements.vacations"
      list={list}
      officerOf={(r) => r.policeOfficer}
      columns={columns}
      nameOf={nameOf}
      FormDialog={VacationFormDialog}
      DetailDialog={VacationDetailDialog}
      importAccess={MOVEMENT_ACCESS.vacationsImport}
      filters={<FilterSelect label="app.movements.vacations.module" value={moduleFilter} allLabel="app.movements.vacations.allModules" options={VACATION_MODULES.map((m) => ({ value: m, label: moduleLabelKey(m) }))} onChange={setModuleFilter} />}
      rowExtras={(r) => (
        <Tooltip title={translate('app.movements.vacations.history')}>
          <IconButton size="small" aria-label={translate('app.movements.vacations.historyRow', { name: nameOf(r) })} onClick={() => history.show({ officer: r.policeOfficer, module: r.typeVacationAndRest })}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      extraDialogs={<VacationHistoryDialog open={history.open} target={history.record} onClose={history.close} />}
    />
  );
}

export default function VacationsPage() {
  return (
    <GuardedPage access={D.access.list} deniedMessage="app.movements.vacations.denied" title="app.movements.vacations.title" icon={<BeachAccessIcon color="primary" />}>
      {() => <VacationsScreen />}
    </GuardedPage>
  );
}
