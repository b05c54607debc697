/** The permit's limits and Spanish messages (spec 3 §5.6), read by its declaration, its form and its server routes. */
/** Limits of the stored fields (every text has a maximum, every number a range). */
export const PERMIT_LIMITS = {
  motive: [10, 1000],
  supportsDelivered: 500,
  statusNotes: 500,
  durationDays: [1, 366],
  institution: 200,
  career: 200,
  lastLevelApproved: 100,
  lastLevelAverage: [0, 100],
  studies: 10,
  schedules: 14,
} as const;

export const PERMIT_MESSAGES = {
  selectOfficer: 'Debe seleccionar un funcionario', // §5.6
  typeRequired: 'El tipo de permiso es requerido', // §5.6
  required: 'Requerido', // §5.6 (personal, days, reason)
  optionInvalid: 'La opción seleccionada no corresponde a la selección anterior',
  durationMin: 'Debe ser mayor a 0', // §5.6
  durationMax: `La duración no puede exceder ${PERMIT_LIMITS.durationDays[1]} días`,
  startRequired: 'La fecha de inicio es requerida', // §5.6
  endRequired: 'La fecha de fin es requerida', // §5.6
  dateInvalid: 'Fecha inválida',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  motiveRequired: 'El motivo es requerido', // §5.6
  motiveMin: 'El motivo debe tener al menos 10 caracteres', // §5.6
  motiveMax: `El motivo no puede exceder ${PERMIT_LIMITS.motive[1]} caracteres`,
  supportsMax: `Los soportes no pueden exceder ${PERMIT_LIMITS.supportsDelivered} caracteres`,
  institutionRequired: 'La institución es requerida', // §5.6
  institutionMax: `La institución no puede exceder ${PERMIT_LIMITS.institution} caracteres`,
  careerRequired: 'La carrera es requerida', // §5.6
  careerMax: `La carrera no puede exceder ${PERMIT_LIMITS.career} caracteres`,
  lastLevelMax: `El último nivel aprobado no puede exceder ${PERMIT_LIMITS.lastLevelApproved} caracteres`,
  averageRange: 'El promedio debe estar entre 0 y 100',
  studyTypeInvalid: 'Tipo de estudio no válido',
  dayRequired: 'El día es requerido', // §5.6
  dayInvalid: 'El día debe estar entre 1 (lunes) y 7 (domingo)',
  timeFromRequired: 'La hora de inicio es requerida', // §5.6
  timeToRequired: 'La hora de fin es requerida', // §5.6
  timeInvalid: 'La hora debe tener el formato hh:mm',
  timeOrder: 'La hora de fin debe ser posterior a la hora de inicio',
  scheduleTypeRequired: 'El tipo de horario es requerido', // §5.6
  studiesMax: `No se pueden registrar más de ${PERMIT_LIMITS.studies} estudios`,
  schedulesMax: `No se pueden registrar más de ${PERMIT_LIMITS.schedules} horarios`,
  listInvalid: 'Los estudios y horarios deben enviarse como listas de registros',
  textInvalid: 'El texto contiene caracteres no permitidos',
  notesMax: `Las notas no pueden exceder ${PERMIT_LIMITS.statusNotes} caracteres`,
  statusInvalid: 'Estado no válido', // §4.1
} as const;
