/**
 * What the routes of a declared resource do, apart from where they are mounted: list,
 * export, get, create, update, status and delete over one declaration. The built-in
 * resources' routes (crudRoutes.ts) hold one set per declaration; the designed
 * resources' routes (server/routes/designed.ts) look theirs up per request. Either way
 * the same code validates, checks uniqueness and versions, and writes.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationMode } from '../../resources/engine/validation';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { defaultWriteMessages } from '../../resources/engine/spanish';
import type { Database } from '../db/client';
import type { ResourceTable } from '../db/tableFromDeclaration';
import { ApiError, badRequest, conflict, notFound, ok, pageMeta } from '../lib/envelope';
import { isReferenceViolation, uniqueViolationConstraint } from '../lib/pgErrors';
import { sentVersion, staleVersion } from '../lib/versioning';
import type { AppContext } from './context';
import { assertActionFieldWrite, touchesActionFields } from './actionFieldGuard';
import type { ActionHooks } from './actionRoutes';
import { documentsFolder, storedDocumentKeys, type RecordRule } from './documentRoutes';
import { removeRecordFiles } from '../lib/recordFiles';
import { declaredExcelColumns, excelFileName, writeExcel } from './excel';
import { recordValues } from './recordValues';
import { ResourceRepository, type ListQuery, type Row } from './repository';
import type { Bind } from '../lib/statementsByShape';

export interface ResourceHooks extends ActionHooks {
  /** Maps the request body onto declared fields before validation (e.g. `data` → `permissions`). */
  prepareBody?: (body: Row, mode: ValidationMode) => Row;
  /** Last changes to validated values before they are stored (hash passwords...). */
  beforeWrite?: (values: Row, context: { mode: ValidationMode; id?: number; request: FastifyRequest }) => Promise<Row> | Row;
  /**
   * Runs first inside the write's transaction, before any check or write (`previous` on
   * update): the place to lock the parent rows the write's rules read, so every writer
   * takes them before the row's own locks (the lock order of docs/decisions.md, issue 26).
   */
  beforeStore?: (values: Row, context: { mode: ValidationMode; previous?: Row; tx: Database }) => Promise<void>;
  /**
   * Runs inside the write's transaction, after the row is stored (`previous` on update):
   * the place for writes to other tables that must succeed or fail with this one.
   */
  afterWrite?: (row: Row, context: { mode: ValidationMode; previous?: Row; tx: Database; request: FastifyRequest }) => Promise<void>;
  beforeDelete?: (id: number, request: FastifyRequest) => Promise<void> | void;
  /**
   * Runs inside the delete's transaction, just before the row goes (rows of other tables
   * to change or remove with it). May return work to do once the delete is committed,
   * such as removing stored files.
   */
  onDelete?: (row: Row, context: { tx: Database; request: FastifyRequest }) => Promise<void | (() => Promise<void>)>;
  /**
   * More fields for the answers of list, get, create and update (e.g. a gun's current
   * holder): given the stored rows, returns the fields to add to each, in the same order.
   */
  embed?: (rows: Row[]) => Promise<Row[]>;
  /**
   * More fields of each row as SQL over the resource's table (correlated subqueries, e.g.
   * a case's involved officers as json): the list reads them in its page's statement, a
   * single answer in one more statement. Cheaper than `embed` on a busy list.
   */
  embedColumns?: Record<string, SQL>;
  /**
   * Read once with each list page, in the page's statement (e.g. the list's version):
   * `page` of countTotal. Every value goes through `bind`, and the SQL may change only with
   * which filters are set and whether there is a search (the statement is kept per shape).
   */
  pageColumns?: (query: ListQuery, bind: Bind) => Record<string, SQL>;
  /**
   * The total of a list page, when the resource can find it without counting its rows
   * (counts kept by triggers, totals kept between calls); `countRows` counts them; `page`
   * holds the pageColumns as the page read them (undefined for an empty page).
   */
  countTotal?: (query: ListQuery, countRows: () => Promise<number>, page: Row | undefined) => Promise<number>;
  /** Runs on the row locked by the status change's transaction, before it is written. */
  beforeStatus?: (current: Row, value: boolean, request: FastifyRequest) => Promise<void> | void;
  /** The rule of one record for reading or writing its parts (documents), where narrower than the routes'. */
  recordRule?: RecordRule;
  /** Message of a 409 when a delete hits a row still referenced elsewhere. */
  inUseMessage?: string;
  /** Success messages; `created` and `updated` default to `saved`. */
  messages?: { saved?: string; created?: string; updated?: string; deleted?: string; status?: string };
}

