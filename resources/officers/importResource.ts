/** The officer record's Excel import (issue 30) as the routes, 'Importaciones' and the query screen name it. */
import type { ImportResource } from '../engine/importColumns';
import { RRHH_ACCESS } from './access';

export const OFFICER_IMPORT_RESOURCE: ImportResource = {
  name: 'officers',
  apiPath: 'rrhh',
  label: { one: 'Funcionario', many: 'Funcionarios' },
  access: { create: RRHH_ACCESS.register, update: RRHH_ACCESS.register },
};
