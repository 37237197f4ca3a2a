import type { Queryable } from '../../db/client.ts';

/** An account's authenticator row; confirmedAt null means a binding still waits for its first code. */
export interface AuthenticatorRow {
  accountId: string;
  sealedSecret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
  createdAt: Date;
}

const COLUMNS = `account_id::text as "accountId", sealed_secret as "sealedSecret", confirmed_at as "confirmedAt",
  last_used_step::float8 as "lastUsedStep", created_at as "createdAt"`;

/** The account's authenticator; `forUpdate` locks the row until the transaction ends. */
export async function selectAuthenticator(db: Queryable, accountId: string, forUpdate = false): Promise<AuthenticatorRow | undefined> {
  const rows = await db.query<AuthenticatorRow>(
    `select ${COLUMNS} from authenticators where account_id = $1${forUpdate ? ' for update' : ''}`,
    [accountId],
  );
  const row = rows[0];
  return row && { ...row, confirmedAt: row.confirmedAt ? new Date(row.confirmedAt) : null, createdAt: new Date(row.createdAt) };
}

/** Stores a new secret waiting for confirmation, replacing an earlier unconfirmed one; false when one is already bound. */
export async function upsertPendingAuthenticator(
  db: Queryable,
  row: { accountId: string; brandId: string; sealedSecret: string; now: Date },
): Promise<boolean> {
  const done = await db.query(
    `insert into authenticators (account_id, merchant_id, sealed_secret, created_at) values ($1, $2, $3, $4)
     on conflict (account_id) do update set sealed_secret = excluded.sealed_secret, created_at = excluded.created_at,
       last_used_step = null
       where authenticators.confirmed_at is null
     returning account_id`,
    [row.accountId, row.brandId, row.sealedSecret, row.now.toISOString()],
  );
  return done.length > 0;
}

/** Marks the binding confirmed with the step of its first code. */
export async function confirmAuthenticator(db: Queryable, accountId: string, step: number, now: Date): Promise<void> {
  await db.query('update authenticators set confirmed_at = $2, last_used_step = $3 where account_id = $1', [
    accountId,
    now.toISOString(),
    step,
  ]);
}

/** Remembers the newest step whose code was accepted. */
export async function useAuthenticatorStep(db: Queryable, accountId: string, step: number): Promise<void> {
  await db.query('update authenticators set last_used_step = $2 where account_id = $1', [accountId, step]);
}

export async function deleteAuthenticator(db: Queryable, accountId: string): Promise<void> {
  await db.query('delete from authenticators where account_id = $1', [accountId]);
}
