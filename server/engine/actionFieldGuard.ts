/**
 * The server's side of resources/engine/actionFields.ts: every write route (create, edit,
 * status, each action) refuses a change of an action's field that the caller's role or the
 * record's state does not allow, with the action's own answers: 403 naming the field and
 * the action, 409 'Estado no válido', or 400 with the messages of the values it requires.
 */
import type { FastifyRequest } from 'fastify';
import { hasAccess } from '../../authProvider/permissions';
import { actionFieldNames, refusedActionFieldWrite } from '../../resources/engine/actionFields';
import type { ResourceDeclaration } from '../../resources/engine/types';
import { ApiError, badRequest } from '../lib/envelope';
import type { Row } from './repository';

export const INVALID_STATE = 'Estado no válido';

/** Whether the values hold any field an action writes (the write then reads its row locked). */
export function touchesActionFields(declaration: ResourceDeclaration, values: Row): boolean {
  for (const field of actionFieldNames(declaration)) if (values[field] !== undefined) return true;
  return false;
}

/** Throws the answer of a write the rule of the fields' actions refuses. */
export function assertActionFieldWrite(declaration: ResourceDeclaration, request: FastifyRequest, values: Row, stored: Row | null): void {
  const refusal = refusedActionFieldWrite(declaration, { values, stored, mayAccess: (rule) => hasAccess(request.user, rule) });
  if (!refusal) return;
  if (refusal.kind === 'forbidden') throw new ApiError(403, refusal.message);
  if (refusal.kind === 'state') throw new ApiError(409, INVALID_STATE);
  throw badRequest(refusal.errors);
}
