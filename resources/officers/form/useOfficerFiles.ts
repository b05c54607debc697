/**
 * Files chosen in the form and not uploaded yet (RRHH §2.1 documents tab and photos):
 * PDF documents with their 'Tipo de Archivo', and one photo per slot (1 civil,
 * 2 uniformed). They live outside react-hook-form and are uploaded once the officer
 * exists (see useOfficerSave). The checks are the server's (checkFiles), so the
 * browser refuses what the upload would refuse.
 */
import { useCallback, useState } from 'react';
import { checkFiles, IMAGE_EXTENSIONS, type FileCandidate } from '../validation';

export type PhotoType = 1 | 2;

export interface PendingDocument {
  /** Local id for lists and removal. */
  key: string;
  file: File;
  type: number;
}

export interface OfficerFiles {
  documents: PendingDocument[];
  photos: Record<PhotoType, File | null>;
  /** Adds PDFs of one type; duplicates of listed files (name and size) are skipped. Returns the refusals. */
  addDocuments: (files: readonly File[], type: number, stored: readonly FileCandidate[]) => string[];
  removeDocument: (key: string) => void;
  clearDocuments: () => void;
  /** Sets the photo of a slot (JPEG/PNG); returns the refusals. */
  setPhoto: (type: PhotoType, file: File | null) => string[];
  /** Forgets everything pending (after the uploads). */
  reset: () => void;
}

let counter = 0;
const nextKey = () => `pending-${++counter}`;

export function useOfficerFiles(): OfficerFiles {
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const [photos, setPhotos] = useState<Record<PhotoType, File | null>>({ 1: null, 2: null });

  const addDocuments = useCallback(
    (files: readonly File[], type: number, stored: readonly FileCandidate[]) => {
      const listed = [...stored, ...documents.map((d) => d.file)];
      const { accepted, errors } = checkFiles(files, listed, { pdfOnly: true });
      if (accepted.length) setDocuments((current) => [...current, ...accepted.map((file) => ({ key: nextKey(), file, type }))]);
      return errors;
    },
    [documents],
  );

  const setPhoto = useCallback((type: PhotoType, file: File | null) => {
    if (file) {
      const { errors } = checkFiles([file], [], { extensions: IMAGE_EXTENSIONS });
      if (errors.length) return errors;
    }
    setPhotos((current) => ({ ...current, [type]: file }));
    return [];
  }, []);

  return {
    documents,
    photos,
    addDocuments,
    removeDocument: useCallback((key: string) => setDocuments((current) => current.filter((d) => d.key !== key)), []),
    clearDocuments: useCallback(() => setDocuments([]), []),
    setPhoto,
    reset: useCallback(() => {
      setDocuments([]);
      setPhotos({ 1: null, 2: null });
    }, []),
  };
}
