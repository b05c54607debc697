/**
 * Malformed inputs for any route, built from its declared parameters and body schema:
 * wrong types (objects, arrays, booleans where a string goes), NUL bytes, lone
 * surrogates, integers beyond any column, impossible dates, huge texts, JSON nested
 * thousands of levels, truncated JSON and multipart bodies, unexpected content types.
 */
import fc from 'fast-check';
import type { FuzzRoute, JsonSchema } from './routes';

/** One request, ready for `app.inject`. */
export interface FuzzRequest {
  method: FuzzRoute['method'];
  url: string;
  headers: Record<string, string>;
  /** Sent as is (already serialized) when a string; JSON otherwise. */
  payload?: string | Buffer | Record<string, unknown>;
  /** What this run mutates (shown in failures). */
  kind: string;
}

const HUGE_TEXT = 'A'.repeat(300_000);
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const evilStrings = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ufeff', '', ' ', HUGE_TEXT, 'ñ'.repeat(5000),
  '2024-02-30', '2024-13-01', '2023-02-29', '0000-00-00', '99999-01-01', '2024-1-1', '31/12/2024',
  '1e308', '-1e308', 'NaN', 'Infinity', '-1', '0', '1.5', '99999999999999999999', '2147483648',
  "'; drop table users; --", '%', '_', '\\', '{}', '[]', 'null', 'true',
];
const evilNumbers = [1e308, -1e308, 2147483648, -2147483649, 2 ** 53 + 2, 1.5, -1, 0, Number.MAX_SAFE_INTEGER, 4294967296];
const evilStructures: unknown[] = [null, true, false, {}, { a: 1 }, [], [1, 2], ['a'], { $gt: '' }, [[[[[[]]]]]]];

/** A value that is wrong for (or at the edge of) any field. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...evilStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...evilNumbers) },
  { weight: 3, arbitrary: fc.constantFrom(...evilStructures) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value that fits the schema, so the other fields reach the rules (and the database). */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (type === 'integer' || type === 'number') return fc.constantFrom(1, 2, 3);
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.constant([]);
  if (type === 'object') return fc.constant({});
  if (schema.format === 'date') return fc.constantFrom('2024-01-15', '2025-06-30');
  if (schema.format === 'email') return fc.constant('fuzz@policia.gob.ve');
  return fc.constantFrom('Prueba', 'ABC-123', 'V12345678');
}

/** A query value as text: evil texts, numbers written out, empty, or the parameter twice. */
const evilQueryText: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.constantFrom(...evilStrings.filter((s) => s !== HUGE_TEXT), 'A'.repeat(5000)),
  fc.constantFrom(...evilNumbers.map(String)),
  fc.constant<string[]>(['1', '2']),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const evilPathSegment = fc.constantFrom(
  '0', '-1', '1.5', '1e3', 'abc', '99999999999', '2147483648', '1e308', '9007199254740993', '%00', 'a%00b',
  '%ED%A0%80', '%C0%AF', '%FF', '..%2F..%2Fetc', 'a'.repeat(3000), '%20', 'null', 'V12345678', 'ABC-123',
);

