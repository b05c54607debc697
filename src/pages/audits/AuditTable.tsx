/**
 * The server-paged table of audit entries. It scrolls horizontally on narrow screens with
 * the detail button (the eye) kept in view; a click on a row opens its detail too; page
 * sizes 5/10/15/20 with Spanish pagination labels.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box, IconButton, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography,
  type SxProps, type Theme,
} from '@mui/material';
import { clickableRow, fromRowControl, listTableSx, stickyActionsCell, stickyActionsHeader } from '../../components/list/stickyActions';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../../../dataProvider/constants';
import { formatDateTime, type AuditEntry } from './auditModel';
import { MethodChip, StatusChip } from './AuditChips';
import { describeEndpoint } from './describeEndpoint';
import { formatNumber } from '../../../resources/engine/numbers';

export interface AuditTableProps {
  rows: AuditEntry[];
  total: number;
  /** The server stopped counting at its cap: the trail holds more entries than `total`. */
  totalIsLowerBound?: boolean;
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onOpenDetail: (entry: AuditEntry) => void;
}

const COLUMNS = ['date', 'user', 'action', 'endpoint', 'method', 'status', 'time', 'origin', 'actions'] as const;

/** A text cut with an ellipsis at `maxWidth` (a table cell's own max-width does not hold in an auto-sized table). */
function Clipped({ text, maxWidth, monospace }: { text: string; maxWidth: number; monospace?: boolean }) {
  return (
    <Box title={text} sx={{ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...(monospace && { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' }) }}>
      {text}
    </Box>
  );
}

/** Date and time, on two lines when the table needs the room. */
function DateTime({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return <><Box component="span" sx={{ whiteSpace: 'nowrap' }}>{date}</Box> <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{time}</Box></>;
}

export function AuditTable({ rows, total, totalIsLowerBound = false, page, pageSize, loading, onPageChange, onPageSizeChange, onOpenDetail }: AuditTableProps) {
  const translate = useTranslate();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 960, ...listTableSx }} aria-label={translate('app.audits.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'time' ? 'right' : column === 'actions' ? 'center' : 'left'}
                  sx={[
                    { fontWeight: 600, bgcolor: 'action.hover' },
                    column === 'actions' && [stickyActionsHeader, { backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` }],
                  ] as SxProps<Theme>}
                >
                  {translate(`app.audits.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover sx={clickableRow} onClick={(event) => { if (!fromRowControl(event)) onOpenDetail(row); }}>
                <TableCell><DateTime value={row.created_at} /></TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.user_name ?? <Typography component="span" variant="body2" color="text.secondary">{translate('app.audits.anonymous')}</Typography>}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>{describeEndpoint(row.endpoint, row.method)}</TableCell>
                <TableCell><Clipped text={row.endpoint} maxWidth={200} monospace /></TableCell>
                <TableCell><MethodChip method={row.method} /></TableCell>
                <TableCell><StatusChip status={row.statusCode} /></TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{translate('app.audits.milliseconds', { value: row.responseTime })}</TableCell>
                <TableCell><Clipped text={row.origin ?? ''} maxWidth={110} /></TableCell>
                <TableCell align="center" sx={stickyActionsCell}>
                  <Tooltip title={translate('app.audits.viewDetail')}>
                    <IconButton size="small" color="primary" aria-label={translate('app.audits.viewDetail')} onClick={() => onOpenDetail(row)}>
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {translate('app.audits.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, lastPage)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_, next) => onPageChange(next + 1)}
        onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
        labelRowsPerPage={translate('app.audits.pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          translate(totalIsLowerBound ? 'app.audits.pagination.displayedRowsLowerBound' : 'app.audits.pagination.displayedRows', { from, to, count: formatNumber(count) })
        }
        getItemAriaLabel={(type) => translate(`app.audits.pagination.${type}`)}
        showFirstButton
        showLastButton
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
          '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
        }}
      />
    </Paper>
  );
}
