/**
 * A station's weapons (spec 3 §2.4): breadcrumb Inicio > Parque de Armas > 'Armas de la
 * Estación: {name}', a back button, and the generated list of the guns' declaration (its
 * `list`) fixed to the station: 'Nueva Arma' (register permission, the station preset),
 * 'Exportar Excel' of the station (gunpark/guns/filter/excel with station and isExcel),
 * and per gun Asignaciones (its list, to anyone who can read it), and Editar, Nueva
 * Asignación and Eliminar (edit permission; the server asks the same; a row click also
 * opens Editar). The page is the spec's own; its form and row actions are named in
 * resources/customViews.ts. Route /home/gunpark/stations/{id}.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { hasAccess } from '../../authProvider/permissions';
import { PageHeader } from '../../src/components/list';
import { AccessDenied } from '../../src/pages/AccessDenied';
import { useSession } from '../../src/session/SessionContext';
import { DeclaredList } from '../engine/views/DeclaredList';
import type { StationRecord } from '../stations/types';
import { GUNPARK_ACCESS } from './access';
import { gunsDeclaration } from './declaration';

export default function StationGunsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const { user } = useSession();
  const allowed = hasAccess(user, GUNPARK_ACCESS.module);
  const { data: station, isPending, error } = useGetOne<StationRecord>('stations', { id: Number(id) }, { enabled: allowed && Boolean(Number(id)) });
  if (!allowed) return <AccessDenied messageKey="app.gunpark.denied" />;
  const values = { name: station?.name ?? '…' };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <PageHeader
        title="app.gunpark.guns.stationTitle"
        titleValues={values}
        crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.gunpark.title', to: '/home/gunpark' }, { label: 'app.gunpark.guns.stationTitle', values }]}
      />
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/home/gunpark')} sx={{ mb: 1.5 }}>{translate('app.gunpark.guns.back')}</Button>
      {isPending && !error && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? <Alert severity="error">{translate('app.gunpark.guns.stationNotFound')}</Alert> : null}
      {station && <DeclaredList key={station.id} declaration={gunsDeclaration} filter={{ station: station.id }} embedded title={false} />}
    </Box>
  );
}
