/**
 * The table of the history dialogs (RRHH §2.5 generic table): 'Cargando datos...' while
 * loading, 'No existen registros' when empty, the history's error text in red when the
 * call fails (the list emptied, §8), and optionally the server pagination 5/10/15/20
 * with 'x - y de total'.
 */
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../../dataProvider/constants';

export interface HistoryColumn<T> {
  id: string;
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
}

export interface HistoryPagination {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Changing the size goes back to page 1 (§9). */
  onPageSize: (pageSize: number) => void;
}

export interface HistoryTableProps<T> {
  label: string;
  columns: HistoryColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  /** Translation key of the error shown instead of the rows. */
  error?: string | null;
  pagination?: HistoryPagination;
}

export function HistoryTable<T>({ label, columns, rows, rowKey, loading, error, pagination }: HistoryTableProps<T>) {
  const translate = useTranslate();
  let message: ReactNode = null;
  if (error) message = <Alert severity="error">{translate(error)}</Alert>;
  else if (loading) {
    message = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{translate('app.officers.records.common.loading')}</Typography>
      </Box>
    );
  } else if (rows.length === 0) {
    message = <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">{translate('app.officers.records.common.empty')}</Typography>;
  }
  return (
    <>
      <TableContainer sx={{ maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate(label)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{translate(column.label)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          {!message && (
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id}>{column.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          )}
        </Table>
        {message && <Box sx={{ p: 1.5 }}>{message}</Box>}
      </TableContainer>
      {pagination && !error && (
        <TablePagination
          component="div"
          count={pagination.total}
          page={pagination.total === 0 ? 0 : pagination.page - 1}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, page) => pagination.onPage(page + 1)}
          onRowsPerPageChange={(event) => pagination.onPageSize(Number(event.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('app.officers.records.common.range', { from, to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </>
  );
}
