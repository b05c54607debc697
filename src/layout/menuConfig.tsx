/**
 * The sidebar (spec 1 §2.3): groups shown only to users with access to them. Each
 * module's issue adds its group here when its screens exist.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ReactElement } from 'react';
import type { AccessRule } from '../../authProvider/permissions';

export interface MenuItem { to: string; label: string; icon?: ReactElement }
export interface MenuGroup { label: string; icon: ReactElement; access: AccessRule; items: MenuItem[] }

/** Entries shown to every signed-in user (quick search joins with the officer screens). */
export const alwaysVisible: MenuItem[] = [{ to: '/home/statistics', label: 'app.menu.statistics', icon: <BarChartIcon /> }];

export const menuGroups: MenuGroup[] = [
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
