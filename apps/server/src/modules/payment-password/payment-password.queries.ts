import type { Queryable } from '../../db/client.ts';

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

/** The account's payment password row; null when none is set. */
export async function selectPaymentPasswordRow(q: Queryable, accountId: string): Promise<PaymentPasswordRow | null> {
  const rows = await q.query<{ row: Parameters<typeof paymentPasswordRowOf>[0] }>(`select ${paymentPasswordRowSql('$1')} as row`, [
    accountId,
  ]);
  return paymentPasswordRowOf(rows[0]?.row);
}

/**
 * Takes a place for one check in one statement (migration 042): the stored hash, or undefined
 * when the account has no row, is locked, or every place is taken. Places of a lease begun at or
 * before `leaseStart` count as given back. After a lock ends, one try is left, else the tries left
 * before `lockAfter` wrong answers.
 */
export async function takeCheckPlace(
  db: Queryable,
  accountId: string,
  now: Date,
  leaseStart: Date,
  lockAfter: number,
): Promise<string | undefined> {
  const taken = await db.query<{ passwordHash: string }>(
    `update payment_passwords
            set checking = case when checking_since is null or checking_since <= $3 then 1 else checking + 1 end,
                checking_since = $2
          where account_id = $1
            and (locked_until is null or locked_until <= $2)
            and (case when checking_since is null or checking_since <= $3 then 0 else checking end) < greatest($4 - failures, 1)
          returning password_hash as "passwordHash"`,
    [accountId, now.toISOString(), leaseStart.toISOString(), lockAfter],
  );
  return taken[0]?.passwordHash;
}

/** The account's payment password lock: undefined when no password is set, null when not locked. */
export async function selectLockEnd(db: Queryable, accountId: string): Promise<Date | null | undefined> {
  const [row] = await db.query<{ lockedUntil: Date | string | null }>(
    `select locked_until as "lockedUntil" from payment_passwords where account_id = $1`,
    [accountId],
  );
  if (!row) return undefined;
  return row.lockedUntil ? new Date(row.lockedUntil) : null;
}

/** Gives a check's place back without counting anything (the check did not run). */
export async function giveBackPlace(db: Queryable, accountId: string): Promise<void> {
  await db.query(`update payment_passwords set checking = greatest(checking - 1, 0) where account_id = $1`, [accountId]);
}

/** A right answer: gives the place back and forgets the wrong answers and any lock. */
export async function clearFailures(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `update payment_passwords set failures = 0, locked_until = null, checking = greatest(checking - 1, 0) where account_id = $1`,
    [accountId],
  );
}

/**
 * A wrong answer, counted in the statement (wrong answers racing each other all count): its place
 * becomes a failure, and reaching `lockAfter` locks until `lockUntil`. The failures now on record.
 */
export async function countFailure(db: Queryable, accountId: string, lockAfter: number, lockUntil: Date): Promise<number> {
  const [counted] = await db.query<{ failures: number }>(
    `update payment_passwords set failures = failures + 1, checking = greatest(checking - 1, 0),
              locked_until = case when failures + 1 >= $2 then $3::timestamptz else locked_until end
        where account_id = $1
        returning failures`,
    [accountId, lockAfter, lockUntil.toISOString()],
  );
  return counted?.failures ?? 0;
}

/** Stores a new account's payment password. */
export async function insertPaymentPassword(tx: Queryable, accountId: string, passwordHash: string, at: Date): Promise<void> {
  await tx.query(`insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, $3)`, [
    accountId,
    passwordHash,
    at.toISOString(),
  ]);
}

/** Sets or replaces an account's payment password; a new one starts with no failures and no lock. */
export async function upsertPaymentPassword(tx: Queryable, accountId: string, passwordHash: string, at: Date): Promise<void> {
  await tx.query(
    `insert into payment_passwords (account_id, password_hash, set_at) values ($1, $2, $3)
           on conflict (account_id) do update set password_hash = excluded.password_hash, failures = 0, locked_until = null, set_at = excluded.set_at`,
    [accountId, passwordHash, at.toISOString()],
  );
}
