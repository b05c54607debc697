/**
 * Inspections (spec 3 §2.11), routes /home/inspection and /home/inspection/reports: the
 * dashboard (Total Elementos 280, Pendientes 20, Completadas 260, Este Mes 25), the four
 * category cards and quick actions; armory, equipment, vehicles and reports sub-views
 * switch inside the page.
 */
import AssessmentIcon from '@mui/icons-material/Assessment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/Shield';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Breakdown, CategoryCards, PlaceholderPage, QuickActions, SummaryCards, formatNumber, useComingSoon, useSubView, type CategoryItem } from '../shared';
import { CATEGORY_STATES, INSPECTION_SUMMARY } from './data';
import { CategoryView, ReportsView } from './InspectionViews';

export type InspectionView = 'main' | 'armory' | 'equipment' | 'vehicles' | 'reports';

const I = 'app.placeholders.inspection';

function Dashboard({ onOpen }: { onOpen: (view: InspectionView) => void }) {
  const translate = useTranslate();
  const comingSoon = useComingSoon();
  const elements = (count: number) => translate(`${I}.elements`, { count: formatNumber(count) });
  const cards: CategoryItem<InspectionView>[] = [
    { view: 'armory', title: `${I}.categories.armory.title`, description: `${I}.categories.armory.description`, icon: <ShieldIcon />, tone: 'primary', detail: elements(CATEGORY_STATES.armory.total) },
    { view: 'equipment', title: `${I}.categories.equipment.title`, description: `${I}.categories.equipment.description`, icon: <InventoryIcon />, tone: 'secondary', detail: elements(CATEGORY_STATES.equipment.total) },
    { view: 'vehicles', title: `${I}.categories.vehicles.title`, description: `${I}.categories.vehicles.description`, icon: <DirectionsCarIcon />, tone: 'info', detail: elements(CATEGORY_STATES.vehicles.total) },
    { view: 'reports', title: `${I}.categories.reports.title`, description: `${I}.categories.reports.description`, icon: <AssessmentIcon />, tone: 'success' },
  ];
  return (
    <>
      <SummaryCards
        items={[
          { label: `${I}.summary.total`, value: INSPECTION_SUMMARY.total, icon: <FactCheckIcon />, tone: 'primary' },
          { label: `${I}.summary.pending`, value: INSPECTION_SUMMARY.pending, icon: <PendingActionsIcon />, tone: 'warning' },
          { label: `${I}.summary.completed`, value: INSPECTION_SUMMARY.completed, icon: <CheckCircleIcon />, tone: 'success' },
          { label: `${I}.summary.thisMonth`, value: INSPECTION_SUMMARY.thisMonth, icon: <EventIcon />, tone: 'info' },
        ]}
      />
      <CategoryCards items={cards} onOpen={onOpen} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <QuickActions
            actions={[
              { label: `${I}.armory.search`, icon: <SearchIcon />, to: '/home/gunpark/query' },
              { label: `${I}.armory.mass`, icon: <PlaylistAddCheckIcon />, onClick: comingSoon },
              { label: `${I}.armory.export`, icon: <FileDownloadIcon />, onClick: comingSoon },
              { label: `${I}.reportsAction`, icon: <AssessmentIcon />, onClick: () => onOpen('reports') },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Breakdown
            title={`${I}.byCategory`}
            rows={(['armory', 'equipment', 'vehicles'] as const).map((category) => ({ label: `${I}.categories.${category}.title`, value: CATEGORY_STATES[category].total }))}
          />
        </Grid>
      </Grid>
    </>
  );
}

function Inspection({ initial }: { initial: InspectionView }) {
  const [view, setView] = useSubView<InspectionView>(initial);
  const back = () => setView('main');
  return (
    <PlaceholderPage
      module="inspection"
      icon={<FactCheckIcon color="primary" />}
      subView={view === 'main' ? undefined : { title: `${I}.${view}.title`, onBack: back }}
    >
      {view === 'main' && <Dashboard onOpen={setView} />}
      {(view === 'armory' || view === 'equipment' || view === 'vehicles') && <CategoryView category={view} />}
      {view === 'reports' && <ReportsView />}
    </PlaceholderPage>
  );
}

export default function InspectionPage({ view = 'main' }: { view?: InspectionView }) {
  const { key } = useLocation();
  return <Inspection key={key} initial={view} />;
}