/**
 * Body schemas are documentation only: the yup schema (or the handler) validates. The
 * routes that carry one set `attachValidation` and keep the body as sent, before Ajv
 * coerces it (`null` to 0 or false, say), so a bad value gets its Spanish message.
 */
const sentBodies = new WeakMap<FastifyRequest, unknown>();
export const keepBodyAsSent = {
  attachValidation: true,
  preValidation: async (request: FastifyRequest) => { sentBodies.set(request, structuredClone(request.body)); },
};
/** The body as the client sent it; bad params still fail as before (400). */
export function bodyAsSent(request: FastifyRequest): Row {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  const sent = sentBodies.has(request) ? sentBodies.get(request) : request.body;
  return (sent && typeof sent === 'object' ? sent : {}) as Row;
}


export type ListQueryString = { page: number; pageSize: number; search?: string; sort?: string; order?: 'ASC' | 'DESC' } & Record<string, unknown>;
type ListRequest = FastifyRequest<{ Querystring: ListQueryString }>;
type IdRequest = FastifyRequest<{ Params: { id: number } }>;

export interface ResourceHandlers {
  declaration: ResourceDeclaration;
  repository: ResourceRepository;
  list: (request: ListRequest) => Promise<unknown>;
  exportExcel: (request: ListRequest) => Promise<unknown>;
  get: (request: IdRequest) => Promise<unknown>;
  create: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  update: (request: IdRequest) => Promise<unknown>;
  status: (request: IdRequest) => Promise<unknown>;
  remove: (request: IdRequest) => Promise<unknown>;
}

