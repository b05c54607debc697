/**
 * Disciplinary routes (spec 3 §7.1): the case resource from its declaration (list, get,
 * create, update, delete, status, sanction, council, documents), plus the officer's
 * cases, the OIDP case selector and the dashboard. On top of the engine:
 * - numberOfCase (and an OIDP's expedientNumber) generated inside the create's transaction;
 * - the involved officers, vehicles and guns, stored as links in the same transaction;
 * - the kind of case decides who writes it and its documents (resources/disciplinary/access.ts);
 * - the council is one-way: a second send, or an edit of isCouncil back to false, is a 409;
 * - the OIDP rules of §5.1 hold on update too, against the stored case.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess } from '../../../authProvider/permissions';
import { DISCIPLINARY_ACCESS, writeRuleOf } from '../../../resources/disciplinary/access';
import { disciplinaryCasesDeclaration, missingOidpFields, OIDP, OIDP_MAX_STATUS } from '../../../resources/disciplinary/declaration';
import { disciplinaryCases } from '../../db/schema';
import { caseListTotal } from '../../disciplinary/counts';
import { involvedColumns, missingInvolved, parseInvolved, storeInvolved, type InvolvedIds } from '../../disciplinary/involved';
import { caseNumbers } from '../../disciplinary/numbers';
import type { AppContext } from '../../engine/context';
import { registerResourceRoutes } from '../../engine/crudRoutes';
import type { RecordRule } from '../../engine/documentRoutes';
import type { Row } from '../../engine/repository';
import { badRequest, conflict, forbidden, notFound } from '../../lib/envelope';
import { registerCaseQueryRoutes } from './caseQueries';
import { registerDisciplinaryDashboardRoutes } from './dashboard';

export const DISCIPLINARY_MESSAGES = {
  typeChange: 'No se puede cambiar el tipo de caso',
  councilOneWay: 'El caso ya fue enviado a Consejo Disciplinario: el envío no se puede revertir',
  invalidStatus: 'Estado: valor no válido',
  relationNotOidp: 'El caso relacionado debe ser un caso OIDP',
  relationSelf: 'Un caso no puede relacionarse consigo mismo',
  inUse: 'No se puede eliminar el caso: está relacionado con otro caso',
} as const;

const definedOnly = (values: Row) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

export function registerDisciplinaryRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The involved lists each write's body sent, read before its transaction and stored inside it. */
  const involved = new WeakMap<FastifyRequest, InvolvedIds>();
  const storedCase = async (id: number): Promise<Row> => {
    const [row] = (await ctx.db.select().from(disciplinaryCases).where(eq(disciplinaryCases.id, id)).limit(1)) as Row[];
    if (!row) throw notFound();
    return row;
  };
  /** A case and its parts (documents, involved officers, vehicles, guns) are written by the staff of its kind, read by module 2. */
  const caseRule: RecordRule = (row, operation) => (operation === 'write' ? writeRuleOf(Number(row.typeDisciplinary)) : DISCIPLINARY_ACCESS.read);
  const mayWrite = (request: FastifyRequest, kind: unknown) => {
    if (!hasAccess(request.user, caseRule({ typeDisciplinary: kind }, 'write'))) throw forbidden();
  };

  registerResourceRoutes(app, ctx, disciplinaryCasesDeclaration, {
    inUseMessage: DISCIPLINARY_MESSAGES.inUse,
    recordRule: caseRule,
    beforeWrite: async (values, { mode, id, request }) => {
      const { ids, errors } = parseInvolved(request.body);
      if (errors.length) throw badRequest(errors);
      const stored = mode === 'update' && id !== undefined ? await storedCase(id) : null;
      const kind = Number(stored ? stored.typeDisciplinary : values.typeDisciplinary);
      mayWrite(request, kind);
      if (stored) {
        if (values.typeDisciplinary !== undefined && values.typeDisciplinary !== null && Number(values.typeDisciplinary) !== kind) throw conflict(DISCIPLINARY_MESSAGES.typeChange);
        delete values.typeDisciplinary;
        // One-way: false never overwrites a sent case, not even one sent while this form was open.
        if (values.isCouncil === false) {
          if (stored.isCouncil) throw conflict(DISCIPLINARY_MESSAGES.councilOneWay);
          delete values.isCouncil;
        }
      } else {
        values.statusDisciplinary = 1;
      }
      const merged: Row = { ...stored, ...definedOnly(values), typeDisciplinary: kind };
      const missing = missingOidpFields(merged);
      if (missing.length) throw badRequest(missing);
      if (kind === OIDP && Number(merged.statusDisciplinary) > OIDP_MAX_STATUS) throw badRequest([DISCIPLINARY_MESSAGES.invalidStatus]);
      if (values.idRelationDisciplinary !== undefined && values.idRelationDisciplinary !== null) {
        if (stored && Number(values.idRelationDisciplinary) === Number(stored.id)) throw badRequest([DISCIPLINARY_MESSAGES.relationSelf]);
        const [related] = await ctx.db.select({ type: disciplinaryCases.typeDisciplinary }).from(disciplinaryCases).where(eq(disciplinaryCases.id, Number(values.idRelationDisciplinary))).limit(1);
        if (related && related.type !== OIDP) throw badRequest([DISCIPLINARY_MESSAGES.relationNotOidp]);
      }
      involved.set(request, ids);
      return values;
    },
    afterWrite: async (row, { mode, tx, request }) => {
      if (mode === 'create') {
        const numbers = await caseNumbers(tx, Number(row.typeDisciplinary));
        const [numbered] = await tx.update(disciplinaryCases).set(numbers).where(eq(disciplinaryCases.id, Number(row.id))).returning();
        Object.assign(row, numbered);
      }
      const ids = involved.get(request) ?? {};
      const missing = await missingInvolved(tx, ids);
      if (missing.length) throw badRequest(missing);
      await storeInvolved(tx, Number(row.id), ids);
    },
    beforeDelete: async (id, request) => mayWrite(request, (await storedCase(id)).typeDisciplinary),
    afterAction: async (action, row, { request, previous }) => {
      const kind = Number(previous.typeDisciplinary);
      if (action.path !== 'sanction') mayWrite(request, kind);
      if (action.path === 'status' && kind === OIDP && Number(row.statusDisciplinary) > OIDP_MAX_STATUS) throw badRequest([DISCIPLINARY_MESSAGES.invalidStatus]);
    },
    embedColumns: involvedColumns(disciplinaryCases.id),
    ...caseListTotal(ctx.db),
  });
  registerCaseQueryRoutes(app, ctx);
  registerDisciplinaryDashboardRoutes(app, ctx, DISCIPLINARY_ACCESS.read);
}
