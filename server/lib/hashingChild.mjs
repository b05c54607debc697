// The password hashing process (see hashingProcess.ts): argon2id on messages from the
// API process, which starts it at the lowest CPU priority. Plain JavaScript so it runs
// on bare Node whatever loader the parent was started with.
import argon2 from 'argon2';

process.on('message', async (request) => {
  const { id, op, hash, password } = request;
  try {
    const result = op === 'hash' ? await argon2.hash(password, { type: argon2.argon2id }) : await argon2.verify(hash, password);
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The parent went away (exit, crash): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
