// Login flood, run in a worker thread so it does not share the server's event loop.
// `connections` loops each POST /api/auth/login with a made-up user name (a full password
// verification each, unless refused) from a made-up address (X-Forwarded-For: a
// distributed flood, so per-address limits alone do not stop it), without pausing on a
// 429 (an attacker ignores Retry-After). Runs until the parent sends 'stop'.
// workerData: { url, connections }. Posts back: { statuses, count }.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, connections } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let stopped = false;
let count = 0;
const statuses = {};
parentPort.on('message', (message) => { if (message === 'stop') stopped = true; });

function login(n) {
  const body = JSON.stringify({ username: `inventado${n}x${Math.random().toString(36).slice(2, 8)}`, password: 'no-es-la-clave' });
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return new Promise((resolve) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve('error'));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve('error'));
    req.end(body);
  });
}

async function loop() {
  while (!stopped) {
    const status = await login(count++);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: connections }, loop));
agent.destroy();
parentPort.postMessage({ statuses, count });
