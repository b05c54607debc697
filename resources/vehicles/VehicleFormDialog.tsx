/** The vehicle form (spec 3 §2.5, §3.5, §5.4, §9): every field, year 1900 to this year, documents. */
import type { RaRecord } from 'react-admin';
import { DeclaredFormDialog } from '../engine/DeclaredFormDialog';
import { vehiclesDeclaration } from './declaration';

const sections = [
  { title: 'app.transport.vehicles.sections.identification', fields: ['codeVehicle', 'typeVehicle', 'type', 'brand', 'model', 'year', 'color', 'plate', 'serial', 'serialMotor', 'facsimile'] },
  { title: 'app.transport.vehicles.sections.registration', fields: ['status', 'dateAssignment', 'certificate', 'proceedings', 'operability', 'inspected'] },
  { title: 'app.transport.vehicles.sections.location', fields: ['typeService', 'service', 'subService', 'station', 'office', 'location', 'titleLocation', 'comment'] },
];

export function VehicleFormDialog({ open, record, onClose, onSaved }: { open: boolean; record?: RaRecord; onClose: () => void; onSaved: () => void }) {
  return (
    <DeclaredFormDialog
      open={open}
      declaration={vehiclesDeclaration}
      record={record}
      titles={{ create: 'app.transport.vehicles.create', edit: 'app.transport.vehicles.edit' }}
      messages={{ created: 'app.transport.vehicles.created', updated: 'app.transport.vehicles.updated' }}
      sections={sections}
      documentsTitle="app.transport.vehicles.sections.documents"
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
