/**
 * The public verification's paths and answer, apart from the issuing rules (documentTypes.ts)
 * so the public page loads them without yup.
 */

/** What the public verification answers: nothing beyond name, cédula, kind and date. */
export interface VerifiedDocument {
  name: string;
  identification: number;
  documentType: string;
  issuedAt: string;
}

/** The API path of the public verification (`GET api/public/verify/{code}`). */
export const verifyDocumentPath = (code: string) => `public/verify/${encodeURIComponent(code)}`;
/** Path of the public page (`/verify/{code}`); the browser prefixes its own origin. */
export const verificationPagePath = (code: string) => `/verify/${encodeURIComponent(code)}`;
