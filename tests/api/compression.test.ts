/**
 * Issue 31: the browser build is served from the .br / .gz copies written at build time
 * (with Vary and the same cache headers), and JSON answers above 1 KB leave compressed
 * when the client accepts it — not for a client that does not, not for small answers,
 * not for a file download.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../buildTools/precompress';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../../server/plugins/compression';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra ${i}`))};\n`;
const PAGE = `<!doctype html><html lang="es"><head><title>Policía</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(40)}</body></html>`;
/** The public pages' own shell (public.html: /noticias, /verify). */
const PUBLIC_PAGE = `<!doctype html><html lang="es"><head><title>Noticias</title><script type="module" src="/assets/public-abc123.js"></script></head><body><div id="root"></div>${'<!-- público -->'.repeat(40)}</body></html>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('br;q=abc, ;;, gzip')).toBe('gzip');
  });
});

describeOnEachDatabase('Compressed answers', (kind) => {
  let t: TestApp;
  let distDir: string;
  let token: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'policia-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), PAGE);
    writeFileSync(join(distDir, 'public.html'), PUBLIC_PAGE);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(distDir, 'assets', 'tiny-abc123.js'), 'export{};');
    writeFileSync(join(distDir, 'assets', 'logo-abc123.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    precompressDir(distDir);
    t = await createCustomTestApp(kind, { staticDir: distDir, demoData: false });
    token = await t.login();
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('the build step writes smaller .br and .gz copies of text assets only', () => {
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const original = readFileSync(join(distDir, file));
      const br = readFileSync(join(distDir, `${file}.br`));
      const gz = readFileSync(join(distDir, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    // Not smaller once compressed: no copy. Not text: not compressed at all.
    expect(existsSync(join(distDir, 'assets/tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(distDir, 'assets/logo-abc123.png.br'))).toBe(false);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['', undefined],
  ])('a script asked with Accept-Encoding "%s" is sent as %s, cached for a year, Vary: Accept-Encoding', async (accept, encoding) => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: accept ? { 'accept-encoding': accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(encoding, response.rawPayload)).toBe(SCRIPT);
  });

  it.each([
    ['br', '/'],
    ['gzip', '/login'],
    [undefined, '/home/rrhh/search'],
  ])('the HTML shell leaves as %s for %s and is still revalidated (no-cache)', async (encoding, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(encoding, response.rawPayload)).toBe(PAGE);
  });

  it.each([
    ['/noticias/taller-de-tiro', PUBLIC_PAGE],
    ['/verify/1a-abcdefghijklmnopqrstuv', PUBLIC_PAGE],
    ['/noticias', PAGE],
    ['/home/website', PAGE],
  ])('%s gets its own page: the public pages their light shell, the rest the app', async (url, page) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload)).toBe(page);
  });

  it('a file without a compressed copy is sent as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export{};');
  });

  it.each([['br'], ['gzip']])('a JSON answer above 1 KB leaves as %s when the client accepts it, identical once decoded', async (encoding) => {
    const plain = await t.call(token, { method: 'GET', url: '/api/auth/me' });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const compressed = await t.call(token, { method: 'GET', url: '/api/auth/me', headers: { 'accept-encoding': encoding } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['content-type']).toMatch(/application\/json/);
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(encoding, compressed.rawPayload))).toEqual(plain.json());
  });

  it('a small JSON answer and a Spanish error are sent as they are', async () => {
    const small = await t.call(null, { method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await t.call(null, { method: 'GET', url: '/api/auth/me', headers: { 'accept-encoding': 'br, gzip' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().message).toMatch(/Inicia sesión/);
  });

  it('a file download (xlsx) is not compressed again', async () => {
    const { url } = (await t.call(token, { method: 'GET', url: '/api/users/export/excel', headers: { 'accept-encoding': 'br, gzip' } })).json().data as { url: string };
    const download = await t.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/spreadsheetml/);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('the audit trail keeps the JSON of a compressed answer, not its bytes', async () => {
    const me = await t.call(token, { method: 'GET', url: '/api/auth/me', headers: { 'accept-encoding': 'br' } });
    expect(me.headers['content-encoding']).toBe('br');
    await t.app.flushAudit();
    const audits = await t.call(token, { method: 'GET', url: '/api/audits?endpoint=/api/auth/me' });
    const body = JSON.parse(decode(audits.headers['content-encoding'], audits.rawPayload)) as { data: { res: { body: { statusCode: number; data: { user: { username: string } } } } }[] };
    expect(body.data[0].res.body.statusCode).toBe(200);
    expect(body.data[0].res.body.data.user.username).toBe('admin');
  });
});
