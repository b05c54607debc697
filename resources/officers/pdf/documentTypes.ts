/**
 * The three officer documents (RRHH §7.4) and their verification (shared by the browser
 * and the server, no React and no Node): kinds, Spanish names, file names, the issue
 * request's yup schema and the paths of the verification calls and page.
 */
import * as yup from 'yup';

export const DOCUMENT_KINDS = ['constancia', 'reporte_integral', 'registro_ex_funcionario'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Spanish name of each kind, as printed and as the verification page shows it. */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  constancia: 'Constancia de Trabajo',
  reporte_integral: 'Reporte Integral',
  registro_ex_funcionario: 'Registro del Ex-Funcionario',
};

/** `constancia_{identification}.pdf`, `reporte_integral_{…}.pdf`, `registro_ex_funcionario_{…}.pdf` (§7.4). */
export function documentFileName(kind: DocumentKind, identification: number | string): string {
  return `${kind}_${identification}.pdf`;
}

export const VERIFICATION_MESSAGES = {
  kindInvalid: 'Tipo de documento no válido',
  officerRequired: 'El funcionario es requerido',
  invalid: 'Documento no válido',
  valid: 'Documento válido',
  issued: 'Documento registrado',
} as const;

/** `POST api/documents/verification` body. */
export const issueDocumentSchema = yup.object({
  documentType: yup
    .string()
    .typeError(VERIFICATION_MESSAGES.kindInvalid)
    .required(VERIFICATION_MESSAGES.kindInvalid)
    .oneOf([...DOCUMENT_KINDS], VERIFICATION_MESSAGES.kindInvalid),
  policeId: yup
    .number()
    .typeError(VERIFICATION_MESSAGES.officerRequired)
    .integer(VERIFICATION_MESSAGES.officerRequired)
    .min(1, VERIFICATION_MESSAGES.officerRequired)
    .required(VERIFICATION_MESSAGES.officerRequired),
});
export type IssueDocumentInput = yup.InferType<typeof issueDocumentSchema>;

/** What the issue call answers. */
export interface IssuedDocument {
  code: string;
  /** Path of the public page (`/verify/{code}`); the browser prefixes its own origin. */
  verificationPath: string;
  documentType: DocumentKind;
  issuedAt: string;
}

export { verificationPagePath, verifyDocumentPath, type VerifiedDocument } from './verificationPaths';

export const ISSUE_DOCUMENT_PATH = 'documents/verification';
