/**
 * Plausible values for the demo weapons park and transport: Venezuelan police stations,
 * the makes and models a police armory and motor pool hold, with their calibres and
 * vehicle types (keys of server/catalogues/gunpark.ts and transport.ts).
 */

/** [name, address] of the demo stations (the first is the default park). */
export const STATIONS: readonly (readonly [string, string])[] = [
  ['Parque Central de Armas', 'Av. Urdaneta, Esquina de Carmelitas, Caracas'],
  ['Estación Policial Catia', 'Av. Sucre de Catia, Parroquia Sucre, Caracas'],
  ['Estación Policial El Valle', 'Calle Cajigal, El Valle, Caracas'],
  ['Estación Policial Petare', 'Calle Bolívar, Petare, Miranda'],
  ['Estación Policial La Vega', 'Av. Principal de La Vega, Caracas'],
  ['Estación Policial Antímano', 'Calle Real de Antímano, Caracas'],
  ['Estación Policial Caricuao', 'UD-3, Av. Principal de Caricuao, Caracas'],
  ['Estación Policial Chacao', 'Av. Francisco de Miranda, Chacao, Miranda'],
  ['Estación Policial Baruta', 'Calle Los Samanes, Baruta, Miranda'],
  ['Estación Policial El Paraíso', 'Av. Páez, El Paraíso, Caracas'],
  ['Estación Policial Los Teques', 'Av. Bermúdez, Los Teques, Miranda'],
  ['Estación Policial Guarenas', ''],
];

/** typeGun key → weight and [brand, model, caliber key, subTypeGun key] options. */
export const GUN_MODELS: readonly (readonly [typeGun: number, weight: number, models: readonly (readonly [string, string, number, number])[]])[] = [
  [1, 60, [['Glock', '17', 1, 3], ['Glock', '19', 1, 3], ['Beretta', '92FS', 1, 3], ['Taurus', 'PT 24/7', 1, 3], ['Smith & Wesson', 'M&P9', 1, 3], ['CZ', '75 SP-01', 1, 3], ['Sig Sauer', 'P226', 1, 3], ['Glock', '22', 3, 3]]],
  [2, 10, [['Taurus', '82', 2, 1], ['Smith & Wesson', 'Model 10', 2, 1], ['Ruger', 'GP100', 2, 1]]],
  [3, 10, [['Mossberg', '500', 5, 5], ['Remington', '870', 5, 5], ['Benelli', 'M4', 5, 3]]],
  [4, 8, [['Kalashnikov', 'AK-103', 7, 4], ['FN Herstal', 'FAL', 7, 3], ['Colt', 'M4', 6, 4]]],
  [5, 4, [['Colt', 'M4 Carbine', 6, 2], ['Ruger', 'PC Carbine', 1, 2]]],
  [6, 4, [['Heckler & Koch', 'MP5', 1, 4], ['Beretta', 'PMX', 1, 4]]],
  [7, 4, [['Axon', 'Taser X2', 0, 7], ['Byrna', 'SD', 0, 6], ['Cóndor', 'AM 600', 8, 6]]],
];

/** typeVehicle key → weight and [brand, model, class key] options. */
export const VEHICLE_MODELS: readonly (readonly [typeVehicle: number, weight: number, models: readonly (readonly [string, string, number])[]])[] = [
  [1, 18, [['Toyota', 'Corolla', 101], ['Chevrolet', 'Aveo', 101], ['Chevrolet', 'Optra', 101], ['Mitsubishi', 'Lancer', 101], ['Ford', 'Fiesta', 102]]],
  [2, 36, [['Toyota', 'Hilux', 201], ['Toyota', 'Land Cruiser', 202], ['Toyota', '4Runner', 204], ['Chevrolet', 'Silverado', 201], ['Ford', 'Explorer', 204], ['Chery', 'Tiggo', 204], ['Ford', 'F-150', 201]]],
  [3, 30, [['Suzuki', 'GN 125', 302], ['Suzuki', 'DR 650', 303], ['Yamaha', 'XTZ 250', 303], ['Bera', 'BR 200', 302], ['Kawasaki', 'Versys 650', 301]]],
  [4, 4, [['Encava', 'ENT-610', 401], ['Iveco', 'Daily Minibus', 402]]],
  [5, 4, [['Iveco', 'Tector', 504], ['Ford', 'Cargo 1721', 502]]],
  [6, 6, [['Toyota', 'Land Cruiser Blindada', 601], ['Iveco', 'Antimotín VCR', 602], ['Chevrolet', 'Express Ambulancia', 603]]],
  [7, 2, [['Yamaha', 'Lancha 25', 701], ['Zodiac', 'Pro 550', 702]]],
];

export const COLORS = ['Blanco', 'Negro', 'Azul', 'Gris', 'Plata', 'Blanco y Azul'];

export const GUN_PURPOSES = [
  'Servicio de patrullaje',
  'Custodia de instalaciones',
  'Escolta de autoridades',
  'Operativo de control',
  'Entrenamiento de tiro',
  'Comisión de servicio',
];

export const VEHICLE_PURPOSES = [
  'Patrullaje del cuadrante asignado',
  'Traslado de detenidos a tribunales',
  'Escolta de autoridades regionales',
  'Operativo de control vial nocturno',
  'Apoyo a la unidad de atención a la víctima',
  'Mantenimiento preventivo en taller',
];

export const DESTINATIONS = ['Caracas', 'Los Teques', 'Guarenas', 'Petare', 'La Guaira', 'Valencia', 'Maracay'];
