/**
 * The app factory: third-party plugins, then the platform's own (errors, version
 * header, session and route guard, audit), then the routes per module. Tests build it
 * in-process and call it with `app.inject`.
 */
// First: yup's Spanish messages must be set before any module builds a schema.
import '../resources/engine/yupLocale';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { DatabaseHandle } from './db/client';
import type { AppContext } from './engine/context';
import { registerRemainingResources } from './engine/crudRoutes';
import { resourceDeclarations } from '../resources/registry';
import { DEFAULT_AUDIT_RETENTION_MONTHS, registerAuditMaintenance } from './lib/auditPartitions';
import { registerOrphanSweep, type FileHome } from './lib/orphanSweep';
import { documentsHome } from './engine/documentRoutes';
import { OFFICER_FILE_HOME } from './routes/rrhh/uploads';
import type { FileStorage } from './lib/storage';
import { setPlaceCheck } from '../resources/engine/validation';
import { isPlaceOf } from './catalogues/geography';
import { registerAudit } from './plugins/audit';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDraining } from './plugins/draining';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { loggerOptions, registerRequestLog, type LogLevel } from './plugins/requestLog';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerAuditRoutes } from './routes/audits';
import { registerAuthRoutes } from './routes/auth';
import { registerOperationRoutes } from './routes/operations';
import { registerRoleRoutes } from './routes/configuration/roles';
import { registerUserRoutes } from './routes/configuration/users';
import { registerDataInitRoutes } from './routes/dataInit';
import { registerDisciplinaryRoutes } from './routes/disciplinary';
import { registerDocumentVerificationRoutes } from './routes/documents/verification';
import { registerFileRoutes } from './routes/files';
import { registerImportJobRoutes } from './routes/imports';
import { registerMovementRoutes } from './routes/movements';
import { registerPermitRoutes } from './routes/permits';
import { registerMedicalRoutes } from './routes/medical';
import { registerGunparkRoutes } from './routes/gunpark';
import { registerRrhhRoutes } from './routes/rrhh';
import { registerTransportRoutes } from './routes/transport';
import { registerPublicNewsRoutes } from './routes/website/publicNews';
import { registerResourceDesignRoutes } from './routes/configuration/resources';
import { registerDesignedRecordRoutes } from './routes/designed';
import { registerDesignedOptionRoutes } from './routes/designedOptions';
import { startDesignedRegistry } from './designed/registry';
import { documentDesignedResources } from './designed/openApi';


/** Paths of the public pages, served by their own light entry (public.html, src/public). */
const PUBLIC_PAGES = /^\/(?:noticias|verify)\/[^/]+\/?$/;
export const VERSION_HEADER = 'x-app-version';

export interface AppOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  jwtSecret: string;
  version: string;
  /** Folder of the built browser app; served with SPA fallback when present. */
  staticDir?: string;
  /** Level of the JSON request log (server/plugins/requestLog.ts); silent when absent. */
  logLevel?: LogLevel;
  /** Where the log goes instead of standard output (tests). */
  logStream?: NodeJS.WritableStream;
  /** Months of audit trail kept online; older months are archived to file storage (0 keeps all). */
  auditRetentionMonths?: number;
  /** Registers more routes on the app before it is ready (tests: a fixture resource). */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext) => void;
}

// Declared places (state → municipality → parish) are checked against the whole geography.
setPlaceCheck(isPlaceOf);

/** Every folder where records keep files, with the rows that name them (the orphan sweep). */
export function recordFileHomes(): FileHome[] {
  return [OFFICER_FILE_HOME, ...resourceDeclarations.filter((d) => d.documents).map(documentsHome)];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: true } },
    // Replaced by registerDraining (the same 503, in the Spanish envelope).
    return503OnClosing: false,
    // Signed download tokens travel as one path segment.
    routerOptions: { maxParamLength: 2048 },
    // A bad URL or an over-long path parameter: the Spanish envelope, not Fastify's English body.
    frameworkErrors,
  });
  registerDraining(app);
  const ctx: AppContext = {
    db: options.database.db,
    database: options.database,
    storage: options.storage,
    jwtSecret: options.jwtSecret,
    version: options.version,
  };

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // PDF previews frame the document the browser just built (a blob: URL).
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de Administración de Personal Policial',
        version: options.version,
        description: 'Todas las respuestas usan el sobre {statusCode, message?, data, meta?}; los errores {statusCode, message, errors?} en español. Autenticación: Bearer JWT obtenido en POST /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const serveBrowser = Boolean(options.staticDir && existsSync(options.staticDir));
  // With the browser app served, its own not-found handler (SPA fallback) replaces the plain one.
  registerErrorHandler(app, { notFoundHandler: !serveBrowser });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(VERSION_HEADER, options.version);
    reply.header('access-control-expose-headers', VERSION_HEADER);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await registerAuth(app, ctx.database, ctx.jwtSecret);
  registerAudit(app, ctx.db);
  // After the audit hook: it keeps the answer's text, then the answer leaves compressed.
  registerCompression(app);
  registerRequestLog(app);

  registerOperationRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerDataInitRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  // Resources designed by administrators (issue 29): loaded now, kept current on every instance.
  const designed = await startDesignedRegistry(app, ctx);
  registerResourceDesignRoutes(app, ctx, designed);
  registerDesignedRecordRoutes(app, ctx, designed);
  registerDesignedOptionRoutes(app, ctx, designed);
  documentDesignedResources(app, designed);
  const auditRetentionMonths = options.auditRetentionMonths ?? DEFAULT_AUDIT_RETENTION_MONTHS;
  registerAuditRoutes(app, ctx, auditRetentionMonths);
  registerAuditMaintenance(app, ctx.database, ctx.storage, auditRetentionMonths);
  registerOrphanSweep(app, ctx.db, ctx.storage, recordFileHomes());
  registerFileRoutes(app, ctx);
  registerImportJobRoutes(app, ctx);
  registerRrhhRoutes(app, ctx);
  registerGunparkRoutes(app, ctx);
  registerTransportRoutes(app, ctx);
  registerDisciplinaryRoutes(app, ctx);
  registerMovementRoutes(app, ctx);
  registerPermitRoutes(app, ctx);
  registerMedicalRoutes(app, ctx);
  registerDocumentVerificationRoutes(app, ctx);
  registerPublicNewsRoutes(app, ctx);
  options.extraRoutes?.(app, ctx);
  // Every declared resource no module registered above is served by the engine alone.
  registerRemainingResources(app, ctx, resourceDeclarations);

  if (serveBrowser && options.staticDir) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: false,
      // The .br / .gz copies written at build time (buildTools/precompress.ts), by Accept-Encoding.
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated so a new release is picked up
      // (the path is the copy sent: index.html.br is still the page).
      setHeaders: (res, filePath) => {
        const page = filePath.replace(/\.(?:br|gz)$/, '').endsWith('.html');
        res.header('cache-control', page ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
    // Client-side routes (/, /login, /home/...) load index.html, the public pages public.html
    // (their light entry); unknown API paths stay 404 JSON.
    app.setNotFoundHandler((request, reply) => {
      // A missing file (an old asset name) is a 404, not the app's page: only routes get index.html.
      const path = request.url.split('?')[0];
      if (path.startsWith('/api/') || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
        return reply.status(404).send({ statusCode: 404, message: 'Recurso no encontrado.' });
      }
      return reply.header('cache-control', 'no-cache').sendFile(PUBLIC_PAGES.test(path) ? 'public.html' : 'index.html');
    });
  }
  return app;
}
