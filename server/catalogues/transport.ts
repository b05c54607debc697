/**
 * Transport lists (modules §3.5, §3.6, §4.4). Colours: colors.ts
 * (vehicleStatusColor). Class keys are vehicle type key × 100 + n, unique
 * across the list (the vehicle's `type` field).
 */
import type { Catalog, CatalogItem, VehicleType } from './types';

function vehicleType(key: number, value: string, classNames: readonly string[]): VehicleType {
  const classes: CatalogItem[] = classNames.map((name, i) => ({ key: key * 100 + i + 1, value: name }));
  return { key, value, classes };
}

export const TYPE_VEHICLE: readonly VehicleType[] = [
  vehicleType(1, 'Automóvil', ['Sedán', 'Hatchback', 'Coupé']),
  vehicleType(2, 'Camioneta', ['Pick-up', 'Rústico', 'Van', 'Sport Wagon']),
  vehicleType(3, 'Motocicleta', ['Alta Cilindrada', 'Baja Cilindrada', 'Enduro']),
  vehicleType(4, 'Autobús', ['Autobús', 'Microbús']),
  vehicleType(5, 'Camión', ['Cava', 'Plataforma', 'Volteo', 'Furgón']),
  vehicleType(6, 'Vehículo Especial', ['Blindado', 'Antimotín', 'Ambulancia', 'Grúa', 'Unidad de Comando Móvil']),
  vehicleType(7, 'Embarcación', ['Lancha', 'Bote Inflable']),
];

/**
 * Spec (modules §4.4): 1 Disponible, 2 En Uso, 3 En Mantenimiento,
 * 4 Fuera de Servicio; key 6 is coloured yellow. Keys 5 and 6 invented.
 */
export const TYPE_OF_STATUS_VEHICLE: Catalog = [
  { key: 1, value: 'Disponible' },
  { key: 2, value: 'En Uso' },
  { key: 3, value: 'En Mantenimiento' },
  { key: 4, value: 'Fuera de Servicio' },
  { key: 5, value: 'Asignado' },
  { key: 6, value: 'En Revisión' },
];

/** Spec (modules §3.6): 1 Temporal, 2 Permanente, 3 Comisión de Servicio, 4 Mantenimiento. */
export const VEHICLE_ASSIGNMENT_TYPE: Catalog = [
  { key: 1, value: 'Temporal' },
  { key: 2, value: 'Permanente' },
  { key: 3, value: 'Comisión de Servicio' },
  { key: 4, value: 'Mantenimiento' },
];
