import type { Queryable } from '../../db/client.ts';

/**
 * An agent may use the agent centre and its money calls (decision 060): a confirmed authenticator,
 * or a mobile number proven by a code sent to it. The same rule as two-factor's security centre shows.
 */
export async function selectAgentFactorReady(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ ready: boolean }>(
    `select (a.mobile_verified_at is not null or exists (select 1 from authenticators t where t.account_id = a.id and t.confirmed_at is not null)) as ready
       from accounts a where a.id = $1`,
    [accountId],
  );
  return row?.ready ?? false;
}

/** Notes that the account's mobile number was proven by a code sent to it (an SMS-code login). */
export async function markPhoneVerified(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query(`update accounts set mobile_verified_at = $2 where id = $1 and mobile_verified_at is null`, [
    accountId,
    now.toISOString(),
  ]);
}
