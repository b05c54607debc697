/**
 * The state-changing calls a declaration lists in `actions` (publish, approve, reject,
 * status...): `<method> <apiPath>/{id}/<path>`. Each one validates the body keys it reads
 * with the declared fields' rules, locks the row, checks the state it must start from
 * (409 'Estado no válido' otherwise) and stores its values, all in one transaction, so two
 * concurrent calls cannot both pass the same check. A value of a field another action
 * writes follows that action's rule as well (server/engine/actionFieldGuard.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldDeclaration, ResourceDeclaration, StateActionDeclaration } from '../../resources/engine/types';
import { validateBody } from '../../resources/engine/validation';
import { ApiError, badRequest, envelopeSchema, errorSchema, idParamsSchema, notFound, ok } from '../lib/envelope';
import { assertVersion, sentVersion, versionProperty } from '../lib/versioning';
import { assertActionFieldWrite, INVALID_STATE } from './actionFieldGuard';
import type { AppContext } from './context';
import type { ResourceRepository, Row } from './repository';

export { INVALID_STATE };

/** The declaration cut down to the fields an action reads, each required with the action's message. */
function inputDeclaration(declaration: ResourceDeclaration, action: StateActionDeclaration): ResourceDeclaration {
  const fields: Record<string, FieldDeclaration> = {};
  for (const input of action.input ?? []) {
    const field = declaration.fields[input.field];
    fields[input.key] = { ...field, readOnly: false, rules: { ...field.rules, ...(input.required ? { required: input.required } : {}) } };
  }
  return { ...declaration, fields, checks: [], uniqueIndexes: [] };
}

function bodySchema(declaration: ResourceDeclaration, action: StateActionDeclaration) {
  const properties = { ...Object.fromEntries((action.input ?? []).map((i) => [i.key, { description: declaration.fields[i.field].label }])), ...versionProperty };
  return { type: 'object', properties };
}

export interface ActionHooks {
  /** Runs inside the action's transaction once the row is updated (e.g. an approval history row). */
  afterAction?: (action: StateActionDeclaration, row: Row, context: { tx: AppContext['db']; request: FastifyRequest; previous: Row }) => Promise<void>;
}

export function registerActionRoutes(app: FastifyInstance, ctx: AppContext, repository: ResourceRepository, hooks: ActionHooks = {}) {
  const { declaration } = repository;
  const idColumn = repository.columns.id;
  for (const action of declaration.actions ?? []) {
    const route = `/api/${declaration.apiPath}/:id/${action.path}`;
    const schema = {
      tags: [declaration.label.many],
      summary: `${action.label}${action.from ? ` (desde ${action.from.field} ∈ {${action.from.values.join(', ')}})` : ''}`,
      params: idParamsSchema,
      body: bodySchema(declaration, action),
      response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    };
    app.route<{ Params: { id: number } }>({
      method: action.method ?? 'PATCH',
      url: route,
      config: { access: action.access },
      schema,
      attachValidation: true,
      handler: async (request) => {
        if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
        const body = request.body && typeof request.body === 'object' ? (request.body as Row) : {};
        const { values: input, errors } = await validateBody(inputDeclaration(declaration, action), 'update', body);
        if (errors.length) throw badRequest(errors);
        const expectedVersion = sentVersion(body);
        const values: Row = { ...action.set };
        for (const i of action.input ?? []) if (input[i.key] !== undefined) values[i.field] = input[i.key];
        const updated = await ctx.db.transaction(async (tx) => {
          const [stored] = (await tx.select().from(repository.table).where(eq(idColumn, request.params.id)).for('update')) as Row[];
          if (!stored) throw notFound();
          assertVersion(stored as { version: number }, expectedVersion);
          if (action.from && !action.from.values.includes(stored[action.from.field] as string | number | boolean)) throw new ApiError(409, INVALID_STATE);
          // A value another action decides (an approval through the status call) needs that action's rule too.
          assertActionFieldWrite(declaration, request, values, stored);
          const row = await repository.update(request.params.id, values, tx);
          await hooks.afterAction?.(action, row!, { tx, request, previous: stored });
          return row!;
        });
        const [presented] = await repository.present([updated]);
        return ok(presented, { message: action.message });
      },
    });
  }
}
