/** 'Nueva Estación' / 'Editar Estación' (spec 3 §2.4, §3.3, §5.2: name and code required). */
import type { RaRecord } from 'react-admin';
import { DeclaredFormDialog } from '../engine/DeclaredFormDialog';
import { stationsDeclaration } from './declaration';

const sections = [
  { fields: ['name', 'code', 'address', 'typeService', 'service', 'subService', 'station', 'defaultPark', 'status'] },
];

export function StationFormDialog({ open, record, onClose, onSaved }: { open: boolean; record?: RaRecord; onClose: () => void; onSaved: () => void }) {
  return (
    <DeclaredFormDialog
      open={open}
      declaration={stationsDeclaration}
      record={record}
      titles={{ create: 'app.gunpark.stations.create', edit: 'app.gunpark.stations.edit' }}
      messages={{ created: 'app.gunpark.stations.created', updated: 'app.gunpark.stations.updated' }}
      sections={sections}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
