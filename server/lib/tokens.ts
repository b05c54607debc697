/**
 * Signed tokens: session JWTs (HS256, with expiry and a jti that logout revokes) and
 * short-lived signed download links for files.
 *
 * HS256 is written here on node:crypto (RFC 7515/7519, compact form): every API call
 * verifies a token, and a general JWT library spent a measurable share of each call
 * on options and algorithms this system never uses. Only HS256 is accepted; the
 * signature is compared in constant time before the payload is read; `exp` is required.
 */
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';

export const SESSION_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_SECONDS = 5 * 60;

// One key object per secret, built once.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

type Claims = Record<string, unknown>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });
const signatureOf = (secret: string, signedPart: string) => createHmac('sha256', keyOf(secret)).update(signedPart).digest('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function decodeJson(part: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** A compact HS256 JWT of `claims` plus `iat` and `exp` (`expiresIn` seconds from now). */
export function signJwt(secret: string, claims: Claims, expiresIn: number): string {
  const iat = nowSeconds();
  const signedPart = `${HEADER}.${encode({ ...claims, iat, exp: iat + expiresIn })}`;
  return `${signedPart}.${signatureOf(secret, signedPart)}`;
}

// Tokens whose signature was checked: a session sends the same token on every call, and
// a signature, once genuine, stays genuine (expiry is checked on every use; revocation
// is the session query's). Oldest first, so the first key is the one to drop.
const verified = new Map<string, { secret: string; claims: Claims }>();
const VERIFIED_LIMIT = 10_000;

const unexpired = (claims: Claims) =>
  typeof claims.exp === 'number' && claims.exp > nowSeconds() && !(typeof claims.nbf === 'number' && claims.nbf > nowSeconds());

/** The claims of a genuine, unexpired HS256 token; null for anything else. */
export function verifyJwt(secret: string, token: string): Claims | null {
  const known = verified.get(token);
  if (known && known.secret === secret) return unexpired(known.claims) ? known.claims : null;
  const claims = verifySignedJwt(secret, token);
  if (claims) {
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims: Object.freeze(claims) });
  }
  return claims;
}

function verifySignedJwt(secret: string, token: string): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = Buffer.from(signatureOf(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (decodeJson(header)?.alg !== 'HS256') return null;
  const claims = decodeJson(payload);
  return claims && unexpired(claims) ? claims : null;
}

export interface SessionClaims { sub: string; jti: string; exp: number }

export function signSession(secret: string, userId: number): { token: string; jti: string; expiresIn: number } {
  const jti = randomUUID();
  const token = signJwt(secret, { sub: String(userId), jti }, SESSION_SECONDS);
  return { token, jti, expiresIn: SESSION_SECONDS };
}

export function verifySession(secret: string, token: string): SessionClaims | null {
  const claims = verifyJwt(secret, token);
  // A download token (typ) is no session.
  if (!claims || typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || !claims.sub || !claims.jti || claims.typ) return null;
  // The subject is a user id: anything else (even correctly signed) is no session, never a database error.
  if (!/^[1-9]\d{0,9}$/.test(claims.sub) || Number(claims.sub) > 2147483647 || claims.jti.length > 100) return null;
  return { sub: claims.sub, jti: claims.jti, exp: claims.exp as number };
}

/** A download link's token names the stored file, its download name and expiry. */
export function signDownload(secret: string, key: string, fileName: string): string {
  return signJwt(secret, { typ: 'download', key, fileName }, DOWNLOAD_SECONDS);
}

export function verifyDownload(secret: string, token: string): { key: string; fileName: string } | null {
  const claims = verifyJwt(secret, token);
  if (!claims || claims.typ !== 'download') return null;
  return { key: String(claims.key), fileName: String(claims.fileName) };
}
