/**
 * Read-only case queries beyond the generic list:
 * - `GET disciplinary/cases-by-officer/{id}` (spec 3 §7.1, RRHH §3.10): the cases an
 *   officer is involved in, newest first, summarised as the officer views read them
 *   (open to the disciplinary module and to the RRHH read rule, like the medical history);
 * - `GET disciplinary/oidp-selector` (spec 3 §2.3, §4.2): the OIDP cases offered by the
 *   ICAP form's 'Seleccionar OIDP', filtered by the picker's own statuses (1 Activo,
 *   2 Cerrado, 3 En Proceso), each standing for some OIDP statuses (SELECTOR_STATUSES).
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DISCIPLINARY_ACCESS } from '../../../resources/disciplinary/access';
import { OIDP } from '../../../resources/disciplinary/declaration';
import { disciplinaryCaseOfficers, disciplinaryCases, officers } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import { unaccentContains } from '../../engine/repository';
import { envelopeSchema, errorSchema, idParamsSchema, notFound, ok, pageMeta, pageQueryProperties } from '../../lib/envelope';

/** The picker's statuses over the OIDP ones: Activo = 1 Iniciado; En Proceso = 2 En Investigación; Cerrado = 3 Resuelto, 4 Archivado, 5 Suspendido. */
export const SELECTOR_STATUSES: Record<number, number[]> = { 1: [1], 2: [3, 4, 5], 3: [2] };

const tags = ['Casos disciplinarios'];

const officerCaseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, typeRegister: { type: 'integer', description: '1 ICAP, 2 OIDP' }, typeDisciplinary: { type: 'integer' }, numberOfCase: { type: 'string', nullable: true },
    dateInit: { type: 'string', nullable: true }, detective: { type: 'string', nullable: true }, fault: { type: 'string', nullable: true },
    decision: { type: 'integer', nullable: true, description: '1 Aprobado, 2 Rechazado, 3 Pendiente' }, sanction: { type: 'string', nullable: true },
    caseReview: { type: 'string', nullable: true }, isCouncil: { type: 'boolean' }, statusDisciplinary: { type: 'integer', nullable: true },
  },
};

export function registerCaseQueryRoutes(app: FastifyInstance, ctx: AppContext) {
  const c = disciplinaryCases;
  app.get<{ Params: { id: number } }>('/api/disciplinary/cases-by-officer/:id', {
    config: { access: DISCIPLINARY_ACCESS.officerHistory },
    schema: { tags, summary: 'Casos disciplinarios en los que está involucrado un funcionario (más recientes primero)', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'array', items: officerCaseSchema }), 404: errorSchema } },
  }, async (request) => {
    const [officer] = await ctx.db.select({ id: officers.id }).from(officers).where(eq(officers.id, request.params.id)).limit(1);
    if (!officer) throw notFound('Funcionario no encontrado');
    const rows = await ctx.db
      .select({
        id: c.id, typeDisciplinary: c.typeDisciplinary, numberOfCase: c.numberOfCase, dateInit: c.dateInit, detective: c.detective, fault: c.fault,
        decision: c.decision, sanction: c.sanction, caseReview: c.caseReview, isCouncil: c.isCouncil, statusDisciplinary: c.statusDisciplinary,
      })
      .from(disciplinaryCaseOfficers)
      .innerJoin(c, eq(c.id, disciplinaryCaseOfficers.caseId))
      .where(eq(disciplinaryCaseOfficers.officerId, request.params.id))
      .orderBy(sql`${c.dateInit} desc nulls last`, desc(c.id));
    return ok(rows.map((r) => ({ ...r, typeRegister: r.typeDisciplinary })));
  });

  app.get<{ Querystring: { page: number; pageSize: number; search?: string; status?: number } }>('/api/disciplinary/oidp-selector', {
    config: { access: DISCIPLINARY_ACCESS.read },
    schema: {
      tags, summary: 'Casos OIDP para vincular a un caso ICAP: búsqueda por número o descripción; status 1 Activo, 2 Cerrado, 3 En Proceso',
      querystring: { type: 'object', properties: { ...pageQueryProperties, status: { type: 'integer', minimum: 1, maximum: 3 } } },
      response: { 200: envelopeSchema({ type: 'array' }) },
    },
  }, async (request) => {
    const { page, pageSize, search, status } = request.query;
    const conditions: SQL[] = [eq(c.typeDisciplinary, OIDP)];
    if (status) conditions.push(inArray(c.statusDisciplinary, SELECTOR_STATUSES[status]));
    const term = search?.trim();
    if (term) conditions.push(or(unaccentContains(c.numberOfCase, term), unaccentContains(c.expedientNumber, term), unaccentContains(c.descriptionOfCase, term), unaccentContains(c.presumedFacts, term))!);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db.select({
        id: c.id, numberOfCase: c.numberOfCase, expedientNumber: c.expedientNumber, descriptionOfCase: c.descriptionOfCase, presumedFacts: c.presumedFacts,
        statusDisciplinary: c.statusDisciplinary, dateInit: c.dateInit,
      }).from(c).where(where).orderBy(desc(c.id)).limit(pageSize).offset((page - 1) * pageSize),
      ctx.db.select({ n: count() }).from(c).where(where),
    ]);
    return ok(rows, { meta: pageMeta(Number(total.n), page, pageSize) });
  });
}
