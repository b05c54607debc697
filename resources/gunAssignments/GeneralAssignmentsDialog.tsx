/**
 * The general weapon assignments list (spec 3 §2.4 modals): every gun, searchable, with
 * who holds it now; 'Asignar' for a free gun and 'Finalizar' for an assigned one (edit
 * permission).
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { hasAccess } from '../../authProvider/permissions';
import { DisabledReason } from '../../src/components/DisabledReason';
import { ListToolbar, PagedTable, usePagedList, type PagedColumn } from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { GUNPARK_ACCESS } from '../guns/access';
import { gunsDeclaration } from '../guns/declaration';
import type { GunRecord } from '../guns/types';
import { useGunColumns } from '../guns/useGunColumns';
import { useUnassignableReason } from '../guns/useUnassignableReason';
import { formatIdentification, fullName } from '../officers/shared/format';
import { AssignmentFormDialog } from './AssignmentFormDialog';
import { gunAssignmentsDeclaration } from './declaration';
import { FinishAssignmentDialog } from './FinishAssignmentDialog';

function GeneralList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { user } = useSession();
  const canEdit = hasAccess(user, GUNPARK_ACCESS.edit);
  const list = usePagedList<GunRecord>(gunsDeclaration.name, { sort: { field: 'codeGun', order: 'ASC' } });
  const [assigning, setAssigning] = useState<GunRecord | null>(null);
  const unassignable = useUnassignableReason('gun');
  const [finishing, setFinishing] = useState<number | null>(null);
  const holder: PagedColumn<GunRecord> = {
    id: 'holder',
    label: 'app.gunpark.guns.holder',
    minWidth: 180,
    render: (g) => (g.activeAssignment ? `${formatIdentification(g.activeAssignment.police.identification)} — ${fullName(g.activeAssignment.police)}` : translate('app.gunpark.guns.free')),
  };
  const columns = [...useGunColumns().filter((c) => c.id !== 'caliber' && c.id !== 'typeGun'), holder];
  return (
    <>
      <ListToolbar onSearch={list.setSearch} searchPlaceholder="app.gunpark.assignments.generalSearch" />
      <PagedTable
        list={list}
        columns={columns}
        label="app.gunpark.guns.table"
        rowActions={canEdit ? (g) => (g.activeAssignment ? (
          <Button size="small" color="warning" startIcon={<DoneAllIcon />} aria-label={`${translate('app.gunpark.assignments.finish')} ${g.codeGun}`} onClick={() => setFinishing(g.activeAssignment!.id)}>
            {translate('app.gunpark.assignments.finish')}
          </Button>
        ) : (
          <DisabledReason reason={unassignable(g)}>
            <Button size="small" startIcon={<AssignmentIndIcon />} disabled={Boolean(unassignable(g))} aria-label={`${translate('app.gunpark.assignments.assign')} ${g.codeGun}`} onClick={() => setAssigning(g)}>
              {translate('app.gunpark.assignments.assign')}
            </Button>
          </DisabledReason>
        )) : undefined}
      />
      <AssignmentFormDialog
        open={assigning !== null}
        declaration={gunAssignmentsDeclaration}
        asset={{
          name: 'gunId', label: 'app.gunpark.assignments.gun', resource: gunsDeclaration.name, placeholder: 'app.gunpark.assignments.gunSearch',
          describe: (g) => `${g.codeGun} — ${g.serial}`,
          fixed: assigning ? { id: assigning.id, label: `${assigning.codeGun} — ${assigning.brand} ${assigning.model} (${assigning.serial})` } : undefined,
        }}
        title="app.gunpark.assignments.new"
        createdMessage="app.gunpark.assignments.created"
        onClose={() => setAssigning(null)}
        onSaved={() => {
          setAssigning(null);
          refresh();
        }}
      />
      <FinishAssignmentDialog
        apiPath={gunAssignmentsDeclaration.apiPath}
        assignmentId={finishing}
        failedMessage={gunAssignmentsDeclaration.failures?.finish}
        title="app.gunpark.assignments.finishTitle"
        onClose={() => setFinishing(null)}
        onFinished={() => {
          setFinishing(null);
          refresh();
        }}
      />
    </>
  );
}

export function GeneralAssignmentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('app.gunpark.assignments.generalTitle')}</DialogTitle>
      <DialogContent dividers>{open && <GeneralList />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.gunpark.assignments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
