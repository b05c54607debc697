/**
 * Organisation lists: dependencies with sub-dependencies, police positions
 * (position) and current positions (currentPositions, the cargos).
 * Sub-dependency keys are dependency key × 100 + n, unique across the list.
 */
import type { Catalog, CatalogItem, Dependency } from './types';

function dependency(key: number, value: string, subs: readonly string[]): Dependency {
  const subDependencies: CatalogItem[] = subs.map((sub, i) => ({ key: key * 100 + i + 1, value: sub }));
  return { key, value, subDependencies };
}

export const DEPENDENCIES: readonly Dependency[] = [
  dependency(1, 'Dirección General', [
    'Despacho del Director General',
    'Secretaría General',
    'Oficina de Gestión Comunicacional',
  ]),
  dependency(2, 'Dirección de Recursos Humanos', [
    'División de Registro y Control',
    'División de Nómina',
    'División de Bienestar Social',
    'División de Capacitación y Desarrollo',
    'División de Archivo de Personal',
  ]),
  dependency(3, 'Dirección de Administración y Finanzas', [
    'División de Presupuesto',
    'División de Contabilidad',
    'División de Compras',
    'División de Bienes Nacionales',
  ]),
  dependency(4, 'Dirección de Operaciones', [
    'División de Patrullaje',
    'División de Tránsito',
    'División de Orden Público',
    'Centro de Coordinación Policial Norte',
    'Centro de Coordinación Policial Sur',
    'Centro de Coordinación Policial Este',
    'Centro de Coordinación Policial Oeste',
  ]),
  dependency(5, 'Dirección de Inteligencia y Estrategias Preventivas', [
    'División de Análisis Estratégico',
    'División de Estadística Delictiva',
  ]),
  dependency(6, 'Dirección de Investigaciones', [
    'División de Investigaciones Penales',
    'División de Criminalística',
  ]),
  dependency(7, 'Dirección de Logística', [
    'División de Parque de Armas',
    'División de Transporte',
    'División de Almacén y Suministros',
    'División de Mantenimiento',
  ]),
  dependency(8, 'Oficina de Control de Actuación Policial', [
    'Unidad de Investigación Disciplinaria',
    'Unidad de Procedimientos Administrativos',
  ]),
  dependency(9, 'Oficina de Respuesta a las Desviaciones Policiales', [
    'Unidad de Atención de Denuncias',
    'Unidad de Seguimiento',
  ]),
  dependency(10, 'Consultoría Jurídica', ['Asesoría Legal', 'Unidad de Asuntos Contenciosos']),
  dependency(11, 'Dirección de Tecnología de la Información', [
    'División de Sistemas',
    'División de Soporte Técnico',
    'División de Telecomunicaciones',
  ]),
  dependency(12, 'Dirección de Servicios Médicos', [
    'Servicio Médico Asistencial',
    'Servicio de Psicología',
    'Servicio Odontológico',
  ]),
  dependency(13, 'Oficina de Atención a la Víctima', ['Unidad de Orientación', 'Unidad de Acompañamiento']),
  dependency(14, 'Dirección de Planificación y Presupuesto', [
    'División de Planificación',
    'División de Control de Gestión',
  ]),
  dependency(15, 'Auditoría Interna', ['Unidad de Control Posterior', 'Unidad de Determinación de Responsabilidades']),
];

/** Functional police positions (position). */
export const POSITION: Catalog = [
  { key: 1, value: 'Patrullero' },
  { key: 2, value: 'Jefe de Patrulla' },
  { key: 3, value: 'Jefe de Cuadrante' },
  { key: 4, value: 'Jefe de Servicio' },
  { key: 5, value: 'Jefe de Grupo' },
  { key: 6, value: 'Jefe de Estación' },
  { key: 7, value: 'Jefe de Centro de Coordinación Policial' },
  { key: 8, value: 'Investigador' },
  { key: 9, value: 'Escolta' },
  { key: 10, value: 'Oficial de Guardia' },
  { key: 11, value: 'Radio Operador' },
  { key: 12, value: 'Conductor' },
];

/** Current administrative positions (cargos, currentPositions). */
export const CURRENT_POSITIONS: Catalog = [
  { key: 1, value: 'Director(a) General' },
  { key: 2, value: 'Subdirector(a) General' },
  { key: 3, value: 'Director(a) de Línea' },
  { key: 4, value: 'Jefe(a) de Oficina' },
  { key: 5, value: 'Jefe(a) de División' },
  { key: 6, value: 'Coordinador(a)' },
  { key: 7, value: 'Supervisor(a) de Área' },
  { key: 8, value: 'Analista' },
  { key: 9, value: 'Asistente Administrativo' },
  { key: 10, value: 'Secretario(a)' },
  { key: 11, value: 'Abogado(a)' },
  { key: 12, value: 'Médico(a)' },
  { key: 13, value: 'Psicólogo(a)' },
  { key: 14, value: 'Técnico(a) de Soporte' },
  { key: 15, value: 'Chofer' },
  { key: 16, value: 'Mensajero(a)' },
  { key: 17, value: 'Obrero(a) de Mantenimiento' },
  { key: 18, value: 'Vigilante' },
  { key: 19, value: 'Funcionario(a) Policial de Servicio' },
];
