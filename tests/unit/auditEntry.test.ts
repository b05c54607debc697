/** An audit entry holds whatever a client sends, made storable and marked when altered. */
import { describe, expect, it } from 'vitest';
import { serializeEntry, storableEntry, storableText, type AuditEntry } from '../../server/lib/auditEntry';

const entry = (parts: Partial<AuditEntry> = {}): AuditEntry => ({
  created_at: '2026-11-27T10:00:00.000Z', user_id: null, user_name: null, origin: '127.0.0.1', endpoint: '/api/users', method: 'GET',
  status_code: 200, response_time: 3, req: { body: null, query: {}, headers: { 'user-agent': 'navegador' } }, res: { body: { ok: true }, headers: {} }, ...parts,
});

describe('storable audit entries', () => {
  it('writes NUL and lone surrogates as visible escapes, keeps paired surrogates (emoji) and other text', () => {
    expect(storableText('a\u0000b')).toBe('a\\u0000b');
    expect(storableText('x\ud800y\udfffz')).toBe('x\\ud800y\\udfffz');
    expect(storableText('fin\ud83d')).toBe('fin\\ud83d');
    expect(storableText('🚀 ñ 新闻 \u0001')).toBe('🚀 ñ 新闻 \u0001');
  });

  it('an entry with nothing to alter is serialized as it is, without the mark', () => {
    const plain = entry({ req: { body: { text: 'con \\u0000 escrito a mano' }, query: { q: '🚀' }, headers: {} } });
    expect(storableEntry(plain)).toBe(plain);
    expect(JSON.parse(serializeEntry(plain))).toEqual(plain);
  });

  it('alters every part that carries such characters (keys too) and names the parts in req.saneado', () => {
    const dirty = entry({
      origin: 'o\u0000',
      endpoint: '/api/users/\ud800',
      req: { body: { ['k\u0000']: ['\udc00'] }, query: { search: 'a\u0000b' }, headers: { 'user-agent': 'x\u0000y', accept: '*/*' } },
      res: { body: { statusCode: 400, message: 'ok' }, headers: {} },
    });
    const text = serializeEntry(dirty);
    // No JSON escape of a NUL or a surrogate is left (an escaped backslash before 'u' is text).
    expect(text).not.toMatch(/(?<!\\)\\u(0000|d[89a-f])/);
    const stored = JSON.parse(text) as AuditEntry & { req: Record<string, unknown> };
    expect(stored.origin).toBe('o\\u0000');
    expect(stored.endpoint).toBe('/api/users/\\ud800');
    expect(stored.req).toEqual({
      body: { 'k\\u0000': ['\\udc00'] },
      query: { search: 'a\\u0000b' },
      headers: { 'user-agent': 'x\\u0000y', accept: '*/*' },
      saneado: ['origin', 'endpoint', 'req.body', 'req.query', 'req.headers'],
    });
    expect(stored.res).toEqual(dirty.res);
  });

  it('marks a request part that is not an object too', () => {
    const stored = JSON.parse(serializeEntry(entry({ req: 'texto\u0000' }))) as { req: unknown };
    expect(stored.req).toEqual({ valor: 'texto\\u0000', saneado: ['req'] });
  });
});
