/** The sub-views of the inspections module: one per category (armory, equipment, vehicles) and reports. */
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import SearchIcon from '@mui/icons-material/Search';
import { Grid } from '@mui/material';
import { format, subMonths } from 'date-fns';
import { es } from 'date-fns/locale';
import { Breakdown, QuickActions, ReportList, StaticTable, useComingSoon, type QuickAction } from '../shared';
import { CATEGORY_STATES, INSPECTION_REPORTS, MONTHLY_COMPLETED, type InspectionCategory } from './data';

const I = 'app.placeholders.inspection';

function useCategoryActions(category: InspectionCategory): QuickAction[] {
  const comingSoon = useComingSoon();
  if (category === 'armory') {
    return [
      { label: `${I}.armory.search`, icon: <SearchIcon />, to: '/home/gunpark/query' },
      { label: `${I}.armory.mass`, icon: <PlaylistAddCheckIcon />, onClick: comingSoon },
      { label: `${I}.armory.export`, icon: <FileDownloadIcon />, onClick: comingSoon },
    ];
  }
  if (category === 'equipment') return [{ label: `${I}.equipment.goTo`, icon: <InventoryIcon />, to: '/home/equipment' }];
  return [{ label: `${I}.vehicles.goTo`, icon: <DirectionsCarIcon />, to: '/home/transport' }];
}

export function CategoryView({ category }: { category: InspectionCategory }) {
  const states = CATEGORY_STATES[category];
  const actions = useCategoryActions(category);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Breakdown
          title={`${I}.states.title`}
          total={states.total}
          rows={[
            { label: `${I}.states.inspected`, value: states.inspected, tone: 'success' },
            { label: `${I}.states.pending`, value: states.pending, tone: 'warning' },
            { label: `${I}.states.observations`, value: states.observations, tone: 'error' },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <QuickActions actions={actions} />
      </Grid>
    </Grid>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ReportsView() {
  const now = new Date();
  const months = MONTHLY_COMPLETED.map((value, index): [string, number] => [
    capitalize(format(subMonths(now, MONTHLY_COMPLETED.length - 1 - index), 'MMMM yyyy', { locale: es })),
    value,
  ]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ReportList
          title={`${I}.reports.types`}
          reports={INSPECTION_REPORTS.map((report) => ({ title: `${I}.reports.${report}.title`, description: `${I}.reports.${report}.description` }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <StaticTable title={`${I}.reports.monthly`} headers={[`${I}.reports.month`, `${I}.reports.completed`]} rows={months} />
      </Grid>
    </Grid>
  );
}
