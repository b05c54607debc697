/**
 * Venezuelan geography for the initialization data: 24 states, 335
 * municipalities and 1,139 parishes, taken at runtime from the MIT-licensed
 * npm package `venezuela` (file venezuela.js, a CommonJS array) and mapped to
 * the spec shape {id_estado, estado, municipios: [{municipio, parroquias}]}.
 * Computed once, at module load. Server-only (uses node:module).
 *
 * Note: the package lists the municipality Bolívar of Sucre with no parishes;
 * the data is kept as published so that the counts stay 24/335/1,139.
 */
import { createRequire } from 'node:module';
import type { State } from './types';

interface RawMunicipality {
  municipio: string;
  capital?: string;
  parroquias: string[];
}

interface RawState {
  id_estado: number;
  estado: string;
  iso_31662?: string;
  capital?: string;
  municipios: RawMunicipality[];
}

const require = createRequire(import.meta.url);

function loadStates(): State[] {
  const raw = require('venezuela/venezuela.js') as RawState[];
  return raw
    .map((state) => ({
      id_estado: state.id_estado,
      estado: state.estado,
      municipios: state.municipios.map((m) => ({
        municipio: m.municipio,
        parroquias: [...m.parroquias],
      })),
    }))
    .sort((a, b) => a.id_estado - b.id_estado);
}

export const STATES: readonly State[] = loadStates();
