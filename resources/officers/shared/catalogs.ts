/**
 * The data-init catalogues the officer screens read (RRHH §3.11): lists keyed by number
 * with the fallback label 'N/A', and the geography (state → municipality → parish).
 */
import { useCallback } from 'react';
import { labelOf } from '../../../server/catalogues/labelOf';
import { useSession, type CatalogItem } from '../../../src/session/SessionContext';

export type { CatalogItem };

/** A list of `data-init.rrhh` (or of `data-init.configuration` with `group`). */
export function useCatalog(name: string, group: 'rrhh' | 'configuration' = 'rrhh'): CatalogItem[] {
  const { dataInit } = useSession();
  const list = (dataInit[group] as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(list) ? (list as CatalogItem[]) : [];
}

/** `label(name, key)`: the Spanish label of a key of a `data-init.rrhh` list, or 'N/A'. */
export function useRrhhLabel(): (name: string, key: number | string | null | undefined) => string {
  const { dataInit } = useSession();
  return useCallback((name: string, key: number | string | null | undefined) => labelOf((dataInit.rrhh as Record<string, CatalogItem[]>)[name], key), [dataInit]);
}

/** Geography of data-init: states by `id_estado`, municipalities and parishes by name. */
export function useGeography() {
  const { dataInit } = useSession();
  const states = dataInit.states;
  return {
    states,
    stateName: (id: number | null | undefined) => states.find((s) => s.id_estado === Number(id))?.estado ?? 'N/A',
    municipalities: (stateId: number | null | undefined) => states.find((s) => s.id_estado === Number(stateId))?.municipios ?? [],
    parishes: (stateId: number | null | undefined, municipality: string | null | undefined) =>
      states.find((s) => s.id_estado === Number(stateId))?.municipios.find((m) => m.municipio === municipality)?.parroquias ?? [],
  };
}
