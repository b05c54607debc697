/** Human resources routes (RRHH spec §7.1) and the general statistics (platform §7). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../engine/context';
import { registerImportRoutes } from '../../engine/import/importRoutes';
import { officerImportTarget } from '../../officers/import/targets';
import { OfficerRepository } from '../../officers/repository';
import { registerExtranetRoutes } from './extranet';
import { registerFamilyRoutes } from './family';
import { registerFileRoutes } from './files';
import { registerOfficerRoutes } from './officers';
import { registerProxyImageRoute } from './proxyImage';
import { registerQrRoutes } from './qr';
import { registerSearchRoutes } from './search';
import { registerStatisticsRoutes } from './statistics';
import { registerStatusRoutes } from './status';
import { registerUploadRoutes } from './uploads';

export function registerRrhhRoutes(app: FastifyInstance, ctx: AppContext) {
  const repository = new OfficerRepository(ctx.db);
  registerSearchRoutes(app, ctx, repository);
  registerFamilyRoutes(app, ctx);
  registerExtranetRoutes(app, ctx);
  registerStatisticsRoutes(app, ctx);
  registerQrRoutes(app, ctx);
  registerOfficerRoutes(app, ctx, repository);
  registerStatusRoutes(app, repository);
  registerFileRoutes(app, ctx, repository);
  registerUploadRoutes(app, ctx, repository);
  registerProxyImageRoute(app, ctx, repository);
  // The officer record from a workbook (issue 30): /api/rrhh/import/template, check, {job}/run.
  registerImportRoutes(app, ctx, officerImportTarget());
}
