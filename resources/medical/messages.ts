/** The medical report's limits, Spanish messages (spec 3 §5.7) and route answers (§8.5), read by its declaration, its form and its server routes. */
export const MEDICAL_LIMITS = {
  diagnosisMin: 10,
  textMax: 1000,
  recommendationsMin: 1,
  recommendationsMax: 10,
  recommendationMin: 5,
  recommendationMax: 500,
  notesMax: 500,
} as const;

export const MEDICAL_MESSAGES = {
  selectOfficer: 'Debe buscar y seleccionar un funcionario primero', // spec §5.7
  selectOfficerToContinue: 'Debe buscar y seleccionar un funcionario para continuar', // spec §2.7, §8.5
  diagnosisRequired: 'El diagnóstico es requerido', // spec §5.7
  minTen: 'Debe tener al menos 10 caracteres', // spec §5.7
  maxThousand: 'No puede exceder 1000 caracteres', // spec §5.7
  recommendationRequired: 'La recomendación es requerida', // spec §5.7
  recommendationMin: 'Debe tener al menos 5 caracteres',
  recommendationMax: 'No puede exceder 500 caracteres',
  recommendationsMax: 'No puede agregar más de 10 recomendaciones',
  recommendationsList: 'Las recomendaciones deben ser una lista de textos',
  startRequired: 'La fecha de inicio de reposo es requerida', // spec §5.7
  endRequired: 'La fecha de fin de reposo es requerida', // spec §5.7
  startAfterEnd: 'La fecha de inicio no puede ser mayor a la fecha de fin', // spec §5.7
  dateInvalid: 'Fecha inválida',
  textInvalid: 'Debe ser texto',
  invalidCharacters: 'El texto contiene caracteres no permitidos',
} as const;

/** Answers of the medical routes (spec §8.5). */
export const MEDICAL_ANSWERS = {
  created: 'Informe médico creado con éxito',
  updated: 'Informe médico actualizado con éxito',
  deleted: 'Informe médico eliminado con éxito',
  status: 'Estado actualizado con éxito',
  notFound: 'Informe médico no encontrado',
  officerNotFound: 'Funcionario no encontrado',
  invalidState: 'Estado no válido',
  onlyPendingEdit: 'Solo se pueden editar informes médicos pendientes',
  onlyPendingDelete: 'Solo se pueden eliminar informes médicos pendientes',
  onlyPendingDecide: 'Solo se pueden aprobar o rechazar informes médicos pendientes',
  certificateOnlyApproved: 'La constancia médica solo se emite para informes médicos aprobados',
} as const;
