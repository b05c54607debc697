/**
 * Helpers of the weapons park and transport browser tests: calls to the API with the
 * page's own session, a user whose role holds chosen internal modules of module 3, a
 * demo officer's cédula and MUI selects.
 */
import type { Locator, Page } from 'playwright-core';
import { administrativeTree } from '../../api/gunparkFixture';
import { pickOption } from './listbox';

/** A JSON call to /api with the bearer token the signed-in page holds. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(`/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    return { status: response.status, data: json.data };
  }, { method, path, body }) as Promise<{ status: number; data: T }>;
}

/** Creates (as the signed-in administrator) a user holding only `internals` of module 3 > `sub`; returns its username. */
export async function userWith(page: Page, sub: 1 | 2, internals: number[], name: string): Promise<string> {
  const role = await api<{ id: number }>(page, 'POST', 'roles', { roleName: `Rol ${name}`, active: true, data: administrativeTree(sub, internals) });
  const username = name.toLowerCase().replace(/[^a-z]/g, '');
  const user = await api(page, 'POST', 'users', { username, email: `${username}@policia.gob.ve`, fullname: `Usuario ${name}`, password: 'Demo2026!', roleId: role.data.id });
  if (user.status !== 201) throw new Error(`user ${username}: ${user.status}`);
  return username;
}

/** The cédula of a demo officer, read from the n-th demo assignment (module staff cannot list officers). */
export async function demoIdentification(page: Page, assignmentsPath: string, n = 0): Promise<number> {
  const assignments = await api<{ police: { identification: number } }[]>(page, 'GET', `${assignmentsPath}?page=${n + 1}&pageSize=1`);
  return assignments.data[0].police.identification;
}

/** Picks an option of a MUI select by its label. */
export async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await pickOption(page, option);
}
