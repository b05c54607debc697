/** What the audit trail keeps: secrets, files and download links are replaced, the rest is kept as sent. */
import { describe, expect, it } from 'vitest';
import { bodyForAudit, headersForAudit, redact, REDACTED } from '../../server/lib/redact';

describe('audit redaction', () => {
  it('replaces secret keys at any depth and keeps everything else', () => {
    const body = { username: 'admin', password: 'x', nested: { newPassword: 'y', access_token: 'z', list: [{ apiSecret: 1, name: 'a' }] }, count: 3, ok: true, none: null };
    expect(redact(body)).toEqual({ username: 'admin', password: REDACTED, nested: { newPassword: REDACTED, access_token: REDACTED, list: [{ apiSecret: REDACTED, name: 'a' }] }, count: 3, ok: true, none: null });
  });

  it('replaces long file contents and data URLs, keeps short ones', () => {
    const long = 'A'.repeat(300);
    expect(redact({ content: long, file: 'corto.pdf', photo: `data:image/png;base64,${long}` })).toEqual({ content: '[ARCHIVO]', file: 'corto.pdf', photo: '[ARCHIVO]' });
  });

  it('hides the token of download links inside any string', () => {
    expect(redact({ url: 'https://x/api/files/eyJhbGciOi.abc.def?x=1', other: 'sin enlace' })).toEqual({ url: `https://x/api/files/${REDACTED}?x=1`, other: 'sin enlace' });
  });

  it('cuts deep nesting and long arrays', () => {
    let deep: unknown = 'fondo';
    for (let i = 0; i < 12; i++) deep = { level: deep };
    expect(JSON.stringify(redact(deep))).toContain('[...]');
    expect((redact(Array.from({ length: 150 }, (_, i) => i)) as unknown[]).length).toBe(100);
  });

  it('describes bodies it does not keep', () => {
    expect(bodyForAudit(JSON.stringify({ password: 'x', a: 1 }), 'application/json; charset=utf-8')).toEqual({ password: REDACTED, a: 1 });
    expect(bodyForAudit('x'.repeat(20_000), 'application/json')).toEqual({ truncado: true, tamano: 20_000 });
    expect(bodyForAudit(Buffer.alloc(10), 'application/pdf')).toBe('[application/pdf: 10 bytes]');
    expect(bodyForAudit('{roto', 'application/json')).toBe('{roto');
    expect(bodyForAudit('', 'application/json')).toBeNull();
  });

  it('redacts a frozen object once and gives the same result again (at the same depth)', () => {
    const shared = Object.freeze({ token: 'secreto', modules: Object.freeze([Object.freeze({ id: 9, selected: true })]) });
    const first = redact({ user: shared });
    expect(first).toEqual({ user: { token: REDACTED, modules: [{ id: 9, selected: true }] } });
    const second = redact({ user: shared }) as { user: unknown };
    expect(second.user).toBe((first as { user: unknown }).user);
    expect(redact(shared)).toEqual({ token: REDACTED, modules: [{ id: 9, selected: true }] });
    expect(redact(shared)).not.toBe(second.user);
  });

  it('replaces the authorization and cookie headers', () => {
    expect(headersForAudit({ authorization: 'Bearer abc', cookie: 'a=b', 'content-type': 'application/json' })).toEqual({ authorization: REDACTED, cookie: REDACTED, 'content-type': 'application/json' });
  });
});
