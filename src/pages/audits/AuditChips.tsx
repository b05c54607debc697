/** Coloured chips of the audit viewer: HTTP method and status code. */
import { Chip } from '@mui/material';
import { methodColor, statusColor } from './auditModel';

const chipSx = { fontWeight: 600, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minWidth: 56 };

export function MethodChip({ method }: { method: string }) {
  return <Chip size="small" label={method.toUpperCase()} color={methodColor(method)} variant="outlined" sx={chipSx} />;
}

export function StatusChip({ status }: { status: number }) {
  return <Chip size="small" label={String(status)} color={statusColor(status)} sx={chipSx} />;
}
