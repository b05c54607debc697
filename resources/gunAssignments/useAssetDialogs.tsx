/**
 * The dialogs an asset list (a station's guns, the vehicles) opens from its rows: the
 * asset's form, the delete confirmation, its assignment list and a new assignment of it.
 * The list page keeps its toolbar, columns and row buttons; this hook holds the dialogs'
 * state and renders them, so both asset kinds wire them the same way.
 */
import { useState, type ReactNode } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import { ConfirmDeleteDialog, useDeleteRecord, useDialogState } from '../../src/components/list';
import type { ResourceDeclaration } from '../engine/types';
import type { AssetFieldProps } from './AssignmentFields';
import { AssignmentFormDialog } from './AssignmentFormDialog';
import { AssignmentListDialog } from './AssignmentListDialog';

export interface AssetFormProps<R> {
  open: boolean;
  record: R | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export interface AssetDialogsConfig<R extends RaRecord> {
  resource: string;
  canEdit: boolean;
  /** How the asset reads in the delete confirmation and the new assignment's form. */
  describe: (record: R) => string;
  /** Its short name in the assignment list's title. */
  code: (record: R) => string;
  /** Translation keys of the delete confirmation's title and success toast. */
  deleteTitle: string;
  deleted: string;
  /** The asset's own form (create and edit). */
  renderForm: (props: AssetFormProps<R>) => ReactNode;
  assignments: {
    declaration: ResourceDeclaration;
    /** The asset's field in the assignment form (its label, search hint and how a found asset reads). */
    field: Omit<AssetFieldProps, 'fixed' | 'resource'>;
    /** Translation keys: the list's title (with %{code}), the form's title and its success toast. */
    listTitle: string;
    formTitle: string;
    created: string;
    /** When set, the assignment list itself offers a new assignment with this label. */
    newFromList?: string;
    /** Why an asset cannot be assigned (resources/guns/availability.ts), or null. */
    unassignable: (record: R) => string | null;
  };
  /** After a change that the list shows (a delete, a finished or removed assignment). */
  onListChanged: () => void;
}

export function useAssetDialogs<R extends RaRecord>(config: AssetDialogsConfig<R>) {
  const refresh = useRefresh();
  const form = useDialogState<R>();
  const confirm = useDialogState<R>();
  const assignmentList = useDialogState<R>();
  const [assigning, setAssigning] = useState<R | null>(null);
  const deleteRecord = useDeleteRecord(config.resource, config.deleted, confirm.record, config.onListChanged);
  const { assignments } = config;

  const dialogs = (
    <>
      {config.renderForm({
        open: form.open,
        record: form.record,
        onClose: form.close,
        onSaved: () => {
          form.close();
          refresh();
        },
      })}
      <ConfirmDeleteDialog
        open={confirm.open}
        title={config.deleteTitle}
        itemName={confirm.record ? config.describe(confirm.record) : undefined}
        onConfirm={deleteRecord}
        onClose={confirm.close}
      />
      <AssignmentListDialog
        open={assignmentList.open}
        declaration={assignments.declaration}
        assetField={assignments.field.name}
        asset={assignmentList.record ? { id: assignmentList.record.id as number, label: config.code(assignmentList.record) } : undefined}
        canEdit={config.canEdit}
        title={assignments.listTitle}
        newLabel={assignments.newFromList}
        onNew={assignments.newFromList ? () => setAssigning(assignmentList.record ?? null) : undefined}
        newDisabledReason={assignmentList.record ? assignments.unassignable(assignmentList.record) : null}
        onClose={assignmentList.close}
        onChanged={config.onListChanged}
      />
      <AssignmentFormDialog
        open={assigning !== null}
        declaration={assignments.declaration}
        asset={{ ...assignments.field, resource: config.resource, fixed: assigning ? { id: assigning.id as number, label: config.describe(assigning) } : undefined }}
        title={assignments.formTitle}
        createdMessage={assignments.created}
        onClose={() => setAssigning(null)}
        onSaved={() => {
          setAssigning(null);
          refresh();
        }}
      />
    </>
  );

  return {
    edit: form.show,
    create: () => form.show(),
    confirmDelete: confirm.show,
    showAssignments: assignmentList.show,
    assign: (record: R) => setAssigning(record),
    dialogs,
  };
}
