/**
 * Password hashing (argon2id) behind one gate per process: a hash or a verification
 * takes a core for ~0.3 s, and 16 of them at once (a login flood with made-up names)
 * took the signed-in users' searches from 55 ms to 1.5 s at p95. At most
 * `MAX_RUNNING` runs at a time and `MAX_WAITING` wait; beyond that the caller gets a 429
 * with Retry-After at once. The hashing itself runs in a child process at the lowest CPU
 * priority (hashingProcess.ts), so a flood uses only what signed-in traffic leaves idle.
 */
import { ApiError } from './envelope';
import { HashingProcess } from './hashingProcess';

/** One at a time leaves the other core of a small machine to the API and the database. */
export const MAX_RUNNING = 1;
/** ~8 × 0.3 s: a login that does get in line waits at most about two and a half seconds. */
export const MAX_WAITING = 8;
export const RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'Demasiadas solicitudes de inicio de sesión. Intenta de nuevo en unos segundos.';

/** Too much hashing already running or waiting: a 429 the error handler sends with Retry-After. */
export class HashingBusyError extends ApiError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super(429, BUSY_MESSAGE);
  }
}

/** A semaphore with a bounded line: `run` either starts `work` (now or when a slot frees) or throws at once. */
export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly maxRunning: number, private readonly maxWaiting: number) {}

  /** `mayRefuse: false` (a signed-in caller's work) always waits in line, whatever its length. */
  async run<T>(work: () => Promise<T>, mayRefuse = true): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (mayRefuse && this.waiting.length >= this.maxWaiting) throw new HashingBusyError();
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or frees.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Whether `run` would refuse now. */
  get isFull() {
    return this.running >= this.maxRunning && this.waiting.length >= this.maxWaiting;
  }
}

export const hashingGate = new WorkGate(MAX_RUNNING, MAX_WAITING);

/**
 * What an unknown user name is verified against, with the same parameters as every stored
 * hash (argon2's defaults: m=64 MiB, t=3, p=4): the unknown-user path costs what the
 * known-user path costs, so timing does not tell which names exist. Its password is
 * random and was thrown away.
 */
const DUMMY_HASH = '$argon2id$v=19$m=65536,p=4,t=3$nuq/dbL8vSXu0QIF2haArg$qkWWbd5qfoljU9y3kAj30B+RsVKazmpNpkRn67/BUDQ';

const hashing = new HashingProcess();

/** Stops the hashing process (the server's shutdown); the next hash starts it again. */
export const stopHashing = () => hashing.close();

/** A new password (users saved by configuration staff, signed in): it waits its turn, never refused. */
export const hashPassword = (password: string) => hashingGate.run(() => hashing.hash(password), false);

/** Whether `password` matches `storedHash`; with no stored hash (unknown user) the dummy is verified and the answer is false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const valid = await hashingGate.run(() => hashing.verify(storedHash ?? DUMMY_HASH, password));
  return storedHash !== null && valid;
}
