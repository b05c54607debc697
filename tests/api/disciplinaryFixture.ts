/**
 * Fixtures of the disciplinary API tests: users holding one part of module 2 (Penal,
 * Administrativo > Casos, Administrativo > Consejo Disciplinario), valid ICAP and OIDP
 * bodies, and a database emptied of the demo cases.
 */
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import type { DatabaseHandle } from '../../server/db/client';
import { createUser, expectStatus, uniqueLetters } from '../support/api';
import type { TestApp } from '../support/testApp';

/** A tree with module 2 and only the given sub-modules (and internal modules of sub-module 2) selected. */
export function disciplinaryTree(subs: number[], internals: number[] = []): PermissionTree {
  return emptyPermissionTree().map((m) => (m.id !== 2 ? m : {
    ...m,
    selected: true,
    configured: true,
    subModules: m.subModules.map((s) => ({
      ...s,
      selected: subs.includes(s.id),
      internalModules: s.internalModules.map((i) => ({ ...i, selected: subs.includes(s.id) && internals.includes(i.id) })),
    })),
  }));
}

async function tokenFor(t: TestApp, admin: string, tree: PermissionTree): Promise<string> {
  const role = expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/roles', payload: { roleName: `Rol disciplinario ${uniqueLetters()}`, active: true, data: tree } }), 201).data;
  const user = await createUser(t, admin, { roleId: role.id });
  return t.login(user.username, user.password);
}

/** Administrator, ICAP staff (Administrativo > Casos), OIDP staff (Penal), council, module 2 alone (read), and RRHH. */
export async function disciplinaryTokens(t: TestApp) {
  const admin = await t.login();
  return {
    admin,
    icap: await tokenFor(t, admin, disciplinaryTree([2], [2])),
    oidp: await tokenFor(t, admin, disciplinaryTree([1])),
    council: await tokenFor(t, admin, disciplinaryTree([2], [1])),
    reader: await tokenFor(t, admin, disciplinaryTree([])),
    other: await t.login('mgonzalez'),
  };
}

export function icapBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { typeDisciplinary: 1, dateInit: '2026-03-02', victim: 'Pedro Ramírez', office: 'Oficina Central', fault: 'Abuso de autoridad', descriptionOfCase: 'Denuncia por trato indebido', ...overrides };
}

export function oidpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    typeDisciplinary: 2, dateInit: '2026-03-02', dateKnowledgeFact: '2026-02-27', dateStartInvestigation: '2026-03-01', presumedFacts: 'Presunta extorsión en alcabala',
    dateNotificationOfficer: '2026-03-03', numeralArticle102: '6', typeFaults: 3, investigationStatus: 1, investigationSpecify: 'Entrevistas a testigos', dateLastDiligence: '2026-03-10',
    ...overrides,
  };
}

/** Removes the demo cases, so each file starts from nothing (links and documents go with them). */
export async function withoutDemoCases(database: DatabaseHandle) {
  await database.rawQuery('update disciplinary_cases set id_relation_disciplinary = null');
  await database.rawQuery('delete from disciplinary_cases');
  await database.rawQuery("delete from counters where name like 'disciplinary.%'");
}
