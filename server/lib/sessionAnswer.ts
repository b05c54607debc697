/**
 * The text of `GET /api/auth/me`'s answer. The session user is one deep-frozen object per
 * token while its session is cached (server/plugins/auth.ts), and most of the answer is its
 * permission tree: the tree's JSON text is written once per object instead of on every
 * call (the response schema's generic serializer for it was the largest part of the route's
 * own cost). The text is the same the schema's serializer wrote: `{"statusCode":200,"data":{"user":…}}`.
 */
const userTexts = new WeakMap<object, string>();

function userText(user: object | null): string {
  if (user === null) return 'null';
  let text = userTexts.get(user);
  if (text === undefined) {
    text = JSON.stringify(user);
    // Only an object nobody can change may keep its text.
    if (Object.isFrozen(user)) userTexts.set(user, text);
  }
  return text;
}

/** Serializes `ok({ user })` (the reply's serializer of the route). */
export function serializeSessionAnswer(answer: { statusCode: number; data: { user: object | null } }): string {
  return `{"statusCode":${Number(answer.statusCode)},"data":{"user":${userText(answer.data.user)}}}`;
}

interface AnsweredUser { id?: unknown; username?: unknown; name?: unknown; isAdmin?: unknown; role?: { id?: unknown; roleName?: unknown; active?: unknown } | null }

/**
 * What the audit trail keeps of the answer: who the session is and its role, without the
 * role's permission tree (3 KB on every call; the tree is the role's, whose every change is
 * an audited write of its own).
 */
export function sessionAnswerSummary(answer: unknown): unknown {
  const user = (answer as { data?: { user?: AnsweredUser | null } } | null)?.data?.user;
  if (!user) return answer;
  const { role } = user;
  return {
    statusCode: (answer as { statusCode?: unknown }).statusCode,
    data: {
      user: {
        id: user.id,
        username: user.username,
        name: user.name,
        isAdmin: user.isAdmin,
        role: role ? { id: role.id, roleName: role.roleName, active: role.active, permissions: '[árbol de permisos del rol]' } : null,
      },
    },
  };
}
