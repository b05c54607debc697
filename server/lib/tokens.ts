/**
 * Signed tokens: session JWTs (HS256, with expiry and a jti that logout revokes) and
 * short-lived signed download links for files, through fast-jwt (the library under
 * @fastify/jwt; see docs/decisions.md, issue 18). Only HS256 is accepted and `exp` is
 * required. Verified tokens are kept in fast-jwt's cache (a session sends the same token
 * on every call); a cached answer is never used past the token's own expiry, and
 * revocation is the session query's.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import { createHash, randomUUID } from 'node:crypto';

export const SESSION_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_SECONDS = 5 * 60;
/** Verified tokens remembered per secret (an entry is a few hundred bytes). */
const VERIFIED_LIMIT = 10_000;
/** Tokens up to this length are their own cache key (ours are ~200 characters); longer ones are hashed. */
const RAW_KEY_CHARS = 512;

/**
 * The cache key of a token. fast-jwt's default hashes every token (SHA-256) before looking it
 * up, as much work per call as the signature check it saves; a token of ordinary length is
 * its own key. Longer ones (only a forged one can be) are hashed so the cache's memory stays
 * bounded; the prefixes keep the two kinds of key apart.
 */
export function tokenCacheKey(token: string): string {
  return token.length <= RAW_KEY_CHARS ? `t:${token}` : `h:${createHash('sha256').update(token).digest('base64')}`;
}

type Claims = Record<string, unknown>;
type Signer = (payload: Claims) => string;
type Verifier = (token: string) => Claims;

// One signer and one verifier (with its cache) per secret, built once.
const signers = new Map<string, Signer>();
const verifiers = new Map<string, Verifier>();

function signerOf(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = createSigner({ key: secret, algorithm: 'HS256' }) as Signer;
    signers.set(secret, signer);
  }
  return signer;
}

function verifierOf(secret: string): Verifier {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'], cache: VERIFIED_LIMIT, cacheKeyBuilder: tokenCacheKey }) as Verifier;
    verifiers.set(secret, verifier);
  }
  return verifier;
}

/** A compact HS256 JWT of `claims` plus `iat` and `exp` (`expiresIn` seconds from now). */
export function signJwt(secret: string, claims: Claims, expiresIn: number): string {
  return signerOf(secret)({ ...claims, exp: Math.floor(Date.now() / 1000) + expiresIn });
}

/** The claims of a genuine, unexpired HS256 token; null for anything else. */
export function verifyJwt(secret: string, token: string): Claims | null {
  if (!token) return null;
  try {
    const claims = verifierOf(secret)(token);
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? claims : null;
  } catch {
    return null;
  }
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
