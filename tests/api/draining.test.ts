/**
 * Shutdown drain (issue 18/19): a request that arrives on an open connection after
 * `app.close()` began gets the Spanish 503 envelope with Connection: close, and
 * /api/ready says the instance is closing; the request in flight still finishes.
 * Driven over one raw socket with a pipelined request, as a balancer's keep-alive would.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { CLOSING_MESSAGE } from '../../server/plugins/draining';
import { createTestApp } from '../support/testApp';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('during close: the write in flight answers 201, a pipelined /api/ready gets the Spanish 503', async () => {
  const { app, login, close } = await createTestApp('pglite');
  const token = await login();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const body = JSON.stringify({ name: 'Estación del drenaje', code: 'EST-DRENAJE' });
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => { received += chunk; });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.write(
    `POST /api/gunpark/stations HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  await pause(300);
  const closed = app.close();
  await pause(200);
  socket.write(`${body.slice(10)}GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  await Promise.race([ended, pause(10_000)]);
  socket.destroy();
  await closed;
  await close();

  const answers = received.split(/(?=HTTP\/1\.1 )/);
  expect(answers[0]).toMatch(/^HTTP\/1\.1 201/);
  expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
  expect(answers[1].toLowerCase()).toContain('connection: close');
  expect(answers[1]).toContain(JSON.stringify({ statusCode: 503, message: CLOSING_MESSAGE }).slice(1, -1));
}, 60_000);
