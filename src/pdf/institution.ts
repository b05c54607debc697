/**
 * Who issues the documents: the heading printed on every official PDF and shown on the
 * public verification page. The spec names only the city of issue ('Chacao', RRHH §7.4,
 * §9); the heading follows the usual letterhead of Venezuelan police bodies. One place
 * to change it for another deployment.
 */
export const INSTITUTION = {
  country: 'REPÚBLICA BOLIVARIANA DE VENEZUELA',
  ministry: 'MINISTERIO DEL PODER POPULAR PARA RELACIONES INTERIORES, JUSTICIA Y PAZ',
  name: 'POLICÍA NACIONAL',
  /** The name inside a sentence. */
  displayName: 'Policía Nacional',
  office: 'DIRECCIÓN DE RECURSOS HUMANOS',
  initials: 'PN',
  /** City printed in the place and date of issue (RRHH §9). */
  city: 'Chacao',
  /** Who signs the documents of the personnel office. */
  signatory: 'Director(a) de Recursos Humanos',
  system: 'Sistema de Administración de Personal Policial',
} as const;

/** Colours of the letterhead (RGB). */
export const PDF_COLORS = {
  navy: [22, 43, 84] as const,
  gold: [191, 150, 42] as const,
  text: [33, 33, 33] as const,
  muted: [100, 100, 100] as const,
  rule: [190, 190, 190] as const,
  band: [232, 236, 243] as const,
};
