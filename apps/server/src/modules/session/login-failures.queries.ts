import type { Queryable } from '../../db/client.ts';
import { ACCOUNT_COLUMNS, type Account } from '../accounts/index.ts';

/** A login_failures row as the login gate reads it. */
export interface FailureRow {
  captcha_required: boolean;
  locked_until: Date | null;
}

/** The failures on record for a typed username's key in a brand; undefined when there are none. */
export async function selectLoginFailures(db: Queryable, brandId: string, usernameKey: string): Promise<FailureRow | undefined> {
  const rows = await db.query<FailureRow>(
    'select captcha_required, locked_until from login_failures where merchant_id = $1 and username_key = $2',
    [brandId, usernameKey],
  );
  return rows[0];
}

/**
 * The failures of a username's key and the account of that username in one statement (decision
 * 048): the gate's columns are null, and `gateRecorded` false, when nothing is on record; the
 * account's are null when there is no such account. The account's columns are accounts' ACCOUNT_COLUMNS.
 */
export async function selectGateWithAccount(
  db: Queryable,
  brandId: string,
  username: string,
  usernameKey: string,
): Promise<Account & { gateCaptcha: boolean | null; gateLockedUntil: Date | null; gateRecorded: boolean }> {
  type Row = Account & { gateCaptcha: boolean | null; gateLockedUntil: Date | null; gateRecorded: boolean };
  const rows = await db.query<Row>(
    `select f.captcha_required as "gateCaptcha", f.locked_until as "gateLockedUntil", f.merchant_id is not null as "gateRecorded", a.*
           from (select 1) as one
           left join login_failures f on f.merchant_id = $1 and f.username_key = $3
           left join lateral (select ${ACCOUNT_COLUMNS} from accounts where merchant_id = $1 and lower(username) = lower($2)) a on true`,
    [brandId, username, usernameKey],
  );
  return rows[0] as Row;
}

/**
 * Counts one failure of a username's key (a lock that has ended starts the count again) and
 * requires a captcha from then on: the failures now on record.
 */
export async function countLoginFailure(db: Queryable, brandId: string, usernameKey: string, at: Date): Promise<number> {
  const rows = await db.query<{ failures: number; locked_until: Date | null }>(
    `insert into login_failures (merchant_id, username_key, failures, captcha_required, updated_at)
         values ($1, $2, 1, true, $3)
         on conflict (merchant_id, username_key) do update
           set failures = case when login_failures.locked_until is not null and login_failures.locked_until <= $3 then 1
                               else login_failures.failures + 1 end,
               locked_until = case when login_failures.locked_until is not null and login_failures.locked_until <= $3 then null
                                   else login_failures.locked_until end,
               captcha_required = true, updated_at = $3
         returning failures, locked_until`,
    [brandId, usernameKey, at.toISOString()],
  );
  return rows[0]?.failures ?? 1;
}

export async function lockUsername(db: Queryable, brandId: string, usernameKey: string, lockedUntil: Date): Promise<void> {
  await db.query('update login_failures set locked_until = $3 where merchant_id = $1 and username_key = $2', [
    brandId,
    usernameKey,
    lockedUntil.toISOString(),
  ]);
}

export async function deleteLoginFailures(db: Queryable, brandId: string, usernameKey: string): Promise<void> {
  await db.query('delete from login_failures where merchant_id = $1 and username_key = $2', [brandId, usernameKey]);
}
