/**
 * The verification code printed in an issued document's QR: the row id (base 36) and an
 * HMAC-SHA256 of the row's contents (kind, cédula, issue instant) keyed with the app's
 * secret, truncated to 128 bits. A forged or altered code, or a row changed in the
 * database, fails the check. Codes use only [0-9a-z], '-' and '_' so they sit in a URL
 * path as they are (no '.', which the static server reads as a file extension).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedDocument {
  id: number;
  documentType: string;
  officerIdentification: number;
  issuedAt: Date;
}

const SIGNATURE_BYTES = 16;

function signature(secret: string, doc: SignedDocument): Buffer {
  const text = ['issued-document', doc.id, doc.documentType, doc.officerIdentification, doc.issuedAt.toISOString()].join('|');
  return createHmac('sha256', secret).update(text).digest().subarray(0, SIGNATURE_BYTES);
}

export function documentCode(secret: string, doc: SignedDocument): string {
  return `${doc.id.toString(36)}-${signature(secret, doc).toString('base64url')}`;
}

/** The row id a code names, or null when it cannot be a code. */
export function documentIdOf(code: string): number | null {
  const match = /^([0-9a-z]{1,8})-([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const id = parseInt(match[1], 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Whether `code` is the genuine code of the stored row `doc`. The signature text is
 * compared as written (not decoded): base64url lets several spellings decode to the same
 * bytes, and only the one this server writes is genuine.
 */
export function isGenuine(secret: string, code: string, doc: SignedDocument): boolean {
  const given = Buffer.from(code.slice(code.indexOf('-') + 1));
  const expected = Buffer.from(signature(secret, doc).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
