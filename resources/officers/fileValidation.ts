/**
 * Files of an officer (RRHH §3.6, §5.5): the documents tab takes PDF only, the generic
 * file list .pdf .doc .docx .jpg .jpeg .png (the shared rules of ../engine/files.ts);
 * the file-type select must be chosen.
 */
import * as yup from 'yup';
import { extensionOf, MAX_FILE_SIZE, MAX_FILES } from '../engine/files';
import { catalogKey, optionalText, wholeNumber } from './fields';
import { OFFICER_MESSAGES as M } from './messages';

export { checkFiles, DOCUMENT_EXTENSIONS, extensionOf, GENERIC_EXTENSIONS, IMAGE_EXTENSIONS, MAX_FILE_SIZE, MAX_FILES } from '../engine/files';
export type { FileCandidate, FileCheck } from '../engine/files';

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
