/**
 * The HTTP client of the browser: bearer token from local storage, version header,
 * time-outs (30 s writes, 90 s reads), empty query values dropped, and the Spanish
 * error catalogue of spec 1 §8. Errors are react-admin HttpErrors whose `body` keeps
 * the server's `errors` list.
 */
import { HttpError } from 'react-admin';
import { READ_TIMEOUT_MS, TOKEN_KEY, VERSION_HEADER, VERSION_KEY, WRITE_TIMEOUT_MS } from './constants';

export interface ApiEnvelope<T> {
  statusCode: number;
  message?: string;
  data: T;
  /** `total_is_lower_bound`: the audit list stopped counting at its cap (the total is at least this). */
  meta?: { total_elements: number; total_pages: number; page_number: number; page_size: number; total_is_lower_bound?: boolean };
  errors?: string[];
}

export type QueryValue = string | number | boolean | null | undefined;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Builds a query string, dropping empty, null and NaN values (spec 1 §5 General). */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function messageForStatus(status: number | undefined): string {
  if (status === undefined || status === 0) return 'Error inesperado. Inténtalo de nuevo.';
  if (status === 400) return 'Datos enviados incorrectos.';
  if (status === 404) return 'Recurso no encontrado.';
  if (status === 500) return 'Error interno del servidor.';
  return `Error inesperado (código: ${status}).`;
}

/** Reloads the page when the server reports a new system version (spec 1 §4). */
function checkVersion(response: Response, method: string) {
  const version = response.headers.get(VERSION_HEADER);
  if (!version || method !== 'GET') return;
  const stored = localStorage.getItem(VERSION_KEY);
  localStorage.setItem(VERSION_KEY, version);
  if (stored && stored !== version) window.location.reload();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON, or a FormData sent as multipart (uploads). */
  body?: unknown;
  /** Login must not treat its own 401 as an expired session. */
  anonymous?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token && !options.anonymous) headers.set('Authorization', `Bearer ${token}`);
  const version = localStorage.getItem(VERSION_KEY);
  if (version) headers.set(VERSION_HEADER, version);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/${path}${toQueryString(options.query)}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    const cors = error instanceof TypeError && /cors/i.test(error.message);
    throw new HttpError(cors ? 'Error de CORS. Verifica la configuración del servidor.' : 'Error de conexión. Revisa tu red.', 0, {});
  } finally {
    clearTimeout(timer);
  }
  checkVersion(response, method);
  const body = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!response.ok) {
    const message = body?.message ?? messageForStatus(response.status);
    throw new HttpError(message, response.status, body ?? {});
  }
  if (!body) throw new HttpError('Error inesperado. Inténtalo de nuevo.', response.status, {});
  return body;
}

/** What the server's answer said about a failed request: its `errors` list, else its message; none when it said nothing. */
export function serverMessagesOf(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as Partial<ApiEnvelope<unknown>> | undefined;
  if (Array.isArray(body?.errors) && body.errors.length) return body.errors;
  return typeof body?.message === 'string' && body.message ? [body.message] : [];
}

/**
 * The messages of a failed request: the server's, else the caller's `fallback` (the spec's
 * text for that call, e.g. 'Error al crear el arma'), else the platform's text for the status.
 */
export function errorMessagesOf(error: unknown, fallback?: string): string[] {
  const said = serverMessagesOf(error);
  if (said.length) return said;
  if (fallback) return [fallback];
  if (error instanceof Error) return [error.message];
  return ['Error inesperado. Inténtalo de nuevo.'];
}

/** A stored file behind the bearer session (`url` as the server gives it, under /api/). */
export async function apiBlob(url: string): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url.startsWith('/') ? url : `/api/${url}`, { headers, credentials: 'include' });
  if (!response.ok) throw new HttpError(messageForStatus(response.status), response.status, {});
  return response.blob();
}
