// One HTTP request for the bench's worker threads (loadWorker.mjs, writeWorker.mjs):
// resolves with the status once the body is read, rejects on a network error or after 10 s.
import http from 'node:http';

export function send(agent, target, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
