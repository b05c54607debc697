/**
 * 'Importaciones' (issue 30): the import jobs of the signed-in user (an administrator sees
 * every user's), newest first, and one job's state and progress.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../engine/context';
import { failOrphanedJobs, importsSettled, reportedJob } from '../engine/import/importJobs';
import { presentJob } from '../engine/import/jobView';
import { importJobs } from '../db/schema';
import { envelopeSchema, errorSchema, idParamsSchema, notFound, ok, pageMeta, pageQueryProperties } from '../lib/envelope';

const tags = ['Importaciones'];

export function registerImportJobRoutes(app: FastifyInstance, ctx: AppContext) {
  // On the embedded database this process is the only one: a job still running died with the last one.
  app.addHook('onReady', async () => { await failOrphanedJobs(ctx.db, ctx.database.kind === 'pglite'); });
  app.addHook('onClose', async () => { await importsSettled(); });

  app.get<{ Querystring: { page: number; pageSize: number } }>('/api/imports', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Importaciones del usuario (el administrador ve todas), recientes primero', querystring: { type: 'object', properties: { page: pageQueryProperties.page, pageSize: pageQueryProperties.pageSize } }, response: { 200: envelopeSchema({ type: 'array' }) } },
  }, async (request) => {
    const { page, pageSize } = request.query;
    const where = request.user!.isAdmin ? undefined : eq(importJobs.userId, request.user!.id);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select().from(importJobs).where(where).orderBy(desc(importJobs.id)).limit(pageSize).offset((page - 1) * pageSize),
      ctx.db.select({ total: count() }).from(importJobs).where(where),
    ]);
    const jobs = await Promise.all(rows.map((job) => reportedJob(ctx.db, job)));
    return ok(jobs.map((job) => presentJob(ctx.jwtSecret, job)), { meta: pageMeta(Number(total), page, pageSize) });
  });

  app.get<{ Params: { id: number } }>('/api/imports/:id', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Estado y avance de una importación', params: idParamsSchema, response: { 200: envelopeSchema(), 404: errorSchema } },
  }, async (request) => {
    const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.id, request.params.id)).limit(1);
    if (!job || (!request.user!.isAdmin && job.userId !== request.user!.id)) throw notFound();
    return ok(presentJob(ctx.jwtSecret, await reportedJob(ctx.db, job)));
  });
}
