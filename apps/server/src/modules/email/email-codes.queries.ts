import type { Queryable } from '../../db/client.ts';
import type { EmailCodePurpose } from '../../http/verifiers.ts';

/** The newest code of an account and purpose, as verify reads it. */
export interface CodeRow {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date | string;
  consumedAt: Date | string | null;
}

/** The name and language the code's e-mail is written for; undefined when the brand has no such account. */
export async function selectCodeRecipient(
  tx: Queryable,
  brandId: string,
  accountId: string,
): Promise<{ username: string; language: string } | undefined> {
  const [account] = await tx.query<{ username: string; language: string }>(
    'select username, language from accounts where id = $1 and merchant_id = $2',
    [accountId, brandId],
  );
  return account;
}

/** When the newest code of an account and purpose was sent; undefined when none was. */
export async function selectLastCodeAt(tx: Queryable, accountId: string, purpose: EmailCodePurpose): Promise<Date | undefined> {
  const [last] = await tx.query<{ createdAt: Date | string }>(
    `select created_at as "createdAt" from email_codes where account_id = $1 and purpose = $2
            order by created_at desc, id desc limit 1`,
    [accountId, purpose],
  );
  return last ? new Date(last.createdAt) : undefined;
}

/** Codes sent to an account for a purpose after `since`. */
export async function countCodesSince(tx: Queryable, accountId: string, purpose: EmailCodePurpose, since: string): Promise<number> {
  const [recent] = await tx.query<{ n: number }>(
    'select count(*)::int as n from email_codes where account_id = $1 and purpose = $2 and created_at > $3',
    [accountId, purpose, since],
  );
  return recent?.n ?? 0;
}

export async function insertEmailCode(
  tx: Queryable,
  code: { brandId: string; accountId: string; purpose: EmailCodePurpose; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await tx.query(
    `insert into email_codes (merchant_id, account_id, purpose, code_hash, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [code.brandId, code.accountId, code.purpose, code.codeHash, code.expiresAt.toISOString(), code.at.toISOString()],
  );
}

/** Deletes up to `batch` codes sent before `before` (they count for nothing any more). */
export async function deleteOldCodes(tx: Queryable, before: Date, batch: number): Promise<void> {
  await tx.query(`delete from email_codes where id in (select id from email_codes where created_at < $1 limit ${batch})`, [
    before.toISOString(),
  ]);
}

/** Locks and reads the newest code of an account and purpose in a brand. */
export async function lockNewestCode(
  tx: Queryable,
  brandId: string,
  accountId: string,
  purpose: EmailCodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await tx.query<CodeRow>(
    `select id::text as id, code_hash as "codeHash", attempts, expires_at as "expiresAt", consumed_at as "consumedAt"
             from email_codes where merchant_id = $1 and account_id = $2 and purpose = $3
            order by created_at desc, id desc limit 1 for update`,
    [brandId, accountId, purpose],
  );
  return row;
}

export async function countWrongAnswer(tx: Queryable, codeId: string): Promise<void> {
  await tx.query('update email_codes set attempts = attempts + 1 where id = $1', [codeId]);
}

export async function consumeCode(tx: Queryable, codeId: string, at: Date): Promise<void> {
  await tx.query('update email_codes set consumed_at = $2 where id = $1', [codeId, at.toISOString()]);
}
