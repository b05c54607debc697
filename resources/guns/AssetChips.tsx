/** Status and operability chips of guns and vehicles (spec 3 §4.4 colours by status key). */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusColor } from '../../server/catalogues/colors';
import { statusChipProps } from '../officers/shared/StatusBadge';

export function StatusChip({ label, color }: { label: string; color: StatusColor }) {
  return <Chip size="small" label={label} {...statusChipProps(color)} />;
}

/** 'Operativa' / 'No operativa' (guns) or 'Operativo' / 'No operativo' (vehicles), by the keys given. */
export function OperabilityChip({ value, labels }: { value: boolean; labels: [yes: string, no: string] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={value ? 'success' : 'error'} label={translate(value ? labels[0] : labels[1])} />;
}
