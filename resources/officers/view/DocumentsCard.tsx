/**
 * 'Documentos': the officer's stored files with their type and size; the download goes
 * through fetchStoredFile (bearer session) and saves the file under its own name.
 */
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import { CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { labelOf } from '../../../server/catalogues/labelOf';
import { fetchStoredFile, type OfficerRecord, type StoredDocument } from '../api';
import { useCatalog } from '../shared/catalogs';
import { EmptyText, ScrollList, ScrollListItem, ViewCard } from './ViewCard';
import { isOwnFile } from './useStoredFileUrl';
import { useViewFormat } from './useViewFormat';

function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the data to the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

function DocumentRow({ document }: { document: StoredDocument }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useViewFormat();
  const types = useCatalog('typeDocument', 'configuration');
  const [busy, setBusy] = useState(false);
  const name = document.name || document.filename;

  const download = async () => {
    if (!isOwnFile(document.url)) {
      window.open(document.url, '_blank', 'noopener');
      return;
    }
    setBusy(true);
    try {
      saveBlob(await fetchStoredFile(document.url), name);
    } catch {
      notify('app.officers.detail.documents.downloadError', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScrollListItem>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DescriptionIcon color="action" />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {labelOf(types, document.type)} · {format.size(document.size)}
          </Typography>
        </Stack>
        <Tooltip title={translate('app.officers.detail.documents.download', { name })}>
          <span>
            <IconButton onClick={() => void download()} disabled={busy || !document.url} aria-label={translate('app.officers.detail.documents.download', { name })}>
              {busy ? <CircularProgress size={20} /> : <DownloadIcon />}
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </ScrollListItem>
  );
}

export function DocumentsCard({ officer }: { officer: OfficerRecord }) {
  return (
    <ViewCard title="app.officers.detail.cards.documents" icon={<FolderIcon />} testId="card-documents">
      {officer.documents.length === 0 ? (
        <EmptyText text="app.officers.detail.values.noDocuments" />
      ) : (
        <ScrollList label="app.officers.detail.cards.documents">
          {officer.documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ScrollList>
      )}
    </ViewCard>
  );
}
