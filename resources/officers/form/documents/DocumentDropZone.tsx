/**
 * The PDF drop zone of the documents tab (RRHH §2.1, §5.5): drag and drop or click to
 * choose, 'Agregar Archivos', 'hasta 10 MB por archivo'. Disabled until a 'Tipo de
 * Archivo' is chosen.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface DocumentDropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** Files dropped while disabled (the type is missing). */
  onRefused: () => void;
}

export function DocumentDropZone({ disabled, onFiles, onRefused }: DocumentDropZoneProps) {
  const translate = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length === 0) return;
    if (disabled) onRefused();
    else onFiles(files);
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      aria-disabled={disabled}
      data-testid="document-drop-zone"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.55 : 1,
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadIcon color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} />
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('app.officers.form.documents.dropTitle')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(disabled ? 'app.officers.form.documents.chooseTypeFirst' : 'app.officers.form.documents.dropHint')}
      </Typography>
      <Typography variant="caption" color="text.secondary">{translate('app.officers.form.documents.limits')}</Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".pdf,application/pdf"
        multiple
        disabled={disabled}
        hidden
        aria-label={translate('app.officers.form.documents.dropTitle')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Let the same file be chosen again after it was removed.
          if (input.current) input.current.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Box>
  );
}
