/** The vacation modules, limits, Spanish messages (RRHH §5.8) and route answers (§8), read by the declaration, the form and the server routes. */
/** typeVacationAndRest (§3.9). */
export const MODULE_VACATION = 1;
export const MODULE_COMMISSION = 2;
export const MODULE_REST = 3;
export const VACATION_MODULES = [MODULE_VACATION, MODULE_COMMISSION, MODULE_REST] as const;
/** idType 2 is 'Vencidas': it needs the year the vacation expired (§5.8). */
export const EXPIRED_VACATION_TYPE = 2;
export const EXPIRED_YEAR_MIN = 1950;
export const MOTIVE_MAX = 500;

export const VACATION_MESSAGES = {
  invalidModule: 'Tipo de módulo no válido', // spec §5.8, §8
  officerRequired: 'El funcionario es requerido',
  bestowerRequired: 'El funcionario que otorga es requerido',
  typeRequired: 'El tipo de vacación es requerido',
  typeInvalid: 'El tipo de vacación no es válido',
  startRequired: 'La fecha de inicio es requerida',
  endRequired: 'La fecha fin es requerida',
  startBeforeEnd: 'La fecha de inicio debe ser menor a la fecha fin', // spec §5.8
  motiveRequired: 'El motivo es requerido',
  motiveMax: 'El motivo no puede exceder 500 caracteres',
  expiredYearRequired: 'El año de las vacaciones vencidas es requerido',
  expiredYearMin: 'El año de las vacaciones vencidas no puede ser menor a 1950',
  expiredYearMax: 'El año de las vacaciones vencidas no puede ser mayor al año actual',
  grantingPersonRequired: 'La persona que otorga la comisión es requerida',
  requestingPersonRequired: 'La persona que solicita la comisión es requerida',
  renewRequired: 'El número de renovaciones es requerido',
  renewMin: 'El número de renovaciones no puede ser menor a 0',
  organizationRequired: 'El organismo es requerido',
  organizationMin: 'El organismo debe tener al menos 3 caracteres',
  institutionsMax: 'Puede indicar hasta 5 instituciones',
} as const;

export const VACATION_ANSWERS = {
  created: 'Registro creado exitosamente', // spec §8
  updated: 'Registro actualizado exitosamente', // spec §8
  approved: 'Registro aprobado exitosamente',
  rejected: 'Registro rechazado exitosamente',
  deleted: 'Registro eliminado exitosamente',
  notFound: 'Registro no encontrado',
  bestowerNotFound: 'El funcionario que otorga no existe',
  overlap: 'El funcionario ya tiene un registro de este tipo que se solapa con esas fechas',
  wrongRoute: 'Las comisiones de servicio se registran con rrhh/com-service',
} as const;
