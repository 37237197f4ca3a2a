import { checkField } from '@pkg/contracts/validation-patterns';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Account } from '../accounts/account.types.ts';
import type { Brand } from '../brands/brand.types.ts';
import type { SystemService } from '../system/system.service.ts';

/** Wrong payment passwords before the money calls lock, and for how long. */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

export interface PaymentPasswordDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  system: SystemService;
}

/** An account's payment password as stored: its hash, wrong answers in a row, and the lock's end. */
export interface PaymentPasswordRow {
  passwordHash: string;
  failures: number;
  lockedUntil: Date | null;
}

// The row as JSON, so a caller can read it inside a statement of its own: one round trip for the
// transfers, which read it with the rest they need.
const ROW_JSON = `json_build_object('passwordHash', password_hash, 'failures', failures, 'lockedUntil', locked_until)`;

/**
 * A sub-select answering the account's payment password row as JSON (null when none is set), for a
 * caller's own statement; `accountParam` is its placeholder for the account id ('$2'). Turn its
 * value into a row with paymentPasswordRowOf and check a password against it with verifyRow.
 */
export function paymentPasswordRowSql(accountParam: string): string {
  return `(select ${ROW_JSON} from payment_passwords where account_id = ${accountParam})`;
}

/** The row from paymentPasswordRowSql's JSON value; null when the account has none. */
export function paymentPasswordRowOf(
  json: { passwordHash: string; failures: number; lockedUntil: string | null } | null | undefined,
): PaymentPasswordRow | null {
  if (!json) return null;
  return { passwordHash: json.passwordHash, failures: json.failures, lockedUntil: json.lockedUntil ? new Date(json.lockedUntil) : null };
}

/**
 * The payment password: set at registration or later in the security centre, asked by every call
 * that moves money out of a wallet or binds where it goes. Five wrong answers lock those calls for
 * 15 minutes (the login itself is not affected).
 */
export function createPaymentPasswordService(deps: PaymentPasswordDeps) {
  const { db, clock, hasher } = deps;

  async function rowOf(q: Queryable, accountId: string): Promise<PaymentPasswordRow | null> {
    const rows = await q.query<{ row: Parameters<typeof paymentPasswordRowOf>[0] }>(`select ${paymentPasswordRowSql('$1')} as row`, [
      accountId,
    ]);
    return paymentPasswordRowOf(rows[0]?.row);
  }

  /**
   * Checks the payment password against the account's row as just read: throws
   * payment_password_not_set (none yet), account_locked (too many wrong answers, with
   * retryAfterSeconds) or payment_password_wrong, which counts towards the lock.
   */
  async function verifyRow(account: Account, pin: string, row: PaymentPasswordRow | null): Promise<void> {
    if (!row) throw new AppError('payment_password_not_set');
    const now = clock.now();
    if (row.lockedUntil && row.lockedUntil > now) {
      const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError('account_locked', 'payment password', { retryAfterSeconds: seconds });
    }
    if (await hasher.verify(row.passwordHash, pin)) {
      if (row.failures > 0)
        await db.query(`update payment_passwords set failures = 0, locked_until = null where account_id = $1`, [account.id]);
      return;
    }
    // Counted in the statement, not from the row read: wrong answers racing each other all count.
    await db.query(
      `update payment_passwords set failures = failures + 1,
              locked_until = case when failures + 1 >= $2 then $3::timestamptz else locked_until end
        where account_id = $1`,
      [account.id, PAYMENT_PASSWORD_LOCK_AFTER, new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS).toISOString()],
    );
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
      await tx.query(`insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, $3)`, [
        accountId,
        passwordHash,
        clock.now().toISOString(),
      ]);
    },

    /** True when the account has a payment password. */
    async isSet(accountId: string): Promise<boolean> {
      return (await rowOf(db, accountId)) !== null;
    },

    /**
     * Checks the payment password; throws payment_password_not_set (none yet), account_locked
     * (too many wrong answers, with retryAfterSeconds) or payment_password_wrong.
     */
    async verify(account: Account, pin: string): Promise<void> {
      await verifyRow(account, pin, await rowOf(db, account.id));
    },

    /**
     * verify against the row a caller read itself with paymentPasswordRowSql in the same request
     * (the transfers read it with their other rows, sparing a round trip); the same refusals.
     */
    verifyRow,

    /**
     * Sets or changes the payment password. The first time the login password proves who asks;
     * afterwards the current payment password does (and counts towards the lock when wrong).
     */
    async change(
      brand: Brand,
      account: Account,
      input: { newPassword: string; confirmPassword: string; oldPassword?: string | undefined; loginPassword?: string | undefined },
      ip: string,
    ): Promise<void> {
      await checkNew(brand, input.newPassword);
      if (input.newPassword !== input.confirmPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmPassword' });
      const existing = await rowOf(db, account.id);
      if (existing) {
        await this.verify(account, input.oldPassword ?? '');
      } else if (!(await hasher.verify(account.passwordHash, input.loginPassword ?? ''))) {
        throw new AppError('password_wrong', undefined, { field: 'loginPassword' });
      }
      const passwordHash = await hasher.hash(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, $3)
           on conflict (account_id) do update set password_hash = excluded.password_hash, failures = 0, locked_until = null, set_at = excluded.set_at`,
          [account.id, passwordHash, now.toISOString()],
        );
        await recordAudit(tx, {
          merchantId: brand.id,
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
