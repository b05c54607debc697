/** Answers of the egreso routes (spec §8 and the per-entity approval messages). */
export const DISINCORPORATION_ANSWERS = {
  created: 'Desincorporación creada exitosamente', // spec §8
  updated: 'Desincorporación actualizada exitosamente', // spec §8
  approved: 'Desincorporación aprobada exitosamente',
  rejected: 'Desincorporación rechazada exitosamente',
  deleted: 'Desincorporación eliminada exitosamente',
  failed: 'Error al procesar la desincorporación', // spec §8
  notFound: 'Desincorporación no encontrada',
  alreadyPending: 'El funcionario ya tiene un egreso pendiente',
  officerInactive: 'El funcionario ya se encuentra egresado (su condición no es Activo)',
} as const;
