/**
 * The files of the query screen (RRHH §2.2, §7.1, §8): the Excel of the officer or family
 * search (`isExcel` + `top`) and the extranet report. Each answer's `data.url` (a signed
 * link) opens in a new tab; failures show 'Error al generar Excel' / 'Error al generar
 * reporte extranet'.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { exportFamily, exportOfficers, generateExtranetReport } from '../api';
import { familyQuery, officerQuery, type QueryState } from './queryState';

export function useQueryExports(state: QueryState) {
  const notify = useNotify();
  const [generatingReport, setGeneratingReport] = useState(false);

  const exportExcel = async (top: number) => {
    try {
      const url = state.type === 2 ? await exportFamily(familyQuery(state.filters), top) : await exportOfficers(officerQuery(state.filters), top);
      window.open(url, '_blank');
      notify('app.officers.query.export.done', { type: 'success' });
    } catch {
      notify('app.officers.query.export.failed', { type: 'error' });
    }
  };

  const extranetReport = async () => {
    setGeneratingReport(true);
    try {
      const { url } = await generateExtranetReport(officerQuery(state.filters));
      window.open(url, '_blank');
      notify('app.officers.query.extranet.done', { type: 'success' });
    } catch {
      notify('app.officers.query.extranet.failed', { type: 'error' });
    } finally {
      setGeneratingReport(false);
    }
  };

  return { exportExcel, extranetReport, generatingReport };
}
