/**
 * The screens a resource draws itself where the spec asks for more than the generated
 * List / Create / Edit / Show (the role tree editor, a module page with its dashboard).
 * A resource missing here is served entirely by the generated screens; `false` means the
 * resource has no such screen of its own (its module shows it inside another screen).
 */
import { lazy } from 'react';
import type { CustomViews } from './engine/views/resourceViews';
import { newsPreview } from './news/newsPreview';

const none: CustomViews = { list: false, create: false, edit: false, show: false };

export const customViews: Record<string, CustomViews> = {
  users: { list: lazy(() => import('./users/UsersPage')), guarded: true },
  roles: { list: lazy(() => import('./roles/RolesPage')), guarded: true },
  stations: { list: lazy(() => import('./stations/StationList')), guarded: true },
  vehicles: { list: lazy(() => import('./vehicles/VehicleList')), guarded: true },
  // Shown inside the station's weapons view, the vehicle list and the assignment dialogs.
  guns: none,
  gunAssignments: none,
  vehicleAssignments: none,
  students: { list: lazy(() => import('./students/StudentsModulePage')) },
  evaluations: { list: lazy(() => import('./evaluations/EvaluationBoardPage')) },
  news: { list: lazy(() => import('./news/NewsManagerPage')), preview: newsPreview },
  // ICAP and OIDP share one resource; its screens are the two case lists (src/App.tsx routes), with their modals.
  disciplinaryCases: { list: lazy(() => import('./disciplinary/CaseListPage')), create: false, edit: false, show: false },
};
