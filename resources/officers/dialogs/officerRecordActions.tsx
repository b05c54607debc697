/**
 * The officer-level dialogs and documents as entries of the query screen's row menu
 * (RRHH §2.2: Antecedentes, Historial de vacaciones, Historial de permisos, Historial
 * médico, Reporte Integral, Constancia de Trabajo, Registro del Ex-Funcionario, Tiempo de
 * trabajo, Bienes asignados; plus the disciplinary history §2.2 lists among the row
 * actions) and of the detail's quick actions (§2.3: work time, assigned assets,
 * antecedentes, integral report, work certificate). Each entry carries the rule of the
 * call behind it, so no one sees an action the server would refuse:
 * - movement histories and work time: the movement area's officer-history rule;
 * - permits, medical and disciplinary histories: the rule of their module's call for an
 *   officer's history (each open to the RRHH read rule too, as part of the record);
 * - documents and assets: the RRHH read rule (the verification call's rule).
 */
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hasAccess, type AccessRule } from '../../../authProvider/permissions';
import { useSession } from '../../../src/session/SessionContext';
import { DISCIPLINARY_ACCESS } from '../../disciplinary/access';
import { MEDICAL_ACCESS } from '../../medical/access';
import { MOVEMENT_ACCESS } from '../../movements/access';
import { PERMITS_ACCESS } from '../../permits/access';
import { RRHH_ACCESS } from '../access';
import type { OfficerSummary } from '../api';
import type { DocumentKind } from '../pdf/documentTypes';
import type { OfficerMenuItem } from '../query/OfficerRowMenu';
import type { OfficerAction, OfficerActionDialogProps } from '../view/officerActions';
import { onDemandDialog } from '../../../src/components/onDemandDialog';
import type { OfficerDialogProps } from './recordsApi';

const M = 'app.officers.records.menu';

/** Each dialog's code loads when it first opens (src/components/onDemandDialog.tsx). */
const officerDialog = (load: () => Promise<ComponentType<OfficerDialogProps>>) => onDemandDialog(load, (props: OfficerDialogProps) => props.officer !== null);

const AntecedentesDialog = officerDialog(() => import('./AntecedentesDialog').then((m) => m.AntecedentesDialog));
const AssignedAssetsDialog = officerDialog(() => import('./AssignedAssetsDialog').then((m) => m.AssignedAssetsDialog));
const DisciplinaryHistoryDialog = officerDialog(() => import('./DisciplinaryHistoryDialog').then((m) => m.DisciplinaryHistoryDialog));
const MedicalHistoryDialog = officerDialog(() => import('./MedicalHistoryDialog').then((m) => m.MedicalHistoryDialog));
const PermitHistoryDialog = officerDialog(() => import('./PermitHistoryDialog').then((m) => m.PermitHistoryDialog));
const VacationHistoryDialog = officerDialog(() => import('./VacationHistoryDialog').then((m) => m.VacationHistoryDialog));
const WorkTimeDialog = officerDialog(() => import('./WorkTimeDialog').then((m) => m.WorkTimeDialog));

const documentDialog = (kind: DocumentKind) => officerDialog(() => import('../pdf/OfficerDocumentDialog').then(({ OfficerDocumentDialog }) =>
  function DocumentAction({ officer, onClose }: OfficerDialogProps) {
    return <OfficerDocumentDialog kind={kind} officer={officer} onClose={onClose} />;
  }));

interface RecordEntry {
  id: string;
  label: string;
  icon: ReactElement;
  access: AccessRule;
  dialog: ComponentType<OfficerDialogProps>;
}

const CertificateDialog = documentDialog('constancia');
const IntegralReportDialog = documentDialog('reporte_integral');
const ExOfficerRecordDialog = documentDialog('registro_ex_funcionario');

