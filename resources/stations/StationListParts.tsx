/**
 * The station list's own pieces around the generated list (spec 3 §2.4): 'Asignaciones de
 * Armas' in the toolbar, opening the general weapon assignments (at once on
 * /gunpark/rotation, whose content the spec does not show; closing them goes back to the
 * list's own path), and each row's 'Armas' action, open to every reader of the module.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SecurityIcon from '@mui/icons-material/Security';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListRowActionsProps } from '../engine/views/customViewsContext';
import { GeneralAssignmentsDialog } from '../gunAssignments/GeneralAssignmentsDialog';

export function StationToolbar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rotation = pathname.endsWith('/rotation');
  return (
    <>
      <Button variant="outlined" startIcon={<AssignmentIndIcon />} onClick={() => setOpen(true)}>
        {translate('app.gunpark.stations.generalAssignments')}
      </Button>
      <GeneralAssignmentsDialog
        open={open || rotation}
        onClose={() => {
          setOpen(false);
          if (rotation) navigate('/home/gunpark', { replace: true });
        }}
      />
    </>
  );
}

export function StationRowActions({ record }: ListRowActionsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Tooltip title={translate('app.gunpark.stations.guns')}>
      <IconButton size="small" color="secondary" aria-label={translate('app.gunpark.stations.gunsOf', { name: String(record.name) })} onClick={() => navigate(`/home/gunpark/stations/${record.id}`)}>
        <SecurityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
