// HTTP load generator, run in a worker thread so the client does not share the
// server's event loop. Plain JavaScript: Node 20 workers do not load TypeScript.
// workerData: { url, headers, connections, warmupMs, durationMs, requests?, roundRobin? }; `url`
// may be a list of URLs, each request then taking one of them at random, or in turn with
// `roundRobin` (a load balancer's split over several servers). With
// `requests`, the measured part is that many requests (durationMs then only bounds it).
// Posts back: { latencies: Float64Array (ms), errors, statuses, measuredMs }
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { send } from './httpSend.mjs';

const { url, headers, connections, warmupMs, durationMs, requests, roundRobin } = workerData;
const fixed = Number.isInteger(requests) ? requests : null;
let issued = 0;
const targets = (Array.isArray(url) ? url : [url]).map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });

let turn = 0;

function request() {
  const target = targets.length === 1 ? targets[0] : roundRobin ? targets[turn++ % targets.length] : targets[Math.floor(Math.random() * targets.length)];
  return send(agent, target, { headers });
}

let latencies = new Float64Array(1 << 15);
let recorded = 0;
let errors = 0;
const statuses = {};

function record(value) {
  if (recorded === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  latencies[recorded++] = value;
}

const measureStart = performance.now() + warmupMs;
const end = measureStart + durationMs;

async function loop() {
  // Bounded: every iteration starts before `end`; a request times out after 10 s.
  while (performance.now() < end && (fixed === null || performance.now() < measureStart || issued < fixed)) {
    const started = performance.now();
    if (fixed !== null && started >= measureStart) issued += 1;
    let status;
    try {
      status = await request();
    } catch (error) {
      // A timed-out request counts with its 10 s: its real latency is at least that.
      status = error instanceof Error && error.message === 'timeout' ? 'timeout' : 'error';
    }
    const finished = performance.now();
    if (started >= measureStart) {
      record(finished - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 200) errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: connections }, loop));
agent.destroy();
const result = latencies.slice(0, recorded);
const measuredMs = fixed === null ? durationMs : performance.now() - measureStart;
parentPort.postMessage({ latencies: result, errors, statuses, measuredMs }, [result.buffer]);
