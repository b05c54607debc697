/**
 * Session and route guard. A bearer token is resolved to its user in one query (user,
 * role and whether the token was revoked), kept in memory until anything sessions depend
 * on changes (server/lib/sessionCache.ts): a disabled user or a logged-out token stops
 * working at once on every instance. Every route declares `config.access`; a route
 * without it refuses to register.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { hasAccess, restoreSelections, toSessionPermissions, type AccessRule, type SessionPermissions, type SessionUser } from '../../authProvider/permissions';
import type { Database, DatabaseHandle } from '../db/client';
import { revokedTokens, roles, users } from '../db/schema';
import { ApiError, forbidden, unauthorized } from '../lib/envelope';
import { SessionCache } from '../lib/sessionCache';
import { verifySession } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    tokenId: string | null;
    tokenExp: number | null;
  }
  interface FastifyInstance {
    /** Whether this instance hears the database's session notifications (GET /api/ready). */
    sessionListenerUp: () => boolean;
    /** Empties this instance's sessions and their permissions: the permission tree itself changed (a designed resource's node). */
    forgetSessions: () => void;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The route writes what sessions are made of (users, roles, revoked tokens): its answer leaves after this instance's session cache was emptied. */
    changesSessions?: boolean;
  }
}

/** The channel of migration 0018's triggers. */
export const SESSION_CHANGED_CHANNEL = 'session_changed';

export function permissionTreeOf(saved: unknown): PermissionTree {
  return restoreSelections(emptyPermissionTree(), saved);
}

/** The session query with `userId` and `jti` placeholders (the bench times it raw too). */
export function sessionQuery(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullname: users.fullname,
      email: users.email,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
      roleId: roles.id,
      roleName: roles.roleName,
      roleActive: roles.active,
      // As text: the session's permissions are built once per distinct saved tree (below).
      permissions: sql<string | null>`${roles.permissions}::text`,
      revoked: sql<boolean>`exists(select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

/** Prepared once per database: it runs on every authenticated call. */
function prepareSessionQuery(db: Database) {
  return sessionQuery(db).prepare('session_user');
}
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/**
 * The session permissions of a role's saved tree, built once per distinct saved text:
 * parsing and rebuilding the tree on every call was a large part of each request's cost.
 * Keyed by the text itself, so a role edited since is simply a new entry. Frozen: every
 * request of that role shares the object.
 */
const permissionsByText = new Map<string, SessionPermissions>();
const PERMISSION_CACHE_LIMIT = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function sessionPermissionsOf(savedText: string | null): SessionPermissions {
  const key = savedText ?? 'null';
  let permissions = permissionsByText.get(key);
  if (!permissions) {
    permissions = deepFreeze(toSessionPermissions(permissionTreeOf(savedText === null ? null : JSON.parse(savedText))));
    if (permissionsByText.size >= PERMISSION_CACHE_LIMIT) permissionsByText.clear();
    permissionsByText.set(key, permissions);
  }
  return permissions;
}

export async function loadSessionUser(db: Database, userId: number, jti?: string): Promise<(SessionUser & { isActive: boolean; revoked: boolean }) | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  // Without a jti (right after login) nothing can be revoked: '' matches no token.
  const rows = await query.execute({ userId, jti: jti ?? '' });
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    username: String(row.username),
    name: String(row.fullname),
    email: String(row.email),
    isAdmin: Boolean(row.isAdmin),
    isActive: Boolean(row.isActive),
    revoked: Boolean(row.revoked),
    role: row.roleId
      ? {
          id: Number(row.roleId),
          roleName: String(row.roleName),
          active: Boolean(row.roleActive),
          permissions: sessionPermissionsOf(row.permissions),
        }
      : null,
  };
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** What a token resolves to: its session user, or the refusal's message. */
type Resolved = { user: SessionUser } | { refused: string };

const EXPIRED = 'Sesión expirada, por favor inicia sesión nuevamente';

async function resolveSession(db: Database, userId: number, jti: string): Promise<Resolved> {
  const user = await loadSessionUser(db, userId, jti);
  if (!user || user.revoked) return { refused: EXPIRED };
  if (!user.isActive) return { refused: 'Usuario inactivo. Contacta al administrador.' };
  const { revoked: _revoked, isActive: _active, ...sessionUser } = user;
  // Shared by every call of the token while cached: frozen (role included) so no handler can change it for the others.
  return { user: deepFreeze(sessionUser) };
}

export async function registerAuth(app: FastifyInstance, database: DatabaseHandle, jwtSecret: string) {
  const db = database.db;
  const sessions = new SessionCache<Resolved>();
  const stopListening = await database.listen(SESSION_CHANGED_CHANNEL, {
    onNotify: () => sessions.invalidate(),
    onListening: (listening) => sessions.setListening(listening),
  });
  app.addHook('onClose', async () => { await stopListening(); });
  app.decorate('sessionListenerUp', () => sessions.isListening);
  app.decorate('forgetSessions', () => {
    permissionsByText.clear();
    sessions.invalidate();
  });

  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('tokenExp', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    const guard = async (request: FastifyRequest) => {
      if (access === 'public') return;
      const token = bearerOf(request);
      if (!token) throw unauthorized();
      const claims = verifySession(jwtSecret, token);
      if (!claims) throw unauthorized(EXPIRED);
      const key = `${claims.sub}:${claims.jti}`;
      let resolved = sessions.get(key);
      if (!resolved) {
        const loadedIn = sessions.loadStarts();
        resolved = await resolveSession(db, Number(claims.sub), claims.jti);
        sessions.store(key, resolved, loadedIn);
      }
      if ('refused' in resolved) throw new ApiError(401, resolved.refused);
      request.user = resolved.user;
      request.tokenId = claims.jti;
      request.tokenExp = claims.exp;
      if (!hasAccess(resolved.user, access)) throw forbidden();
    };
    // First hook of the route: a caller without the right session gets 401/403 before
    // its body is parsed or validated (no schema details for anonymous callers).
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
    // This instance's own change is seen by its next call even before the notification
    // arrives: the routes that write sessions empty the cache before their answer leaves.
    if (route.config?.changesSessions) {
      const forget = async (_request: FastifyRequest, _reply: unknown, payload: unknown) => {
        sessions.invalidate();
        return payload;
      };
      const sending = route.onSend;
      route.onSend = sending ? [...(Array.isArray(sending) ? sending : [sending]), forget] : [forget];
    }
  });
}
