import type { Queryable } from '../../db/client.ts';

/** A reset link's request row, by its token hash. */
export interface ResetTokenRow {
  id: string;
  accountId: string;
  expiresAt: Date | string;
  closedAt: Date | string | null;
  createdAt: Date | string;
}

/** A brand's domains, the primary first. */
export async function selectBrandDomains(db: Queryable, brandId: string): Promise<{ domain: string }[]> {
  return db.query<{ domain: string }>('select domain from merchant_domains where merchant_id = $1 order by is_primary desc, domain', [
    brandId,
  ]);
}

/** Requests from an address in a brand after `since`: how many, and when the oldest was. */
export async function selectIpRequests(
  tx: Queryable,
  brandId: string,
  ip: string,
  since: Date,
): Promise<{ n: number; oldest: Date | string | null } | undefined> {
  const [fromIp] = await tx.query<{ n: number; oldest: Date | string | null }>(
    'select count(*)::int as n, min(created_at) as oldest from password_reset_requests where merchant_id = $1 and ip = $2 and created_at > $3',
    [brandId, ip, since.toISOString()],
  );
  return fromIp;
}

/** A typed username's requests after `hourAgo`: when the latest was, and how many came after `since`. */
export async function selectUsernameRequests(
  tx: Queryable,
  brandId: string,
  usernameKey: string,
  hourAgo: Date,
  since: string,
): Promise<{ latest: Date | string | null; n: number } | undefined> {
  const [forName] = await tx.query<{ latest: Date | string | null; n: number }>(
    `select max(created_at) as latest, (count(*) filter (where created_at > $4))::int as n from password_reset_requests
      where merchant_id = $1 and username_key = $2 and created_at > $3`,
    [brandId, usernameKey, hourAgo.toISOString(), since],
  );
  return forName;
}

/** Closes an account's open links (null: none is touched, the statement still runs). */
export async function closeOpenLinks(tx: Queryable, accountId: string | null, at: Date): Promise<void> {
  await tx.query(
    `update password_reset_requests set closed_at = $2 where account_id = $1 and closed_at is null and token_hash is not null`,
    [accountId, at.toISOString()],
  );
}

/** Records a request; with an account and token when the username and e-mail matched one. */
export async function insertResetRequest(
  tx: Queryable,
  row: {
    brandId: string;
    usernameKey: string;
    ip: string;
    accountId: string | null;
    tokenHash: string | null;
    expiresAt: Date | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into password_reset_requests (merchant_id, username_key, ip, account_id, token_hash, expires_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
    [row.brandId, row.usernameKey, row.ip, row.accountId, row.tokenHash, row.expiresAt?.toISOString() ?? null, row.at.toISOString()],
  );
}

/** Deletes up to `batch` requests made before `before`. */
export async function deleteOldResetRequests(tx: Queryable, before: Date, batch: number): Promise<void> {
  await tx.query(
    `delete from password_reset_requests where id in (select id from password_reset_requests where created_at < $1 limit ${batch})`,
    [before.toISOString()],
  );
}

export async function selectResetToken(db: Queryable, brandId: string, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const [row] = await db.query<ResetTokenRow>(
    `select id::text as id, account_id::text as "accountId", expires_at as "expiresAt", closed_at as "closedAt", created_at as "createdAt"
           from password_reset_requests where merchant_id = $1 and token_hash = $2`,
    [brandId, tokenHash],
  );
  return row;
}

/** Closes one link under its row lock: false when it was closed already (another use won). */
export async function closeResetLink(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const closed = await tx.query('update password_reset_requests set closed_at = $2 where id = $1 and closed_at is null returning id', [
    id,
    at.toISOString(),
  ]);
  return closed.length > 0;
}

/** Closes every open request of an account. */
export async function closeAccountResetRequests(tx: Queryable, accountId: string, at: Date): Promise<void> {
  await tx.query('update password_reset_requests set closed_at = $2 where account_id = $1 and closed_at is null', [
    accountId,
    at.toISOString(),
  ]);
}
