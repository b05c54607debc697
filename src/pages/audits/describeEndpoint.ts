/**
 * Human description of an audited call (spec 1 §2.9): derived from the endpoint path and
 * the HTTP method. Known areas (session, initialization data, RRHH, disciplinary,
 * vehicles, weapons park, audits, users, roles) read 'Área: Acción'; other paths fall
 * back to create / update / delete / list / search labels chosen by keyword; anything
 * that cannot be processed falls back to the endpoint itself or 'Endpoint desconocido'.
 * Pure: no React, no i18n provider (the texts are the Spanish catalogue of the viewer).
 */

export const UNKNOWN_ENDPOINT = 'Endpoint desconocido';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Noun {
  one: string;
  many: string;
  /** A single resource (a dashboard, a time summary): a GET reads it, it is not a list. */
  single?: boolean;
}

interface Area {
  label: string;
  /** Verb of a POST: 'Registro' for records, 'Creación' for configuration objects. */
  create: string;
  /** What the area's own path manages, when no sub-resource is named. */
  noun?: Noun;
}

const AREAS: Record<string, Area> = {
  rrhh: { label: 'Recursos Humanos', create: 'Registro', noun: { one: 'funcionario', many: 'funcionarios' } },
  disciplinary: { label: 'Disciplinario', create: 'Registro', noun: { one: 'caso', many: 'casos' } },
  vehicle: { label: 'Transporte', create: 'Registro', noun: { one: 'vehículo', many: 'vehículos' } },
  'vehicle-assignments': { label: 'Transporte', create: 'Registro', noun: { one: 'asignación de vehículo', many: 'asignaciones de vehículos' } },
  gunpark: { label: 'Parque de Armas', create: 'Registro' },
  audits: { label: 'Auditoría', create: 'Registro', noun: { one: 'registro', many: 'registros' } },
  users: { label: 'Usuarios', create: 'Creación' },
  roles: { label: 'Roles', create: 'Creación' },
};

const n = (one: string, many: string, single = false): Noun => ({ one, many, single });

/** Sub-resources named in the path (by segment). */
const NOUNS: Record<string, Noun> = {
  reentries: n('reingreso', 'reingresos'),
  addreentry: n('reingreso', 'reingresos'),
  disincorporations: n('egreso', 'egresos'),
  adddisincorporation: n('egreso', 'egresos'),
  vacations: n('vacaciones y reposos', 'vacaciones y reposos'),
  addvacationorrest: n('vacaciones o reposo', 'vacaciones y reposos'),
  listvacationandrest: n('vacaciones y reposos', 'vacaciones y reposos'),
  'com-service': n('comisión de servicio', 'comisiones de servicio'),
  documents: n('documento', 'documentos'),
  images: n('imagen', 'imágenes'),
  guns: n('arma', 'armas'),
  stations: n('estación', 'estaciones'),
  'officer-assignments': n('asignación a funcionario', 'asignaciones a funcionarios'),
  'cases-by-officer': n('casos del funcionario', 'casos del funcionario', true),
  'assigned-assets': n('bienes asignados', 'bienes asignados', true),
  'work-time': n('tiempo de servicio', 'tiempo de servicio', true),
  dashboard: n('estadísticas', 'estadísticas', true),
  qr: n('código QR', 'códigos QR', true),
  endpoints: n('endpoints', 'endpoints'),
};

/** Verbs named in the path; `noun` says whether the sub-resource is appended. */
const ACTION_KEYWORDS: { test: RegExp; verb: string; noun: boolean }[] = [
  { test: /^(export|excel|xlsx)$/, verb: 'Exportación a Excel', noun: false },
  { test: /^status$/, verb: 'Cambio de estado', noun: false },
  { test: /^(report|pdf)$/, verb: 'Generación de reporte', noun: false },
  { test: /^approve$/, verb: 'Aprobación', noun: false },
  { test: /^reject$/, verb: 'Rechazo', noun: false },
  { test: /^finish$/, verb: 'Finalización', noun: false },
  { test: /^unassign$/, verb: 'Desasignación', noun: false },
  { test: /^assign$/, verb: 'Asignación', noun: false },
  { test: /^(search|autocomplete|filter|find|exact|multi|identification)$/, verb: 'Búsqueda', noun: true },
];

/**
 * Generic labels for paths outside the known areas, by keyword, in this order. Tested on
 * the words of the path ('com-service' → 'com', 'service'), from their start.
 */
const FALLBACK_KEYWORDS: { test: RegExp; label: string }[] = [
  { test: /^(export|excel)/, label: 'Exportación a Excel' },
  { test: /^(delete|remove|destroy)/, label: 'Eliminación de registro' },
  { test: /^(update|edit|modify)/, label: 'Actualización de registro' },
  { test: /^(create|add(?!ress)|register$|new$|save$)/, label: 'Creación de registro' },
  { test: /^(search|autocomplete|filter|find|query$|lookup)/, label: 'Búsqueda de registros' },
  { test: /^(list|all$)/, label: 'Listado de registros' },
];

