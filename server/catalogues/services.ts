/**
 * Police services. typeServices classifies services; each service carries
 * its typeService and its sub-services (fields typeService, service,
 * subService of officers, guns, vehicles and stations).
 * Sub-service keys are service key × 100 + n, unique across the list.
 */
import type { Catalog, CatalogItem, ServiceItem } from './types';

export const TYPE_SERVICES: Catalog = [
  { key: 1, value: 'Operativo' },
  { key: 2, value: 'Administrativo' },
  { key: 3, value: 'Especializado' },
  { key: 4, value: 'Apoyo' },
];

function service(key: number, value: string, typeService: number, subs: readonly string[]): ServiceItem {
  const subServices: CatalogItem[] = subs.map((sub, i) => ({ key: key * 100 + i + 1, value: sub }));
  return { key, value, typeService, subServices };
}

export const SERVICES: readonly ServiceItem[] = [
  service(1, 'Patrullaje Vehicular', 1, ['Cuadrantes de Paz', 'Patrullaje Preventivo', 'Puntos de Control']),
  service(2, 'Patrullaje Motorizado', 1, ['Motorizado Urbano', 'Motorizado de Autopista']),
  service(3, 'Patrullaje a Pie', 1, ['Cascos Históricos', 'Centros Comerciales', 'Estaciones del Metro']),
  service(4, 'Vigilancia y Seguridad Vial', 1, ['Control de Tránsito', 'Atención de Accidentes']),
  service(5, 'Orden Público', 3, ['Control de Multitudes', 'Eventos Especiales']),
  service(6, 'Custodia y Escolta', 3, ['Escolta de Autoridades', 'Custodia de Instalaciones', 'Traslado de Detenidos']),
  service(7, 'Investigación Penal', 3, ['Investigaciones', 'Criminalística']),
  service(8, 'Unidad Canina', 3, ['Detección de Sustancias', 'Búsqueda y Rescate']),
  service(9, 'Atención a la Víctima', 4, ['Orientación Legal', 'Atención Psicológica']),
  service(10, 'Guardia de Prevención', 1, ['Guardia de Estación', 'Calabozos']),
  service(11, 'Servicios Administrativos', 2, ['Recursos Humanos', 'Administración', 'Logística']),
  service(12, 'Servicios de Salud', 4, ['Medicina General', 'Psicología']),
];
