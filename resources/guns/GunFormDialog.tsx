/**
 * 'Nueva Arma' / 'Editar Arma' (spec 3 §2.4, §3.2, §5.2, §9): every field of the gun in
 * sections, operability true and status "not chosen" for a new gun, the station preset
 * when opened from one, and the documents (pdf, doc, docx, jpg, jpeg, png).
 */
import type { RaRecord } from 'react-admin';
import { DeclaredFormDialog } from '../engine/DeclaredFormDialog';
import type { DeclaredValues } from '../engine/formValues';
import { gunsDeclaration } from './declaration';

const sections = [
  { title: 'app.gunpark.guns.sections.identification', fields: ['codeGun', 'typeGun', 'subTypeGun', 'brand', 'model', 'caliber', 'status', 'operability'] },
  { title: 'app.gunpark.guns.sections.serials', fields: ['serial', 'cylinderSerial', 'serialSlide', 'serialCanon', 'serialFrame', 'codeOp'] },
  { title: 'app.gunpark.guns.sections.special', fields: ['identificationSpecial', 'nameOfSpecial', 'date'], widths: { identificationSpecial: 4, nameOfSpecial: 5, date: 3 } },
  { title: 'app.gunpark.guns.sections.service', fields: ['typeService', 'service', 'subService', 'station'] },
];

export interface GunFormDialogProps {
  open: boolean;
  record?: RaRecord;
  /** Values a new gun starts with (its station, when opened from the station's weapons). */
  presets?: DeclaredValues;
  onClose: () => void;
  onSaved: () => void;
}

export function GunFormDialog({ open, record, presets, onClose, onSaved }: GunFormDialogProps) {
  return (
    <DeclaredFormDialog
      open={open}
      declaration={gunsDeclaration}
      record={record}
      titles={{ create: 'app.gunpark.guns.create', edit: 'app.gunpark.guns.edit' }}
      messages={{ created: 'app.gunpark.guns.created', updated: 'app.gunpark.guns.updated' }}
      sections={sections}
      presets={presets}
      documentsTitle="app.gunpark.guns.sections.documents"
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
