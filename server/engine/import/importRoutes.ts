/**
 * The Excel import of a declared resource (issue 30), under its api path:
 * `GET import/template` (the template's signed link), `POST import/check?mode=` (the file,
 * multipart: checked, nothing stored; answers the job with its counts and first errors)
 * and `POST import/:jobId/run` (starts the checked job). Importing needs the resource's
 * create permission, and its update permission to update existing records.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { hasAccess } from '../../../authProvider/permissions';
import { IMPORT_MODES, type ImportMode } from '../../../resources/engine/importColumns';
import { importJobs } from '../../db/schema';
import { ApiError, envelopeSchema, errorSchema, forbidden, notFound, ok } from '../../lib/envelope';
import { exportKey, scheduleRemoval } from '../../lib/exportCleanup';
import { receiveFiles } from '../../lib/multipartFiles';
import { DOWNLOAD_SECONDS, signDownload } from '../../lib/tokens';
import type { AppContext } from '../context';
import { checkImport, JOB_MESSAGES, startImport, storedBytes } from './importJobs';
import type { ImportTarget } from './importTarget';
import { writeTemplate } from './importWorkbooks';
import { refused, sheetKindOf, SHEET_MESSAGES } from './readSheet';
import { presentJob } from './jobView';
import { assertNoZipBomb } from './zipGuard';

/** The largest file taken (a workbook of 200,000 rows of a wide resource fits). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  fileRequired: 'Debe adjuntar un archivo .xlsx o .csv',
  tooLarge: `El archivo excede el tamaño máximo de ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  checked: 'Archivo revisado',
  checking: 'Revisando el archivo',
  started: 'Importación iniciada',
  template: 'Plantilla generada exitosamente',
  createOnly: 'Este archivo solo puede crear registros nuevos: los existentes se corrigen en su formulario',
} as const;

const jobParams = { type: 'object', required: ['jobId'], properties: { jobId: { type: 'integer', minimum: 1, maximum: 2147483647 } } };


export function registerImportRoutes(app: FastifyInstance, ctx: AppContext, target: ImportTarget) {
  const { declaration } = target;
  const base = `/api/${declaration.apiPath}/import`;
  const tags = [declaration.label.many];
  const mayUpdate = (request: FastifyRequest) => hasAccess(request.user, declaration.access.update);
  const access = target.access ?? declaration.access.create;

  app.get(`${base}/template`, {
    config: { access },
    schema: { tags, summary: `Plantilla Excel para importar ${declaration.label.many.toLowerCase()} (enlace firmado en data.url)`, response: { 200: envelopeSchema({ type: 'object', properties: { url: { type: 'string' } } }) } },
  }, async () => {
    const key = exportKey(DOWNLOAD_SECONDS);
    const stream = await ctx.storage.writeStream(key);
    const written = new Promise<void>((resolve, reject) => { stream.on('finish', resolve); stream.on('error', reject); });
    stream.end(await writeTemplate(ctx.db, target));
    await written;
    scheduleRemoval(ctx.storage, key);
    return ok({ url: `/api/files/${signDownload(ctx.jwtSecret, key, `plantilla-${declaration.name}.xlsx`)}` }, { message: IMPORT_MESSAGES.template });
  });

  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    scope.post<{ Querystring: { mode?: ImportMode } }>(`${base}/check`, {
      config: { access },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: `Revisa un archivo .xlsx o .csv de ${declaration.label.many.toLowerCase()} (multipart, campo file) con las reglas del formulario; no guarda nada. Responde el trabajo revisado (200), o en curso (202, estado checking) si la revisión dura más de 10 s: se sigue con GET /api/imports/{id}`,
        querystring: { type: 'object', properties: { mode: { type: 'string', enum: [...IMPORT_MODES] } } },
        response: { 200: envelopeSchema(), 202: envelopeSchema(), 400: errorSchema, 403: errorSchema },
      },
    }, async (request, reply) => {
      const mode = request.query.mode ?? 'create';
      if (mode === 'update' && !target.key) throw refused(IMPORT_MESSAGES.createOnly);
      if (mode === 'update' && !mayUpdate(request)) throw forbidden();
      const { files } = await receiveFiles(ctx.storage, request, 'imports/files', MAX_IMPORT_BYTES);
      const discard = () => Promise.all(files.map((f) => ctx.storage.remove(f.key)));
      const file = files[0];
      if (files.length !== 1 || file.size === 0) {
        await discard();
        throw refused(IMPORT_MESSAGES.fileRequired);
      }
      if (file.size > MAX_IMPORT_BYTES) {
        await discard();
        throw refused(IMPORT_MESSAGES.tooLarge);
      }
      const kind = sheetKindOf(file.name, file.head);
      if (!kind) {
        await discard();
        throw refused(SHEET_MESSAGES.notSpreadsheet);
      }
      try {
        if (kind === 'xlsx') await assertNoZipBomb(await storedBytes(ctx.storage, file.key));
        const job = await checkImport(ctx.db, ctx.storage, target, { mode, fileKey: file.key, fileName: file.name, user: { id: request.user!.id, username: request.user!.username }, request });
        // A large file is still being checked: its job is followed with GET /api/imports/{id}.
        const statusCode = job.status === 'checking' ? 202 : 200;
        return reply.status(statusCode).send(ok(presentJob(ctx.jwtSecret, job), { statusCode, message: statusCode === 202 ? IMPORT_MESSAGES.checking : IMPORT_MESSAGES.checked }));
      } catch (error) {
        await discard();
        throw error;
      }
    });
  });

  app.post<{ Params: { jobId: number } }>(`${base}/:jobId/run`, {
    config: { access },
    schema: { tags, params: jobParams, summary: `Importa un archivo revisado y sin errores: todas las filas o ninguna (trabajo en el servidor; su estado en GET /api/imports/{id})`, response: { 202: envelopeSchema(), 404: errorSchema, 409: errorSchema } },
  }, async (request, reply) => {
    const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.id, request.params.jobId)).limit(1);
    if (!job || job.resource !== declaration.name || job.userId !== request.user!.id) throw notFound();
    if (job.mode === 'update' && !mayUpdate(request)) throw forbidden();
    const started = job.status === 'checked' ? await startImport(ctx.db, ctx.storage, target, job, request) : null;
    if (!started) throw new ApiError(409, JOB_MESSAGES.notReady);
    return reply.status(202).send(ok(presentJob(ctx.jwtSecret, started), { statusCode: 202, message: IMPORT_MESSAGES.started }));
  });
}
