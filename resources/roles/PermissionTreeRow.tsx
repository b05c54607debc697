/** One row of the permission tree: expand button, checkbox and name (plus extras). */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Checkbox, FormControlLabel, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PermissionTreeRowProps {
  /** Visible name of the node. */
  name: string;
  /** Accessible name: the node's path, e.g. 'Configuración / Usuarios'. */
  path: string;
  selected: boolean;
  /** Some descendant is selected while the node itself is not. */
  partial: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** Omitted for leaves. */
  expanded?: boolean;
  onExpand?: () => void;
  strong?: boolean;
  children?: ReactNode;
}

export function PermissionTreeRow({ name, path, selected, partial, onToggle, disabled, expanded, onExpand, strong, children }: PermissionTreeRowProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minHeight: 40 }}>
      {onExpand ? (
        <IconButton
          size="small"
          onClick={onExpand}
          aria-expanded={Boolean(expanded)}
          aria-label={translate(expanded ? 'app.roles.tree.collapse' : 'app.roles.tree.expand', { name: path })}
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34 }} aria-hidden />
      )}
      <FormControlLabel
        // Rows that carry permissions keep a fixed label width so the permissions line up.
        sx={{ mr: 1, minWidth: children && !strong ? { sm: 240 } : undefined, '& .MuiFormControlLabel-label': { fontWeight: strong ? 600 : 400 } }}
        label={name}
        control={
          <Checkbox
            size="small"
            checked={selected}
            indeterminate={!selected && partial}
            onChange={onToggle}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': path } }}
          />
        }
      />
      {children}
    </Box>
  );
}
