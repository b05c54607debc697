/**
 * Signed tokens: session JWTs (HS256, with expiry and a jti that logout revokes) and
 * short-lived signed download links for files.
 */
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';

export const SESSION_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_SECONDS = 5 * 60;

export interface SessionClaims { sub: string; jti: string; exp: number }

export function signSession(secret: string, userId: number): { token: string; jti: string; expiresIn: number } {
  const jti = randomUUID();
  const token = jwt.sign({}, secret, { algorithm: 'HS256', subject: String(userId), jwtid: jti, expiresIn: SESSION_SECONDS });
  return { token, jti, expiresIn: SESSION_SECONDS };
}

export function verifySession(secret: string, token: string): SessionClaims | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims === 'string' || !claims.sub || !claims.jti || !claims.exp || claims.typ) return null;
    return { sub: claims.sub, jti: claims.jti, exp: claims.exp };
  } catch {
    return null;
  }
}

/** A download link's token names the stored file, its download name and expiry. */
export function signDownload(secret: string, key: string, fileName: string): string {
  return jwt.sign({ typ: 'download', key, fileName }, secret, { algorithm: 'HS256', expiresIn: DOWNLOAD_SECONDS });
}

export function verifyDownload(secret: string, token: string): { key: string; fileName: string } | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims === 'string' || claims.typ !== 'download') return null;
    return { key: String(claims.key), fileName: String(claims.fileName) };
  } catch {
    return null;
  }
}
