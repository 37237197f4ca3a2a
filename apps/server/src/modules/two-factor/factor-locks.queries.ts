import type { TwoFactorMethod } from '@pkg/contracts/two-factor';
import type { Queryable } from '../../db/client.ts';

/**
 * Counts a wrong answer for a factor (a new day's window when the last one ended) and locks the
 * factor at `limit`; answers the count and whether this answer locked it.
 */
export async function countFactorFailure(
  db: Queryable,
  accountId: string,
  method: TwoFactorMethod,
  now: Date,
  windowStart: Date,
  limit: number,
): Promise<{ failures: number; lockedNow: boolean }> {
  const [row] = await db.query<{ failures: number; locked: boolean }>(
    `insert into two_factor_factor_failures (account_id, method, failures, window_started_at) values ($1, $2, 1, $3)
     on conflict (account_id, method) do update set
       failures = case when two_factor_factor_failures.window_started_at > $4 then two_factor_factor_failures.failures + 1 else 1 end,
       window_started_at = case when two_factor_factor_failures.window_started_at > $4 then two_factor_factor_failures.window_started_at else $3 end
     returning failures,
       locked_at is not null and locked_at >= coalesce((select password_changed_at from accounts where id = $1), '-infinity') as locked`,
    [accountId, method, now.toISOString(), windowStart.toISOString()],
  );
  const failures = row?.failures ?? 1;
  if (failures < limit || row?.locked) return { failures, lockedNow: false };
  await db.query(`update two_factor_factor_failures set locked_at = $3 where account_id = $1 and method = $2`, [
    accountId,
    method,
    now.toISOString(),
  ]);
  return { failures, lockedNow: true };
}

/** The account's factors locked since its login password last changed. */
export async function selectLockedFactors(db: Queryable, accountId: string): Promise<TwoFactorMethod[]> {
  const rows = await db.query<{ method: TwoFactorMethod }>(
    `select f.method from two_factor_factor_failures f join accounts a on a.id = f.account_id
      where f.account_id = $1 and f.locked_at is not null and f.locked_at >= coalesce(a.password_changed_at, '-infinity') order by f.method`,
    [accountId],
  );
  return rows.map((row) => row.method);
}

/** Forgets an account's counts and locks (staff's two-factor reset). */
export async function deleteFactorFailures(db: Queryable, accountId: string): Promise<void> {
  await db.query(`delete from two_factor_factor_failures where account_id = $1`, [accountId]);
}

/** Notes that the account's mobile number was proven by a code sent to it. */
export async function markMobileVerified(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query(`update accounts set mobile_verified_at = $2 where id = $1 and mobile_verified_at is null`, [
    accountId,
    now.toISOString(),
  ]);
}

/** Whether the account's mobile number was proven by a code. */
export async function mobileVerified(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ verified: boolean }>(`select mobile_verified_at is not null as verified from accounts where id = $1`, [
    accountId,
  ]);
  return row?.verified ?? false;
}
