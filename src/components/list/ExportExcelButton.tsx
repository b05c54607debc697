/**
 * 'Exportar Excel' (spec 1 §7, §8): asks the dataProvider for the signed link of the
 * resource's export (with the current search/filters), opens it in a new tab, and
 * shows 'Archivo Excel generado exitosamente', 'No se pudo generar el archivo Excel'
 * (no link in the answer), or on failure the server's message, else the resource's own text
 * ('Error al exportar armas'), else 'Error al generar Excel'.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { serverMessagesOf } from '../../../dataProvider/httpClient';
import type { ListFilters } from './usePagedList';

export interface ExportExcelButtonProps {
  resource: string;
  filter?: ListFilters;
  disabled?: boolean;
  /** The spec's text of a failed export whose answer carries no message (e.g. 'Error al exportar armas'); 'Error al generar Excel' otherwise. */
  failedMessage?: string;
}

export function ExportExcelButton({ resource, filter = {}, disabled, failedMessage }: ExportExcelButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pending, setPending] = useState(false);

  const exportFile = async () => {
    setPending(true);
    try {
      const url = await dataProvider.exportExcel(resource, filter);
      if (url) {
        window.open(url, '_blank');
        notify('app.excel.done', { type: 'success' });
      } else {
        notify('app.excel.noUrl', { type: 'warning' });
      }
    } catch (error) {
      const [said] = serverMessagesOf(error);
      if (said ?? failedMessage) notify(said ?? failedMessage, { type: 'error', messageArgs: { _: said ?? failedMessage } });
      else notify('app.excel.failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      color="success"
      onClick={() => void exportFile()}
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
    >
      {translate(pending ? 'app.list.exporting' : 'app.excel.export')}
    </Button>
  );
}
