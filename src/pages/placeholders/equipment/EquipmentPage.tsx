/**
 * Equipment management (spec 3 §2.11), routes /home/equipment, /home/equipment/inventory
 * and /home/equipment/assignments: the dashboard (1.250 items, 980 available, 270 assigned,
 * 45 dotations), cards for inventory, dotations, assignments and reports, and quick
 * actions; the sub-views switch inside the page. Assignments: 'Funcionalidad disponible
 * próximamente'.
 */
import AddBoxIcon from '@mui/icons-material/AddBox';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BackpackIcon from '@mui/icons-material/Backpack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Grid } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Breakdown, CategoryCards, ComingSoonPanel, PlaceholderPage, QuickActions, SummaryCards, useComingSoon, useSubView, type CategoryItem } from '../shared';
import { EQUIPMENT_SUMMARY, INVENTORY } from './data';
import { DotationsView, EquipmentReportsView, InventoryView } from './EquipmentViews';

export type EquipmentView = 'main' | 'inventory' | 'dotations' | 'assignments' | 'reports';

const Q = 'app.placeholders.equipment';

const cards: CategoryItem<EquipmentView>[] = [
  { view: 'inventory', title: `${Q}.cards.inventory.title`, description: `${Q}.cards.inventory.description`, icon: <Inventory2Icon />, tone: 'primary' },
  { view: 'dotations', title: `${Q}.cards.dotations.title`, description: `${Q}.cards.dotations.description`, icon: <BackpackIcon />, tone: 'secondary' },
  { view: 'assignments', title: `${Q}.cards.assignments.title`, description: `${Q}.cards.assignments.description`, icon: <AssignmentIndIcon />, tone: 'info' },
  { view: 'reports', title: `${Q}.cards.reports.title`, description: `${Q}.cards.reports.description`, icon: <AssessmentIcon />, tone: 'success' },
];

const viewTitles: Record<Exclude<EquipmentView, 'main'>, string> = {
  inventory: `${Q}.inventory.title`,
  dotations: `${Q}.dotations.title`,
  assignments: `${Q}.assignments.title`,
  reports: `${Q}.reports.title`,
};

function Dashboard({ onOpen }: { onOpen: (view: EquipmentView) => void }) {
  const comingSoon = useComingSoon();
  return (
    <>
      <SummaryCards
        items={[
          { label: `${Q}.summary.total`, value: EQUIPMENT_SUMMARY.total, icon: <Inventory2Icon />, tone: 'primary' },
          { label: `${Q}.summary.available`, value: EQUIPMENT_SUMMARY.available, icon: <CheckCircleIcon />, tone: 'success' },
          { label: `${Q}.summary.assigned`, value: EQUIPMENT_SUMMARY.assigned, icon: <AssignmentIndIcon />, tone: 'info' },
          { label: `${Q}.summary.dotations`, value: EQUIPMENT_SUMMARY.dotations, icon: <BackpackIcon />, tone: 'secondary' },
        ]}
      />
      <CategoryCards items={cards} onOpen={onOpen} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <QuickActions
            actions={[
              { label: `${Q}.actions.register`, icon: <AddBoxIcon />, onClick: comingSoon },
              { label: `${Q}.actions.dotation`, icon: <PlaylistAddIcon />, onClick: comingSoon },
              { label: `${Q}.actions.inventory`, icon: <Inventory2Icon />, onClick: () => onOpen('inventory') },
              { label: `${Q}.actions.reports`, icon: <AssessmentIcon />, onClick: () => onOpen('reports') },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Breakdown title={`${Q}.byCategory`} rows={INVENTORY.map((row) => ({ label: `${Q}.inventory.${row.category}`, value: row.total }))} />
        </Grid>
      </Grid>
    </>
  );
}

function Equipment({ initial }: { initial: EquipmentView }) {
  const [view, setView] = useSubView<EquipmentView>(initial);
  return (
    <PlaceholderPage
      module="equipment"
      icon={<Inventory2Icon color="primary" />}
      subView={view === 'main' ? undefined : { title: viewTitles[view], onBack: () => setView('main') }}
    >
      {view === 'main' && <Dashboard onOpen={setView} />}
      {view === 'inventory' && <InventoryView />}
      {view === 'dotations' && <DotationsView />}
      {view === 'assignments' && <ComingSoonPanel message="app.placeholders.common.comingSoon" />}
      {view === 'reports' && <EquipmentReportsView />}
    </PlaceholderPage>
  );
}

export default function EquipmentPage({ view = 'main' }: { view?: EquipmentView }) {
  const { key } = useLocation();
  return <Equipment key={key} initial={view} />;
}
