/**
 * The server as a child process (`server/start.ts`, as `npm start` runs it) on a free port
 * with its own DATA_DIR: for tests of what only a real process shows (signals, kill -9).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const PROCESS_ADMIN_PASSWORD = 'Admin2026!';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts the server and waits until it listens; `env` adds to the process environment. */
export async function startServerProcess(options: { dataDir: string; env?: Record<string, string>; /** The checkout to start (default: this one). */ cwd?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: options.cwd ?? resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, BROWSER_BUILD: '0', DEMO_DATA: '0',
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD, JWT_SECRET: 'process-secret-process-secret-process', LOG_LEVEL: 'silent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const ready = new Promise<void>((done, fail) => {
    const check = () => { if (output.includes('listo en http://')) done(); };
    child.stdout!.on('data', check);
    void exited.then((code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  await ready;
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** POST /api/auth/login as the administrator; returns the token. */
export async function processLogin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PROCESS_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