/** In the row menu's order (§2.2). */
const RECORD_ENTRIES: RecordEntry[] = [
  { id: 'antecedentes', label: `${M}.antecedentes`, icon: <HistoryIcon fontSize="small" />, access: MOVEMENT_ACCESS.officerHistory, dialog: AntecedentesDialog },
  { id: 'vacations', label: `${M}.vacations`, icon: <BeachAccessIcon fontSize="small" />, access: MOVEMENT_ACCESS.officerHistory, dialog: VacationHistoryDialog },
  { id: 'permits', label: `${M}.permits`, icon: <EventNoteIcon fontSize="small" />, access: PERMITS_ACCESS.list, dialog: PermitHistoryDialog },
  { id: 'medical', label: `${M}.medical`, icon: <LocalHospitalIcon fontSize="small" />, access: MEDICAL_ACCESS.officerHistory, dialog: MedicalHistoryDialog },
  { id: 'disciplinary', label: `${M}.disciplinary`, icon: <GavelIcon fontSize="small" />, access: DISCIPLINARY_ACCESS.officerHistory, dialog: DisciplinaryHistoryDialog },
  { id: 'integralReport', label: `${M}.integralReport`, icon: <AssessmentIcon fontSize="small" />, access: RRHH_ACCESS.read, dialog: IntegralReportDialog },
  { id: 'workCertificate', label: `${M}.workCertificate`, icon: <WorkIcon fontSize="small" />, access: RRHH_ACCESS.read, dialog: CertificateDialog },
  { id: 'exOfficerRecord', label: `${M}.exOfficerRecord`, icon: <PersonOffIcon fontSize="small" />, access: RRHH_ACCESS.read, dialog: ExOfficerRecordDialog },
  { id: 'workTime', label: `${M}.workTime`, icon: <AccessTimeIcon fontSize="small" />, access: MOVEMENT_ACCESS.officerHistory, dialog: WorkTimeDialog },
  { id: 'assets', label: `${M}.assets`, icon: <Inventory2Icon fontSize="small" />, access: RRHH_ACCESS.read, dialog: AssignedAssetsDialog },
];

/** Row-menu entries and their dialogs for the query screen. */
export function useOfficerRecordMenu(): { items: OfficerMenuItem[]; dialogs: ReactNode } {
  const { user } = useSession();
  const [open, setOpen] = useState<{ id: string; officer: OfficerSummary } | null>(null);
  const items = RECORD_ENTRIES.map((entry, index): OfficerMenuItem => ({
    id: entry.id,
    label: entry.label,
    icon: entry.icon,
    allowed: hasAccess(user, entry.access),
    groupStart: index === 0,
    onSelect: (officer) => setOpen({ id: entry.id, officer }),
  }));
  const dialogs = (
    <>
      {RECORD_ENTRIES.map(({ id, dialog: EntryDialog }) => (
        <EntryDialog key={id} officer={open?.id === id ? open.officer : null} onClose={() => setOpen(null)} />
      ))}
    </>
  );
  return { items, dialogs };
}

/** Built once at module load, so each action's dialog keeps one component identity. */
function quickAction(id: string, label: string, icon: ReactElement, access: AccessRule, Dialog: ComponentType<OfficerDialogProps>): OfficerAction {
  function ActionDialog({ officer, onClose }: OfficerActionDialogProps) {
    return <Dialog officer={officer} onClose={onClose} />;
  }
  return { id, label, icon, access, screens: ['detail', 'quickSearch'], dialog: ActionDialog };
}

/** The detail's quick actions of this area (§2.3), in the spec's order. */
export const OFFICER_RECORD_ACTIONS: readonly OfficerAction[] = [
  quickAction('workTime', `${M}.calculateWorkTime`, <AccessTimeIcon />, MOVEMENT_ACCESS.officerHistory, WorkTimeDialog),
  quickAction('assets', `${M}.assets`, <Inventory2Icon />, RRHH_ACCESS.read, AssignedAssetsDialog),
  quickAction('antecedentes', `${M}.antecedentes`, <HistoryIcon />, MOVEMENT_ACCESS.officerHistory, AntecedentesDialog),
  quickAction('integralReport', `${M}.integralReport`, <AssessmentIcon />, RRHH_ACCESS.read, IntegralReportDialog),
  quickAction('workCertificate', `${M}.workCertificate`, <WorkIcon />, RRHH_ACCESS.read, CertificateDialog),
];
