/**
 * The documents part of the gun and vehicle forms: the files already stored (download,
 * delete at once) and the files chosen now, uploaded once the record is saved. The
 * browser checks extension and size; the server checks them again and the content.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { extensionOf, MAX_FILE_SIZE } from './files';
import { deleteDocuments, downloadDocument, type StoredDocument } from './documentsApi';

export interface DocumentsFieldProps {
  apiPath: string;
  /** The record's id once it exists (stored documents can then be deleted). */
  recordId?: number;
  stored: StoredDocument[];
  extensions: readonly string[];
  pending: File[];
  onPendingChange: (files: File[]) => void;
  onStoredChange: (documents: StoredDocument[]) => void;
  disabled?: boolean;
}

export function DocumentsField({ apiPath, recordId, stored, extensions, pending, onPendingChange, onStoredChange, disabled }: DocumentsFieldProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const problems: string[] = [];
    const accepted = chosen.filter((file) => {
      if (!extensions.includes(extensionOf(file.name))) problems.push(translate('app.documents.wrongType', { name: file.name }));
      else if (file.size > MAX_FILE_SIZE) problems.push(translate('app.documents.tooLarge', { name: file.name }));
      else return !pending.some((p) => p.name === file.name && p.size === file.size);
      return false;
    });
    if (problems.length) notify(problems.join(' · '), { type: 'warning', messageArgs: { _: problems.join(' · ') } });
    onPendingChange([...pending, ...accepted]);
    if (input.current) input.current.value = '';
  };

  const remove = async (document: StoredDocument) => {
    if (!recordId) return;
    setBusy(true);
    try {
      await deleteDocuments(apiPath, recordId, [document.id]);
      onStoredChange(stored.filter((d) => d.id !== document.id));
      notify('app.documents.deleted', { type: 'success' });
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={disabled}>
          {translate('app.documents.add')}
        </Button>
        <Typography variant="caption" color="text.secondary">{translate('app.documents.accepted')}</Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={extensions.join(',')}
          aria-label={translate('app.documents.add')}
          onChange={(event) => choose(event.target.files)}
        />
      </Box>
      <List dense>
        {stored.map((document) => (
          <ListItem
            key={document.id}
            secondaryAction={(
              <>
                <Tooltip title={translate('app.documents.download', { name: document.filename })}>
                  <IconButton aria-label={translate('app.documents.download', { name: document.filename })} onClick={() => downloadDocument(document).catch(() => notify('app.documents.downloadFailed', { type: 'error' }))}>
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {recordId && !disabled && (
                  <Tooltip title={translate('app.documents.remove', { name: document.filename })}>
                    <IconButton aria-label={translate('app.documents.remove', { name: document.filename })} onClick={() => void remove(document)} disabled={busy} color="error">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </>
            )}
          >
            <ListItemText primary={document.filename} secondary={`${Math.ceil(document.size / 1024)} KB`} />
          </ListItem>
        ))}
        {pending.map((file) => (
          <ListItem
            key={`${file.name}-${file.size}`}
            secondaryAction={(
              <IconButton aria-label={translate('app.documents.remove', { name: file.name })} onClick={() => onPendingChange(pending.filter((p) => p !== file))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          >
            <ListItemText primary={file.name} secondary={<Chip size="small" label={translate('app.documents.pending')} />} slotProps={{ secondary: { component: 'div' } }} />
          </ListItem>
        ))}
        {stored.length === 0 && pending.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>{translate('app.documents.none')}</Typography>
        )}
      </List>
    </Box>
  );
}