export function resourceHandlers(ctx: AppContext, declaration: ResourceDeclaration, hooks: ResourceHooks, repository: ResourceRepository): ResourceHandlers {
  const label = declaration.label;
  const defaults = defaultWriteMessages(label);
  const saved = hooks.messages?.saved ?? defaults.saved;
  const messages = {
    created: declaration.messages?.created ?? hooks.messages?.created ?? saved,
    updated: declaration.messages?.updated ?? hooks.messages?.updated ?? saved,
    deleted: declaration.messages?.deleted ?? hooks.messages?.deleted ?? defaults.deleted,
    status: hooks.messages?.status ?? `Estado actualizado exitosamente`,
  };

  const validated = async (request: FastifyRequest, mode: ValidationMode, stored?: Row, raw = bodyAsSent(request)): Promise<Row> => {
    const prepared = hooks.prepareBody ? hooks.prepareBody(raw, mode) : raw;
    const { values, problems } = await recordValues(declaration, mode, prepared, stored);
    if (problems.length) throw badRequest([...new Set(problems.map((p) => p.message))]);
    if (hooks.beforeWrite) {
      // A duplicate is refused before the hook's costly work (a password hash); the check in
      // the write's transaction and the unique index still decide between concurrent writes.
      const duplicate = await repository.uniqueConflict(stored ? { ...stored, ...values } : values, stored ? Number(stored.id) : undefined);
      if (duplicate) throw conflict(duplicate);
      return hooks.beforeWrite(values, { mode, id: stored ? Number(stored.id) : undefined, request });
    }
    return values;
  };
  const present = (rows: Row[]) => repository.present(rows);
  /**
   * Stores the values in one transaction with the hook's other writes. The unique check
   * runs inside it; a concurrent write that still slips past meets the unique index,
   * whose violation answers the same 409.
   */
  const write = async (request: FastifyRequest, values: Row, stored?: Row, expectedVersion?: number): Promise<Row | null> => {
    const mode: ValidationMode = stored ? 'update' : 'create';
    try {
      return await ctx.db.transaction(async (tx) => {
        await hooks.beforeStore?.(values, { mode, previous: stored, tx });
        if (stored && expectedVersion !== undefined && stored.version !== expectedVersion) throw staleVersion();
        // A field an action writes follows that action's rule, checked on the row as locked now.
        if (touchesActionFields(declaration, values)) {
          const current = stored ? await repository.findRaw(Number(stored.id), tx, true) : null;
          if (stored && !current) return null;
          assertActionFieldWrite(declaration, request, values, current);
        }
        const duplicate = await repository.uniqueConflict(stored ? { ...stored, ...values } : values, stored ? Number(stored.id) : undefined, tx);
        if (duplicate) throw conflict(duplicate);
        const missing = await repository.missingReferences(values, tx);
        if (missing.length) throw badRequest(missing);
        const row = stored ? await repository.update(Number(stored.id), values, tx, expectedVersion) : await repository.create(values, tx);
        // The conditional update changed nothing: another edit (or a delete) came first.
        if (!row && expectedVersion !== undefined && (await repository.findRaw(Number(stored!.id), tx))) throw staleVersion();
        if (row && hooks.afterWrite) await hooks.afterWrite(row, { mode, previous: stored, tx, request });
        return row;
      });
    } catch (error) {
      const message = repository.uniqueMessageOf(uniqueViolationConstraint(error));
      if (message) throw conflict(message);
      throw error;
    }
  };

  return {
    declaration,
    repository,
    list: async (request) => {
      const { page, pageSize, search, sort, order, ...filters } = request.query;
      const { rows, total } = await repository.list({ page, pageSize, search, sort, order, filters });
      if (declaration.answer === 'paged') {
        return ok({ data: rows, total, lastPage: Math.max(1, Math.ceil(total / pageSize)), currentPage: page, pageSize });
      }
      return ok(rows, { meta: pageMeta(total, page, pageSize) });
    },
    exportExcel: async (request) => {
      const { page: _p, pageSize: _s, search, sort: _o, order: _d, ...filters } = request.query;
      const { url } = await writeExcel<Row>(ctx.storage, ctx.jwtSecret, {
        sheetName: declaration.label.many,
        fileName: excelFileName(declaration.label.many),
        columns: declaredExcelColumns(declaration, declaration.exportFields ?? []),
        batches: repository.iterate({ search, filters }),
      });
      return ok({ url }, { message: 'Archivo Excel generado exitosamente' });
    },
    get: async (request) => {
      const row = await repository.findRaw(request.params.id);
      if (!row) throw notFound();
      const [presented] = await present([row]);
      return ok(presented);
    },
    create: async (request, reply) => {
      const values = await validated(request, 'create');
      const created = await write(request, values);
      const [presented] = await present([created!]);
      return reply.status(201).send(ok(presented, { statusCode: 201, message: messages.created }));
    },
    update: async (request) => {
      const body = bodyAsSent(request);
      const expectedVersion = sentVersion(body);
      const stored = await repository.findRaw(request.params.id);
      if (!stored) throw notFound();
      const values = await validated(request, 'update', stored, body);
      const updated = await write(request, values, stored, expectedVersion);
      if (!updated) throw notFound();
      const [presented] = await present([updated]);
      return ok(presented, { message: messages.updated });
    },
    status: async (request) => {
      const statusField = declaration.statusField!;
      const value = bodyAsSent(request)[statusField];
      if (typeof value !== 'boolean') throw badRequest([`El campo ${statusField} es requerido y debe ser verdadero o falso`]);
      const expectedVersion = sentVersion(bodyAsSent(request));
      const { id } = request.params;
      // The rules read the row as locked until the change commits: a concurrent edit cannot
      // change what they decided on (the target's administrator flag, its state, its version).
      const updated = await ctx.db.transaction(async (tx) => {
        const current = await repository.findRaw(id, tx, true);
        if (!current) throw notFound();
        if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleVersion();
        assertActionFieldWrite(declaration, request, { [statusField]: value }, current);
        await hooks.beforeStatus?.(current, value, request);
        return repository.update(id, { [statusField]: value }, tx);
      });
      if (!updated) throw notFound();
      const [presented] = await present([updated]);
      return ok(presented, { message: messages.status });
    },
    remove: async (request) => {
      const stored = await repository.findRaw(request.params.id);
      if (!stored) throw notFound();
      await hooks.beforeDelete?.(request.params.id, request);
      let afterCommit: () => Promise<void>;
      try {
        afterCommit = await ctx.db.transaction(async (tx) => {
          const pending = await hooks.onDelete?.(stored, { tx, request });
          const files = await storedDocumentKeys(tx, repository, request.params.id);
          await repository.delete(request.params.id, tx);
          return async () => {
            await pending?.();
            if (repository.documentsTable) await removeRecordFiles(ctx.storage, files, [documentsFolder(declaration, request.params.id)]);
          };
        });
      } catch (error) {
        if (hooks.inUseMessage && isReferenceViolation(error)) throw new ApiError(409, hooks.inUseMessage);
        throw error;
      }
      await afterCommit();
      return ok({ id: request.params.id }, { message: messages.deleted });
    },
  };
}

/** The repository and handlers of a declaration over its table. */
export function resourceEngine(ctx: AppContext, declaration: ResourceDeclaration, hooks: ResourceHooks, table: ResourceTable, uniqueIndexName?: (column: string) => string): ResourceHandlers {
  return resourceHandlers(ctx, declaration, hooks, new ResourceRepository(ctx.db, declaration, table, hooks, uniqueIndexName));
}
