/**
 * Documentos (RRHH §2.1, §5.5): the required 'Tipo de Archivo' select (data-init
 * `configuration.typeDocument`; the upload route accepts any of its keys), the PDF drop
 * zone disabled until a type is chosen, the refusals of checkFiles (the server's own
 * rules: PDF only, 10 MB, 1000 files, duplicates by name and size skipped), and the list.
 * Removing a stored document deletes it permanently (`DELETE rrhh/{id}/documents`) after
 * a confirmation that says so, then reloads the officer's lists; removing a file not yet
 * uploaded only takes it off the form. New files are uploaded when the record is saved.
 */
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { deleteDocuments, fetchStoredFile, type OfficerRecord } from '../../api';
import { useCatalog } from '../../shared/catalogs';
import { OFFICER_ANSWERS, OFFICER_MESSAGES } from '../../validation';
import type { OfficerFiles } from '../useOfficerFiles';
import { DocumentDropZone } from './DocumentDropZone';
import { DocumentList, type DocumentRow } from './DocumentList';
import { saveBlob } from './fileHelpers';
import { RemoveFileDialog } from './RemoveFileDialog';

export interface DocumentsTabProps {
  officer: OfficerRecord | null;
  files: OfficerFiles;
  /** Reloads the officer after stored documents were deleted. */
  onStoredChanged: () => Promise<unknown>;
}

type Removal = { kind: 'one'; row: DocumentRow } | { kind: 'all' };

const T = 'app.officers.form.documents';

export function DocumentsTab({ officer, files, onStoredChanged }: DocumentsTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const types = useCatalog('typeDocument', 'configuration');
  const [type, setType] = useState<number | ''>('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const [removal, setRemoval] = useState<Removal | null>(null);

  const typeLabel = (key: number) => types.find((t) => t.key === key)?.value ?? 'N/A';
  const stored = officer?.documents ?? [];
  const rows: DocumentRow[] = [
    ...stored.map((d) => ({ key: `stored-${d.id}`, name: d.name ?? d.filename, size: d.size, typeLabel: typeLabel(d.type), stored: true })),
    ...files.documents.map((d) => ({ key: d.key, name: d.file.name, size: d.file.size, typeLabel: typeLabel(d.type), stored: false })),
  ];
  const storedIdOf = (row: DocumentRow) => stored.find((d) => `stored-${d.id}` === row.key)?.id;

  const add = (chosen: File[]) => setRefusals(type === '' ? [OFFICER_MESSAGES.fileTypeRequired] : files.addDocuments(chosen, type, stored.map((d) => ({ name: d.name ?? d.filename, size: d.size }))));

  const download = async (row: DocumentRow) => {
    try {
      const document = stored.find((d) => `stored-${d.id}` === row.key);
      const blob = document ? await fetchStoredFile(document.url) : files.documents.find((d) => d.key === row.key)?.file;
      if (blob) saveBlob(blob, row.name);
    } catch {
      notify(`${T}.downloadFailed`, { type: 'error' });
    }
  };

  /** Deletes stored documents for good; true when done. */
  const deleteStored = async (ids: number[]): Promise<boolean> => {
    if (!officer || ids.length === 0) return true;
    try {
      const message = (await deleteDocuments(officer.id, ids)) ?? OFFICER_ANSWERS.documentsDeleted;
      notify(message, { type: 'success', messageArgs: { _: message } });
      await onStoredChanged();
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return false;
      const message = error instanceof HttpError && error.status > 0 ? error.message : translate(`${T}.deleteFailed`);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    }
  };

  const confirmRemoval = async (): Promise<boolean> => {
    if (!removal) return true;
    if (removal.kind === 'all') {
      const done = await deleteStored(stored.map((d) => d.id));
      if (done) files.clearDocuments();
      return done;
    }
    const id = storedIdOf(removal.row);
    if (id === undefined) {
      files.removeDocument(removal.row.key);
      return true;
    }
    return deleteStored([id]);
  };

  const permanent = removal?.kind === 'all' ? stored.length > 0 : Boolean(removal?.row.stored);
  const dialogText = removal?.kind === 'all' ? (permanent ? 'allStoredText' : 'allPendingText') : permanent ? 'storedText' : 'pendingText';
  const dialogTitle = removal?.kind === 'all' ? 'allTitle' : permanent ? 'storedTitle' : 'pendingTitle';

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <TextField
        select
        required
        size="small"
        label={translate(`${T}.fileType`)}
        value={type}
        onChange={(event) => {
          setType(Number(event.target.value));
          setRefusals([]);
        }}
        helperText={type === '' ? translate(`${T}.chooseTypeFirst`) : ' '}
        sx={{ maxWidth: { sm: 420 } }}
      >
        {types.map((option) => (
          <MenuItem key={option.key} value={option.key}>{option.value}</MenuItem>
        ))}
      </TextField>
      <DocumentDropZone disabled={type === ''} onFiles={add} onRefused={() => setRefusals([OFFICER_MESSAGES.fileTypeRequired])} />
      {refusals.length > 0 && (
        <Alert severity="error" onClose={() => setRefusals([])}>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {files.documents.length > 0 && <Typography variant="body2" color="text.secondary">{translate(`${T}.pendingNote`)}</Typography>}
      <DocumentList rows={rows} onDownload={(row) => void download(row)} onRemove={(row) => setRemoval({ kind: 'one', row })} onRemoveAll={() => setRemoval({ kind: 'all' })} />
      <RemoveFileDialog
        open={removal !== null}
        title={`${T}.confirm.${dialogTitle}`}
        text={`${T}.confirm.${dialogText}`}
        permanent={permanent}
        itemName={removal?.kind === 'one' ? removal.row.name : undefined}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval(null)}
      />
    </Box>
  );
}
