/** Status badge coloured by its Spanish label (RRHH §3.12) and the officer banner colour (§2.1). */
import { Chip, type ChipProps } from '@mui/material';
import { officerStatusColor, statusBadgeColor, type StatusColor } from '../../../server/catalogues/colors';

/** MUI palette entry of each spec colour. */
export const PALETTE: Record<StatusColor, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  green: 'success',
  yellow: 'warning',
  blue: 'info',
  red: 'error',
  grey: 'default',
};

/**
 * The chip props of a spec colour. Yellow (Pendiente, Iniciado, En Proceso: spec 3 §4.1) is
 * drawn yellow with dark text: the theme's warning colour is orange.
 */
export function statusChipProps(color: StatusColor): Pick<ChipProps, 'color' | 'sx'> {
  return color === 'yellow' ? { sx: { bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' } } : { color: PALETTE[color] };
}

export function StatusBadge({ label }: { label: string }) {
  return <Chip size="small" label={label} {...statusChipProps(statusBadgeColor(label))} />;
}

/** The palette entry of the officer's status banner: green for 2, blue for 5, red otherwise. */
export function bannerPalette(statusIn: number | null | undefined) {
  return PALETTE[officerStatusColor(statusIn)] as 'success' | 'info' | 'error';
}
