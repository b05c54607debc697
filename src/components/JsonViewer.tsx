/**
 * Generic JSON viewer (spec 1 §2.9): objects as key/value tables and arrays as indexed
 * tables, recursively. Large values collapse: containers deeper than `maxDepth` show a
 * summary with 'Ver más'; arrays beyond `maxArrayItems` and objects beyond
 * `maxObjectKeys` show 'Mostrar N más'. Strings, numbers, booleans and null are styled
 * distinctly (and carry `data-json-type` for tests and styling).
 */
import { Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const JSON_VIEWER_DEFAULTS = { maxDepth: 3, maxArrayItems: 5, maxObjectKeys: 8 } as const;

export interface JsonViewerProps {
  value: unknown;
  /** Nesting levels shown open; deeper objects and arrays start collapsed. Default 3. */
  maxDepth?: number;
  /** Array items shown before 'Mostrar N más'. Default 5. */
  maxArrayItems?: number;
  /** Object keys shown before 'Mostrar N más'. Default 8. */
  maxObjectKeys?: number;
}

interface Limits {
  maxDepth: number;
  maxArrayItems: number;
  maxObjectKeys: number;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', fontSize: '0.8125rem' };

export function JsonViewer({
  value,
  maxDepth = JSON_VIEWER_DEFAULTS.maxDepth,
  maxArrayItems = JSON_VIEWER_DEFAULTS.maxArrayItems,
  maxObjectKeys = JSON_VIEWER_DEFAULTS.maxObjectKeys,
}: JsonViewerProps) {
  const limits: Limits = {
    maxDepth: Math.max(0, maxDepth),
    maxArrayItems: Math.max(1, maxArrayItems),
    maxObjectKeys: Math.max(1, maxObjectKeys),
  };
  return (
    // Focusable: a keyboard user can scroll a wide value sideways (WCAG 2.1.1, axe scrollable-region-focusable).
    <Box className="json-viewer" tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <JsonNode value={value} depth={0} limits={limits} />
    </Box>
  );
}

function JsonNode({ value, depth, limits }: { value: unknown; depth: number; limits: Limits }) {
  if (Array.isArray(value) || isRecord(value)) {
    const size = Array.isArray(value) ? value.length : Object.keys(value).length;
    if (size === 0) return <EmptyContainer array={Array.isArray(value)} />;
    if (depth >= limits.maxDepth) return <CollapsedNode value={value} limits={limits} />;
    return Array.isArray(value) ? (
      <ContainerTable entries={value.map((item, index) => [String(index), item])} indexed depth={depth} limits={limits} />
    ) : (
      <ContainerTable entries={Object.entries(value)} indexed={false} depth={depth} limits={limits} />
    );
  }
  return <JsonPrimitive value={value} />;
}

function EmptyContainer({ array }: { array: boolean }) {
  const translate = useTranslate();
  return (
    <Typography component="span" data-json-type={array ? 'array' : 'object'} sx={{ ...mono, color: 'text.secondary' }}>
      {translate(array ? 'app.audits.json.emptyArray' : 'app.audits.json.emptyObject')}
    </Typography>
  );
}

/** A container beyond the depth limit: its size and 'Ver más', which opens it with a fresh depth budget. */
function CollapsedNode({ value, limits }: { value: unknown[] | JsonRecord; limits: Limits }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const array = Array.isArray(value);
  const size = array ? value.length : Object.keys(value).length;
  const summary = translate(array ? 'app.audits.json.arraySummary' : 'app.audits.json.objectSummary', { smart_count: size });
  if (open) {
    return (
      <Box>
        <ToggleButton onClick={() => setOpen(false)}>{translate('app.audits.json.showLess')}</ToggleButton>
        <JsonNode value={value} depth={0} limits={limits} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" data-json-type={array ? 'array' : 'object'} sx={{ ...mono, color: 'text.secondary' }}>
        {summary}
      </Typography>
      <ToggleButton onClick={() => setOpen(true)}>{translate('app.audits.json.seeMore')}</ToggleButton>
    </Box>
  );
}

function ToggleButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" variant="text" onClick={onClick} sx={{ textTransform: 'none', py: 0, minWidth: 0 }}>
      {children}
    </Button>
  );
}

const tableSx: SxProps<Theme> = {
  width: 'auto',
  minWidth: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  borderCollapse: 'separate',
  borderSpacing: 0,
  '& > tbody > tr > td': { borderColor: 'divider', verticalAlign: 'top', py: 0.5, px: 1 },
  '& > tbody > tr:last-of-type > td': { borderBottom: 0 },
};

function ContainerTable({ entries, indexed, depth, limits }: { entries: [string, unknown][]; indexed: boolean; depth: number; limits: Limits }) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const limit = indexed ? limits.maxArrayItems : limits.maxObjectKeys;
  const hidden = Math.max(0, entries.length - limit);
  const visible = expanded || hidden === 0 ? entries : entries.slice(0, limit);
  return (
    <Table size="small" sx={tableSx} data-json-type={indexed ? 'array' : 'object'}>
      <TableBody>
        {visible.map(([key, item]) => (
          <TableRow key={key}>
            <TableCell
              component="th"
              scope="row"
              sx={{ ...mono, width: '1%', whiteSpace: 'nowrap', fontWeight: 600, bgcolor: 'action.hover', color: indexed ? 'text.secondary' : 'text.primary' }}
            >
              {indexed ? `[${key}]` : key}
            </TableCell>
            <TableCell sx={{ minWidth: 120 }}>
              <JsonNode value={item} depth={depth + 1} limits={limits} />
            </TableCell>
          </TableRow>
        ))}
        {hidden > 0 && (
          <TableRow>
            <TableCell colSpan={2}>
              <ToggleButton onClick={() => setExpanded((v) => !v)}>
                {expanded ? translate('app.audits.json.showLess') : translate('app.audits.json.showMore', { count: hidden })}
              </ToggleButton>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

function JsonPrimitive({ value }: { value: unknown }) {
  if (value === null || value === undefined) {
    return (
      <Typography component="span" data-json-type="null" sx={{ ...mono, fontStyle: 'italic', color: 'text.secondary' }}>
        {value === null ? 'null' : 'undefined'}
      </Typography>
    );
  }
  if (typeof value === 'string') {
    return (
      <Typography component="span" data-json-type="string" sx={{ ...mono, color: 'success.main', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {`"${value}"`}
      </Typography>
    );
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return (
      <Typography component="span" data-json-type="number" sx={{ ...mono, color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.info.light : theme.palette.info.dark) }}>
        {String(value)}
      </Typography>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <Typography component="span" data-json-type="boolean" sx={{ ...mono, fontWeight: 600, color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark) }}>
        {String(value)}
      </Typography>
    );
  }
  return (
    <Typography component="span" data-json-type="other" sx={mono}>
      {String(value)}
    </Typography>
  );
}
