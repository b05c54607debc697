/**
 * The filters of the officer query (RRHH §2.2, §7.1: `GET rrhh/search`, its Excel export
 * and the extranet report), declared once: each filter's name, kind and description.
 * The server's query-string schemas, its query type and the statement shapes
 * (server/officers/search.ts), and the browser's call type and URL state
 * (resources/officers/api.ts, query/queryState.ts) all derive from this list.
 * Texts match as fragments (accents and case ignored); integers exactly.
 */
export interface SearchFilterDeclaration {
  kind: 'text' | 'integer';
  description: string;
}

export const OFFICER_SEARCH_FILTERS = {
  search: { kind: 'text', description: 'Nombre, cédula o código (sin distinguir acentos ni mayúsculas)' },
  codeRrhh: { kind: 'text', description: 'Código del funcionario (parcial)' },
  iapmchCode: { kind: 'text', description: 'Código actual (parcial)' },
  names: { kind: 'text', description: 'Nombres (fragmento)' },
  lastnames: { kind: 'text', description: 'Apellidos (fragmento)' },
  identification: { kind: 'integer', description: 'Cédula' },
  statusIn: { kind: 'integer', description: 'Estado' },
  gender: { kind: 'integer', description: 'Género' },
  range: { kind: 'integer', description: 'Rango' },
  typeRegister: { kind: 'integer', description: 'Tipo de Personal' },
  condition: { kind: 'integer', description: 'Condición' },
  academicLevel: { kind: 'integer', description: 'Grado de instrucción (grado)' },
  dependenceWork: { kind: 'text', description: 'Dependencia de trabajo (fragmento)' },
  dependency: { kind: 'integer', description: 'Dependencia' },
  subDependency: { kind: 'integer', description: 'Sub dependencia' },
  position: { kind: 'integer', description: 'Cargo (lista de cargos actuales)' },
} as const satisfies Record<string, SearchFilterDeclaration>;

type Filters = typeof OFFICER_SEARCH_FILTERS;
export type OfficerSearchFilterName = keyof Filters;

/** The filters of one search, as the server reads them (integers already numbers). */
export type OfficerSearchQuery = { [K in OfficerSearchFilterName]?: Filters[K]['kind'] extends 'integer' ? number : string };

/** The names of the filters of one kind, in declaration order. */
export function searchFilterNames(kind: SearchFilterDeclaration['kind']): OfficerSearchFilterName[] {
  return (Object.keys(OFFICER_SEARCH_FILTERS) as OfficerSearchFilterName[]).filter((name) => OFFICER_SEARCH_FILTERS[name].kind === kind);
}

/** Longest text a filter takes. */
export const SEARCH_TEXT_MAX = 100;

/**
 * The JSON-schema properties of the filters: typed (texts up to SEARCH_TEXT_MAX, integers)
 * for `GET rrhh/search`, or every one a string (`asText`) where a yup schema checks them
 * with Spanish messages naming the filter (the extranet report).
 */
export function searchFilterProperties(asText = false): Record<OfficerSearchFilterName, object> {
  const entries = (Object.entries(OFFICER_SEARCH_FILTERS) as [OfficerSearchFilterName, SearchFilterDeclaration][]).map(([name, filter]) => [
    name,
    asText ? { type: 'string', description: filter.description }
      : filter.kind === 'integer' ? { type: 'integer', description: filter.description } : { type: 'string', maxLength: SEARCH_TEXT_MAX, description: filter.description },
  ]);
  return Object.fromEntries(entries) as Record<OfficerSearchFilterName, object>;
}
