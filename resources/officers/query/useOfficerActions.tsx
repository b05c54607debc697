/**
 * The row actions of the query table and their dialogs (RRHH §2.2, §4, §5.4):
 * Ver Detalles, Código QR, Editar, Aprobar, Rechazar, Bloquear, Eliminar. Approve and
 * Block ask for confirmation and send 2 'Aprobado' / 4 'Bloqueo'; Reject opens its dialog
 * and sends 3; Delete asks and removes. Status changes and delete need 'Aprobar Personal'
 * (the rule the API applies), editing needs 'Registro'; without them they are left out.
 */
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { ConfirmDeleteDialog, useDialogState } from '../../../src/components/list';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { useSession } from '../../../src/session/SessionContext';
import { RRHH_ACCESS } from '../access';
import { changeOfficerStatus, deleteOfficer, type OfficerSummary } from '../api';
import { onDemandDialog } from '../../../src/components/onDemandDialog';
import type { QrOfficer } from '../shared/OfficerQrDialog';
import { useOfficerRecordMenu } from '../dialogs/officerRecordActions';
import { formatIdentification, fullName } from '../shared/format';
import { canChangeStatus, DEFAULT_MOTIVES, STATUS_APPROVED, STATUS_BLOCKED, STATUS_REJECTED, statusAnswer } from '../status';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import type { OfficerMenuItem } from './OfficerRowMenu';
import type { RejectDialogProps, RejectInput } from './RejectDialog';

// Loaded the first time they open (src/components/onDemandDialog.tsx): the QR code's library and the rejection form.
const OfficerQrDialog = onDemandDialog(() => import('../shared/OfficerQrDialog').then((m) => m.OfficerQrDialog), (props: { officer: QrOfficer | null }) => props.officer !== null);
const RejectDialog = onDemandDialog(() => import('./RejectDialog').then((m) => m.RejectDialog), (props: RejectDialogProps) => props.officer !== null);

export const detailsPath = (id: number) => `/home/human-resources/details/${id}`;
export const updatePath = (id: number) => `/home/human-resources/update/${id}`;

type QuickChange = { officer: OfficerSummary; statusIn: typeof STATUS_APPROVED | typeof STATUS_BLOCKED };

export function useOfficerActions(onChanged: () => void): { items: OfficerMenuItem[]; dialogs: ReactNode } {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const navigate = useNavigate();
  const { user } = useSession();
  const canRegister = hasAccess(user, RRHH_ACCESS.register);
  const canApprove = hasAccess(user, RRHH_ACCESS.approve);

  const [qrOfficer, setQrOfficer] = useState<OfficerSummary | null>(null);
  const [rejecting, setRejecting] = useState<OfficerSummary | null>(null);
  const quick = useDialogState<QuickChange>();
  const removal = useDialogState<OfficerSummary>();

  /** Sends a status change; true when stored. Failures show the server's messages. */
  const changeStatus = async (officer: OfficerSummary, statusIn: number, extra: Partial<RejectInput> = {}): Promise<boolean> => {
    try {
      const message = (await changeOfficerStatus(officer.id, { statusIn, motive: extra.motive ?? DEFAULT_MOTIVES[statusIn], typeBlock: extra.typeBlock ?? null })) ?? statusAnswer(statusIn);
      notify(message, { type: 'success', messageArgs: { _: message } });
      onChanged();
      return true;
    } catch (error) {
      notifyRequestError(error);
      return false;
    }
  };

  // Antecedentes, histories, documents, work time and assets (dialogs/officerRecordActions.tsx).
  const records = useOfficerRecordMenu();
  const items: OfficerMenuItem[] = [
    { id: 'details', label: 'app.officers.query.menu.details', icon: <VisibilityIcon fontSize="small" />, allowed: true, onSelect: (o) => navigate(detailsPath(o.id)) },
    ...records.items,
    { id: 'qr', label: 'app.officers.query.menu.qr', icon: <QrCodeIcon fontSize="small" />, allowed: true, onSelect: setQrOfficer },
    { id: 'edit', label: 'app.officers.query.menu.edit', icon: <EditIcon fontSize="small" />, allowed: canRegister, onSelect: (o) => navigate(updatePath(o.id)) },
    {
      id: 'approve', label: 'app.officers.query.menu.approve', icon: <CheckCircleIcon fontSize="small" color="success" />, allowed: canApprove, groupStart: true,
      disabled: (o) => !canChangeStatus(o.statusIn, STATUS_APPROVED), onSelect: (o) => quick.show({ officer: o, statusIn: STATUS_APPROVED }),
    },
    {
      id: 'reject', label: 'app.officers.query.menu.reject', icon: <CancelIcon fontSize="small" color="warning" />, allowed: canApprove,
      disabled: (o) => !canChangeStatus(o.statusIn, STATUS_REJECTED), onSelect: setRejecting,
    },
    {
      id: 'block', label: 'app.officers.query.menu.block', icon: <BlockIcon fontSize="small" color="error" />, allowed: canApprove,
      disabled: (o) => !canChangeStatus(o.statusIn, STATUS_BLOCKED), onSelect: (o) => quick.show({ officer: o, statusIn: STATUS_BLOCKED }),
    },
    { id: 'delete', label: 'app.officers.query.menu.delete', icon: <DeleteIcon fontSize="small" />, allowed: canApprove, groupStart: true, tone: 'error', onSelect: removal.show },
  ];

  const quickName = quick.record ? fullName(quick.record.officer) : '';
  const dialogs = (
    <>
      {records.dialogs}
      <OfficerQrDialog officer={qrOfficer} onClose={() => setQrOfficer(null)} />
      {canApprove && (
        <>
          <ConfirmActionDialog
            open={quick.open}
            kind={quick.record?.statusIn === STATUS_BLOCKED ? 'danger' : 'info'}
            message={translate(quick.record?.statusIn === STATUS_BLOCKED ? 'app.officers.query.confirm.block' : 'app.officers.query.confirm.approve', { name: quickName })}
            onConfirm={async () => {
              if (quick.record) await changeStatus(quick.record.officer, quick.record.statusIn);
            }}
            onClose={quick.close}
          />
          <RejectDialog
            officer={rejecting}
            onConfirm={(input) => (rejecting ? changeStatus(rejecting, STATUS_REJECTED, input) : Promise.resolve(false))}
            onClose={() => setRejecting(null)}
          />
          <ConfirmDeleteDialog
            open={removal.open}
            title="app.officers.query.delete.title"
            itemName={removal.record ? `${fullName(removal.record)} — ${formatIdentification(removal.record.identification)}` : undefined}
            onConfirm={async () => {
              if (!removal.record) return;
              await deleteOfficer(removal.record.id);
              notify('app.officers.query.delete.done', { type: 'success' });
              onChanged();
            }}
            onClose={removal.close}
          />
        </>
      )}
    </>
  );
  return { items, dialogs };
}
