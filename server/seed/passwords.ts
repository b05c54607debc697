/**
 * The seeded accounts' passwords: the demo accounts share one, and each seeded password is
 * hashed by a `PasswordHasher` the seed is given (argon2id with its defaults unless told
 * otherwise: the test databases use cheap parameters, tests/support/databaseTemplates.ts).
 */
import argon2 from 'argon2';

/** Every demo account's password (README, docs). */
export const DEMO_PASSWORD = 'Demo2026!';

export type PasswordHasher = (password: string) => Promise<string>;

/** argon2id with its defaults (m=64 MiB, t=3, p=4): the parameters of every password a user sets (hashingChild.mjs). */
export const hashWithDefaults: PasswordHasher = (password) => argon2.hash(password, { type: argon2.argon2id });
