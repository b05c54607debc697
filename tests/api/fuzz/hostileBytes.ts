/**
 * Requests that carry NUL bytes, lone surrogates or invalid UTF-8 in one part: the path,
 * the query (a value or a parameter's name), a header, a JSON body (as escapes or as raw
 * bytes), or a multipart part's field and file names. Each carries a marker header so its
 * own audit entry can be found afterwards.
 */
import fc from 'fast-check';
import type { FuzzRequest } from './arbitraries';
import type { FuzzRoute } from './routes';

export const HOSTILE_PARTS = ['ruta', 'consulta', 'nombre de parámetro', 'cabecera', 'cuerpo JSON', 'cuerpo en bytes', 'multipart'] as const;
export type HostilePart = (typeof HOSTILE_PARTS)[number];

export interface HostileRequest extends FuzzRequest {
  part: HostilePart;
  marker: string;
}

/** As they travel in a URL: NUL, UTF-16 surrogates encoded as UTF-8, overlong and truncated sequences, stray bytes. */
const ENCODED = ['%00', 'a%00b', '%ED%A0%80', '%ED%BF%BF', 'x%ED%B0%80y', '%C0%AF', '%C0%80', '%FF', '%FE%FF', '%C3%28', '%E2%82', '%F0%28%8C%28'];
/** As a JavaScript string: what a client library would put in a header or a JSON text. */
const TEXTS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '\udc00\ud800', 'ñ\u0000ñ', '\u00ff\u00fe', '\u00c3\u0028'];
/** JSON escapes that decode to NUL or lone surrogates. */
const JSON_ESCAPES = ['\\u0000', 'a\\u0000b', '\\ud800', '\\udfff', 'x\\udbffy', '\\udc00\\ud800'];
/** Bytes no UTF-8 decoder accepts. */
const RAW_BYTES = [[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf0, 0x28, 0x8c, 0x28], [0x00], [0xc3]];
const HEADERS = ['user-agent', 'referer', 'origin', 'accept-language', 'x-forwarded-for', 'x-extra'];

/** A record id no test creates: the request reaches the handler without changing a row. */
const NO_RECORD = '2000000000';

function pathOf(route: FuzzRoute, hostileSegment?: string): string {
  if (route.pathParams.length === 0) return hostileSegment === undefined ? route.path : `${route.path}/${hostileSegment}`;
  return route.pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, i === 0 && hostileSegment !== undefined ? hostileSegment : NO_RECORD), route.path);
}

function multipartBody(fieldName: Buffer, fileName: Buffer): { contentType: string; body: Buffer } {
  const boundary = '----hostilboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), fieldName, Buffer.from('"; filename="'), fileName,
    Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(64)}\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** Whether `route` takes hostile bytes in `part` (bodies only where it reads one, multipart where it uploads). */
export function routeTakes(route: FuzzRoute, part: HostilePart): boolean {
  if (part === 'multipart') return route.multipart;
  if (part === 'cuerpo JSON' || part === 'cuerpo en bytes') return route.method !== 'GET' && route.method !== 'DELETE';
  return true;
}

/** One hostile request to `route` in `part`; `marker` goes in its `x-marca` header. */
export function hostileRequestFor(route: FuzzRoute, marker: string, part: HostilePart): fc.Arbitrary<HostileRequest> {
  const base = (part: HostilePart, url: string, headers: Record<string, string> = {}, payload?: FuzzRequest['payload']): HostileRequest => ({
    method: route.method, url, headers: { 'x-marca': marker, ...headers }, part, marker, kind: part, ...(payload !== undefined ? { payload } : {}),
  });
  const fields = ['unknown', ...Object.keys(route.body)];
  switch (part) {
    case 'ruta':
      return fc.constantFrom(...ENCODED).map((segment) => base(part, pathOf(route, segment)));
    case 'consulta':
      return fc.tuple(fc.constantFrom(...route.query.map((q) => q.name), 'search', 'q'), fc.constantFrom(...ENCODED))
        .map(([name, value]) => base(part, `${pathOf(route)}?${encodeURIComponent(name)}=${value}`));
    case 'nombre de parámetro':
      return fc.constantFrom(...ENCODED).map((name) => base(part, `${pathOf(route)}?${name}=1&k${name}=2`));
    case 'cabecera':
      return fc.tuple(fc.constantFrom(...HEADERS), fc.constantFrom(...TEXTS)).map(([header, value]) => base(part, pathOf(route), { [header]: value }));
    case 'cuerpo JSON':
      return fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...JSON_ESCAPES), fc.constantFrom(...JSON_ESCAPES))
        .map(([field, value, key]) => base(part, pathOf(route), { 'content-type': 'application/json' }, `{"${field}":"${value}","${key}":{"${key}":["${value}"]}}`));
    case 'cuerpo en bytes':
      return fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...RAW_BYTES))
        .map(([field, bytes]) => base(part, pathOf(route), { 'content-type': 'application/json; charset=utf-8' },
          Buffer.concat([Buffer.from(`{"${field}":"a`), Buffer.from(bytes), Buffer.from('b"}')])));
    case 'multipart':
      return fc.tuple(fc.constantFrom(...RAW_BYTES), fc.constantFrom(...RAW_BYTES), fc.constantFrom('files', 'file', 'documents')).map(([nameBytes, fileBytes, field]) => {
        const { contentType, body } = multipartBody(Buffer.concat([Buffer.from(field), Buffer.from(nameBytes)]), Buffer.concat([Buffer.from('acta'), Buffer.from(fileBytes), Buffer.from('.pdf')]));
        return base(part, pathOf(route), { 'content-type': contentType }, body);
      });
  }
}
