/**
 * Fixtures of the movement API tests (re-entries, egresos, vacations): officers in a
 * given condition, valid bodies, users whose role holds only some permission nodes,
 * and a look at the stored rows.
 */
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import type { AccessPath } from '../../authProvider/permissions';
import { isoDate } from '../../resources/officers/validation';
import { createUser, expectStatus, uniqueLetters } from '../support/api';
import type { TestApp } from '../support/testApp';
import { createOfficer, type OfficerAnswer } from './officersFixture';

export const DEPENDENCIES = [{ value: 2, label: 'Dirección de Recursos Humanos' }];
export const SUB_DEPENDENCIES = [{ value: 201, label: 'División de Registro y Control' }];
export const POSITIONS = [{ value: 8, label: 'Analista' }];

/** YYYY-MM-DD `days` days from today (negative: in the past). */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return isoDate(d);
}

/** An officer created through the API, then set to `condition` (1 Activo, 4 Renuncia...). */
export async function officerWithCondition(t: TestApp, token: string, condition: number): Promise<OfficerAnswer> {
  const officer = await createOfficer(t, token);
  await t.database.rawQuery('update officers set condition = $1 where id = $2', [condition, officer.id]);
  return officer;
}

export const reentryBody = (idPoliceOfficer: number, overrides: Record<string, unknown> = {}) => ({
  idPoliceOfficer,
  comment: 'Reingreso por decisión de la dirección general',
  dateIn: daysFromToday(-3),
  dependencies: DEPENDENCIES,
  subDependencies: SUB_DEPENDENCIES,
  positions: POSITIONS,
  ...overrides,
});

export const disincorporationBody = (idPoliceOfficer: number, overrides: Record<string, unknown> = {}) => ({
  idPoliceOfficer,
  comment: 'Renuncia voluntaria presentada por escrito',
  dateOut: daysFromToday(-10),
  condition: 4,
  ...overrides,
});

export const vacationBody = (idPoliceOfficer: number, idBestower: number, overrides: Record<string, unknown> = {}) => ({
  typeVacationAndRest: 1,
  idPoliceOfficer,
  idBestower,
  idType: 1,
  dateIn: daysFromToday(10),
  dateOut: daysFromToday(25),
  motive: 'Vacaciones anuales del período',
  ...overrides,
});

export const commissionBody = (idPoliceOfficer: number, overrides: Record<string, unknown> = {}) => ({
  idPoliceOfficer,
  dateInit: daysFromToday(5),
  dateOut: daysFromToday(95),
  motive: 'Apoyo al plan de seguridad regional',
  numberOfRenew: 0,
  institution: ['Ministerio del Interior'],
  personOfCom: { id: null, name: 'Comisario Jefe Luis Mora', identification: 9_876_543 },
  personOfApplication: { id: null, name: 'Director Regional Ana Rivas', identification: 8_765_432 },
  organization1: 'Policía del Estado Miranda',
  organizationDevReason: 'Refuerzo temporal',
  ...overrides,
});

/** A permission tree with exactly these nodes (and their ancestors) selected. */
export function treeWith(paths: AccessPath[]): PermissionTree {
  const tree = emptyPermissionTree();
  for (const path of paths) {
    const module = tree.find((m) => m.id === path.module)!;
    module.selected = true;
    module.configured = true;
    if (path.sub === undefined) continue;
    const sub = module.subModules.find((s) => s.id === path.sub)!;
    sub.selected = true;
    if (path.internal === undefined) continue;
    const internal = sub.internalModules.find((i) => i.id === path.internal)!;
    internal.selected = true;
    if (path.permission === undefined) continue;
    internal.permissions.find((p) => p.name === path.permission)!.selected = true;
  }
  return tree;
}

/** Logs in a new user whose role holds only `paths`. */
export async function tokenWith(t: TestApp, adminToken: string, paths: AccessPath[]): Promise<string> {
  const role = expectStatus<{ id: number }>(
    await t.call(adminToken, { method: 'POST', url: '/api/roles', payload: { roleName: `Rol movimientos ${uniqueLetters()}`, active: true, data: treeWith(paths) } }),
    201,
  ).data;
  const user = await createUser(t, adminToken, { roleId: role.id });
  return t.login(user.username, user.password);
}

export async function countIn(t: TestApp, table: 'reentries' | 'disincorporations' | 'vacations', officerId: number): Promise<number> {
  const [row] = await t.database.rawQuery(`select count(*)::int as n from ${table} where officer_id = $1`, [officerId]);
  return Number(row.n);
}

export interface OfficerState {
  condition: number;
  haveReentryPending: boolean;
  dependencies: { value: number; label: string }[];
  subDependencies: { value: number; label: string }[];
  positions: { value: number; label: string }[];
}

export async function officerState(t: TestApp, id: number): Promise<OfficerState> {
  const [row] = await t.database.rawQuery('select condition, have_reentry_pending, dependencies, sub_dependencies, positions from officers where id = $1', [id]);
  return {
    condition: Number(row.condition),
    haveReentryPending: Boolean(row.have_reentry_pending),
    dependencies: row.dependencies as OfficerState['dependencies'],
    subDependencies: row.sub_dependencies as OfficerState['subDependencies'],
    positions: row.positions as OfficerState['positions'],
  };
}
