/**
 * Graceful shutdown (issue 18): on SIGTERM the server stops taking new requests, finishes
 * the ones in flight, writes the audit entries still waiting in memory, closes the
 * database and exits 0. The server runs as a real process (npm start's entry) on PGlite
 * under a temporary DATA_DIR; the trail is read back from that folder afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { processLogin, startServerProcess } from '../support/serverProcess';

/**
 * A POST whose body arrives in two halves: `started` once the server has read its headers
 * (it answers 'Expect: 100-continue' with 100 Continue when it parses them) and the first
 * half is sent, `finish()` sends the rest.
 */
function slowPost(url: string, token: string, body: string) {
  const request = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}`, expect: '100-continue' } });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => { response.resume(); resolve(response.statusCode ?? 0); });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) => request.on('continue', () => {
    request.write(body.slice(0, half), () => resolve());
  }));
  request.flushHeaders();
  return { started, answer, finish: () => request.end(body.slice(half)) };
}

/** Resolves once `done()` holds, checking every 20 ms (the test's timeout bounds it). */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const dataDir = mkdtempSync(join(tmpdir(), 'policia-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('SIGTERM: las peticiones en curso terminan, la auditoría pendiente se escribe y el proceso sale con 0', async () => {
  const server = await startServerProcess({ dataDir });
  const token = await processLogin(server.baseUrl);
  const auth = { authorization: `Bearer ${token}` };

  // A write in flight when the signal arrives: its body is still arriving.
  const body = JSON.stringify({ name: 'Estación del cierre', code: 'EST-CIERRE' });
  const write = slowPost(`${server.baseUrl}/api/gunpark/stations`, token, body);
  await write.started;
  // Reads just answered: their audit entries wait in memory for the next batch write.
  const reads = await Promise.all(Array.from({ length: 3 }, (_, i) => fetch(`${server.baseUrl}/api/roles?page=1&pageSize=${i + 1}`, { headers: { ...auth, connection: 'close' } })));
  expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
  server.child.kill('SIGTERM');
  // The server has taken the signal (it says so) before the write's body completes.
  await until(() => server.output().includes('SIGTERM recibido'));
  write.finish();
  expect(await write.answer).toBe(201);
  // New requests are refused (no connection, or a 503 while it closes).
  const late = await fetch(`${server.baseUrl}/api/roles`, { headers: auth }).then((r) => r.status, () => 'refused');
  expect(['refused', 503]).toContain(late);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('SIGTERM recibido');

  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const trail = await database.rawQuery("select endpoint, method, status_code from audits where endpoint in ('/api/gunpark/stations', '/api/roles') order by id");
    expect(trail.filter((e) => e.endpoint === '/api/gunpark/stations' && e.status_code === 201)).toHaveLength(1);
    expect(trail.filter((e) => e.endpoint === '/api/roles' && e.method === 'GET')).toHaveLength(3);
    expect(await database.rawQuery("select code from stations where code = 'EST-CIERRE'")).toHaveLength(1);
  } finally {
    await database.close();
  }
}, 180_000);
