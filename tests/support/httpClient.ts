/**
 * A small HTTP client for tests against server processes (`serverProcess.ts`): the same
 * call shape as `TestApp.call`, answered over the loopback instead of `inject`.
 */
import { expect } from 'vitest';
import { PROCESS_ADMIN_PASSWORD } from './serverProcess';
import type { Envelope } from './api';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** An object is sent as JSON; a Buffer as it is (with its own content-type header). */
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  statusCode: number;
  rawPayload: Buffer;
  json: <T>() => T;
}

export interface HttpClient {
  baseUrl: string;
  call: (token: string | null, request: HttpRequest) => Promise<HttpAnswer>;
  /** POST /api/auth/login; the token, or the refusal's status. */
  tryLogin: (username: string, password: string) => Promise<{ status: number; token?: string }>;
  login: (username?: string, password?: string) => Promise<string>;
}

export function httpClient(baseUrl: string): HttpClient {
  const call: HttpClient['call'] = async (token, request) => {
    const isBuffer = Buffer.isBuffer(request.payload);
    const headers: Record<string, string> = {
      ...(request.payload && !isBuffer ? { 'content-type': 'application/json' } : {}),
      ...(request.headers ?? {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const body = request.payload === undefined ? undefined : isBuffer ? new Uint8Array(request.payload as Buffer) : JSON.stringify(request.payload);
    const response = await fetch(`${baseUrl}${request.url}`, { method: request.method, headers, body });
    const rawPayload = Buffer.from(await response.arrayBuffer());
    return { statusCode: response.status, rawPayload, json: <T>() => JSON.parse(rawPayload.toString('utf8')) as T };
  };
  const tryLogin: HttpClient['tryLogin'] = async (username, password) => {
    const answer = await call(null, { method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (answer.statusCode !== 200) return { status: answer.statusCode };
    return { status: 200, token: answer.json<Envelope<{ access_token: string }>>().data.access_token };
  };
  const login: HttpClient['login'] = async (username = 'admin', password = PROCESS_ADMIN_PASSWORD) => {
    const { status, token } = await tryLogin(username, password);
    if (!token) throw new Error(`login ${username} failed: ${status}`);
    return token;
  };
  return { baseUrl, call, tryLogin, login };
}

/** Asserts a status and returns the envelope; on mismatch the body is in the failure. */
export function expectHttpStatus<T = unknown>(answer: HttpAnswer, status: number): Envelope<T> {
  expect({ status: answer.statusCode, body: answer.rawPayload.toString('utf8') }).toMatchObject({ status });
  return answer.json<Envelope<T>>();
}
