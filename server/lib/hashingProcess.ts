/**
 * Password hashing in a child process at the lowest CPU priority (nice 19). A login flood
 * then hashes only with the CPU that signed-in traffic leaves idle: the kernel runs the
 * API and the database first. The gate in passwordHashing.ts still bounds how much
 * hashing can wait. The child starts on first use, is started again if it dies, and
 * does not keep an otherwise finished process alive.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const CHILD_SCRIPT = fileURLToPath(new URL('./hashingChild.mjs', import.meta.url));
const LOWEST_PRIORITY = 19;

type Request = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };
type Reply = { id: number; result?: string | boolean; error?: string };
interface Pending { resolve: (value: string | boolean) => void; reject: (error: Error) => void }

export class HashingProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  hash(password: string): Promise<string> {
    return this.send({ op: 'hash', password }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.send({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  /** The running child's process id, if one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Stops the child (shutdown, tests); a later call starts a new one. */
  close(): void {
    this.child?.kill();
    this.child = null;
  }

  private send(request: Request): Promise<string | boolean> {
    const child = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.holdOpen(child, true);
      child.send({ id, ...request }, (error) => {
        if (error) this.settle({ id, error: error.message });
      });
    });
  }

  private started(): ChildProcess {
    if (this.child?.connected) return this.child;
    // execArgv: [] — bare Node, not the parent's loader flags (tsx, vitest).
    const child = fork(CHILD_SCRIPT, [], { execArgv: [], env: { ...process.env, UV_THREADPOOL_SIZE: '2' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // Lowering a priority is always allowed on Linux; elsewhere the child runs at normal priority.
    }
    child.on('message', (reply: Reply) => this.settle(reply));
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      for (const id of [...this.pending.keys()]) this.settle({ id, error: 'El proceso de contraseñas terminó' });
    });
    child.on('error', () => {
      // 'exit' follows and settles what was pending.
    });
    this.child = child;
    this.holdOpen(child, false);
    return child;
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.error !== undefined) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.result as string | boolean);
    if (this.pending.size === 0 && this.child) this.holdOpen(this.child, false);
  }

  /** The child keeps the parent alive only while an answer is awaited. */
  private holdOpen(child: ChildProcess, hold: boolean): void {
    if (hold) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}
