/**
 * The screens a resource draws itself where the spec asks for more than the generated
 * List / Create / Edit / Show (the role tree editor, a module page with its dashboard).
 * A resource missing here is served entirely by the generated screens; `false` means the
 * resource has no such screen of its own (its module shows it inside another screen).
 */
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PeopleIcon from '@mui/icons-material/People';
import ShieldIcon from '@mui/icons-material/Shield';
import { createElement, lazy, type ComponentType } from 'react';
import type { CustomViews, ListFormProps } from './engine/views/customViewsContext';
import { newsPreview } from './news/newsPreview';

const none: CustomViews = { list: false, create: false, edit: false, show: false };

/** A named export loaded with the screen that shows it, not with the app shell (`preload` starts that early, see preloadView). */
function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(async () => ({ default: await preload() })), { preload }) as unknown as ComponentType<P>;
}
const heading = (icon: typeof ShieldIcon) => createElement(icon, { color: 'primary' });

export const customViews: Record<string, CustomViews> = {
  users: {
    // The user form reads its record as a user (resources/users/types.ts); the list hands it the row it shows.
    form: later<ListFormProps>(() => import('./users/UserFormDialog').then((m) => m.UserFormDialog as ComponentType<ListFormProps>)),
    icon: heading(PeopleIcon),
  },
  roles: { list: lazy(() => import('./roles/RolesPage')), guarded: true },
  // Generated lists (their `list` declarations) with the spec's own form, toolbar buttons and row actions.
  stations: {
    form: later<ListFormProps>(() => import('./stations/StationFormDialog').then((m) => m.StationFormDialog)),
    toolbar: later(() => import('./stations/StationListParts').then((m) => m.StationToolbar)),
    rowActions: later(() => import('./stations/StationListParts').then((m) => m.StationRowActions)),
    icon: heading(ShieldIcon),
  },
  vehicles: {
    form: later<ListFormProps>(() => import('./vehicles/VehicleFormDialog').then((m) => m.VehicleFormDialog)),
    toolbar: later(() => import('./vehicles/VehicleListParts').then((m) => m.VehicleToolbar)),
    rowActions: later(() => import('./vehicles/VehicleListParts').then((m) => m.VehicleRowActions)),
    icon: heading(DirectionsCarIcon),
  },
  // Listed inside the station's weapons view (its own page, resources/guns/GunList.tsx), the vehicle list and the assignment dialogs.
  guns: {
    ...none,
    form: later<ListFormProps>(() => import('./guns/GunFormDialog').then((m) => m.GunFormDialog)),
    rowActions: later(() => import('./guns/GunRowActions').then((m) => m.GunRowActions)),
  },
  gunAssignments: none,
  vehicleAssignments: none,
  students: { list: lazy(() => import('./students/StudentsModulePage')) },
  evaluations: { list: lazy(() => import('./evaluations/EvaluationBoardPage')) },
  news: { list: lazy(() => import('./news/NewsManagerPage')), preview: newsPreview },
  // ICAP and OIDP share one resource; its screens are the two case lists (src/App.tsx routes), with their modals.
  disciplinaryCases: { list: lazy(() => import('./disciplinary/CaseListPage')), create: false, edit: false, show: false },
};
