/**
 * Worker threads for the form rules of a large import check. A yup check of an officer
 * row costs about a third of a millisecond of CPU: 100,000 officers with their families
 * are a minute of it. On the main thread that minute is taken from every other user's
 * request; in workers it runs beside the reading of the next rows.
 *
 * Calls made in the same turn of the event loop go to a worker as one message. A worker
 * that cannot start or fails leaves the call to the main thread (schemaRows.ts), so the
 * answer never depends on the workers. Workers stop after a while without work.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import type * as yup from 'yup';
import type { Row } from '../repository';
import { schemaOutcome, type RuleRunner, type SchemaOutcome } from './schemaRows';

/** Checks of at least this many rows use the workers (IMPORT_RULE_WORKERS_FROM); smaller ones are over before a worker starts. */
export const workersFromRows = () => (Number(process.env.IMPORT_RULE_WORKERS_FROM) >= 0 && process.env.IMPORT_RULE_WORKERS_FROM ? Number(process.env.IMPORT_RULE_WORKERS_FROM) : 2_000);
/** How many workers (IMPORT_RULE_WORKERS): by default one core is left to the main thread. */
const workerCount = () => (Number(process.env.IMPORT_RULE_WORKERS) > 0 ? Number(process.env.IMPORT_RULE_WORKERS) : Math.max(1, availableParallelism() - 1));
const IDLE_MS = 30_000;

interface Waiting { resolve: (outcomes: SchemaOutcome[]) => void; reject: (error: Error) => void }
interface Queued { schema: string; body: Row; resolve: (outcome: SchemaOutcome) => void; reject: (error: Error) => void }

class RuleThread {
  readonly waiting = new Map<number, Waiting>();
  readonly worker: Worker;

  constructor(entry: URL, onGone: (thread: RuleThread) => void) {
    // The worker's entry is TypeScript, compiled by tsx as the server is; through its require
    // hook, because module loader hooks do not reach worker threads on Node 20.
    const file = JSON.stringify(fileURLToPath(entry));
    this.worker = new Worker(`require('tsx/cjs/api').require(${file}, ${file});`, { eval: true });
    this.worker.unref();
    this.worker.on('message', (answer: { id: number; outcomes?: SchemaOutcome[]; failure?: string }) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.outcomes) waiting?.resolve(answer.outcomes);
      else waiting?.reject(new Error(answer.failure));
    });
    const gone = (error: Error) => {
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      onGone(this);
    };
    this.worker.on('error', gone);
    this.worker.on('exit', () => gone(new Error('rule worker stopped')));
  }
}

/**
 * Workers that check bodies with the schemas `schemas` names; `entry` is a module that
 * calls serveRules with the same names.
 */
export class RuleWorkers implements RuleRunner {
  private readonly namesBySchema: Map<yup.AnySchema, string>;
  private threads: RuleThread[] = [];
  private queue: Queued[] = [];
  private next = 0;
  private ids = 0;
  private idle: NodeJS.Timeout | undefined;
  private failed = false;

  constructor(private readonly entry: URL, schemas: Record<string, yup.AnySchema>) {
    this.namesBySchema = new Map(Object.entries(schemas).map(([name, schema]) => [schema, name]));
  }

  validate(schema: yup.AnySchema, body: Row): Promise<SchemaOutcome> | null {
    const name = this.namesBySchema.get(schema);
    if (!name || this.failed) return null;
    return new Promise<SchemaOutcome>((resolve, reject) => {
      if (!this.queue.length) setImmediate(() => this.flush());
      this.queue.push({ schema: name, body, resolve, reject });
    });
  }

  private flush(): void {
    const queued = this.queue;
    this.queue = [];
    if (!queued.length) return;
    try {
      while (this.threads.length < workerCount()) this.threads.push(new RuleThread(this.entry, (thread) => { this.threads = this.threads.filter((t) => t !== thread); }));
    } catch (error) {
      this.failed = true;
      for (const item of queued) item.reject(error as Error);
      return;
    }
    // Each thread takes an equal share of this turn's calls.
    const share = Math.ceil(queued.length / this.threads.length);
    for (let start = 0; start < queued.length; start += share) {
      const part = queued.slice(start, start + share);
      const thread = this.threads[this.next++ % this.threads.length];
      const id = ++this.ids;
      thread.waiting.set(id, {
        resolve: (outcomes) => part.forEach((item, index) => item.resolve(outcomes[index])),
        reject: (error) => part.forEach((item) => item.reject(error)),
      });
      thread.worker.postMessage({ id, items: part.map(({ schema, body }) => ({ schema, body })) });
    }
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
  }

  private stop(): void {
    if (this.threads.some((thread) => thread.waiting.size)) return;
    for (const thread of this.threads) void thread.worker.terminate();
    this.threads = [];
  }
}

/** The worker side: answers each message's bodies with the named schemas' outcomes. */
export function serveRules(schemas: Record<string, yup.AnySchema>): void {
  parentPort!.on('message', (request: { id: number; items: { schema: string; body: Row }[] }) => {
    void Promise.all(request.items.map((item) => schemaOutcome(schemas[item.schema], item.body))).then(
      (outcomes) => parentPort!.postMessage({ id: request.id, outcomes }),
      (error: unknown) => parentPort!.postMessage({ id: request.id, failure: error instanceof Error ? error.message : String(error) }),
    );
  });
}