function encodeQuery(values: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(key)}=${safeEncode(item)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** encodeURIComponent refuses lone surrogates: those are sent as their raw (invalid) UTF-8 bytes. */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(Buffer.from(value, 'utf8')).map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

const rawBodies: { kind: string; contentType: string; body: string | Buffer }[] = [
  { kind: 'JSON truncado', contentType: 'application/json', body: '{"a": "b' },
  { kind: 'JSON inválido', contentType: 'application/json', body: "{'a': 1}" },
  { kind: 'JSON anidado (arreglos)', contentType: 'application/json', body: deepArray(20_000) },
  { kind: 'JSON anidado (objetos)', contentType: 'application/json', body: deepObject(20_000) },
  { kind: 'JSON con \\u0000 y surrogates', contentType: 'application/json', body: '{"a":"\\u0000","b":"\\ud800","c":{"d":"\\udfff\\u0000"}}' },
  { kind: 'JSON vacío', contentType: 'application/json', body: '' },
  { kind: 'JSON escalar', contentType: 'application/json', body: '42' },
  { kind: 'JSON nulo', contentType: 'application/json', body: 'null' },
  { kind: 'tipo de contenido desconocido', contentType: 'application/xml', body: '<a>1</a>' },
  { kind: 'texto plano', contentType: 'text/plain', body: 'hola' },
  { kind: 'JSON demasiado grande', contentType: 'application/json', body: `{"a":"${'x'.repeat(1_100_000)}"}` },
];

function multipartBodies(): { kind: string; contentType: string; body: Buffer }[] {
  const boundary = '----fuzzboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="acta.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const full = `${head}%PDF-1.4\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  return [
    { kind: 'multipart truncado', contentType: type, body: Buffer.from(full.slice(0, head.length + 30)) },
    { kind: 'multipart sin cierre', contentType: type, body: Buffer.from(full.replace(`--${boundary}--\r\n`, '')) },
    { kind: 'multipart sin boundary', contentType: 'multipart/form-data', body: Buffer.from(full) },
    { kind: 'multipart con otro boundary', contentType: 'multipart/form-data; boundary=otro', body: Buffer.from(full) },
    { kind: 'multipart vacío', contentType: type, body: Buffer.alloc(0) },
    { kind: 'multipart nombre con NUL', contentType: type, body: Buffer.from(full.replace('acta.pdf', 'ac\u0000ta.pdf')) },
    { kind: 'multipart PDF falso', contentType: type, body: Buffer.from(full.replace('%PDF-1.4', 'MZ\u0090\u0000 %PDF-1.4')) },
  ];
}

/** Every way one request to `route` can be malformed; `ids` are existing record ids to reach handlers. */
export function requestFor(route: FuzzRoute, token: string): fc.Arbitrary<FuzzRequest> {
  const auth = { authorization: `Bearer ${token}` };
  const pathValue = (schema: JsonSchema) =>
    fc.oneof({ weight: 3, arbitrary: plausible(schema).map(String) }, { weight: 1, arbitrary: evilPathSegment });
  const pathArb = fc.tuple(...route.pathParams.map((p) => pathValue(p.schema))).map((values) => {
    let url = route.path;
    route.pathParams.forEach((p, i) => { url = url.replace(`{${p.name}}`, values[i]); });
    return url;
  });
  const goodPath = fc.constant(route.pathParams.reduce((url, p) => url.replace(`{${p.name}}`, '1'), route.path));
  const queryArb = fc.dictionary(
    fc.constantFrom(...route.query.map((q) => q.name), 'unknown', '__proto__', 'constructor'),
    evilQueryText,
    { maxKeys: 4 },
  );
  const bodyKeys = Object.keys(route.body);
  const bodyArb = fc
    .tuple(
      fc.record(Object.fromEntries(bodyKeys.map((key) => [key, plausible(route.body[key])])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom(...bodyKeys, 'unknown', 'id', 'createdAt'), evilValue, { minKeys: 1, maxKeys: 4 }),
    )
    .map(([good, evil]) => ({ ...good, ...evil }));
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const options: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(pathArb, queryArb).map(([path, query]) => ({
      method: route.method, url: `${path}${encodeQuery(query)}`, headers: auth, kind: 'ruta y consulta',
      ...(hasBody ? { payload: {} } : {}),
    })),
    fc.constant({ method: route.method, url: `${route.path.replace(/\{[^}]+\}/g, '1')}?q=${'a'.repeat(120_000)}`, headers: auth, kind: 'URL enorme' }),
  ];
  if (hasBody) {
    options.push(
      fc.tuple(goodPath, bodyArb).map(([url, body]) => ({ method: route.method, url, headers: auth, payload: body, kind: 'cuerpo' })),
      fc.tuple(goodPath, bodyArb).map(([url, body]) => ({ method: route.method, url, headers: auth, payload: body, kind: 'cuerpo' })),
      fc.tuple(goodPath, fc.constantFrom(...rawBodies)).map(([url, raw]) => ({
        method: route.method, url, headers: { ...auth, 'content-type': raw.contentType }, payload: raw.body, kind: raw.kind,
      })),
    );
  }
  if (route.multipart) {
    options.push(fc.tuple(goodPath, fc.constantFrom(...multipartBodies())).map(([url, raw]) => ({
      method: route.method, url, headers: { ...auth, 'content-type': raw.contentType }, payload: raw.body, kind: raw.kind,
    })));
  }
  return fc.oneof(...options);
}
