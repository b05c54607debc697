/**
 * The sidebar's browser side (spec 1 §2.3): the entries outside the groups, and each
 * group's icon and the entries that are not declared resources (a module's own pages).
 * The groups themselves, their order and access are declared in resources/menuGroups.ts;
 * declarations add their entries by `menu.group` (registryMenu.tsx).
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import QuizIcon from '@mui/icons-material/Quiz';
import RuleIcon from '@mui/icons-material/Rule';
import SchoolIcon from '@mui/icons-material/School';
import ShieldIcon from '@mui/icons-material/Shield';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ReactElement } from 'react';
import type { AccessRule } from '../../authProvider/permissions';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { RRHH_ACCESS } from '../../resources/officers/access';

/** `access`: the rule of the call the entry's screen makes first; the entry shows only when the tree allows it (as the server does). */
export interface MenuItem { to: string; label: string; icon?: ReactElement; access?: AccessRule }
export interface GroupView { icon: ReactElement; items: MenuItem[] }

/**
 * Entries outside the groups: statistics for every signed-in user; quick search only for
 * those whose tree lets them search officers (its only call, rrhh/search/multi), so it is
 * never offered to end in 'No tienes permisos para realizar esta acción'.
 */
export const alwaysVisible: MenuItem[] = [
  { to: '/home/statistics', label: 'app.menu.statistics', icon: <BarChartIcon /> },
  { to: '/home/quick-search', label: 'app.menu.quickSearch', icon: <PersonSearchIcon />, access: RRHH_ACCESS.query },
  // Every user sees their own imports (issue 30).
  { to: '/home/imports', label: 'app.menu.imports', icon: <UploadFileIcon /> },
];

/** Each group of resources/menuGroups.ts: its icon and its entries that are not declared resources. */
export const groupViews: Record<string, GroupView> = {
  rrhh: {
    icon: <BadgeIcon />,
    items: [
      { to: '/home/human-resources/register', label: 'app.menu.rrhhRegister' },
      { to: '/home/human-resources/query', label: 'app.menu.rrhhQuery' },
    ],
  },
  // Its entries are the disciplinary cases' declared pages.
  disciplinary: { icon: <GavelIcon />, items: [] },
  gunpark: {
    icon: <ShieldIcon />,
    items: [
      { to: '/home/gunpark', label: 'app.gunpark.menu.stations' },
      { to: '/home/gunpark/statistics', label: 'app.gunpark.menu.statistics' },
    ],
  },
  transport: {
    icon: <DirectionsCarIcon />,
    items: [
      { to: '/home/transport', label: 'app.transport.menu.vehicles' },
      { to: '/home/vehicle/statistics', label: 'app.transport.menu.statistics' },
    ],
  },
  services: {
    icon: <MiscellaneousServicesIcon />,
    items: [
      { to: '/home/services', label: 'app.placeholders.menu.main' },
      { to: '/home/services/requests', label: 'app.placeholders.menu.requests' },
      { to: '/home/services/external', label: 'app.placeholders.menu.external' },
    ],
  },
  inspection: {
    icon: <RuleIcon />,
    items: [
      { to: '/home/inspection', label: 'app.placeholders.menu.main' },
      { to: '/home/inspection/reports', label: 'app.placeholders.menu.reports' },
    ],
  },
  exam: {
    icon: <QuizIcon />,
    items: [
      { to: '/home/exam', label: 'app.placeholders.menu.main' },
      { to: '/home/exam/schedule', label: 'app.placeholders.menu.schedule' },
      { to: '/home/exam/results', label: 'app.placeholders.menu.results' },
    ],
  },
  equipment: {
    icon: <Inventory2Icon />,
    items: [
      { to: '/home/equipment', label: 'app.placeholders.menu.main' },
      { to: '/home/equipment/inventory', label: 'app.placeholders.menu.inventory' },
      { to: '/home/equipment/assignments', label: 'app.placeholders.menu.assignments' },
    ],
  },
  // Their entries are the permits' and medical reports' declared pages.
  permits: { icon: <EventNoteIcon />, items: [] },
  medical: { icon: <LocalHospitalIcon />, items: [] },
  audit: {
    icon: <FactCheckIcon />,
    items: [{ to: '/home/audits', label: 'app.menu.audits' }],
  },
  configuration: {
    icon: <AdminPanelSettingsIcon />,
    items: [
      { to: '/home/configuration/users', label: 'app.menu.users' },
      { to: '/home/configuration/roles', label: 'app.menu.roles' },
      // The resource designer (issue 29): administrators only.
      { to: '/home/configuration/resources', label: 'app.menu.resources', access: 'admin' },
    ],
  },
  education: { icon: <SchoolIcon />, items: [] },
  website: { icon: <NewspaperIcon />, items: [] },
};
