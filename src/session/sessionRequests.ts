/**
 * The two requests every /home screen waits for (spec 1 §2.1): the current user and the
 * initialization data. The light entry (src/main.tsx) starts both as soon as a /home
 * address opens with a token, while the app's modules are still loading; the guard then
 * takes over those answers instead of asking again, one round trip after the other.
 */
import { fetchSessionUser } from '../../authProvider';
import type { SessionUser } from '../../authProvider/permissions';
import { apiRequest } from '../../dataProvider/httpClient';
import type { DataInit } from './SessionContext';

const fetchDataInit = async () => (await apiRequest<DataInit | null>('data-init')).data;

let earlyUser: Promise<SessionUser> | null = null;
let earlyDataInit: Promise<DataInit | null> | null = null;

/** Sends both requests now; their answers wait for the guard (a failure is its to report). */
export function startSessionRequests() {
  earlyUser = fetchSessionUser();
  earlyDataInit = fetchDataInit();
  earlyUser.catch(() => undefined);
  earlyDataInit.catch(() => undefined);
}

/** The current user: the answer started early, once, else a new request. */
export function takeSessionUser(): Promise<SessionUser> {
  const early = earlyUser;
  earlyUser = null;
  return early ?? fetchSessionUser();
}

/** The initialization data: the answer started early, once, else a new request. */
export function takeDataInit(): Promise<DataInit | null> {
  const early = earlyDataInit;
  earlyDataInit = null;
  return early ?? fetchDataInit();
}
