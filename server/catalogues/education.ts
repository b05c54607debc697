/** Student registry (UNES) lists (modules §3.9, §4.5). Gender and blood type: common.ts. */
import type { Catalog, StringCatalog } from './types';

/** Spec: 1 Activo, 2 Inactivo, 3 Graduado, 4 Retirado, 5 Suspendido. */
export const STUDENT_STATUS: Catalog = [
  { key: 1, value: 'Activo' },
  { key: 2, value: 'Inactivo' },
  { key: 3, value: 'Graduado' },
  { key: 4, value: 'Retirado' },
  { key: 5, value: 'Suspendido' },
];

/** Spec: career keys (strings). */
export const CAREER: StringCatalog = [
  { key: 'CIENCIAS_POLICIALES', value: 'Ciencias Policiales' },
  { key: 'INVESTIGACION_PENAL', value: 'Investigación Penal' },
  { key: 'SEGURIDAD_CIUDADANA', value: 'Seguridad Ciudadana' },
  { key: 'GESTION_POLICIAL', value: 'Gestión Policial' },
  { key: 'CRIMINALISTICA', value: 'Criminalística' },
];

/** Spec: semester list has 10 entries (1-10). */
export const SEMESTER: Catalog = Array.from({ length: 10 }, (_, i) => ({ key: i + 1, value: `Semestre ${i + 1}` }));
