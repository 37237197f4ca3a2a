import type { Queryable } from '../../db/client.ts';
import type { SmsCodePurpose } from '../../http/verifiers.ts';

/** The newest code of a destination and purpose, as verify reads it. */
export interface CodeRow {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date | string;
  consumedAt: Date | string | null;
}

/** Serialises the code requests of one destination of a brand until the transaction ends. */
export async function lockDestination(tx: Queryable, brandId: string, e164: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`sms:${brandId}:${e164}`]);
}

/** When the too-many-requests lock of a destination ends (epoch ms); 0 when it has none. */
export async function selectSmsLockEnd(tx: Queryable, brandId: string, e164: string): Promise<number> {
  const [lock] = await tx.query<{ lockedUntil: Date | string }>(
    'select locked_until as "lockedUntil" from sms_locks where merchant_id = $1 and destination = $2',
    [brandId, e164],
  );
  return lock ? new Date(lock.lockedUntil).getTime() : 0;
}

/** When the newest code of a destination and purpose was issued; undefined when none was. */
export async function selectLastCodeAt(tx: Queryable, brandId: string, e164: string, purpose: SmsCodePurpose): Promise<Date | undefined> {
  const [last] = await tx.query<{ createdAt: Date | string }>(
    `select created_at as "createdAt" from verification_codes
            where merchant_id = $1 and destination = $2 and purpose = $3 order by created_at desc, id desc limit 1`,
    [brandId, e164, purpose],
  );
  return last ? new Date(last.createdAt) : undefined;
}

/** Codes issued to a destination (any purpose) after `since`. */
export async function countCodesSince(tx: Queryable, brandId: string, e164: string, since: string): Promise<number> {
  const [recent] = await tx.query<{ n: number }>(
    'select count(*)::int as n from verification_codes where merchant_id = $1 and destination = $2 and created_at > $3',
    [brandId, e164, since],
  );
  return recent?.n ?? 0;
}

/** Locks a destination until `until` (epoch ms). */
export async function upsertSmsLock(tx: Queryable, brandId: string, e164: string, until: number): Promise<void> {
  await tx.query(
    `insert into sms_locks (merchant_id, destination, locked_until) values ($1, $2, $3)
               on conflict (merchant_id, destination) do update set locked_until = excluded.locked_until`,
    [brandId, e164, new Date(until).toISOString()],
  );
}

export async function insertSmsCode(
  tx: Queryable,
  code: { brandId: string; e164: string; purpose: SmsCodePurpose; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await tx.query(
    `insert into verification_codes (merchant_id, channel, destination, purpose, code_hash, expires_at, created_at)
           values ($1, 'sms', $2, $3, $4, $5, $6)`,
    [code.brandId, code.e164, code.purpose, code.codeHash, code.expiresAt.toISOString(), code.at.toISOString()],
  );
}

/** Deletes up to `batch` codes issued before `before` (they count for nothing any more). */
export async function deleteOldCodes(tx: Queryable, before: Date, batch: number): Promise<void> {
  await tx.query(`delete from verification_codes where id in (select id from verification_codes where created_at < $1 limit ${batch})`, [
    before.toISOString(),
  ]);
}

/** Locks and reads the newest code of a destination and purpose in a brand. */
export async function lockNewestCode(tx: Queryable, brandId: string, e164: string, purpose: SmsCodePurpose): Promise<CodeRow | undefined> {
  const [row] = await tx.query<CodeRow>(
    `select id::text as id, code_hash as "codeHash", attempts, expires_at as "expiresAt", consumed_at as "consumedAt"
             from verification_codes where merchant_id = $1 and destination = $2 and purpose = $3
            order by created_at desc, id desc limit 1 for update`,
    [brandId, e164, purpose],
  );
  return row;
}

export async function countWrongAnswer(tx: Queryable, codeId: string): Promise<void> {
  await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [codeId]);
}

export async function consumeCode(tx: Queryable, codeId: string, at: Date): Promise<void> {
  await tx.query('update verification_codes set consumed_at = $2 where id = $1', [codeId, at.toISOString()]);
}
