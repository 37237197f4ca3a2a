import type { Queryable } from '../../db/client.ts';

/**
 * How an address stands for an account: used before ('known'), not used though others were
 * ('new'), or the account has no address on record at all ('none': made by an operator and never
 * logged in, so there is nothing to compare with).
 */
export type IpStanding = 'known' | 'new' | 'none';

/** Whether the account registered from or logged in from this address before. */
export async function ipStanding(db: Queryable, accountId: string, ip: string): Promise<IpStanding> {
  const [row] = await db.query<{ known: boolean; any: boolean }>(
    `select exists(select 1 from account_ips where account_id = $1 and ip = $2) or coalesce(a.register_ip = $2, false) as known,
            exists(select 1 from account_ips where account_id = $1) or a.register_ip is not null as any
       from accounts a where a.id = $1`,
    [accountId, ip],
  );
  if (!row) return 'none';
  if (row.known) return 'known';
  return row.any ? 'new' : 'none';
}

/** Records a successful login's address (call inside the login's transaction). */
export async function rememberIp(db: Queryable, accountId: string, ip: string, now: Date): Promise<void> {
  await db.query(
    `insert into account_ips (account_id, ip, first_seen_at, last_seen_at) values ($1, $2, $3, $3)
     on conflict (account_id, ip) do update set last_seen_at = excluded.last_seen_at`,
    [accountId, ip, now.toISOString()],
  );
}

/** The payee (bank account) name the account registered with, if any. */
export async function selectPayeeName(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ payeeName: string | null }>(`select profile->>'payeeName' as "payeeName" from accounts where id = $1`, [
    accountId,
  ]);
  return row?.payeeName?.trim() || null;
}
