// Write load generator, run in a worker thread like loadWorker.mjs: `connections` loops
// POST a new station each (an audited create) to `url` for warmupMs + durationMs.
// workerData: { url, headers, connections, warmupMs, durationMs, tag }
// Posts back: { created (in the measured window), errors, statuses }
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { send } from './httpSend.mjs';

const { url, headers, connections, warmupMs, durationMs, tag } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
let sequence = 0;

function post() {
  sequence += 1;
  const body = JSON.stringify({ name: `Estación ${tag} ${sequence}`, code: `E${tag}${sequence}`, address: 'Av. Urdaneta, Caracas', service: 1 });
  return send(agent, target, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body });
}

const measureStart = performance.now() + warmupMs;
const end = measureStart + durationMs;
let created = 0;
let errors = 0;
const statuses = {};

async function loop() {
  while (performance.now() < end) {
    const started = performance.now();
    let status;
    try {
      status = await post();
    } catch {
      status = 'error';
    }
    if (started >= measureStart && performance.now() <= end) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) created += 1;
      else errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: connections }, loop));
agent.destroy();
parentPort.postMessage({ created, errors, statuses });