/** Numeric ids, UUIDs, Mongo-style ids, identity numbers (V-12345678) and route placeholders. */
export function isIdSegment(segment: string): boolean {
  return (
    /^\d+$/.test(segment) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    /^[0-9a-f]{24}$/i.test(segment) ||
    /^[ve]-?\d{5,}$/i.test(segment) ||
    /^(\{[^}]+\}|:[a-z_]\w*)$/i.test(segment)
  );
}

/** 'https://host/api/users/1?x=1' → ['users', '1'] (lower case, no api/ prefix). */
export function pathSegments(endpoint: string): string[] {
  const path = endpoint.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase());
  if (segments[0] === 'api') segments.shift();
  return segments;
}

function normalizeMethod(method: unknown): Method {
  const upper = typeof method === 'string' ? method.trim().toUpperCase() : '';
  if (!METHODS.includes(upper)) throw new Error(`método desconocido: ${String(method)}`);
  return upper as Method;
}

function describeSession(segments: string[], method: Method): string | null {
  if (segments[0] !== 'auth') return null;
  const action = segments[1];
  if (action === 'login') return 'Inicio de sesión';
  if (action === 'logout') return 'Cierre de sesión';
  if (action === 'me') return 'Consulta de sesión';
  if (action === 'refresh') return 'Renovación de sesión';
  return method === 'GET' ? 'Consulta de autenticación' : 'Autenticación';
}

function describeArea(area: Area, rest: string[], method: Method): string {
  const words = rest.filter((s) => !isIdSegment(s));
  const nounIndex = rest.findLastIndex((s) => s in NOUNS);
  const noun = nounIndex >= 0 ? NOUNS[rest[nounIndex]] : area.noun;
  const keyword = ACTION_KEYWORDS.find((k) => words.some((w) => k.test.test(w)));

  const listing = words.some((w) => w.startsWith('list') || w === 'all' || w === 'active');
  /** Ids after the resource's name: the call targets one item (rrhh/5, rrhh/5/policial). */
  const targetsOne = rest.slice(nounIndex + 1).some(isIdSegment);
  const many = noun !== undefined && (keyword?.verb === 'Búsqueda' || listing || (!targetsOne && ['GET', 'HEAD', 'DELETE'].includes(method)));
  const object = noun ? ` de ${many ? noun.many : noun.one}` : '';

  let action: string;
  if (keyword) {
    action = keyword.noun ? `${keyword.verb}${object}` : keyword.verb;
  } else if (method === 'GET' || method === 'HEAD') {
    const one = !listing && (targetsOne || Boolean(noun?.single));
    action = `${one ? 'Consulta' : 'Listado'}${object}`;
  } else if (method === 'POST') {
    action = `${area.create}${object}`;
  } else if (method === 'DELETE') {
    action = `Eliminación${object}`;
  } else {
    action = `Actualización${object}`;
  }
  return `${area.label}: ${action}`;
}

function describeFallback(segments: string[], method: Method): string {
  const words = segments.filter((s) => !isIdSegment(s)).flatMap((s) => s.split(/[-_.]/));
  const keyword = FALLBACK_KEYWORDS.find((k) => words.some((w) => k.test.test(w)));
  if (keyword) return keyword.label;
  if (method === 'POST') return 'Creación de registro';
  if (method === 'PUT' || method === 'PATCH') return 'Actualización de registro';
  if (method === 'DELETE') return 'Eliminación de registro';
  const endsWithId = segments.length > 0 && isIdSegment(segments[segments.length - 1]);
  return endsWithId ? 'Consulta de registro' : 'Listado de registros';
}

function describe(endpoint: string, rawMethod: unknown): string {
  const segments = pathSegments(endpoint);
  if (segments.length === 0) throw new Error('endpoint vacío');
  const method = normalizeMethod(rawMethod);
  const session = describeSession(segments, method);
  if (session) return session;
  if (segments[0] === 'data-init') return 'Consulta de datos de inicialización';
  const [first, ...rest] = segments;
  const area = AREAS[first];
  return area ? describeArea(area, rest, method) : describeFallback(segments, method);
}

/** Never throws: on any failure returns the endpoint as given, or 'Endpoint desconocido'. */
export function describeEndpoint(endpoint: unknown, method: unknown): string {
  const raw = typeof endpoint === 'string' ? endpoint.trim() : '';
  if (!raw) return UNKNOWN_ENDPOINT;
  try {
    return describe(raw, method);
  } catch {
    return raw;
  }
}
