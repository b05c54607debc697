/** The frame of every officer dialog: title, the officer's name and cédula, the body and 'Cerrar'. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, type Breakpoint } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatIdentification, fullName } from '../shared/format';
import type { DialogOfficer } from './recordsApi';

export interface OfficerDialogFrameProps {
  officer: DialogOfficer | null;
  /** Translation key of the title. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: Breakpoint;
  /** Buttons before 'Cerrar'. */
  actions?: ReactNode;
}

export function OfficerDialogFrame({ officer, title, onClose, children, maxWidth = 'md', actions }: OfficerDialogFrameProps) {
  const translate = useTranslate();
  const titleId = useId();
  // The last officer is kept while the dialog fades out, so its header does not go blank.
  const [shown, setShown] = useState<DialogOfficer | null>(officer);
  if (officer && officer !== shown) setShown(officer);
  const current = officer ?? shown;
  return (
    <Dialog open={officer !== null} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>{translate(title)}</DialogTitle>
      <DialogContent>
        {current && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {fullName(current)} · {formatIdentification(current.identification)}
          </Typography>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{translate('app.officers.records.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
