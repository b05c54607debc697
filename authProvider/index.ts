/**
 * The authProvider: login, logout (revokes the token on the server), session checks,
 * identity, and canAccess over the permission tree with the same pure function the
 * server's route guard uses.
 */
import type { AuthProvider } from 'react-admin';
import { apiRequest, getToken } from '../dataProvider/httpClient';
import { TOKEN_KEY } from '../dataProvider/constants';
import type { ResourceAction, ResourceDeclaration } from '../resources/engine/types';
import { hasAccess, type AccessRule, type SessionUser } from './permissions';

export const SESSION_FLASH_KEY = 'session_flash';
export const WELCOME_FLASH_KEY = 'welcome_flash';
export const LOGOUT_FLASH_KEY = 'logout_flash';

let cachedUser: SessionUser | null = null;
let inFlight: Promise<SessionUser> | null = null;

/** Loads the current user; callers racing on a cold page share one request. */
export function fetchSessionUser(): Promise<SessionUser> {
  inFlight ??= apiRequest<{ user: SessionUser }>('auth/me')
    .then((body) => {
      cachedUser = body.data.user;
      return cachedUser;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function clearSession(flash?: string) {
  localStorage.removeItem(TOKEN_KEY);
  cachedUser = null;
  if (flash) sessionStorage.setItem(SESSION_FLASH_KEY, flash);
}

export function setCachedUser(user: SessionUser | null) {
  cachedUser = user;
}

/** Session calls (login, logout, checks, identity); canAccess comes with the declarations (buildAuthProvider). */
export const sessionAuthProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const body = await apiRequest<{ access_token: string; expires_in: number; user: SessionUser }>('auth/login', {
      method: 'POST',
      body: { username, password },
      anonymous: true,
    });
    localStorage.setItem(TOKEN_KEY, body.data.access_token);
    cachedUser = body.data.user;
    return { redirectTo: '/home' };
  },
  async logout() {
    // A user who signs out gets 'Sesión cerrada exitosamente' on the login page; an expired
    // session (token already cleared by checkError) keeps its own message.
    const signedIn = Boolean(getToken());
    if (signedIn) {
      try {
        await apiRequest('auth/logout', { method: 'POST' });
      } catch {
        // The token may already be invalid; the local session ends either way.
      }
    }
    clearSession();
    if (signedIn) sessionStorage.setItem(LOGOUT_FLASH_KEY, '1');
    return '/login';
  },
  async checkAuth() {
    if (!getToken()) throw { redirectTo: '/login', message: false };
  },
  async checkError(error: { status?: number }) {
    // Only a 401 ends the session; a 403 is a refused call, shown where it happened.
    if (error?.status === 401) {
      clearSession('Sesión expirada, por favor inicia sesión nuevamente');
      throw { redirectTo: '/login', message: false };
    }
  },
  async getIdentity() {
    const user = cachedUser ?? (await fetchSessionUser());
    return { id: user.id, fullName: user.name };
  },
  async getPermissions() {
    return cachedUser ?? (await fetchSessionUser());
  },
};

/**
 * The authProvider of the app: the session calls, and react-admin's checks answered from
 * the permission tree by the declaration's rule for the call the screen makes. The
 * declarations are passed in by the app (src/providers.ts), never imported here.
 */
export function buildAuthProvider(declarations: readonly ResourceDeclaration[]): AuthProvider {
  return {
    ...sessionAuthProvider,
    async canAccess({ action, resource }: { action: string; resource: string; record?: unknown }) {
      const user = cachedUser ?? (await fetchSessionUser());
      const rule = accessRuleOf(declarations, resource, action);
      return rule ? hasAccess(user, rule) : false;
    },
  };
}

/** react-admin's action names → the declaration's access keys. */
const RA_ACTIONS: Record<string, ResourceAction> = { list: 'list', show: 'get', create: 'create', edit: 'update', delete: 'delete', export: 'export' };

/** The rule of a react-admin action on a declared resource (a state action by its path); none for unknown ones. */
export function accessRuleOf(declarations: readonly ResourceDeclaration[], resource: string, action: string): AccessRule | undefined {
  const declaration = declarations.find((d) => d.name === resource);
  if (!declaration) return undefined;
  const known = RA_ACTIONS[action];
  if (known) return declaration.access[known];
  return declaration.actions?.find((a) => a.path === action)?.access;
}
