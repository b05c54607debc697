/**
 * The one answer shape of the API: `{statusCode, message?, data, meta?}`; errors are
 * `{statusCode, message, errors?}` in Spanish. Route handlers throw `ApiError` and the
 * error handler (plugins/errors.ts) writes it.
 */
export interface PageMeta {
  total_elements: number;
  total_pages: number;
  page_number: number;
  page_size: number;
}

export function ok<T>(data: T, extra: { message?: string; meta?: PageMeta & { total_is_lower_bound?: boolean }; statusCode?: number } = {}) {
  return { statusCode: extra.statusCode ?? 200, ...(extra.message ? { message: extra.message } : {}), data, ...(extra.meta ? { meta: extra.meta } : {}) };
}

export function pageMeta(total: number, page: number, pageSize: number): PageMeta {
  return { total_elements: total, total_pages: Math.ceil(total / pageSize), page_number: page, page_size: pageSize };
}

export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (errors: string[]) => new ApiError(400, 'Datos enviados incorrectos.', errors);
export const notFound = (message = 'Recurso no encontrado.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const forbidden = () => new ApiError(403, 'No tienes permisos para realizar esta acción.');
export const unauthorized = (message = 'No autenticado. Inicia sesión para continuar.') => new ApiError(401, message);

/** Standard JSON schemas of the envelope, shared by every route for the API description. */
export const metaSchema = {
  type: 'object',
  properties: {
    total_elements: { type: 'integer' },
    total_pages: { type: 'integer' },
    page_number: { type: 'integer' },
    page_size: { type: 'integer' },
    total_is_lower_bound: { type: 'boolean', description: 'true cuando el total se detuvo en el límite de conteo (auditoría)' },
  },
} as const;

export function envelopeSchema(data: object = {}, description?: string) {
  return {
    ...(description ? { description } : {}),
    type: 'object',
    properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, data, meta: metaSchema },
  } as const;
}

export const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  // The maximum keeps ids inside PostgreSQL's integer (a larger one would fail in SQL, a 500).
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  search: { type: 'string', maxLength: 200 },
} as const;
