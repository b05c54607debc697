/**
 * The sidebar (spec 1 §2.3): groups shown only to users with access to them. Each
 * module's issue adds its group here when its screens exist.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import QuizIcon from '@mui/icons-material/Quiz';
import RuleIcon from '@mui/icons-material/Rule';
import ShieldIcon from '@mui/icons-material/Shield';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { ReactElement } from 'react';
import type { AccessRule } from '../../authProvider/permissions';
import { DISCIPLINARY_ACCESS } from '../../resources/disciplinary/access';
import { GUNPARK_ACCESS } from '../../resources/guns/access';
import { TRANSPORT_ACCESS } from '../../resources/vehicles/access';
import { MEDICAL_ACCESS } from '../../resources/medical/access';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { PERMITS_ACCESS } from '../../resources/permits/access';
import { RRHH_ACCESS } from '../../resources/officers/access';

/** `access`: the rule of the call the entry's screen makes first; the entry shows only when the tree allows it (as the server does). */
export interface MenuItem { to: string; label: string; icon?: ReactElement; access?: AccessRule }
export interface MenuGroup { label: string; icon: ReactElement; access: AccessRule; items: MenuItem[] }

/**
 * Entries outside the groups: statistics for every signed-in user; quick search only for
 * those whose tree lets them search officers (its only call, rrhh/search/multi), so it is
 * never offered to end in 'No tienes permisos para realizar esta acción'.
 */
export const alwaysVisible: MenuItem[] = [
  { to: '/home/statistics', label: 'app.menu.statistics', icon: <BarChartIcon /> },
  { to: '/home/quick-search', label: 'app.menu.quickSearch', icon: <PersonSearchIcon />, access: RRHH_ACCESS.query },
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
    label: 'app.menu.disciplinary',
    icon: <GavelIcon />,
    access: DISCIPLINARY_ACCESS.module,
    items: [
      { to: '/home/disciplinary/icap', label: 'app.disciplinary.menu.icap' },
      { to: '/home/disciplinary/penal/cases', label: 'app.disciplinary.menu.oidp' },
      { to: '/home/disciplinary/statistics', label: 'app.disciplinary.menu.statistics' },
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
  // Placeholder modules (spec 3 §2.11, §6: no permission checks): every signed-in user.
  {
    label: 'app.placeholders.menu.services',
    icon: <MiscellaneousServicesIcon />,
    access: 'authenticated',
    items: [
      { to: '/home/services', label: 'app.placeholders.menu.main' },
      { to: '/home/services/requests', label: 'app.placeholders.menu.requests' },
      { to: '/home/services/external', label: 'app.placeholders.menu.external' },
    ],
  },
  {
    label: 'app.placeholders.menu.inspection',
    icon: <RuleIcon />,
    access: 'authenticated',
    items: [
      { to: '/home/inspection', label: 'app.placeholders.menu.main' },
      { to: '/home/inspection/reports', label: 'app.placeholders.menu.reports' },
    ],
  },
  {
    label: 'app.placeholders.menu.exam',
    icon: <QuizIcon />,
    access: 'authenticated',
    items: [
      { to: '/home/exam', label: 'app.placeholders.menu.main' },
      { to: '/home/exam/schedule', label: 'app.placeholders.menu.schedule' },
      { to: '/home/exam/results', label: 'app.placeholders.menu.results' },
    ],
  },
  {
    label: 'app.placeholders.menu.equipment',
    icon: <Inventory2Icon />,
    access: 'authenticated',
    items: [
      { to: '/home/equipment', label: 'app.placeholders.menu.main' },
      { to: '/home/equipment/inventory', label: 'app.placeholders.menu.inventory' },
      { to: '/home/equipment/assignments', label: 'app.placeholders.menu.assignments' },
    ],
  },
  {
    label: 'app.permits.menu.group',
    icon: <EventNoteIcon />,
    access: PERMITS_ACCESS.module,
    items: [
      { to: '/home/permits', label: 'app.permits.menu.list' },
      { to: '/home/permits/statistics', label: 'app.permits.menu.statistics' },
    ],
  },
  {
    label: 'app.medical.menu.group',
    icon: <LocalHospitalIcon />,
    access: MEDICAL_ACCESS.module,
    items: [
      { to: '/home/medical-reports', label: 'app.medical.menu.reports' },
      { to: '/home/medical/statistics', label: 'app.medical.menu.statistics' },
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
