/**
 * Signed tokens: session JWTs (HS256, with expiry and a jti that logout revokes) and
 * short-lived signed download links for files.
 */
import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';

export const SESSION_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_SECONDS = 5 * 60;

// jsonwebtoken tries to parse a string secret as a public key on every call; a key
// object built once per secret skips that (a measurable share of each request).
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export interface SessionClaims { sub: string; jti: string; exp: number }

export function signSession(secret: string, userId: number): { token: string; jti: string; expiresIn: number } {
  const jti = randomUUID();
  const token = jwt.sign({}, keyOf(secret), { algorithm: 'HS256', subject: String(userId), jwtid: jti, expiresIn: SESSION_SECONDS });
  return { token, jti, expiresIn: SESSION_SECONDS };
}

export function verifySession(secret: string, token: string): SessionClaims | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof claims === 'string' || !claims.sub || !claims.jti || !claims.exp || claims.typ) return null;
    return { sub: claims.sub, jti: claims.jti, exp: claims.exp };
  } catch {
    return null;
  }
}

/** A download link's token names the stored file, its download name and expiry. */
export function signDownload(secret: string, key: string, fileName: string): string {
  return jwt.sign({ typ: 'download', key, fileName }, keyOf(secret), { algorithm: 'HS256', expiresIn: DOWNLOAD_SECONDS });
}

export function verifyDownload(secret: string, token: string): { key: string; fileName: string } | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof claims === 'string' || claims.typ !== 'download') return null;
    return { key: String(claims.key), fileName: String(claims.fileName) };
  } catch {
    return null;
  }
}
