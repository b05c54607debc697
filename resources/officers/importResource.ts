/** The officer record's Excel import (issue 30) as the routes, 'Importaciones' and the query screen name it. */
import type { ImportResource } from '../engine/importColumns';
import { RRHH_ACCESS } from './access';

/** The column that names a stored officer in 'Actualizar existentes'. */
export const OFFICER_IMPORT_KEY = { name: 'identification', header: 'Cédula de identidad' } as const;

export const OFFICER_IMPORT_RESOURCE: ImportResource = {
  name: 'officers',
  apiPath: 'rrhh',
  label: { one: 'Funcionario', many: 'Funcionarios' },
  // Updating an officer from a file needs what the form's edit (PUT rrhh/{id}) needs.
  access: { create: RRHH_ACCESS.register, update: RRHH_ACCESS.register },
  keyHeader: OFFICER_IMPORT_KEY.header,
  updateNote: 'Cada fila de «Funcionarios» cambia sólo las celdas llenas del funcionario de esa cédula. Las filas de «Carga familiar» y «Aspectos profesionales» se agregan a su registro; un familiar con la misma cédula, o un estudio con el mismo grado, título e institución, se actualiza. Nada se borra.',
};
