/**
 * The quick actions of an officer (RRHH §2.3), declared as a list so the remaining ones
 * (work time, assigned assets, antecedentes, integral report, work certificate) are added
 * here with their dialog when their module exists: no button is shown that does nothing.
 * Each action names the permission its call needs, so a user never sees a button that
 * the server would refuse.
 */
import EditIcon from '@mui/icons-material/Edit';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ComponentType, ReactElement } from 'react';
import type { AccessRule } from '../../../authProvider/permissions';
import { RRHH_ACCESS } from '../access';
import type { OfficerRecord } from '../api';
import { OfficerQrDialog } from '../shared/OfficerQrDialog';
import { OFFICER_RECORD_ACTIONS } from '../dialogs/officerRecordActions';

/** A dialog opened by an action; `officer` null means closed (so it can fade out). */
export interface OfficerActionDialogProps {
  officer: OfficerRecord | null;
  onClose: () => void;
}

export type OfficerViewScreen = 'detail' | 'quickSearch';

export interface OfficerAction {
  id: string;
  /** Translation key of the button. */
  label: string;
  icon: ReactElement;
  access: AccessRule;
  /** Screens that offer it: the detail page and/or each quick-search result. */
  screens: readonly OfficerViewScreen[];
  /** Either a route to open… */
  to?: (officer: OfficerRecord) => string;
  /** …or a dialog to show. */
  dialog?: ComponentType<OfficerActionDialogProps>;
}

function QrActionDialog({ officer, onClose }: OfficerActionDialogProps) {
  return <OfficerQrDialog officer={officer} onClose={onClose} />;
}

export const OFFICER_ACTIONS: readonly OfficerAction[] = [
  {
    id: 'detail',
    label: 'app.officers.detail.actions.viewDetail',
    icon: <VisibilityIcon />,
    access: RRHH_ACCESS.read,
    screens: ['quickSearch'],
    to: (officer) => `/home/human-resources/details/${officer.id}`,
  },
  {
    id: 'edit',
    label: 'app.officers.detail.actions.edit',
    icon: <EditIcon />,
    access: RRHH_ACCESS.register,
    screens: ['detail', 'quickSearch'],
    to: (officer) => `/home/human-resources/update/${officer.id}`,
  },
  {
    id: 'qr',
    label: 'app.officers.detail.actions.qr',
    icon: <QrCode2Icon />,
    access: RRHH_ACCESS.query,
    screens: ['detail', 'quickSearch'],
    dialog: QrActionDialog,
  },
  // Work time, assigned assets, antecedentes, integral report, work certificate (§2.3).
  ...OFFICER_RECORD_ACTIONS,
];
