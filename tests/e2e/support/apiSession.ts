/**
 * Calls to the API from the test process as a signed-in user, next to what the browser
 * does: to choose demo records before a screen is driven, to prepare data the demo seed
 * lacks, and to read back what a screen stored. Every call must succeed (2xx); the
 * envelope's `data` is returned.
 */
import { expect } from 'vitest';
import type { OfficerRef, OrganisationItem } from '../../../resources/movements/api';
import { isoDate } from '../../../resources/officers/validation';

export interface ApiSession {
  get: <T>(path: string) => Promise<T>;
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;
}

export async function apiSession(baseUrl: string, username: string, password: string): Promise<ApiSession> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(login.status, `login ${username}`).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
    return (JSON.parse(text) as { data: T }).data;
  };
  return { get: (path) => call('GET', path), send: (method, path, body) => call(method, path, body) };
}

/** The ISO date `days` days before today (negative: after). */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return isoDate(d);
}

/** An officer as the search and the record answer it (the fields these tests read). */
export interface Officer extends OfficerRef {
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
  haveReentryPending?: boolean;
}

/** An officer's movement history (`GET rrhh/{id}/{type}`): data.data[] with meta. */
export interface History<T> {
  data: T[];
  meta: { total_elements: number };
}
