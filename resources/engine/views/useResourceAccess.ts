/**
 * What the signed-in user may do with a declared resource: the same pure rule
 * (`hasAccess` over the permission tree) the server's route guard applies to each call,
 * so no button is offered that the server would refuse.
 */
import { hasAccess } from '../../../authProvider/permissions';
import { useSession } from '../../../src/session/SessionContext';
import type { ResourceAction, ResourceDeclaration, StateActionDeclaration } from '../types';

export function useResourceAccess(declaration: ResourceDeclaration) {
  const { user } = useSession();
  return {
    can: (action: ResourceAction) => hasAccess(user, declaration.access[action]),
    canRun: (action: StateActionDeclaration) => hasAccess(user, action.access),
  };
}

/** Whether a record is in a state the action may start from (`from`); actions without `from` always may. */
export function actionApplies(action: StateActionDeclaration, record: Record<string, unknown>): boolean {
  return !action.from || action.from.values.includes(record[action.from.field] as string | number | boolean);
}
