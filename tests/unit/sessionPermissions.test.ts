/**
 * The session permissions built from a role's saved tree are cached by the saved text:
 * the same text gives the same frozen object, a changed text gives the new rights.
 */
import { describe, expect, it } from 'vitest';
import { hasAccess, type SessionUser } from '../../authProvider/permissions';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { sessionPermissionsOf } from '../../server/plugins/auth';

/** A saved tree (positional, like the role form saves it) with only `moduleId` selected. */
const saved = (moduleId: number) => JSON.stringify(emptyPermissionTree().map((m) => ({ ...m, selected: m.id === moduleId })));
const userWith = (permissions: ReturnType<typeof sessionPermissionsOf>): SessionUser => ({
  id: 1, username: 'u', name: 'U', email: 'u@x.test', isAdmin: false,
  role: { id: 2, roleName: 'R', active: true, permissions },
});

describe('sessionPermissionsOf', () => {
  it('builds the permissions once per saved text and shares them frozen', () => {
    const text = saved(9);
    const first = sessionPermissionsOf(text);
    expect(sessionPermissionsOf(`${text}`.slice(0))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(hasAccess(userWith(first), { module: 9 })).toBe(true);
    expect(hasAccess(userWith(first), { module: 8 })).toBe(false);
  });

  it('a changed tree is a new entry with the new rights; no tree grants nothing', () => {
    const changed = sessionPermissionsOf(saved(8));
    expect(hasAccess(userWith(changed), { module: 8 })).toBe(true);
    expect(hasAccess(userWith(changed), { module: 9 })).toBe(false);
    expect(hasAccess(userWith(sessionPermissionsOf(null)), { module: 9 })).toBe(false);
  });
});
