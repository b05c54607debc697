/**
 * The area's generic table (RRHH §2.5): page sizes 5/10/15/20, the range 'x - y de total',
 * 'No existen registros' when empty and 'Cargando datos...' while loading. Rows can open
 * a record (click or Enter) and carry an actions cell; on phones each row is a card.
 */
import {
  Alert, Box, Card, CardActionArea, CardContent, CircularProgress, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead,
  TablePagination, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useDeferredValue, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../../dataProvider/constants';
import { stickyActionsCell, stickyActionsHeader } from '../../../src/components/list/stickyActions';

export interface ResultColumn<T> {
  id: string;
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
  minWidth?: number;
}

export interface ResultsTableProps<T extends { id: number | string }> {
  /** Translation key of the table's accessible name. */
  label: string;
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  /** First load (nothing to show yet). */
  loading: boolean;
  /** A later load (the rows shown are the previous ones). */
  fetching: boolean;
  error: boolean;
  columns: ResultColumn<T>[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onOpen?: (row: T) => void;
  /** Accessible name of a row's card on phones. */
  cardLabel?: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** Heading of a row's card on phones. */
  cardTitle?: (row: T) => ReactNode;
}

/** Keeps clicks on the actions cell from opening the row. */
const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(), onKeyDown: (event: KeyboardEvent) => event.stopPropagation() };

function Cards<T extends { id: number | string }>({ rows, columns, onOpen, cardLabel, actions, cardTitle }: ResultsTableProps<T>) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {rows.map((row) => {
        const content = (
          <CardContent sx={{ pb: 1, pr: actions ? 6 : 2 }}>
            {cardTitle && <Box sx={{ mb: 1 }}>{cardTitle(row)}</Box>}
            {columns.map((column) => (
              <Box key={column.id} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" color="text.secondary">{translate(column.label)}</Typography>
                <Box sx={{ textAlign: 'right', wordBreak: 'break-word' }}>{column.render(row)}</Box>
              </Box>
            ))}
          </CardContent>
        );
        return (
          <Card key={row.id} variant="outlined" component="article" aria-label={cardLabel?.(row)} sx={{ position: 'relative' }}>
            {onOpen ? <CardActionArea onClick={() => onOpen(row)}>{content}</CardActionArea> : content}
            {actions && <Box sx={{ position: 'absolute', top: 8, right: 8 }} {...stop}>{actions(row)}</Box>}
          </Card>
        );
      })}
    </Box>
  );
}

function Rows<T extends { id: number | string }>({ label, rows, columns, onOpen, actions }: ResultsTableProps<T>) {
  const translate = useTranslate();
  const open = (row: T) => onOpen?.(row);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(label)} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, minWidth: column.minWidth }}>{translate(column.label)}</TableCell>
            ))}
            {actions && <TableCell align="right" sx={{ fontWeight: 600, ...stickyActionsHeader }}>{translate('app.common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => open(row) : undefined}
              onKeyDown={onOpen ? (event) => event.key === 'Enter' && open(row) : undefined}
              sx={onOpen ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => <TableCell key={column.id}>{column.render(row)}</TableCell>)}
              {actions && <TableCell align="right" sx={stickyActionsCell} {...stop}>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ResultsTable<T extends { id: number | string }>(props: ResultsTableProps<T>) {
  const { total, page, pageSize, error, onPageChange, onPageSizeChange } = props;
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  /**
   * The rows arrive through React Query's store, whose updates React renders synchronously:
   * drawing a page of rows (cards on a phone) was one long task. They render in a deferred,
   * interruptible pass instead; meanwhile the table shows what it showed while loading.
   */
  const rows = useDeferredValue(props.rows);
  const rowsPending = rows !== props.rows;
  const loading = props.loading || (rowsPending && rows.length === 0);
  const fetching = props.fetching || rowsPending;

  let body: ReactNode;
  if (loading) {
    // The first page of rows takes about a screen's height (ten cards on a phone, ten rows and the header on a desktop):
    // the loading text keeps that room, so the pager below does not show up and then jump away when the rows arrive.
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: 1.5, p: 4, minHeight: '100vh' }}>
        <CircularProgress size={22} />
        <Typography color="text.secondary">{translate('app.officers.query.table.loading')}</Typography>
      </Box>
    );
  } else if (error && rows.length === 0) {
    body = <Alert severity="error" sx={{ m: 2 }}>{translate('app.officers.query.table.loadError')}</Alert>;
  } else if (rows.length === 0) {
    body = <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">{translate('app.officers.query.table.empty')}</Typography>;
  } else {
    body = isPhone ? <Cards {...props} rows={rows} /> : <Rows {...props} rows={rows} />;
  }

  return (
    // inline-size containment: a wide table scrolls inside the card instead of widening the page.
    <Paper variant="outlined" sx={{ overflow: 'hidden', contain: 'inline-size' }}>
      <Box sx={{ height: 4 }}>{fetching && !loading && <LinearProgress aria-label={translate('app.officers.query.table.loading')} />}</Box>
      {body}
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={translate('app.officers.query.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => translate('app.officers.query.table.range', { from, to, total: count })}
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        showFirstButton
        showLastButton
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}
