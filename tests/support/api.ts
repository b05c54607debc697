/**
 * Typed helpers for API tests: the answer envelope, the records the API returns, and
 * small fixtures created through the API itself (users, roles, permission trees).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode } from '../../authProvider/permissions';
import type { TestApp } from './testApp';

export interface PageMeta {
  total_elements: number;
  total_pages: number;
  page_number: number;
  page_size: number;
}

export interface Envelope<T> {
  statusCode: number;
  message?: string;
  data: T;
  meta?: PageMeta;
  errors?: string[];
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  fullname: string;
  roleId: number;
  role: { id: number; roleName: string } | null;
  isAdmin: boolean;
  isActive: boolean;
  isWebSite: boolean;
  isMedical: boolean;
}

export interface RoleRecord {
  id: number;
  roleName: string;
  description: string | null;
  active: boolean;
  permissions: PermissionTree;
}

/** The parsed envelope of an answer. */
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** Asserts a status and returns the envelope; on mismatch the body is in the failure. */
export function expectStatus<T = unknown>(response: LightMyRequestResponse, status: number): Envelope<T> {
  // The body is the assertion's message: a diff of the status alone hides why it differed.
  expect(response.statusCode, `${response.statusCode}: ${response.body.slice(0, 600)}`).toBe(status);
  return envelope<T>(response);
}

/** A permission tree with only the given modules selected (cascading like the role form). */
export function treeWithModules(...moduleIds: number[]): PermissionTree {
  let tree = emptyPermissionTree();
  for (const id of moduleIds) tree = toggleNode(tree, [tree.findIndex((m) => m.id === id)]);
  return tree;
}

let sequence = 26 * 26;
/** A run of letters unique within the test file (role names accept letters and spaces only). */
export function uniqueLetters(): string {
  sequence += 1;
  let n = sequence;
  let out = '';
  while (n > 0) {
    out += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return out;
}

export async function createRole(t: TestApp, adminToken: string, values: { roleName?: string; modules?: number[]; active?: boolean } = {}): Promise<RoleRecord> {
  const response = await t.call(adminToken, {
    method: 'POST',
    url: '/api/roles',
    payload: {
      roleName: values.roleName ?? `Rol prueba ${uniqueLetters()}`,
      description: 'Rol creado por una prueba',
      active: values.active ?? true,
      data: treeWithModules(...(values.modules ?? [])),
    },
  });
  return expectStatus<RoleRecord>(response, 201).data;
}

export async function createUser(
  t: TestApp,
  adminToken: string,
  values: Partial<Omit<UserRecord, 'id' | 'role'>> & { password?: string } = {},
): Promise<UserRecord & { password: string }> {
  const username = values.username ?? `usuario${uniqueLetters()}`;
  const password = values.password ?? 'Clave2026!';
  const response = await t.call(adminToken, {
    method: 'POST',
    url: '/api/users',
    payload: { email: `${username}@policia.gob.ve`, fullname: 'Usuario De Prueba', roleId: 1, ...values, username, password },
  });
  return { ...expectStatus<UserRecord>(response, 201).data, password };
}

/** Id of a seeded role or user, read through the database. */
export async function idOf(t: TestApp, table: 'roles' | 'users', name: string): Promise<number> {
  const column = table === 'roles' ? 'role_name' : 'username';
  const rows = await t.database.rawQuery(`select id from ${table} where ${column} = $1`, [name]);
  expect(rows).toHaveLength(1);
  return Number(rows[0].id);
}

export async function countRows(t: TestApp, table: 'roles' | 'users' | 'audits'): Promise<number> {
  const rows = await t.database.rawQuery(`select count(*)::int as n from ${table}`);
  return Number(rows[0].n);
}
