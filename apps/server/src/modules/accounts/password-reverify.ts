import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Brand } from '../brands/index.ts';
import type { Account, AccountSessions } from './account.types.ts';
import { countReverifyAttempt, deleteReverifyFailures, selectReverifyLock, uncountReverifyAttempt } from './password-reverify.queries.ts';

/** Wrong answers older than this no longer count towards the lock (a right answer forgets them at once). */
export const REVERIFY_WINDOW_MS = 24 * 3_600_000;

/** Who asks a signed-in call that wants the login password again. */
export interface ReverifyCaller {
  brand: Brand;
  account: Account;
  /** The session the call came with; ended when its wrong answer reaches the limit. */
  sessionId: string;
  ip: string;
}

/**
 * The one check of the login password for signed-in calls that ask for it again (changing the
 * password, setting the first payment password, self-exclusion, binding or unbinding the
 * authenticator). Without it a stolen session could guess the password with no lock, held back
 * only by per-address rate limits, and then change it.
 *
 * Wrong answers count per account in `password_reverify_failures` (migration 042), so every server
 * process shares them. Each attempt is counted before argon2 runs, in one statement that refuses
 * once the account is locked, so parallel guesses get no more checks than the limit. After the
 * brand's login lock limit (`login_lock_failures`, 5 by default) of wrong answers within
 * REVERIFY_WINDOW_MS, these calls are refused for the brand's `login_lock_minutes` (15) with
 * account_locked, and the session that gave the last wrong answer is ended (it is likely stolen);
 * the lock is audited (`password.reverify_locked`). A right answer deletes the count. The login
 * itself keeps its own count (login_failures, per typed username).
 */
export function createPasswordReverify(deps: { db: Db; clock: Clock; hasher: PasswordHasher; sessions: Pick<AccountSessions, 'revoke'> }) {
  const { db, clock, hasher, sessions } = deps;

  function locked(until: Date, now: Date): AppError {
    return new AppError('account_locked', 'login password', {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    });
  }

  return {
    /**
     * Checks the login password for `purpose` (the audit action of the call, e.g. 'password.change').
     * Answers nothing when right; throws `wrong` when wrong, account_locked (with retryAfterSeconds)
     * when this answer reached the limit (the session is then ended) or the account is locked.
     */
    async check(caller: ReverifyCaller, password: string, purpose: string, wrong: AppError): Promise<void> {
      const { brand, account } = caller;
      const limit = brand.loginLockFailures;
      const now = clock.now();
      const until = new Date(now.getTime() + brand.loginLockMinutes * 60_000);
      // Count this attempt first. An ended lock or an old window starts counting again.
      const windowFrom = new Date(now.getTime() - REVERIFY_WINDOW_MS);
      const taken = await countReverifyAttempt(db, { accountId: account.id, now, limit, lockUntil: until, windowFrom });
      if (!taken) {
        // A right answer may have deleted the row since: the lock is over, yet this attempt was not counted.
        const lockedUntil = (await selectReverifyLock(db, account.id)) ?? until;
        throw locked(lockedUntil > now ? lockedUntil : until, now);
      }
      let matches: boolean;
      try {
        matches = await hasher.verify(account.passwordHash, password);
      } catch (error) {
        // Not checked (the hasher was busy): the attempt does not count, and a lock it set is lifted.
        await uncountReverifyAttempt(db, account.id, limit);
        throw error;
      }
      if (matches) {
        await deleteReverifyFailures(db, account.id);
        return;
      }
      if (taken.failures < limit) throw wrong;
      // This wrong answer reached the limit: the session is likely stolen and guessing. End it.
      await db.transaction(async (tx) => {
        await sessions.revoke(caller.sessionId, tx);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'password.reverify_locked',
          ip: caller.ip,
          after: { during: purpose, failures: taken.failures, lockedUntil: until.toISOString(), sessionEnded: true },
          at: now,
        });
      });
      throw locked(until, now);
    },
  };
}

export type PasswordReverify = ReturnType<typeof createPasswordReverify>;
