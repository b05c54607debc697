/**
 * How many rows go to Excel. The spec sets the export's default `top` to 10 (RRHH §9)
 * but exporting only ten of, say, 480 officers found is rarely what HR staff want: the
 * dialog proposes 10 and lets the user choose any number up to the total found (or
 * 'Todos'), capped at the server's ceiling of 100,000.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export const EXPORT_DEFAULT_TOP = 10;
export const EXPORT_MAX_TOP = 100_000;

export interface ExportRowsDialogProps {
  open: boolean;
  /** Rows found by the current search. */
  total: number;
  /** Exports the first `top` rows; resolves when done (the dialog then closes). */
  onExport: (top: number) => Promise<void>;
  onClose: () => void;
}

export function ExportRowsDialog({ open, total, onExport, onClose }: ExportRowsDialogProps) {
  const titleId = useId();
  // The form is mounted afresh each time the dialog opens: it starts again at 10.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <ExportRowsForm titleId={titleId} total={total} onExport={onExport} onClose={onClose} />
    </Dialog>
  );
}

function ExportRowsForm({ titleId, total, onExport, onClose }: Omit<ExportRowsDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const max = Math.min(total, EXPORT_MAX_TOP);
  const [text, setText] = useState(String(Math.min(EXPORT_DEFAULT_TOP, max)));
  const [pending, setPending] = useState(false);

  const top = Number(text);
  const valid = Number.isInteger(top) && top >= 1 && top <= max;

  const confirm = async () => {
    if (!valid) return;
    setPending(true);
    try {
      await onExport(top);
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{translate('app.officers.query.export.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.officers.query.export.help', { total })}</DialogContentText>
        <Box
          component="form"
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            type="number"
            label={translate('app.officers.query.export.rows')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!valid}
            helperText={valid ? ' ' : translate('app.officers.query.export.invalid', { total: max })}
            slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
            sx={{ flex: '1 1 160px' }}
          />
          <Chip label={translate('app.officers.query.export.all', { total: max })} onClick={() => setText(String(max))} sx={{ mt: 0.5 }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>{translate('app.officers.query.confirm.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          color="success"
          disabled={!valid || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
        >
          {translate('app.officers.query.export.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
