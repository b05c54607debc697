/**
 * Files of an officer (RRHH §3.6, §5.5): the documents tab takes PDF only, the generic
 * file list .pdf .doc .docx .jpg .jpeg .png; at most 10 MB a file and 1000 files;
 * duplicates (same name and size) are skipped; the file-type select must be chosen.
 */
import * as yup from 'yup';
import { catalogKey, optionalText, wholeNumber } from './fields';
import { OFFICER_MESSAGES as M } from './messages';

export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const MAX_FILES = 1000;
export const DOCUMENT_EXTENSIONS = ['.pdf'] as const;
export const GENERIC_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;

export interface FileCandidate {
  name: string;
  size: number;
}

export interface FileCheck<F extends FileCandidate> {
  accepted: F[];
  errors: string[];
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Sorts the files a user drops into accepted ones and Spanish messages. Duplicates of a
 * file already listed (or dropped twice) are skipped without a message.
 */
export function checkFiles<F extends FileCandidate>(
  candidates: readonly F[],
  existing: readonly FileCandidate[],
  options: { pdfOnly: boolean } | { extensions: readonly string[] },
): FileCheck<F> {
  const seen = new Set(existing.map((f) => `${f.name}\u0000${f.size}`));
  const pdfOnly = 'pdfOnly' in options && options.pdfOnly;
  const allowed: readonly string[] = 'extensions' in options ? options.extensions : pdfOnly ? DOCUMENT_EXTENSIONS : GENERIC_EXTENSIONS;
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of candidates) {
    const key = `${file.name}\u0000${file.size}`;
    if (seen.has(key)) continue;
    if (!allowed.includes(extensionOf(file.name))) {
      errors.push(pdfOnly ? M.fileNotPdf(file.name) : M.fileWrongType(file.name));
      continue;
    }
    if (file.size > MAX_FILE_SIZE) {
      errors.push(M.fileTooLarge(file.name));
      continue;
    }
    if (existing.length + accepted.length >= MAX_FILES) {
      errors.push(M.tooManyFiles);
      break;
    }
    seen.add(key);
    accepted.push(file);
  }
  return { accepted, errors };
}

/** The file-type select of the documents tab. */
export const fileTypeSchema = catalogKey(M.fileTypeRequired);

/** A document as the form sends it after upload (`name` is accepted for `filename`). */
export const documentSchema = yup.object({
  id: wholeNumber(),
  filename: yup
    .string()
    .typeError(M.fileNameRequired)
    .trim()
    .required(M.fileNameRequired)
    .test('pdf', ({ value }) => M.fileNotPdf(String(value)), (value) => !value || extensionOf(value) === '.pdf'),
  size: wholeNumber({ min: [0, M.numberInvalid] }).test('size', M.fileTooLarge('seleccionado'), (value) => !value || value <= MAX_FILE_SIZE),
  type: fileTypeSchema,
  url: optionalText(),
});

export const documentsSchema = yup
  .array()
  .of(documentSchema)
  .transform((value: unknown, original: unknown) =>
    Array.isArray(original) ? original.map((d: unknown) => (d && typeof d === 'object' && !('filename' in d) && 'name' in d ? { ...d, filename: (d as { name: unknown }).name } : d)) : value,
  )
  .max(MAX_FILES, M.tooManyFiles);

/** An image slot: type 1 civil photo, 2 uniformed photo; `urlImage` is accepted for `url`. */
export const imageSchema = yup.object({
  id: wholeNumber(),
  url: yup.string().typeError(M.imageUrlRequired).trim().required(M.imageUrlRequired).max(2048, 'No puede exceder 2048 caracteres'),
  filename: optionalText(),
  type: yup.number().typeError(M.imageTypeInvalid).required(M.imageTypeInvalid).oneOf([1, 2], M.imageTypeInvalid),
});

export const imagesSchema = yup
  .array()
  .of(imageSchema)
  .transform((value: unknown, original: unknown) =>
    Array.isArray(original) ? original.map((i: unknown) => (i && typeof i === 'object' && !('url' in i) && 'urlImage' in i ? { ...i, url: (i as { urlImage: unknown }).urlImage } : i)) : value,
  )
  .test('one-per-slot', M.imageSlotTaken, (list) => !list || new Set(list.map((i) => i.type)).size === list.length);

export type DocumentInput = yup.InferType<typeof documentSchema>;
export type ImageInput = yup.InferType<typeof imageSchema>;
