import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../http/errors.ts';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS = {
  // 2 is Argon2id in @node-rs/argon2's Algorithm enum (a const enum this build cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes and checks passwords with a bounded number in flight. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches; a null hash (no such account) costs the same and is false. */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/**
 * Builds the hasher. At most `maxInFlight` hashes run at once; a call beyond that is refused with
 * too_many_requests at once rather than queued, so a login flood cannot pile up memory and latency.
 */
export async function createPasswordHasher(maxInFlight: number): Promise<PasswordHasher> {
  let inFlight = 0;
  // Checked against when the account does not exist, so "no such user" takes as long as "wrong password".
  const decoy = await hash('decoy-password-never-used', OPTIONS);

  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight >= maxInFlight) throw new AppError('too_many_requests', undefined, { retryAfterSeconds: 1 });
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  }

  return {
    hash: (password) => bounded(() => hash(password, OPTIONS)),
    verify: (passwordHash, password) =>
      bounded(async () => {
        const matches = await verify(passwordHash ?? decoy, password).catch(() => false);
        return passwordHash !== null && matches;
      }),
  };
}
