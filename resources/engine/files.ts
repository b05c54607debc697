/**
 * File rules shared by every module that stores files (officer documents, the engine's
 * `documents` of guns, vehicles and cases): allowed extensions, at most 10 MB a file and
 * 1000 files, duplicates (same name and size) skipped, and their Spanish messages.
 */
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const MAX_FILES = 1000;
export const DOCUMENT_EXTENSIONS = ['.pdf'] as const;
export const GENERIC_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;

/** Spanish messages of the file checks (spec RRHH §5.5 does not show the exact texts). */
export const FILE_MESSAGES = {
  fileTooLarge: (name: string) => `El archivo ${name} supera el tamaño máximo de 10 MB`,
  fileWrongType: (name: string) => `El archivo ${name} no tiene un formato permitido`,
  fileContentMismatch: (name: string) => `El contenido del archivo ${name} no corresponde a su formato`,
  fileNotPdf: (name: string) => `El archivo ${name} no es un PDF`,
  tooManyFiles: 'No se pueden agregar más de 1000 archivos',
  filesRequired: 'Debe agregar al menos un archivo',
} as const;

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
  const M = FILE_MESSAGES;
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
