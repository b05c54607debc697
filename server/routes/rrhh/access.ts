/** Permission rules of the RRHH routes: the same rules the screens check (resources/officers/access.ts). */
export { RRHH_ACCESS } from '../../../resources/officers/access';

export const RRHH_TAGS = ['Recursos Humanos'];
export const STATISTICS_TAGS = ['Estadísticas'];
