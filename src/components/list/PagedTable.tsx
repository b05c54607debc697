/**
 * A server-side paged table fed by `usePagedList`: page sizes 5/10/15/20 with the
 * react-admin Spanish pagination labels. From `sm` up it is a table laid out to fit its
 * container (headers wrap between words, texts wrap, `noWrap` columns such as a cédula or
 * a date never do: listTableSx); it scrolls horizontally only when even that does not
 * fit, its actions column staying in view; on phones each
 * row becomes a card. Where the screen has a detail, a click on the row or a tap on the
 * card opens it, and so do Enter and Space on the focused row or card.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../../dataProvider/constants';
import { rowOpenProps } from './rowOpen';
import { listTableSx, stickyActionsCell, stickyActionsHeader } from './stickyActions';
import type { PagedList } from './usePagedList';

export interface PagedColumn<T> {
  id: string;
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  minWidth?: number;
  /** A value that must stay on one line (a cédula, a date, a case number). */
  noWrap?: boolean;
}

export interface PagedTableProps<T extends RaRecord> {
  list: PagedList<T>;
  columns: PagedColumn<T>[];
  /** Row buttons (edit, delete...), shown in an 'Acciones' column. */
  rowActions?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  label: string;
  rowsPerPageOptions?: number[];
  /** Opens the row's detail on a click (or, on a phone, a tap on its card) anywhere on it but its own buttons, or Enter / Space on it. */
  onRowClick?: (row: T) => void;
}

function PaginationBar<T extends RaRecord>({ list, options }: { list: PagedList<T>; options: number[] }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={list.total}
      page={list.total === 0 ? 0 : list.page - 1}
      rowsPerPage={list.perPage}
      rowsPerPageOptions={options}
      onPageChange={(_event, page) => list.setPage(page + 1)}
      onRowsPerPageChange={(event) => list.setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton
      showLastButton
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}

function CardRows<T extends RaRecord>({ list, columns, rowActions, onRowClick }: Pick<PagedTableProps<T>, 'list' | 'columns' | 'rowActions' | 'onRowClick'>) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {list.rows.map((row) => (
        <Card key={row.id} variant="outlined" {...rowOpenProps(onRowClick && (() => onRowClick(row)))}>
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            {columns.map((column) => (
              <ColumnValue key={column.id} column={column} row={row} />
            ))}
            {rowActions && <Box sx={{ mt: 1 }}>{rowActions(row)}</Box>}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function ColumnValue<T>({ column, row }: { column: PagedColumn<T>; row: T }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">{translate(column.label)}</Typography>
      <Box sx={{ textAlign: 'right', wordBreak: 'break-word' }}>{column.render(row)}</Box>
    </Box>
  );
}

export function PagedTable<T extends RaRecord>({ list, columns, rowActions, label, rowsPerPageOptions = PAGE_SIZE_OPTIONS, onRowClick }: PagedTableProps<T>) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  let body: ReactNode;
  if (list.error && list.rows.length === 0) {
    body = <Alert severity="error" sx={{ m: 2 }}>{translate('app.list.loadError')}</Alert>;
  } else if (list.isPending) {
    body = (
      <Box sx={{ p: 2 }}>
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={40} />)}
      </Box>
    );
  } else if (list.rows.length === 0) {
    body = <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">{translate('app.list.noResults')}</Typography>;
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{list.isFetching && !list.isPending && <LinearProgress />}</Box>
      {body ?? (isPhone ? (
        <CardRows list={list} columns={columns} rowActions={rowActions} onRowClick={onRowClick} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(label)} sx={{ minWidth: 640, ...listTableSx }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600, minWidth: column.minWidth }}>
                    {translate(column.label)}
                  </TableCell>
                ))}
                {rowActions && <TableCell align="right" sx={[{ fontWeight: 600 }, stickyActionsHeader] as SxProps<Theme>}>{translate('app.common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((row) => (
                <TableRow key={row.id} hover {...rowOpenProps(onRowClick && (() => onRowClick(row)))}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>{column.render(row)}</TableCell>
                  ))}
                  {rowActions && <TableCell align="right" sx={[{ whiteSpace: 'nowrap' }, stickyActionsCell] as SxProps<Theme>}>{rowActions(row)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ))}
      <PaginationBar list={list} options={rowsPerPageOptions} />
    </Paper>
  );
}
