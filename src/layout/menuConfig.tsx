/**
 * The sidebar (spec 1 §2.3): groups shown only to users with access to them. Each
 * module's issue adds its group here when its screens exist.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ShieldIcon from '@mui/icons-material/Shield';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { ReactElement } from 'react';
import type { AccessRule } from '../../authProvider/permissions';
import { GUNPARK_ACCESS } from '../../resources/guns/access';
import { TRANSPORT_ACCESS } from '../../resources/vehicles/access';

export interface MenuItem { to: string; label: string; icon?: ReactElement }
export interface MenuGroup { label: string; icon: ReactElement; access: AccessRule; items: MenuItem[] }

/** Entries shown to every signed-in user (quick search joins with the officer screens). */
export const alwaysVisible: MenuItem[] = [
  { to: '/home/statistics', label: 'app.menu.statistics', icon: <BarChartIcon /> },
  { to: '/home/quick-search', label: 'app.menu.quickSearch', icon: <PersonSearchIcon /> },
];

export const menuGroups: MenuGroup[] = [
  {
    label: 'app.menu.rrhh',
    icon: <BadgeIcon />,
    access: { module: 1 },
    items: [
      { to: '/home/human-resources/register', label: 'app.menu.rrhhRegister' },
      { to: '/home/human-resources/query', label: 'app.menu.rrhhQuery' },
      { to: '/home/re-entry', label: 'app.movements.menu.reentries' },
      { to: '/home/disincorporations-rrhh', label: 'app.movements.menu.disincorporations' },
      { to: '/home/vac-com', label: 'app.movements.menu.vacations' },
    ],
  },
  {
    label: 'app.menu.gunpark',
    icon: <ShieldIcon />,
    access: GUNPARK_ACCESS.module,
    items: [
      { to: '/home/gunpark', label: 'app.gunpark.menu.stations' },
      { to: '/home/gunpark/statistics', label: 'app.gunpark.menu.statistics' },
    ],
  },
  {
    label: 'app.menu.transport',
    icon: <DirectionsCarIcon />,
    access: TRANSPORT_ACCESS.module,
    items: [
      { to: '/home/transport', label: 'app.transport.menu.vehicles' },
      { to: '/home/vehicle/statistics', label: 'app.transport.menu.statistics' },
    ],
  },
  {
    label: 'app.menu.audit',
    icon: <FactCheckIcon />,
    access: { module: 9 },
    items: [{ to: '/home/audits', label: 'app.menu.audits' }],
  },
  {
    label: 'app.menu.configuration',
    icon: <AdminPanelSettingsIcon />,
    access: { module: 8 },
    items: [
      { to: '/home/configuration/users', label: 'app.menu.users' },
      { to: '/home/configuration/roles', label: 'app.menu.roles' },
    ],
  },
];
