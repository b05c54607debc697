/**
 * Venezuelan geography for the initialization data: 24 states, 335 municipalities and
 * 1,139 parishes in the spec's shape {id_estado, estado, municipios: [{municipio,
 * parroquias}]}. The data file was taken once from the MIT-licensed npm package
 * `venezuela` (© 2018 Jobsamuel Núñez) and is shipped as plain data, so the browser, the
 * server and the shared validation can all read it.
 *
 * Note: the source lists the municipality Bolívar of Sucre with no parishes; the data is
 * kept as published so that the counts stay 24/335/1,139.
 */
import data from './venezuelaGeography.json';
import type { State } from './types';
import { isPlaceIn } from '../../resources/engine/validation';

export const STATES: readonly State[] = data;

/** Whether the municipality belongs to the state and the parish (when given) to the municipality. */
export function isPlaceOf(stateId: unknown, municipality: unknown, parish?: unknown): boolean {
  return isPlaceIn(STATES, stateId, municipality, parish);
}
