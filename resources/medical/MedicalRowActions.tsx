/**
 * The row actions of a medical report (spec 3 §2.7): always Ver Detalles, Descargar
 * Informe Completo and Descargar Constancia; while pending (status 1) also Editar,
 * Eliminar, Aprobar and Rechazar. Icon buttons with their Spanish names as tooltips
 * and accessible names. The constancia certifies a granted rest: the server issues it
 * only for an approved report, so before that its button is shown disabled and says why.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { MedicalReport } from './api';

export interface MedicalRowHandlers {
  onView: (report: MedicalReport) => void;
  onDownload: (report: MedicalReport, kind: 'informe' | 'constancia') => void;
  onEdit: (report: MedicalReport) => void;
  onDelete: (report: MedicalReport) => void;
  onDecide: (report: MedicalReport, decision: 2 | 3) => void;
}

const A = 'app.medical.actions';
const APPROVED = 2;

interface ActionProps {
  label: string;
  color: 'primary' | 'success' | 'error' | 'info' | 'secondary';
  icon: ReactElement;
  onClick: () => void;
  /** Shown but not offered: the tooltip says why. */
  disabledReason?: string;
}

function Action({ label, color, icon, onClick, disabledReason }: ActionProps) {
  return (
    <Tooltip title={disabledReason ?? label}>
      {/* A disabled button fires no events: the span keeps its tooltip. */}
      <span>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick} disabled={Boolean(disabledReason)}>{icon}</IconButton>
      </span>
    </Tooltip>
  );
}

export function MedicalRowActions({ report, handlers }: { report: MedicalReport; handlers: MedicalRowHandlers }) {
  const translate = useTranslate();
  const pending = report.status === 1;
  return (
    // Four buttons a line: a pending row's seven wrap onto two lines.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', justifyContent: 'flex-end', width: 4 * 34 + 6, ml: 'auto' }}>
      <Action label={translate(`${A}.view`)} color="info" icon={<VisibilityIcon fontSize="small" />} onClick={() => handlers.onView(report)} />
      <Action label={translate(`${A}.downloadReport`)} color="secondary" icon={<PictureAsPdfIcon fontSize="small" />} onClick={() => handlers.onDownload(report, 'informe')} />
      <Action
        label={translate(`${A}.downloadCertificate`)}
        color="secondary"
        icon={<DescriptionIcon fontSize="small" />}
        onClick={() => handlers.onDownload(report, 'constancia')}
        disabledReason={report.status === APPROVED ? undefined : translate(`${A}.certificateOnlyApproved`)}
      />
      {pending && (
        <>
          <Action label={translate(`${A}.edit`)} color="primary" icon={<EditIcon fontSize="small" />} onClick={() => handlers.onEdit(report)} />
          <Action label={translate(`${A}.approve`)} color="success" icon={<CheckCircleIcon fontSize="small" />} onClick={() => handlers.onDecide(report, 2)} />
          <Action label={translate(`${A}.reject`)} color="error" icon={<CancelIcon fontSize="small" />} onClick={() => handlers.onDecide(report, 3)} />
          <Action label={translate(`${A}.delete`)} color="error" icon={<DeleteIcon fontSize="small" />} onClick={() => handlers.onDelete(report)} />
        </>
      )}
    </Box>
  );
}
