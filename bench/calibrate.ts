/**
 * The machine's ceiling for this load shape: a bare node:http server on this thread
 * answering a small JSON body. The app can only be slower; on a shared or small machine
 * this says how much of a shortfall is the machine rather than the app.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpuSnapshot } from './cpu';
import { httpLoad, HTTP_SHAPE, type LoadShape } from './load';
import type { LoadSummary } from './stats';

const SMALL_BODY = JSON.stringify({ statusCode: 200, data: { user: { id: 1, username: 'admin', name: 'Administrador del Sistema' } } });

/** `body` (a small JSON answer unless given: bench/authMe.ts gives the app's own answer) under `shape`. */
export async function bareHttpCeiling(body: string = SMALL_BODY, shape: LoadShape = HTTP_SHAPE): Promise<LoadSummary> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    return await httpLoad(`http://127.0.0.1:${port}/`, {}, () => cpuSnapshot(null), shape);
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}
