/**
 * Medical reports (spec 3 §2.7), /home/medical and /home/medical-reports, breadcrumb
 * Inicio > Médico: search by officer, doctor or diagnosis (500 ms, back to page 1),
 * 'Nuevo Informe Médico', the server-paged table (Funcionario, Cédula, Médico,
 * Diagnóstico truncated, Fecha Inicio Reposo, Fecha Fin Reposo, Estado, Acciones), the
 * create / edit modal, 'Detalles del Informe Médico', both documents, approve / reject
 * with optional notes and delete with confirmation (pending reports only).
 */
import AddIcon from '@mui/icons-material/Add';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDeleteDialog, GuardedPage, ListToolbar, PagedTable, useApiList, useDialogState, type PagedColumn } from '../../src/components/list';
import { ClampedText } from '../movements/ClampedText';
import { formatDate } from '../officers/shared/format';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { MEDICAL_ACCESS } from './access';
import { deleteMedicalReport, MEDICAL_QUERY_KEY, type MedicalReport } from './api';
import { medicalReportsDeclaration } from './declaration';
import { doctorName, formatIdentification, fullName, medicalStatusKey, officerLine } from './format';
import { MedicalDecisionDialog, type MedicalDecision } from './MedicalDecisionDialog';
import { MedicalDetailDialog } from './MedicalDetailDialog';
import { MedicalFormDialog } from './MedicalFormDialog';
import { MedicalRowActions } from './MedicalRowActions';
import { useMedicalDocuments } from './pdf/useMedicalDocuments';

const C = 'app.medical.columns';
const nameOf = (r: MedicalReport) => `${officerLine(r.police)} — ${formatDate(r.restStartDate)}`;

function MedicalReportsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useApiList<MedicalReport>(medicalReportsDeclaration.paths.list, { queryKey: MEDICAL_QUERY_KEY, noRetry: true });
  const form = useDialogState<MedicalReport>();
  const detail = useDialogState<MedicalReport>();
  const decision = useDialogState<MedicalDecision>();
  const confirm = useDialogState<MedicalReport>();
  const documents = useMedicalDocuments();
  const changed = () => void queryClient.invalidateQueries({ queryKey: MEDICAL_QUERY_KEY });

  const columns: PagedColumn<MedicalReport>[] = [
    { id: 'officer', label: `${C}.officer`, minWidth: 170, render: (r) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{fullName(r.police)}</Typography> },
    { id: 'identification', label: `${C}.identification`, noWrap: true, render: (r) => formatIdentification(r.police.identification) },
    { id: 'doctor', label: `${C}.doctor`, minWidth: 140, render: (r) => doctorName(r.medical) },
    { id: 'diagnosis', label: `${C}.diagnosis`, minWidth: 180, render: (r) => <ClampedText text={r.diagnosis} /> },
    { id: 'restStart', label: `${C}.restStart`, noWrap: true, render: (r) => formatDate(r.restStartDate) },
    { id: 'restEnd', label: `${C}.restEnd`, noWrap: true, render: (r) => formatDate(r.restEndDate) },
    { id: 'status', label: `${C}.status`, align: 'center', render: (r) => <StatusBadge label={translate(medicalStatusKey(r.status))} /> },
  ];

  const remove = async () => {
    if (!confirm.record) return;
    const answer = await deleteMedicalReport(confirm.record.id);
    notify(answer.message ?? 'app.medical.notify.deleted', { type: 'success' });
    changed();
  };

  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.medical.searchPlaceholder">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show()}>{translate('app.medical.create')}</Button>
      </ListToolbar>
      <PagedTable
        list={list}
        columns={columns}
        label="app.medical.table"
        onRowClick={(r) => detail.show(r)}
        rowActions={(r) => (
          <MedicalRowActions
            report={r}
            handlers={{
              onView: detail.show,
              onDownload: (report, kind) => void documents.download(report, kind),
              onEdit: form.show,
              onDelete: confirm.show,
              onDecide: (report, next) => decision.show({ id: report.id, name: nameOf(report), decision: next }),
            }}
          />
        )}
      />
      <MedicalFormDialog open={form.open} record={form.record} onClose={form.close} onSaved={() => { form.close(); changed(); }} />
      <MedicalDetailDialog report={detail.open ? detail.record : undefined} onClose={detail.close} />
      <MedicalDecisionDialog target={decision.open ? decision.record : undefined} onClose={decision.close} onDone={() => { decision.close(); changed(); }} />
      <ConfirmDeleteDialog open={confirm.open} title="app.medical.deleteTitle" itemName={confirm.record ? nameOf(confirm.record) : undefined} onConfirm={remove} onClose={confirm.close} />
    </>
  );
}

export default function MedicalReportsPage() {
  return (
    <GuardedPage access={MEDICAL_ACCESS.module} deniedMessage="app.medical.denied" title="app.medical.title" icon={<LocalHospitalIcon color="primary" />} crumbs={[{ label: 'app.medical.crumb' }]}>
      {() => <MedicalReportsScreen />}
    </GuardedPage>
  );
}
