/**
 * The assignment buttons of an asset's row in the generated list (a station's guns, the
 * vehicles): 'Asignaciones' opens its assignment list, 'Nueva Asignación' (where the screen
 * has it) its new assignment, disabled with the reason when the asset cannot be assigned.
 * Each row holds its own dialogs, so the list stays the engine's.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { DisabledReason } from '../../src/components/DisabledReason';
import type { ResourceDeclaration } from '../engine/types';
import type { AssetFieldProps } from './AssignmentFields';
import { AssignmentFormDialog } from './AssignmentFormDialog';
import { AssignmentListDialog } from './AssignmentListDialog';

export interface AssetAssignmentConfig {
  /** The asset's resource (guns, vehicles). */
  resource: string;
  declaration: ResourceDeclaration;
  /** How the asset reads in the new assignment's form, and its short name in the buttons and the list's title. */
  describe: (record: RaRecord) => string;
  code: (record: RaRecord) => string;
  /** The asset's field in the assignment form (its label, search hint and how a found asset reads). */
  field: Omit<AssetFieldProps, 'fixed' | 'resource'>;
  /** Translation keys: the row's list button, the list's title (with %{code}), the form's title and its success toast. */
  listButton: string;
  listTitle: string;
  formTitle: string;
  created: string;
  /** When set, the assignment list itself offers a new assignment with this label. */
  newFromList?: string;
}

export interface AssetAssignmentActionsProps {
  config: AssetAssignmentConfig;
  record: RaRecord;
  canEdit: boolean;
  /** Shows the row's own 'Nueva Asignación' button (edit permission). */
  assignButton: boolean;
  /** Why the asset cannot be assigned now, or null. */
  unassignable: (record: RaRecord) => string | null;
  refresh: () => void;
}

export function AssetAssignmentActions({ config, record, canEdit, assignButton, unassignable, refresh }: AssetAssignmentActionsProps) {
  const translate = useTranslate();
  const [listOpen, setListOpen] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const code = config.code(record);
  const reason = unassignable(record);
  return (
    <>
      <Tooltip title={translate(config.listButton)}>
        <IconButton size="small" color="secondary" aria-label={`${translate(config.listButton)} ${code}`} onClick={() => setListOpen(true)}>
          <ListAltIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {assignButton && (
        <DisabledReason reason={reason} title={translate('app.gunpark.guns.newAssignment')}>
          <IconButton size="small" color="success" disabled={Boolean(reason)} aria-label={`${translate('app.gunpark.guns.newAssignment')} ${code}`} onClick={() => setAssigning(true)}>
            <AssignmentIndIcon fontSize="small" />
          </IconButton>
        </DisabledReason>
      )}
      {listOpen && (
        <AssignmentListDialog
          open
          declaration={config.declaration}
          assetField={config.field.name}
          asset={{ id: record.id as number, label: code }}
          canEdit={canEdit}
          title={config.listTitle}
          newLabel={config.newFromList}
          onNew={config.newFromList ? () => setAssigning(true) : undefined}
          newDisabledReason={reason}
          onClose={() => setListOpen(false)}
          onChanged={refresh}
        />
      )}
      {assigning && (
        <AssignmentFormDialog
          open
          declaration={config.declaration}
          asset={{ ...config.field, resource: config.resource, fixed: { id: record.id as number, label: config.describe(record) } }}
          title={config.formTitle}
          createdMessage={config.created}
          onClose={() => setAssigning(false)}
          onSaved={() => {
            setAssigning(false);
            refresh();
          }}
        />
      )}
    </>
  );
}
