/**
 * Services (spec 3 §2.11), routes /home/services, /home/services/requests and
 * /home/services/external: the main view with 'Nueva Solicitud' and the cards Solicitudes,
 * Seguimiento and Configuración; each card opens its sub-view inside the page, which for
 * now says it is coming ('Gestión de solicitudes próximamente') with a back button.
 */
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import SettingsIcon from '@mui/icons-material/Settings';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CategoryCards, ComingSoonPanel, PlaceholderPage, useComingSoon, useSubView, type CategoryItem } from '../shared';

export type ServicesView = 'main' | 'requests' | 'tracking' | 'settings' | 'external';
type SubView = Exclude<ServicesView, 'main'>;

const S = 'app.placeholders.services';

const cards: CategoryItem<SubView>[] = [
  { view: 'requests', title: `${S}.requests.title`, description: `${S}.requests.description`, icon: <AssignmentIcon />, tone: 'primary' },
  { view: 'tracking', title: `${S}.tracking.title`, description: `${S}.tracking.description`, icon: <TimelineIcon />, tone: 'info' },
  { view: 'settings', title: `${S}.settings.title`, description: `${S}.settings.description`, icon: <SettingsIcon />, tone: 'secondary' },
];

function Services({ initial }: { initial: ServicesView }) {
  const translate = useTranslate();
  const comingSoon = useComingSoon();
  const [view, setView] = useSubView<ServicesView>(initial);
  const newRequest = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={comingSoon} fullWidth>{translate(`${S}.newRequest`)}</Button>
  );
  return (
    <PlaceholderPage
      module="services"
      icon={<MiscellaneousServicesIcon color="primary" />}
      action={newRequest}
      notice="app.placeholders.common.inDevelopment"
      subView={view === 'main' ? undefined : { title: `${S}.${view}.title`, onBack: () => setView('main') }}
    >
      {view === 'main' ? <CategoryCards items={cards} onOpen={setView} /> : <ComingSoonPanel message={`${S}.${view}.message`} />}
    </PlaceholderPage>
  );
}

export default function ServicesPage({ view = 'main' }: { view?: ServicesView }) {
  const { key } = useLocation();
  return <Services key={key} initial={view} />;
}
