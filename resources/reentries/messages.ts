/** Answers of the re-entry routes (spec §8 and the per-entity approval messages). */
export const REENTRY_ANSWERS = {
  created: 'Reingreso creado exitosamente', // spec §8
  updated: 'Reingreso actualizado exitosamente', // spec §8
  approved: 'Reingreso aprobado exitosamente',
  rejected: 'Reingreso rechazado exitosamente',
  deleted: 'Reingreso eliminado exitosamente',
  notFound: 'Reingreso no encontrado',
  alreadyPending: 'El funcionario ya tiene un reingreso pendiente',
  officerActive: 'El funcionario se encuentra activo: el reingreso aplica solo a funcionarios egresados',
} as const;
