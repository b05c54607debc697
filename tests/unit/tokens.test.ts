/**
 * The HS256 tokens of server/lib/tokens.ts: they interoperate with a standard JWT
 * library both ways, and every altered, expired, foreign or mixed-up token is refused.
 */
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signDownload, signJwt, signSession, verifyDownload, verifyJwt, verifySession } from '../../server/lib/tokens';

const SECRET = 'una-clave-de-prueba-de-32-caracteres!';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session and download tokens', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('verifies its own session tokens and a standard library reads them', () => {
    const { token, jti, expiresIn } = signSession(SECRET, 42);
    expect(verifySession(SECRET, token)).toMatchObject({ sub: '42', jti });
    const decoded = jwt.verify(token, SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(decoded).toMatchObject({ sub: '42', jti });
    expect(decoded.exp! - decoded.iat!).toBe(expiresIn);
  });

  it('accepts a session token signed by a standard library', () => {
    const token = jwt.sign({}, SECRET, { algorithm: 'HS256', subject: '7', jwtid: 'abc', expiresIn: 60 });
    expect(verifySession(SECRET, token)).toMatchObject({ sub: '7', jti: 'abc' });
  });

  it('refuses another secret, expired tokens, altered parts and malformed text', () => {
    const { token } = signSession(SECRET, 1);
    const [header, payload, signature] = token.split('.');
    expect(verifySession('otra-clave-otra-clave-otra-clave!!', token)).toBeNull();
    expect(verifySession(SECRET, jwt.sign({}, SECRET, { subject: '1', jwtid: 'x', expiresIn: -1 }))).toBeNull();
    const raised = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '2' });
    expect(verifySession(SECRET, `${header}.${raised}.${signature}`)).toBeNull();
    expect(verifySession(SECRET, `${header}.${payload}.${signature}x`)).toBeNull();
    expect(verifySession(SECRET, `${header}.${payload}`)).toBeNull();
    expect(verifySession(SECRET, 'no-es-un-token')).toBeNull();
    expect(verifySession(SECRET, '')).toBeNull();
  });

  it('refuses other algorithms, unsigned tokens and tokens without expiry', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', jti: 'x', exp: 9_999_999_999 })}.`;
    expect(verifySession(SECRET, none)).toBeNull();
    expect(verifySession(SECRET, jwt.sign({ jti: 'x' }, SECRET, { algorithm: 'HS512', subject: '1', expiresIn: 60 }))).toBeNull();
    expect(verifySession(SECRET, jwt.sign({ jti: 'x' }, SECRET, { algorithm: 'HS256', subject: '1' }))).toBeNull();
    expect(verifyJwt(SECRET, signJwt(SECRET, { a: 1 }, 60))).toMatchObject({ a: 1 });
  });

  it('refuses a token it verified before once it expires, and under another secret', () => {
    vi.useFakeTimers();
    const token = signJwt(SECRET, { sub: '1', jti: 'k' }, 60);
    expect(verifySession(SECRET, token)).not.toBeNull();
    expect(verifySession('otra-clave-otra-clave-otra-clave!!', token)).toBeNull();
    vi.advanceTimersByTime(61_000);
    expect(verifySession(SECRET, token)).toBeNull();
  });

  it('keeps download links and sessions apart', () => {
    const link = signDownload(SECRET, 'officers/1/foto.png', 'foto.png');
    expect(verifyDownload(SECRET, link)).toEqual({ key: 'officers/1/foto.png', fileName: 'foto.png' });
    expect(verifySession(SECRET, link)).toBeNull();
    expect(verifyDownload(SECRET, signSession(SECRET, 1).token)).toBeNull();
  });

  it('remembers a verified token: the same claims again, a changed token still refused, an overlong one verified each time', () => {
    const { token } = signSession(SECRET, 1);
    const first = verifyJwt(SECRET, token);
    expect(first).not.toBeNull();
    expect(verifyJwt(SECRET, token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const middle = token.length - 20;
    expect(verifySession(SECRET, `${token.slice(0, middle)}${token[middle] === 'A' ? 'Q' : 'A'}${token.slice(middle + 1)}`)).toBeNull();
    const long = signJwt(SECRET, { sub: '1', jti: 'x'.repeat(600) }, 60);
    expect(verifyJwt(SECRET, long)).not.toBe(verifyJwt(SECRET, long));
    expect(verifyJwt(SECRET, long)).toMatchObject({ sub: '1' });
  });

});
