import { checkField } from '@pkg/contracts/validation-patterns';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account, AccountSessions } from '../accounts/index.ts';
import { createPasswordReverify } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import {
  clearFailures,
  countFailure,
  giveBackPlace,
  insertPaymentPassword,
  selectLockEnd,
  selectPaymentPasswordRow,
  takeCheckPlace,
  upsertPaymentPassword,
  type PaymentPasswordRow,
} from './payment-password.queries.ts';

/** Wrong payment passwords before the money calls lock, and for how long. */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

export interface PaymentPasswordDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  system: SystemService;
  /** Ends the session whose login password guesses reached the lock (password-reverify.ts). */
  sessions: Pick<AccountSessions, 'revoke'>;
}

/**
 * A check in flight longer than this is taken as lost (its process died between taking its place
 * and counting its answer): its place counts as given back.
 */
const CHECK_LEASE_MS = 30_000;
/** How long a call waits for a place while other checks of the same account are in flight. */
const CHECK_WAIT_MS = 20_000;

const lockedError = (until: Date, now: Date) =>
  new AppError('account_locked', 'payment password', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });

/** Calls of this process waiting for a place to check an account's payment password, per account, in arrival order. */
function createPlaceQueue() {
  const waiting = new Map<string, Set<() => void>>();
  return {
    /** Waits until a check of this process gives a place back, or `ms` passes (a check of another process). */
    waitForPlace(accountId: string, ms: number): Promise<void> {
      return new Promise((resolve) => {
        let queue = waiting.get(accountId);
        if (!queue) waiting.set(accountId, (queue = new Set()));
        const own = queue;
        const done = () => {
          clearTimeout(timer);
          own.delete(done);
          if (own.size === 0 && waiting.get(accountId) === own) waiting.delete(accountId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        own.add(done);
      });
    },

    /** Lets up to `count` waiting calls of the account try again, the longest waiting first. */
    wake(accountId: string, count: number): void {
      const queue = waiting.get(accountId);
      if (!queue) return;
      for (const done of [...queue].slice(0, count)) done();
    },
  };
}

/**
 * Takes a place for one check and answers the stored hash: payment_password_not_set (no row),
 * account_locked (locked now) or, after waiting CHECK_WAIT_MS for checks in flight, too_many_requests.
 */
async function takePlace(db: Db, clock: Clock, queue: ReturnType<typeof createPlaceQueue>, accountId: string): Promise<string> {
  const started = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const now = clock.now();
    // Places of a lost lease count as given back. After a lock ends, one try is left (a wrong
    // answer locks again at once, as before), else the tries left before the lock.
    const passwordHash = await takeCheckPlace(db, accountId, now, new Date(now.getTime() - CHECK_LEASE_MS), PAYMENT_PASSWORD_LOCK_AFTER);
    if (passwordHash !== undefined) return passwordHash;
    const lockedUntil = await selectLockEnd(db, accountId);
    if (lockedUntil === undefined) throw new AppError('payment_password_not_set');
    if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
    if (Date.now() - started >= CHECK_WAIT_MS) {
      throw new AppError('too_many_requests', 'payment password checks in flight', { retryAfterSeconds: 1 });
    }
    await queue.waitForPlace(accountId, pause);
  }
}

/**
 * The payment password: set at registration or later in the security centre, asked by every call
 * that moves money out of a wallet or binds where it goes. Five wrong answers lock those calls for
 * 15 minutes (the login itself is not affected).
 *
 * Every check takes a place first, in one statement (migration 042): wrong answers on record plus
 * checks in flight never exceed the tries left before the lock, so parallel guesses get no more
 * checks than one guesser at a time. A call that finds every place taken by checks in flight waits
 * for one to finish (parallel transfers with the right password all go through); a locked account
 * is refused at once.
 */
export function createPaymentPasswordService(deps: PaymentPasswordDeps) {
  const { db, clock, hasher } = deps;
  const reverify = createPasswordReverify(deps);
  const queue = createPlaceQueue();

  /**
   * Checks the payment password against the account's row as just read: throws
   * payment_password_not_set (none yet), account_locked (too many wrong answers, with
   * retryAfterSeconds) or payment_password_wrong, which counts towards the lock.
   */
  async function verifyRow(account: Account, pin: string, row: PaymentPasswordRow | null): Promise<void> {
    if (!row) throw new AppError('payment_password_not_set');
    const now = clock.now();
    // Locked when read: refused without a statement more.
    if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
    const passwordHash = await takePlace(db, clock, queue, account.id);
    let matches: boolean;
    try {
      matches = await hasher.verify(passwordHash, pin);
    } catch (error) {
      // Not checked (the hasher was busy): the place is given back and nothing counts.
      await giveBackPlace(db, account.id);
      queue.wake(account.id, 1);
      throw error;
    }
    if (matches) {
      await clearFailures(db, account.id);
      queue.wake(account.id, PAYMENT_PASSWORD_LOCK_AFTER);
      return;
    }
    // Counted in the statement, not from the row read: wrong answers racing each other all count.
    const failures = await countFailure(db, account.id, PAYMENT_PASSWORD_LOCK_AFTER, new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS));
    // A wrong answer frees no try (its place became a failure); when it locked, the waiting calls are refused now.
    if (failures >= PAYMENT_PASSWORD_LOCK_AFTER) queue.wake(account.id, Number.POSITIVE_INFINITY);
    throw new AppError('payment_password_wrong', undefined, { field: 'paymentPassword' });
  }

  /** The new password must pass the brand's paymentPassword field rule (6 digits by default). */
  async function checkNew(brand: Brand, pin: string): Promise<void> {
    const rule = (await deps.system.registerSettings(brand)).paymentPassword;
    const result = checkField({ ...rule, enabled: true, required: true }, pin);
    if (!result.ok) throw new AppError('field_invalid', `paymentPassword: ${result.reason}`, { field: 'paymentPassword' });
  }

  return {
    /** Hashes a payment password for storing at registration (outside the registration transaction). */
    hash: (pin: string) => hasher.hash(pin),

    /** Stores a hashed payment password for a new account, inside its registration transaction. */
    async storeHashed(tx: Queryable, accountId: string, passwordHash: string): Promise<void> {
      await insertPaymentPassword(tx, accountId, passwordHash, clock.now());
    },

    /** True when the account has a payment password. */
    async isSet(accountId: string): Promise<boolean> {
      return (await selectPaymentPasswordRow(db, accountId)) !== null;
    },

    /**
     * Checks the payment password; throws payment_password_not_set (none yet), account_locked
     * (too many wrong answers, with retryAfterSeconds) or payment_password_wrong.
     */
    async verify(account: Account, pin: string): Promise<void> {
      await verifyRow(account, pin, await selectPaymentPasswordRow(db, account.id));
    },

    /**
     * verify against the row a caller read itself with paymentPasswordRowSql in the same request
     * (the transfers read it with their other rows, sparing a round trip); the same refusals.
     */
    verifyRow,

    /**
     * Sets or changes the payment password. The first time the login password proves who asks
     * (counted by password-reverify.ts, which locks and ends the session `sessionId` at its limit);
     * afterwards the current payment password does (and counts towards the lock when wrong).
     */
    async change(
      brand: Brand,
      account: Account,
      input: { newPassword: string; confirmPassword: string; oldPassword?: string | undefined; loginPassword?: string | undefined },
      ip: string,
      sessionId: string,
    ): Promise<void> {
      await checkNew(brand, input.newPassword);
      if (input.newPassword !== input.confirmPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmPassword' });
      const existing = await selectPaymentPasswordRow(db, account.id);
      if (existing) {
        await verifyRow(account, input.oldPassword ?? '', existing);
      } else {
        await reverify.check(
          { brand, account, sessionId, ip },
          input.loginPassword ?? '',
          'payment_password.set',
          new AppError('password_wrong', undefined, { field: 'loginPassword' }),
        );
      }
      const passwordHash = await hasher.hash(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await upsertPaymentPassword(tx, account.id, passwordHash, now);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: existing ? 'payment_password.change' : 'payment_password.set',
          ip,
          at: now,
        });
      });
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
