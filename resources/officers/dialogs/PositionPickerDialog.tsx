/**
 * The position picker (RRHH §2.5): asked before a report or certificate of an officer
 * with more than one position, listing them as 'Cargo #n'; with none it says 'Este
 * funcionario no tiene cargos asignados.' and offers 'Generar sin cargo'.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganisationItem } from '../api';

const C = 'app.officers.records.positions';

export interface PositionPickerDialogProps {
  open: boolean;
  positions: OrganisationItem[];
  onPick: (position: OrganisationItem | null) => void;
  onClose: () => void;
}

export function PositionPickerDialog({ open, positions, onPick, onClose }: PositionPickerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${C}.title`)}</DialogTitle>
      <DialogContent>
        {positions.length === 0 ? (
          <Alert severity="warning">{translate(`${C}.none`)}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">{translate(`${C}.help`)}</Typography>
            <List aria-label={translate(`${C}.title`)}>
              {positions.map((position, index) => (
                <ListItemButton key={`${position.value}-${index}`} onClick={() => onPick(position)} divider>
                  <ListItemText primary={translate(`${C}.item`, { n: index + 1 })} secondary={position.label || 'N/A'} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.officers.records.common.cancel')}</Button>
        {positions.length === 0 && (
          <Button variant="contained" onClick={() => onPick(null)}>{translate(`${C}.withoutPosition`)}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
