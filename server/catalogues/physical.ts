/** Physical-trait lists and uniform sizes (RRHH §3.3). */
import type { Catalog } from './types';

/** Builds a sequential key list (1..n) from plain labels. */
function sequential(labels: readonly string[]): Catalog {
  return labels.map((value, index) => ({ key: index + 1, value }));
}

export const PSYCHOMOTRICITY: Catalog = sequential(['Diestro', 'Zurdo', 'Ambidiestro']);

export const SKIN_COLOR: Catalog = sequential(['Blanca', 'Trigueña', 'Morena', 'Canela', 'Negra', 'Amarilla']);

export const HAIR_COLOR: Catalog = sequential([
  'Negro',
  'Castaño Oscuro',
  'Castaño Claro',
  'Rubio',
  'Pelirrojo',
  'Canoso',
  'Sin Cabello',
]);

export const EYE_COLOR: Catalog = sequential([
  'Negros',
  'Marrón Oscuro',
  'Marrón Claro',
  'Miel',
  'Verdes',
  'Azules',
  'Grises',
]);

export const SHIRT_SIZE: Catalog = sequential(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);

/** Waist sizes 26 to 48, even numbers. */
export const PANT_SIZE: Catalog = sequential(
  Array.from({ length: 12 }, (_, i) => String(26 + i * 2)),
);

/** Cap sizes in centimetres, 52 to 64. */
export const CAP_SIZE: Catalog = sequential(Array.from({ length: 13 }, (_, i) => `${52 + i} cm`));

/** Shoe sizes 34 to 47 (Venezuelan numbering). */
export const SHOES_SIZE: Catalog = sequential(Array.from({ length: 14 }, (_, i) => String(34 + i)));
