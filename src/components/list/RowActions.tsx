/** The Editar / Eliminar buttons of a table row. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface RowActionsProps {
  /** What the row is called in the buttons' accessible names (e.g. the username). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {onEdit && (
        <Tooltip title={translate('app.common.edit')}>
          <IconButton size="small" color="primary" aria-label={translate('app.list.editRow', { name })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={translate('app.common.delete')}>
          <IconButton size="small" color="error" aria-label={translate('app.list.deleteRow', { name })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
