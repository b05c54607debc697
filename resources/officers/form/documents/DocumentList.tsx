/**
 * The documents of the officer (RRHH §2.1): stored ones and files chosen but not yet
 * uploaded, with name, extension, type, size and the actions download and remove, plus
 * 'Quitar todos'. Stored and pending rows say which they are, as their removal differs.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { extensionLabel, formatSize } from './fileHelpers';

export interface DocumentRow {
  /** 'stored-{id}' or the pending file's key. */
  key: string;
  name: string;
  size: number;
  typeLabel: string;
  stored: boolean;
}

export interface DocumentListProps {
  rows: DocumentRow[];
  onDownload: (row: DocumentRow) => void;
  onRemove: (row: DocumentRow) => void;
  onRemoveAll: () => void;
}

const COLUMNS = ['name', 'extension', 'type', 'size', 'status', 'actions'] as const;

export function DocumentList({ rows, onDownload, onRemove, onRemoveAll }: DocumentListProps) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.officers.form.documents.${key}`, args);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={rows.length === 0} onClick={onRemoveAll}>
          {t('removeAll')}
        </Button>
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.officers.form.tabs.documents')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography variant="body2" color="text.secondary">{t('empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>{row.name}</TableCell>
                <TableCell>{extensionLabel(row.name)}</TableCell>
                <TableCell>{row.typeLabel}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSize(row.size)}</TableCell>
                <TableCell>
                  <Chip size="small" color={row.stored ? 'success' : 'warning'} variant="outlined" label={t(row.stored ? 'stored' : 'pending')} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={t('download', { name: row.name })} onClick={() => onDownload(row)}>
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" color="error" aria-label={t('remove', { name: row.name })} onClick={() => onRemove(row)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
