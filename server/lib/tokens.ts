/**
 * Signed tokens: session JWTs (HS256, with expiry and a jti that logout revokes) and
 * short-lived signed download links for files, through fast-jwt (the library under
 * @fastify/jwt; see docs/decisions.md, issue 18). Only HS256 is accepted and `exp` is
 * required. Verified tokens are remembered (a session sends the same token on every call)
 * until their own expiry; revocation is the session query's.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import { randomUUID } from 'node:crypto';

export const SESSION_SECONDS = 8 * 60 * 60;
export const DOWNLOAD_SECONDS = 5 * 60;
/** Verified tokens remembered per secret (an entry is a few hundred bytes). */
const VERIFIED_LIMIT = 10_000;
/** Only tokens up to this length are remembered (ours are ~200 characters): memory stays bounded whatever is sent. */
const REMEMBERED_CHARS = 512;

type Claims = Record<string, unknown>;
type Signer = (payload: Claims) => string;
type Verifier = (token: string) => Claims;

/** A verified token's claims, good until the token's own expiry. */
interface Verified { claims: Claims; expiresAtMs: number }
/**
 * The verifier of a secret and the tokens it verified, keyed by the token itself. fast-jwt's
 * own cache hashes every token (SHA-256) before looking it up, about as much work per call as
 * the signature check it saves; a lookup by the token's text costs next to nothing.
 */
interface VerifierOfSecret { verify: Verifier; verified: Map<string, Verified> }

// One signer and one verifier (with its remembered tokens) per secret, built once.
const signers = new Map<string, Signer>();
const verifiers = new Map<string, VerifierOfSecret>();

function signerOf(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = createSigner({ key: secret, algorithm: 'HS256' }) as Signer;
    signers.set(secret, signer);
  }
  return signer;
}

function verifierOf(secret: string): VerifierOfSecret {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    verifier = { verify: createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] }) as Verifier, verified: new Map() };
    verifiers.set(secret, verifier);
  }
  return verifier;
}

function remember(verified: Map<string, Verified>, token: string, claims: Claims) {
  if (token.length > REMEMBERED_CHARS || typeof claims.exp !== 'number') return;
  if (verified.size >= VERIFIED_LIMIT) {
    // The oldest entry (a Map keeps insertion order).
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, { claims, expiresAtMs: claims.exp * 1000 });
}

/** A compact HS256 JWT of `claims` plus `iat` and `exp` (`expiresIn` seconds from now). */
export function signJwt(secret: string, claims: Claims, expiresIn: number): string {
  return signerOf(secret)({ ...claims, exp: Math.floor(Date.now() / 1000) + expiresIn });
}

/** The claims of a genuine, unexpired HS256 token; null for anything else. */
export function verifyJwt(secret: string, token: string): Claims | null {
  if (!token) return null;
  const { verify, verified } = verifierOf(secret);
  const known = verified.get(token);
  if (known) {
    // fast-jwt's own rule: a token is expired from the second its `exp` names.
    if (Date.now() < known.expiresAtMs) return known.claims;
    verified.delete(token);
  }
  try {
    const claims = verify(token);
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    // Shared by every later call with the token: frozen so no caller can change it for the others.
    const frozen = Object.freeze(claims);
    remember(verified, token, frozen);
    return frozen;
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
