/**
 * New assignment of a gun or vehicle to an officer (spec 3 §2.4 'Nueva Asignación', §2.5
 * assign vehicle, §5.3, §5.5, §9): its asset, the officer searched by cédula, type 1 and
 * start date today by default, optional end date, purpose, destination, observations;
 * the declaration's rules and messages.
 */
import type { RaRecord } from 'react-admin';
import { DeclaredFormDialog } from '../engine/DeclaredFormDialog';
import type { ResourceDeclaration } from '../engine/types';
import { AssetField, OfficerField, type AssetFieldProps } from './AssignmentFields';
import type { AssetChoice } from './types';

export interface AssignmentFormDialogProps {
  open: boolean;
  declaration: ResourceDeclaration;
  asset: Omit<AssetFieldProps, 'fixed'> & { fixed?: AssetChoice };
  /** Translation keys of the title and the success toast. */
  title: string;
  createdMessage: string;
  onClose: () => void;
  onSaved: (saved: RaRecord) => void;
}

const DETAILS = ['assignmentType', 'startDate', 'endDate', 'purpose', 'destination', 'observations'];

export function AssignmentFormDialog({ open, declaration, asset, title, createdMessage, onClose, onSaved }: AssignmentFormDialogProps) {
  return (
    <DeclaredFormDialog
      open={open}
      declaration={declaration}
      titles={{ create: title, edit: title }}
      messages={{ created: createdMessage, updated: createdMessage }}
      presets={asset.fixed ? { [asset.name]: asset.fixed.id } : undefined}
      sections={[
        { fields: [asset.name, 'policeId'], widths: { [asset.name]: 12, policeId: 12 } },
        { fields: DETAILS, widths: { purpose: 12, destination: 12 } },
      ]}
      overrides={{ [asset.name]: <AssetField {...asset} />, policeId: <OfficerField /> }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
