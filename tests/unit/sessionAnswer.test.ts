/**
 * The text of `GET /api/auth/me` (server/lib/sessionAnswer.ts): written once per frozen
 * session user, written afresh for an object that may still change.
 */
import { describe, expect, it } from 'vitest';
import { serializeSessionAnswer } from '../../server/lib/sessionAnswer';

describe('auth/me answer text', () => {
  it('is the envelope as JSON.stringify writes it', () => {
    const user = Object.freeze({ id: 1, username: 'admin', name: 'Administrador «Ñ»', role: Object.freeze({ id: 2, permissions: Object.freeze({ modules: [] }) }) });
    expect(serializeSessionAnswer({ statusCode: 200, data: { user } })).toBe(JSON.stringify({ statusCode: 200, data: { user } }));
    expect(serializeSessionAnswer({ statusCode: 200, data: { user: null } })).toBe('{"statusCode":200,"data":{"user":null}}');
  });

  it('does not keep the text of an object that can still change', () => {
    const user = { id: 1, username: 'admin' };
    const answer = { statusCode: 200, data: { user } };
    expect(serializeSessionAnswer(answer)).toContain('"admin"');
    user.username = 'otro';
    expect(serializeSessionAnswer(answer)).toContain('"otro"');
  });
});
