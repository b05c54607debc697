/** Personnel movements (RRHH §2.6–2.8, §7.2–7.3): re-entries, egresos, vacations / rests / commissions, officer histories, work time and their Excel imports. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../engine/context';
import { registerImportRoutes } from '../../engine/import/importRoutes';
import { disincorporationImportTarget } from '../../movements/imports/disincorporationImport';
import { reentryImportTarget } from '../../movements/imports/reentryImport';
import { vacationImportTarget } from '../../movements/imports/vacationImport';
import { DisincorporationRepository } from '../../movements/disincorporations';
import { MovementOfficers } from '../../movements/officers';
import { ReentryRepository } from '../../movements/reentries';
import { VacationRepository } from '../../movements/vacations';
import { registerDisincorporationRoutes } from './disincorporations';
import { registerMovementOfficerRoutes } from './officers';
import { registerReentryRoutes } from './reentries';
import { registerVacationRoutes } from './vacations';

export function registerMovementRoutes(app: FastifyInstance, ctx: AppContext) {
  const people = new MovementOfficers(ctx.db);
  const reentries = new ReentryRepository(ctx.db);
  const disincorporations = new DisincorporationRepository(ctx.db);
  const vacations = new VacationRepository(ctx.db);
  registerReentryRoutes(app, reentries, people);
  registerDisincorporationRoutes(app, disincorporations, people);
  registerVacationRoutes(app, vacations, people);
  // 'Importar Excel' of each movement (issue 30): template, check and run under its list path.
  registerImportRoutes(app, ctx, reentryImportTarget(reentries));
  registerImportRoutes(app, ctx, disincorporationImportTarget(disincorporations));
  registerImportRoutes(app, ctx, vacationImportTarget(vacations));
  registerMovementOfficerRoutes(app, people);
}
