import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HashingProcess } from '../../server/lib/hashingProcess';

/** Field 19 of /proc/<pid>/stat is the nice value (after the parenthesised command name). */
function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('password hashing process', () => {
  const hashing = new HashingProcess();
  afterAll(() => hashing.close());

  it('hashes with argon2id and verifies right and wrong passwords', async () => {
    const hash = await hashing.hash('Clave-Segura-2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(hashing.verify(hash, 'Clave-Segura-2026')).resolves.toBe(true);
    await expect(hashing.verify(hash, 'otra')).resolves.toBe(false);
  });

  it.runIf(process.platform === 'linux')('runs at the lowest CPU priority', async () => {
    await hashing.hash('x');
    expect(niceOf(hashing.pid!)).toBe(19);
  });

  it('rejects a malformed hash and keeps serving', async () => {
    await expect(hashing.verify('no-es-un-hash', 'x')).rejects.toThrow();
    await expect(hashing.hash('y')).resolves.toMatch(/^\$argon2id\$/);
  });

  it('starts a new child when the old one dies, failing only what was in flight', async () => {
    const hash = await hashing.hash('z');
    const first = hashing.pid!;
    const inFlight = hashing.verify(hash, 'z');
    process.kill(first, 'SIGKILL');
    await expect(inFlight).rejects.toThrow('El proceso de contraseñas terminó');
    await expect(hashing.verify(hash, 'z')).resolves.toBe(true);
    expect(hashing.pid).not.toBe(first);
  });
});
