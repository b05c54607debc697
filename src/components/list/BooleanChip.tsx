/** Sí / No as a small chip (e.g. the Administrador column). */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function BooleanChip({ value }: { value: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={value ? 'filled' : 'outlined'}
      color={value ? 'primary' : 'default'}
      label={translate(value ? 'app.common.yes' : 'app.common.no')}
    />
  );
}
