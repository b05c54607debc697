/** Personnel movements (RRHH §2.6–2.8, §7.2–7.3): re-entries, egresos, vacations / rests / commissions, officer histories and work time. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../engine/context';
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
  registerReentryRoutes(app, new ReentryRepository(ctx.db), people);
  registerDisincorporationRoutes(app, new DisincorporationRepository(ctx.db), people);
  registerVacationRoutes(app, new VacationRepository(ctx.db), people);
  registerMovementOfficerRoutes(app, people);
}
